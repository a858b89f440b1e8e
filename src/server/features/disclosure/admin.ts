import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ANNUAL_REPORT_ITEM,
  type ClassLevel,
  DISCLOSURE_ITEMS,
  type DisclosureItemId,
  disclosureDocumentPath,
  passPercentage,
} from '../../../shared/disclosure';
import {
  documentDatesError,
  mayBeNotApplicable,
  NOT_APPLICABLE_REFUSED_MESSAGE,
  RESULT_YEAR_TAKEN_MESSAGE,
} from '../../../shared/disclosure-admin';
import type {
  AnnualReportFieldsSchema,
  BoardResultFieldsSchema,
  DisclosureDocumentFieldsSchema,
} from '../../../shared/schemas/disclosure';
import type { ServiceContext } from '../../context';
import { boardResults, campuses, disclosureDocuments } from '../../db/schema';
import { type Tx, write, writeRefusing } from '../../db/write';
import { InvalidFieldError, NotFoundError } from '../../lib/errors';
import { cleanFileName } from '../../lib/files';
import { removePdf, storePdf } from './files';
import { campusChecklist, disclosureProblemCounts, exampleRecords, listCampuses } from './service';

// The dashboard's side of the Mandatory Public Disclosure (docs/decisions/021-mandatory-public-disclosure.md):
// a campus's documents (tables B and C), its annual reports and its board results. The public page
// shows all of them, so every write goes through write() and then clears the page cache. A PDF is
// stored before the row points to it (and removed again if that write fails); a replaced or removed
// file is deleted only once no row points to it. What the office saves is no longer example data.

export type DocumentFields = z.output<typeof DisclosureDocumentFieldsSchema>;
export type AnnualReportFields = z.output<typeof AnnualReportFieldsSchema>;
export type BoardResultInput = z.output<typeof BoardResultFieldsSchema>;

type DocumentRow = typeof disclosureDocuments.$inferSelect;
type ResultRow = typeof boardResults.$inferSelect;

export const ANNUAL_REPORT_TAKEN_MESSAGE = 'An annual report for this year is already uploaded';

/**
 * One write; a duplicate refused by a unique index is a message beside `field`, and a campus deleted
 * meanwhile (its foreign key) is a missing item, never a 500.
 */
function guardedWrite<T>(svc: ServiceContext, unique: { field: string; message: string }, fn: (tx: Tx) => T): T {
  return writeRefusing(svc.db, { unique, foreignKey: () => new NotFoundError() }, fn);
}

function requireCampus(db: ServiceContext['db'] | Tx, campusId: number) {
  const campus = db
    .select({ id: campuses.id, slug: campuses.slug, name: campuses.name })
    .from(campuses)
    .where(eq(campuses.id, campusId))
    .get();
  if (!campus) throw new NotFoundError('This campus no longer exists.');
  return campus;
}

function checkDates(item: DisclosureItemId, issuedOn: string, validUntil: string) {
  const refused = documentDatesError(item, issuedOn, validUntil);
  if (refused) throw new InvalidFieldError(refused.field, refused.message);
}

const orNull = (date: string) => date || null;

// ---------------------------------------------------------------- the section's read

function adminDocument(slug: string, row: DocumentRow) {
  return {
    id: row.id,
    item: row.item,
    academicYear: row.academicYear,
    notApplicable: row.notApplicable,
    hasFile: row.file !== null,
    fileName: row.fileName,
    bytes: row.bytes,
    href: row.file ? disclosureDocumentPath(slug, row.id) : null,
    issuedOn: row.issuedOn ?? '',
    validUntil: row.validUntil ?? '',
    example: row.example,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type AdminDisclosureDocument = ReturnType<typeof adminDocument>;

function adminResult(row: ResultRow) {
  return {
    id: row.id,
    classLevel: row.classLevel as ClassLevel,
    year: row.year,
    registered: row.registered,
    passed: row.passed,
    percentage: passPercentage(row.registered, row.passed),
    remarks: row.remarks,
    example: row.example,
  };
}
export type AdminBoardResult = ReturnType<typeof adminResult>;

/**
 * One campus as the Disclosure section shows it: its documents (tables B and C, in CBSE's order, with
 * none where nothing is stored), its annual reports newest first, its board results (newest first per
 * class) and its checklist.
 */
export function disclosureAdminView(svc: ServiceContext, campusId: number) {
  const campus = requireCampus(svc.db, campusId);
  const docs = svc.db.select().from(disclosureDocuments).where(eq(disclosureDocuments.campusId, campusId)).all();
  const results = svc.db
    .select()
    .from(boardResults)
    .where(eq(boardResults.campusId, campusId))
    .orderBy(desc(boardResults.year), desc(boardResults.id))
    .all();
  return {
    campus,
    documents: DISCLOSURE_ITEMS.map((item) => {
      const row = docs.find((d) => d.item === item.id && d.academicYear === '');
      return { item: item.id, document: row ? adminDocument(campus.slug, row) : null };
    }),
    annualReports: docs
      .filter((d) => d.item === ANNUAL_REPORT_ITEM)
      .sort((a, b) => b.academicYear.localeCompare(a.academicYear))
      .map((d) => adminDocument(campus.slug, d)),
    results: results.map(adminResult),
    checklist: campusChecklist(svc, campusId),
  };
}
export type DisclosureAdminView = ReturnType<typeof disclosureAdminView>;

/** The campuses for the section's switcher, each with its count of problems. */
export function disclosureCampuses(svc: ServiceContext) {
  const problems = new Map(disclosureProblemCounts(svc).map((p) => [p.campusId, p.problems]));
  return listCampuses(svc).map((c) => ({ id: c.id, slug: c.slug, name: c.name, problems: problems.get(c.id) ?? 0 }));
}

/** The overview's card and the dashboard's banner: problems across campuses, and example rows left. */
export function disclosureStatus(svc: ServiceContext) {
  const campusesWithProblems = disclosureProblemCounts(svc);
  return {
    problems: campusesWithProblems.reduce((sum, c) => sum + c.problems, 0),
    campuses: campusesWithProblems,
    examples: exampleRecords(svc),
  };
}

// ---------------------------------------------------------------- documents (tables B and C)

/**
 * Stores an item's PDF with its dates, replacing the one before (whose file is then deleted). The
 * dates are checked before the file is written; the file is written before the row points to it.
 */
export async function uploadDocument(
  svc: ServiceContext,
  fields: DocumentFields,
  file: Buffer,
  fileName: string,
): Promise<DisclosureAdminView> {
  checkDates(fields.item, fields.issuedOn, fields.validUntil);
  requireCampus(svc.db, fields.campusId);
  const key = await storePdf(svc.media, 'disclosure', file);
  return saveFile(svc, fields.campusId, fields.item, '', key, file.length, fileName, {
    issuedOn: orNull(fields.issuedOn),
    validUntil: orNull(fields.validUntil),
  });
}

/** Points the item's row (made if need be) at a stored file; the old file goes once the row has moved on. */
async function saveFile(
  svc: ServiceContext,
  campusId: number,
  item: string,
  academicYear: string,
  key: string,
  bytes: number,
  fileName: string,
  dates: { issuedOn: string | null; validUntil: string | null },
  unique = { field: 'file', message: 'This document was just saved by someone else. Reload the page.' },
): Promise<DisclosureAdminView> {
  const now = svc.now();
  const values = {
    notApplicable: false,
    file: key,
    fileName: cleanFileName(fileName || 'document.pdf'),
    bytes,
    ...dates,
    example: false,
    updatedAt: now,
  };
  let oldFile: string | null = null;
  try {
    guardedWrite(svc, unique, (tx) => {
      requireCampus(tx, campusId);
      const existing = tx
        .select({ id: disclosureDocuments.id, file: disclosureDocuments.file })
        .from(disclosureDocuments)
        .where(
          and(
            eq(disclosureDocuments.campusId, campusId),
            eq(disclosureDocuments.item, item),
            eq(disclosureDocuments.academicYear, academicYear),
          ),
        )
        .get();
      if (existing) {
        oldFile = existing.file;
        tx.update(disclosureDocuments).set(values).where(eq(disclosureDocuments.id, existing.id)).run();
      } else {
        tx.insert(disclosureDocuments)
          .values({ campusId, item, academicYear, ...values })
          .run();
      }
    });
  } catch (error) {
    await removePdf(svc.media, key);
    throw error;
  }
  if (oldFile && oldFile !== key) await removePdf(svc.media, oldFile);
  return disclosureAdminView(svc, campusId);
}

/**
 * Changes an item's dates without a new file, or marks it not applicable (its file is then deleted),
 * or takes that back (an item with no file is then simply missing again).
 */
export async function updateDocument(svc: ServiceContext, fields: DocumentFields): Promise<DisclosureAdminView> {
  const { campusId, item } = fields;
  if (fields.notApplicable && !mayBeNotApplicable(item))
    throw new InvalidFieldError('notApplicable', NOT_APPLICABLE_REFUSED_MESSAGE);
  if (!fields.notApplicable) checkDates(item, fields.issuedOn, fields.validUntil);
  const now = svc.now();
  let oldFile: string | null = null;
  guardedWrite(
    svc,
    { field: 'item', message: 'This document was just saved by someone else. Reload the page.' },
    (tx) => {
      requireCampus(tx, campusId);
      const where = and(
        eq(disclosureDocuments.campusId, campusId),
        eq(disclosureDocuments.item, item),
        eq(disclosureDocuments.academicYear, ''),
      );
      const existing = tx.select().from(disclosureDocuments).where(where).get();
      if (fields.notApplicable) {
        const values = {
          notApplicable: true,
          file: null,
          fileName: '',
          bytes: 0,
          issuedOn: null,
          validUntil: null,
          example: false,
          updatedAt: now,
        };
        if (existing) {
          oldFile = existing.file;
          tx.update(disclosureDocuments).set(values).where(eq(disclosureDocuments.id, existing.id)).run();
        } else {
          tx.insert(disclosureDocuments)
            .values({ campusId, item, academicYear: '', ...values })
            .run();
        }
        return;
      }
      if (!existing) throw new NotFoundError('This document has not been uploaded yet.');
      if (!existing.file) {
        // No longer "not applicable", and no file: nothing is left to keep.
        tx.delete(disclosureDocuments).where(eq(disclosureDocuments.id, existing.id)).run();
        return;
      }
      tx.update(disclosureDocuments)
        .set({
          issuedOn: orNull(fields.issuedOn),
          validUntil: orNull(fields.validUntil),
          notApplicable: false,
          example: false,
          updatedAt: now,
        })
        .where(eq(disclosureDocuments.id, existing.id))
        .run();
    },
  );
  await removePdf(svc.media, oldFile);
  return disclosureAdminView(svc, campusId);
}

/** Removes a document or an annual report, and then its file. `kind` guards against the other kind's id. */
export async function removeDocument(
  svc: ServiceContext,
  id: number,
  kind: 'document' | 'annualReport' = 'document',
): Promise<DisclosureAdminView> {
  const row = svc.db.select().from(disclosureDocuments).where(eq(disclosureDocuments.id, id)).get();
  if (!row || (row.item === ANNUAL_REPORT_ITEM) !== (kind === 'annualReport')) throw new NotFoundError();
  const { changes } = write(svc.db, (tx) => tx.delete(disclosureDocuments).where(eq(disclosureDocuments.id, id)).run());
  if (changes === 0) throw new NotFoundError();
  await removePdf(svc.media, row.file);
  return disclosureAdminView(svc, row.campusId);
}

// ---------------------------------------------------------------- annual reports

/** Stores (or replaces) a campus's annual report for an academic year. */
export async function uploadAnnualReport(
  svc: ServiceContext,
  fields: AnnualReportFields,
  file: Buffer,
  fileName: string,
): Promise<DisclosureAdminView> {
  requireCampus(svc.db, fields.campusId);
  const key = await storePdf(svc.media, 'disclosure', file);
  return saveFile(
    svc,
    fields.campusId,
    ANNUAL_REPORT_ITEM,
    fields.academicYear,
    key,
    file.length,
    fileName,
    { issuedOn: null, validUntil: null },
    { field: 'academicYear', message: ANNUAL_REPORT_TAKEN_MESSAGE },
  );
}

export const removeAnnualReport = (svc: ServiceContext, id: number) => removeDocument(svc, id, 'annualReport');

// ---------------------------------------------------------------- board results

const YEAR_TAKEN = { field: 'year', message: RESULT_YEAR_TAKEN_MESSAGE };

function resultValues(fields: BoardResultInput) {
  return {
    classLevel: fields.classLevel as ClassLevel,
    year: fields.year,
    registered: fields.registered,
    passed: fields.passed,
    remarks: fields.remarks,
  };
}

/** A year already recorded for this class and campus (other than `exceptId`) is refused beside Year. */
function checkYearFree(tx: Tx, campusId: number, fields: BoardResultInput, exceptId: number | null) {
  const taken = tx
    .select({ id: boardResults.id })
    .from(boardResults)
    .where(
      and(
        eq(boardResults.campusId, campusId),
        eq(boardResults.classLevel, fields.classLevel as ClassLevel),
        eq(boardResults.year, fields.year),
      ),
    )
    .get();
  if (taken && taken.id !== exceptId) throw new InvalidFieldError(YEAR_TAKEN.field, YEAR_TAKEN.message);
}

export function createResult(svc: ServiceContext, fields: BoardResultInput): AdminBoardResult {
  const id = guardedWrite(svc, YEAR_TAKEN, (tx) => {
    requireCampus(tx, fields.campusId);
    checkYearFree(tx, fields.campusId, fields, null);
    return Number(
      tx
        .insert(boardResults)
        .values({ campusId: fields.campusId, ...resultValues(fields) })
        .run().lastInsertRowid,
    );
  });
  return resultById(svc, id);
}

/** Changes a result's class, year, numbers or remarks; it stays with its campus. */
export function updateResult(svc: ServiceContext, id: number, fields: BoardResultInput): AdminBoardResult {
  guardedWrite(svc, YEAR_TAKEN, (tx) => {
    const row = tx.select({ campusId: boardResults.campusId }).from(boardResults).where(eq(boardResults.id, id)).get();
    if (!row) throw new NotFoundError();
    checkYearFree(tx, row.campusId, fields, id);
    tx.update(boardResults)
      .set({ ...resultValues(fields), example: false, updatedAt: svc.now() })
      .where(eq(boardResults.id, id))
      .run();
  });
  return resultById(svc, id);
}

export function removeResult(svc: ServiceContext, id: number): void {
  const { changes } = write(svc.db, (tx) => tx.delete(boardResults).where(eq(boardResults.id, id)).run());
  if (changes === 0) throw new NotFoundError();
}

function resultById(svc: ServiceContext, id: number): AdminBoardResult {
  const row = svc.db.select().from(boardResults).where(eq(boardResults.id, id)).get();
  if (!row) throw new NotFoundError();
  return adminResult(row);
}
