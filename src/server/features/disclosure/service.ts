import fs from 'node:fs';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  ANNUAL_REPORT_ITEM,
  academicYearOf,
  annualReportDue,
  type ChecklistState,
  CLASS_LEVELS,
  type ClassLevel,
  countTeachers,
  DISCLOSURE_ITEMS,
  type DisclosureItemId,
  disclosureDocumentPath,
  expectedResultYears,
  isProblem,
  passPercentage,
  TEACHER_GRADE_LABELS,
  TEACHER_GRADES,
  type TeacherGrade,
  teacherSectionRatio,
  validityState,
} from '../../../shared/disclosure';
import { fileDate, formatDate } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { boardResults, campuses, disclosureDocuments, staff, transferCertificates } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { pdfPath } from './files';

// The Mandatory Public Disclosure's read model (docs/decisions/021-mandatory-public-disclosure.md): the
// public page of a campus and the dashboard's checklist, both computed from the same rows, so the page
// can never disagree with the checklist, nor table D with the teacher-wise lists.

/** Today's date in the school's time zone (YYYY-MM-DD), by the service clock. */
export const schoolToday = (svc: ServiceContext): string => fileDate(svc.now());

type CampusRow = typeof campuses.$inferSelect;
type DocumentRow = typeof disclosureDocuments.$inferSelect;

export function listCampuses(svc: ServiceContext): CampusRow[] {
  return svc.db.select().from(campuses).orderBy(asc(campuses.sortOrder), asc(campuses.id)).all();
}

function campusById(db: Db, id: number): CampusRow {
  const campus = db.select().from(campuses).where(eq(campuses.id, id)).get();
  if (!campus) throw new NotFoundError();
  return campus;
}

function campusStaff(db: Db, campusId: number) {
  return db
    .select({
      id: staff.id,
      name: staff.name,
      designation: staff.designation,
      subject: staff.subject,
      qualifications: staff.qualifications,
      example: staff.example,
      updatedAt: staff.updatedAt,
    })
    .from(staff)
    .where(eq(staff.campusId, campusId))
    .orderBy(asc(staff.sortOrder), asc(staff.name), asc(staff.id))
    .all();
}

function campusDocuments(db: Db, campusId: number): DocumentRow[] {
  return db.select().from(disclosureDocuments).where(eq(disclosureDocuments.campusId, campusId)).all();
}

function campusResults(db: Db, campusId: number) {
  return db
    .select()
    .from(boardResults)
    .where(eq(boardResults.campusId, campusId))
    .orderBy(desc(boardResults.year))
    .all();
}

/** A document row's file exists on disk: the page links only to files that are there. */
function hasFile(svc: ServiceContext, doc: DocumentRow | undefined): doc is DocumentRow & { file: string } {
  const file = pdfPath(svc.media, doc?.file);
  return Boolean(file && fs.existsSync(file));
}

/** A last-updated instant as the school's date (YYYY-MM-DD): what the page says, and JSON-safe. */
const day = (d: Date | null): string | null => (d ? fileDate(d) : null);

const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

const names = (people: { name: string; qualifications: string }[]) =>
  people.map((p) => (p.qualifications ? `${p.name} (${p.qualifications})` : p.name)).join('; ');

// --- The public page ---

export interface DocumentCell {
  /** 'file': a link; 'page': a link to the site's own page; 'not-applicable'; 'missing': "Not yet published". */
  kind: 'file' | 'page' | 'not-applicable' | 'missing';
  href: string | null;
  fileName: string;
  bytes: number;
  issuedOn: string | null;
  validUntil: string | null;
}

export interface ResultRow {
  year: number;
  registered: number;
  passed: number;
  percentage: string | null;
  remarks: string;
}

export interface TeacherListEntry {
  name: string;
  subject: string;
  qualifications: string;
}

function documentCell(
  svc: ServiceContext,
  campus: CampusRow,
  doc: DocumentRow | undefined,
  page?: string,
): DocumentCell {
  const base = { fileName: '', bytes: 0, issuedOn: null, validUntil: null };
  if (doc?.notApplicable) return { kind: 'not-applicable', href: null, ...base };
  if (hasFile(svc, doc))
    return {
      kind: 'file',
      href: disclosureDocumentPath(campus.slug, doc.id),
      fileName: doc.fileName,
      bytes: doc.bytes,
      issuedOn: doc.issuedOn,
      validUntil: doc.validUntil,
    };
  if (page) return { kind: 'page', href: page, ...base };
  return { kind: 'missing', href: null, ...base };
}

/** Table C's items that fall back to the site's own page without a PDF. */
const SITE_PAGES: Partial<Record<DisclosureItemId, string>> = {
  'fee-structure': PATHS.fees,
  'academic-calendar': PATHS.calendar,
};

/**
 * One campus's disclosure as the public page shows it (the first campus for ''), with the list of
 * campuses for the switcher; null when there is no such campus.
 */
export function disclosurePage(svc: ServiceContext, slug: string) {
  const all = listCampuses(svc);
  const campus = slug === '' ? all[0] : all.find((c) => c.slug === slug);
  if (!campus) return null;
  const people = campusStaff(svc.db, campus.id);
  const docs = campusDocuments(svc.db, campus.id);
  const results = campusResults(svc.db, campus.id);
  const today = schoolToday(svc);
  const byItem = (item: string) => docs.find((d) => d.item === item && d.academicYear === '');
  const of = (designation: string) => people.filter((p) => p.designation === designation);
  const principals = of('principal');
  const counts = countTeachers(people);
  const docTime = (table: 'B' | 'C') =>
    latest(
      ...docs.filter((d) => DISCLOSURE_ITEMS.some((i) => i.id === d.item && i.table === table)).map((d) => d.updatedAt),
    );
  const years = expectedResultYears(today);
  const resultRows = (level: ClassLevel): ResultRow[] => {
    const rows = results.filter((r) => r.classLevel === level);
    // The last three years recorded, newest first (at least the expected ones when present).
    return rows.slice(0, 3).map((r) => ({
      year: r.year,
      registered: r.registered,
      passed: r.passed,
      percentage: passPercentage(r.registered, r.passed),
      remarks: r.remarks,
    }));
  };
  const annualReports = docs
    .filter((d) => d.item === ANNUAL_REPORT_ITEM && hasFile(svc, d))
    .sort((a, b) => b.academicYear.localeCompare(a.academicYear))
    .map((d) => ({
      academicYear: d.academicYear,
      href: disclosureDocumentPath(campus.slug, d.id),
      fileName: d.fileName,
      bytes: d.bytes,
    }));
  const teacherLists = TEACHER_GRADES.map((grade: TeacherGrade) => ({
    grade,
    label: TEACHER_GRADE_LABELS[grade],
    teachers: of(grade).map(
      (p): TeacherListEntry => ({
        name: p.name,
        subject: p.subject,
        qualifications: p.qualifications,
      }),
    ),
  }));
  const staffTime = latest(campus.updatedAt, ...people.map((p) => p.updatedAt));
  return {
    campuses: all.map((c) => ({ slug: c.slug, name: c.name })),
    campus: {
      slug: campus.slug,
      name: campus.name,
      /** Some of what the page shows is still the seeded example. */
      hasExamples:
        campus.example ||
        people.some((p) => p.example) ||
        docs.some((d) => d.example) ||
        results.some((r) => r.example),
      general: {
        updatedAt: day(latest(campus.updatedAt, ...principals.map((p) => p.updatedAt))),
        name: campus.name,
        affiliationNo: campus.affiliationNo,
        schoolCode: campus.schoolCode,
        address: `${campus.address} – ${campus.pinCode}`,
        principal: names(principals),
        email: campus.email,
        phone: campus.phone,
      },
      documents: {
        updatedAt: day(docTime('B') ?? campus.createdAt),
        rows: DISCLOSURE_ITEMS.filter((i) => i.table === 'B').map((i) => ({
          item: i.id,
          label: i.label,
          document: documentCell(svc, campus, byItem(i.id)),
        })),
      },
      academics: {
        updatedAt: day(latest(docTime('C'), ...results.map((r) => r.updatedAt), campus.createdAt)),
        rows: DISCLOSURE_ITEMS.filter((i) => i.table === 'C').map((i) => ({
          item: i.id,
          label: i.label,
          document: documentCell(svc, campus, byItem(i.id), SITE_PAGES[i.id]),
        })),
        results: Object.fromEntries(CLASS_LEVELS.map((level) => [level, resultRows(level)])) as Record<
          ClassLevel,
          ResultRow[]
        >,
        expectedYears: years,
        annualReports,
      },
      staff: {
        updatedAt: day(staffTime),
        principal: names(principals),
        vicePrincipal: names(of('vice-principal')),
        head: names(of('head')),
        counts,
        sections: campus.sections,
        ratio: teacherSectionRatio(counts.teachers, campus.sections),
        specialEducator: names(of('special-educator')),
        counsellor: names(of('counsellor')),
        teacherLists,
      },
      infrastructure: {
        updatedAt: day(campus.updatedAt),
        campusArea: campus.campusArea,
        classrooms: campus.classrooms,
        classroomSize: campus.classroomSize,
        laboratories: campus.laboratories,
        laboratorySize: campus.laboratorySize,
        internet: campus.internet,
        girlsToilets: campus.girlsToilets,
        boysToilets: campus.boysToilets,
        inspectionVideoUrl: campus.inspectionVideoUrl,
      },
    },
  };
}

export type DisclosurePageData = NonNullable<ReturnType<typeof disclosurePage>>;

/** The disclosure's addresses for the sitemap: the page and each campus's own. */
export function disclosurePaths(svc: ServiceContext): string[] {
  return listCampuses(svc).map((c) => `${PATHS.disclosure}/${c.slug}`);
}

/** A document a visitor may download: its file exists and its row says so. */
export function documentForDownload(svc: ServiceContext, campusSlug: string, id: number) {
  const row = svc.db
    .select({ file: disclosureDocuments.file, fileName: disclosureDocuments.fileName })
    .from(disclosureDocuments)
    .innerJoin(campuses, eq(campuses.id, disclosureDocuments.campusId))
    .where(and(eq(disclosureDocuments.id, id), eq(campuses.slug, campusSlug)))
    .get();
  const file = pdfPath(svc.media, row?.file);
  return row && file && fs.existsSync(file) ? { path: file, fileName: row.fileName || 'document.pdf' } : null;
}

// --- The dashboard's checklist ---

export interface ChecklistEntry {
  key: string;
  label: string;
  table: 'A' | 'B' | 'C' | 'D' | 'E' | 'Annual report';
  state: ChecklistState;
  detail: string;
}

const dateText = (iso: string) => formatDate(`${iso}T12:00:00Z`);

function documentEntry(doc: DocumentRow | undefined, present: boolean, today: string) {
  if (doc?.notApplicable) return { state: 'not-applicable' as const, detail: '' };
  if (!present) return { state: 'missing' as const, detail: 'No PDF uploaded' };
  const state = validityState(doc?.validUntil ?? null, today);
  const until = doc?.validUntil ? dateText(doc.validUntil) : '';
  const detail =
    state === 'expired' ? `Expired on ${until}` : until ? `Valid until ${until}` : doc?.fileName ? doc.fileName : '';
  return { state, detail };
}

/** Every required item of a campus's disclosure with its state on the school's today. */
export function campusChecklist(svc: ServiceContext, campusId: number): ChecklistEntry[] {
  const campus = campusById(svc.db, campusId);
  const today = schoolToday(svc);
  const people = campusStaff(svc.db, campus.id);
  const docs = campusDocuments(svc.db, campus.id);
  const results = campusResults(svc.db, campus.id);
  const entries: ChecklistEntry[] = [];
  const add = (table: ChecklistEntry['table'], key: string, label: string, state: ChecklistState, detail = '') =>
    entries.push({ key, label, table, state, detail });
  const need = (ok: boolean) => (ok ? ('present' as const) : ('missing' as const));

  const principals = people.filter((p) => p.designation === 'principal');
  add(
    'A',
    'principal',
    'Principal name and qualification',
    need(principals.length > 0),
    principals.length
      ? names(principals)
      : 'Add the Principal in People, with this campus and the designation Principal',
  );

  for (const item of DISCLOSURE_ITEMS) {
    const doc = docs.find((d) => d.item === item.id && d.academicYear === '');
    const present = hasFile(svc, doc);
    if (item.table === 'C' && SITE_PAGES[item.id] && !present) {
      add(
        'C',
        item.id,
        item.label,
        'present',
        item.id === 'fee-structure' ? "Links to the site's Fees page" : "Links to the site's Calendar",
      );
      continue;
    }
    const { state, detail } = documentEntry(doc, present, today);
    add(item.table, item.id, item.label, state, detail);
  }

  const years = expectedResultYears(today);
  for (const level of CLASS_LEVELS) {
    const recorded = new Set(results.filter((r) => r.classLevel === level).map((r) => r.year));
    const missing = years.filter((y) => !recorded.has(y));
    add(
      'C',
      `results-${level}`,
      `Board results, Class ${level} (${years[2]}–${years[0]})`,
      missing.length ? 'missing' : 'present',
      missing.length ? `No results for ${missing.sort().join(', ')}` : '',
    );
  }

  const counts = countTeachers(people);
  for (const grade of TEACHER_GRADES) {
    const n = counts[grade];
    add(
      'D',
      `teachers-${grade}`,
      `${TEACHER_GRADE_LABELS[grade]} teachers`,
      need(n > 0),
      n ? `${n} on record` : 'None on record',
    );
  }
  const noQualifications = people.filter(
    (p) => (TEACHER_GRADES as readonly string[]).includes(p.designation) && !p.qualifications.trim(),
  ).length;
  add(
    'D',
    'qualifications',
    "Teachers' qualifications",
    noQualifications ? 'missing' : 'present',
    noQualifications
      ? `${noQualifications} teacher${noQualifications === 1 ? ' has' : 's have'} no qualifications`
      : '',
  );
  add(
    'D',
    'sections',
    'Teachers-to-section ratio',
    need(campus.sections > 0),
    campus.sections > 0
      ? `${teacherSectionRatio(counts.teachers, campus.sections)} (${campus.sections} sections)`
      : 'Enter the number of sections in Campuses',
  );
  for (const [designation, label] of [
    ['special-educator', 'Special educator'],
    ['counsellor', 'Counsellor and wellness teacher'],
  ] as const) {
    const n = people.filter((p) => p.designation === designation).length;
    add(
      'D',
      designation,
      label,
      need(n > 0),
      n ? names(people.filter((p) => p.designation === designation)) : 'None on record',
    );
  }

  add(
    'E',
    'infrastructure',
    'Campus area, classrooms and laboratories',
    need(campus.campusArea > 0 && campus.classrooms > 0 && campus.classroomSize > 0),
    campus.campusArea > 0 ? '' : 'Enter them in Campuses',
  );
  add(
    'E',
    'inspection-video',
    "Video of the inspection of the school's infrastructure",
    need(campus.inspectionVideoUrl !== ''),
    campus.inspectionVideoUrl ? '' : 'Add the YouTube link in Campuses',
  );

  const year = academicYearOf(today);
  const report = docs.find((d) => d.item === ANNUAL_REPORT_ITEM && d.academicYear === year);
  const due = annualReportDue(year);
  add(
    'Annual report',
    'annual-report',
    `Annual report ${year}`,
    hasFile(svc, report) ? 'present' : today <= due ? 'due' : 'missing',
    hasFile(svc, report) ? report.fileName : `${today <= due ? 'Due by' : 'Was due by'} ${dateText(due)}`,
  );
  return entries;
}

/** Problems (missing, expiring, expired items) per campus, for the dashboard's overview. */
export function disclosureProblemCounts(svc: ServiceContext): { campusId: number; name: string; problems: number }[] {
  return listCampuses(svc).map((c) => ({
    campusId: c.id,
    name: c.name,
    problems: campusChecklist(svc, c.id).filter((e) => isProblem(e.state)).length,
  }));
}

/** Rows still holding the seeded example data, across everything the disclosure shows. */
export function exampleRecords(svc: ServiceContext): number {
  const n = (
    table:
      | typeof campuses
      | typeof staff
      | typeof disclosureDocuments
      | typeof boardResults
      | typeof transferCertificates,
  ) => svc.db.select({ n: count() }).from(table).where(sql`${table.example} = 1`).get()?.n ?? 0;
  return n(campuses) + n(staff) + n(disclosureDocuments) + n(boardResults) + n(transferCertificates);
}
