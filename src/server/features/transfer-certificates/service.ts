import crypto from 'node:crypto';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { tcFilePath } from '../../../shared/disclosure';
import type { LanguageCode } from '../../../shared/paths';
import type { TcFieldsSchema, TcLookupSchema } from '../../../shared/schemas/disclosure';
import { formsWordsFor } from '../../../shared/words/forms';
import type { ServiceContext } from '../../context';
import type { Db, Reader } from '../../db/client';
import { campuses, transferCertificates } from '../../db/schema';
import { type Tx, write, writeRefusing } from '../../db/write';
import { InvalidFieldError, NotFoundError, SubmissionRefusedError } from '../../lib/errors';
import { cleanFileName } from '../../lib/files';
import { pdfPath, removePdf, storePdf } from '../disclosure/files';

// Transfer-certificate verification (CBSE asks schools to let receiving schools verify the TCs they
// issued): the office keeps a register per campus with each TC's scanned PDF; a visitor who types a
// TC number and the student's date of birth learns whether that certificate exists, and gets its PDF.
// There is no list anywhere: a lookup answers only for an exact match, the same sentence for every
// failure (whether or not the number exists), and is limited per client address. The PDF is served
// only by its row's random token (src/server/features/transfer-certificates/routes.ts), which a successful lookup gives.

type TcRow = typeof transferCertificates.$inferSelect;
export type TcInput = z.output<typeof TcFieldsSchema>;
export type TcLookupInput = z.output<typeof TcLookupSchema>;

export const TC_NUMBER_TAKEN_MESSAGE = 'This campus already has a TC with this number';
const CAMPUS_MISSING_MESSAGE = 'Choose a campus';

/** A row's token: 32 hex characters, the only name its PDF is served under. */
export const TC_TOKEN = /^[a-f0-9]{32}$/;
const newToken = () => crypto.randomBytes(16).toString('hex');

/** TC numbers compare without regard to ASCII case ('tc/2025/014' is 'TC/2025/014'). */
const sameNumber = (tcNumber: string): SQL => sql`${transferCertificates.tcNumber} = ${tcNumber} COLLATE NOCASE`;

// ---------------------------------------------------------------- dashboard

const adminColumns = {
  id: transferCertificates.id,
  campusId: transferCertificates.campusId,
  campusName: campuses.name,
  tcNumber: transferCertificates.tcNumber,
  studentName: transferCertificates.studentName,
  dateOfBirth: transferCertificates.dateOfBirth,
  issuedOn: transferCertificates.issuedOn,
  classLeft: transferCertificates.classLeft,
  file: transferCertificates.file,
  fileName: transferCertificates.fileName,
  token: transferCertificates.token,
  example: transferCertificates.example,
  updatedAt: transferCertificates.updatedAt,
};

type AdminRow = Pick<TcRow, Exclude<keyof typeof adminColumns, 'campusName'>> & { campusName: string };

/** A TC as the dashboard shows and edits it; its PDF's address for the office's preview. */
function toAdminTc({ file, token, updatedAt, ...row }: AdminRow) {
  return {
    ...row,
    hasFile: file !== null,
    fileUrl: file ? tcFilePath(token) : null,
    updatedAt: updatedAt.toISOString(),
  };
}
export type AdminTc = ReturnType<typeof toAdminTc>;

/** The register, newest issue first; one campus's when `campusId` is given. */
export function listTcs(svc: ServiceContext, filter: { campusId?: number | null } = {}): AdminTc[] {
  return svc.db
    .select(adminColumns)
    .from(transferCertificates)
    .innerJoin(campuses, eq(campuses.id, transferCertificates.campusId))
    .where(filter.campusId ? eq(transferCertificates.campusId, filter.campusId) : undefined)
    .orderBy(desc(transferCertificates.issuedOn), desc(transferCertificates.id))
    .all()
    .map(toAdminTc);
}

export function getTc(svc: ServiceContext, id: number): AdminTc {
  const row = svc.db
    .select(adminColumns)
    .from(transferCertificates)
    .innerJoin(campuses, eq(campuses.id, transferCertificates.campusId))
    .where(eq(transferCertificates.id, id))
    .get();
  if (!row) throw new NotFoundError();
  return toAdminTc(row);
}

/**
 * Refuses, beside its field, a campus that does not exist and a number the campus already has (in
 * any case, since the lookup ignores case). The unique index is the last word (two saves at once).
 */
function checkFields(db: Reader, fields: TcInput, exceptId: number | null) {
  if (!db.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, fields.campusId)).get())
    throw new InvalidFieldError('campusId', CAMPUS_MISSING_MESSAGE);
  const same = and(
    eq(transferCertificates.campusId, fields.campusId),
    sameNumber(fields.tcNumber),
    exceptId === null ? undefined : ne(transferCertificates.id, exceptId),
  );
  if (db.select({ id: transferCertificates.id }).from(transferCertificates).where(same).get())
    throw new InvalidFieldError('tcNumber', TC_NUMBER_TAKEN_MESSAGE);
}

function uniqueSafeWrite<T>(db: Db, fn: (tx: Tx) => T): T {
  return writeRefusing(
    db,
    {
      unique: { field: 'tcNumber', message: TC_NUMBER_TAKEN_MESSAGE, index: /tc_number/ },
      foreignKey: () => new InvalidFieldError('campusId', CAMPUS_MISSING_MESSAGE),
    },
    fn,
  );
}

const rowValues = (fields: TcInput) => ({
  campusId: fields.campusId,
  tcNumber: fields.tcNumber,
  studentName: fields.studentName,
  dateOfBirth: fields.dateOfBirth,
  issuedOn: fields.issuedOn,
  classLeft: fields.classLeft,
});

export function createTc(svc: ServiceContext, fields: TcInput): AdminTc {
  const id = uniqueSafeWrite(svc.db, (tx) => {
    checkFields(tx, fields, null);
    return Number(
      tx
        .insert(transferCertificates)
        .values({ ...rowValues(fields), token: newToken() })
        .run().lastInsertRowid,
    );
  });
  return getTc(svc, id);
}

/** Saves the office's edit; the row is the office's own from then on (no longer the seeded example). */
export function updateTc(svc: ServiceContext, id: number, fields: TcInput): AdminTc {
  uniqueSafeWrite(svc.db, (tx) => {
    if (
      !tx
        .select({ id: transferCertificates.id })
        .from(transferCertificates)
        .where(eq(transferCertificates.id, id))
        .get()
    )
      throw new NotFoundError();
    checkFields(tx, fields, id);
    tx.update(transferCertificates)
      .set({ ...rowValues(fields), example: false, updatedAt: svc.now() })
      .where(eq(transferCertificates.id, id))
      .run();
  });
  return getTc(svc, id);
}

/** A TC's stored file key inside a write (undefined when the TC does not exist). */
const storedFile = (tx: Tx, id: number) =>
  tx
    .select({ file: transferCertificates.file })
    .from(transferCertificates)
    .where(eq(transferCertificates.id, id))
    .get();

/** Deletes a TC and then its PDF (nothing points to the file any more). */
export async function removeTc(svc: ServiceContext, id: number): Promise<void> {
  const removed = write(svc.db, (tx) => {
    const row = storedFile(tx, id);
    if (row) tx.delete(transferCertificates).where(eq(transferCertificates.id, id)).run();
    return row;
  });
  if (!removed) throw new NotFoundError();
  await removePdf(svc.media, removed.file);
}

/**
 * Stores a TC's scanned PDF (checked by its content) and points the row at it; the PDF it replaces is
 * removed afterwards. The file is written before the row points to it and removed again if the write fails.
 */
export async function setTcFile(svc: ServiceContext, id: number, bytes: Buffer, fileName: string): Promise<AdminTc> {
  getTc(svc, id);
  const key = await storePdf(svc.media, 'tc', bytes);
  let previous: string | null;
  try {
    previous = write(svc.db, (tx) => {
      const row = storedFile(tx, id);
      // Deleted while the file was being checked.
      if (!row) throw new NotFoundError();
      tx.update(transferCertificates)
        .set({ file: key, fileName: cleanFileName(fileName), example: false, updatedAt: svc.now() })
        .where(eq(transferCertificates.id, id))
        .run();
      return row.file;
    });
  } catch (error) {
    await removePdf(svc.media, key);
    throw error;
  }
  await removePdf(svc.media, previous);
  return getTc(svc, id);
}

/** Takes a TC's PDF away (a wrong scan uploaded); the TC stays in the register. */
export async function removeTcFile(svc: ServiceContext, id: number): Promise<AdminTc> {
  const previous = write(svc.db, (tx) => {
    const row = storedFile(tx, id);
    if (!row) throw new NotFoundError();
    tx.update(transferCertificates)
      .set({ file: null, fileName: '', updatedAt: svc.now() })
      .where(eq(transferCertificates.id, id))
      .run();
    return row.file;
  });
  await removePdf(svc.media, previous);
  return getTc(svc, id);
}

// ---------------------------------------------------------------- the public lookup

/** What a successful lookup shows: no date of birth (the visitor typed it), no other TC. */
export interface TcMatch {
  tcNumber: string;
  studentName: string;
  issuedOn: string;
  classLeft: string;
  campusName: string;
  /** The PDF's address (by the row's token), or null when the office has not uploaded it. */
  fileUrl: string | null;
}

/**
 * The lookup's answer. Every failure is the same value, so the API cannot tell a number that exists
 * (with another date of birth) from one that does not. Two campuses may number their TCs alike: every
 * certificate matching both the number and the date of birth is given.
 */
export type TcLookupAnswer = { found: true; certificates: TcMatch[] } | { found: false; message: string };

/**
 * The public lookup, from the tRPC procedure or the form posted without JavaScript: limited per client
 * address (one limit for both ways), then an exact match of the trimmed number (ignoring ASCII case)
 * AND the date of birth, across all campuses. Over the limit: SubmissionRefusedError (429).
 */
export function verifyTc(
  svc: ServiceContext,
  input: TcLookupInput,
  clientIp: string,
  lang: LanguageCode = 'en',
): TcLookupAnswer {
  // The answers in the language of the page that asked (ctx.lang, the form's address).
  const words = formsWordsFor(lang).tcLookup;
  const waitSeconds = svc.limits.tcLookup.hit(clientIp);
  if (waitSeconds > 0) throw new SubmissionRefusedError('rateLimited', words.rateLimited, waitSeconds);
  const rows = svc.db
    .select({
      tcNumber: transferCertificates.tcNumber,
      studentName: transferCertificates.studentName,
      issuedOn: transferCertificates.issuedOn,
      classLeft: transferCertificates.classLeft,
      campusName: campuses.name,
      file: transferCertificates.file,
      token: transferCertificates.token,
    })
    .from(transferCertificates)
    .innerJoin(campuses, eq(campuses.id, transferCertificates.campusId))
    .where(and(sameNumber(input.tcNumber.trim()), eq(transferCertificates.dateOfBirth, input.dateOfBirth)))
    .orderBy(asc(campuses.sortOrder), asc(campuses.id), asc(transferCertificates.id))
    .limit(5)
    .all();
  if (rows.length === 0) return { found: false, message: words.noMatch };
  return {
    found: true,
    certificates: rows.map(({ file, token, ...row }) => ({ ...row, fileUrl: file ? tcFilePath(token) : null })),
  };
}

/**
 * The PDF a token names, for the file route: its absolute path and the name the browser saves it
 * under; null for a token of the wrong shape, an unknown token, or a TC without a PDF.
 */
export function tcFileByToken(svc: ServiceContext, token: string): { path: string; downloadName: string } | null {
  if (!TC_TOKEN.test(token)) return null;
  const row = svc.db
    .select({ file: transferCertificates.file, tcNumber: transferCertificates.tcNumber })
    .from(transferCertificates)
    .where(eq(transferCertificates.token, token))
    .get();
  const file = pdfPath(svc.media, row?.file);
  if (!row || !file) return null;
  return { path: file, downloadName: tcDownloadName(row.tcNumber) };
}

/** 'transfer-certificate-TC-2025-014.pdf': the number with anything but letters, digits and hyphens made a hyphen. */
export function tcDownloadName(tcNumber: string): string {
  const safe = tcNumber
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `transfer-certificate${safe ? `-${safe}` : ''}.pdf`;
}
