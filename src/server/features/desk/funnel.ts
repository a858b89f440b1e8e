import { and, asc, count, eq, gte, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
import { CLOSED_STAGES, OPEN_STAGES, openStageIndex, STAGE_LABELS, type Stage } from '../../../shared/admissions';
import {
  academicYearDays,
  academicYearLabel,
  academicYearMonthNumbers,
  academicYearStart,
  academicYearStartOf,
  type YearMonths,
} from '../../../shared/content/academic-year';
import { DESK_REPORT_CSV, DESK_REPORT_WORDS, familySource } from '../../../shared/content/desk-report-words';
import { SCHOOL_TIME_ZONE } from '../../../shared/format';
import { APPLICATION_CLASS_AS_GRADE, type FunnelFilter, REPORT_GRADES } from '../../../shared/schemas/desk-report';
import { instantToZoned, zonedToInstant } from '../../../shared/time-zone';
import type { ServiceContext } from '../../context';
import { applications, campuses, enquiries } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { getSettings } from '../../platform/settings';
import { funnelChartSvg } from './funnel-chart';

// The admissions funnel of one academic year (its twelve months from the month Settings starts the
// year in, in the school's time zone: the calendar's and the fees' year, docs/decisions/044). The unit is a
// family: an enquiry (with the applications linked to it), or an application that came without an
// enquiry. A family reached a stage when any of its records did (reached_stage, kept by applyStage),
// was admitted when any reached Admitted, and is closed in the stage its latest record is in.
// A record merged into another (merged_into) is that other family and is not counted again.
// Each table is read by its year's range of school months on an index in the order the families are
// counted by (month, then the groups), never a scan and never a sort of the year's records
// (docs/decisions/042-funnel-by-admissions-year.md;
// the plans are checked in tests/integration/desk-report.test.ts).

const ADMITTED = openStageIndex('admitted');
const DAY_MS = 86_400_000;

/** Families of one source, furthest stage and current stage: the funnel is counted from these. */
interface FamilyGroup {
  source: string;
  reached: number;
  stage: Stage;
  count: number;
}

/** The first instant of the year and the first of the next: the start month's first day, midnight, school time. */
export function yearWindow(year: string, months: Pick<YearMonths, 'academicYearStartMonth'>): { from: Date; to: Date } {
  const start = academicYearStart(year);
  if (start === null) throw new RangeError(`Not an academic year: ${year}`);
  const first = (y: number) => `${academicYearDays(y, months).from}T00:00`;
  return {
    from: zonedToInstant(first(start), SCHOOL_TIME_ZONE),
    to: zonedToInstant(first(start + 1), SCHOOL_TIME_ZONE),
  };
}

type ClassFilter = Pick<FunnelFilter, 'grade' | 'campusId'>;

/** The application classes that are the filter's class ('Grade 1' is class1). */
const applicationClassesOf = (grade: string) =>
  Object.entries(APPLICATION_CLASS_AS_GRADE)
    .filter(([, asGrade]) => asGrade === grade)
    .map(([value]) => value);

/**
 * The reads of a year (its first calendar year: 2026 for 2026-27), as queries (tests check their
 * plans). A year has up to 100,000 enquiries, so the families without a linked application are
 * counted by SQL in groups (source, furthest stage, current stage), read from the funnel index in that
 * order; only the admitted ones (for the median) and the families with applications come back one by one.
 */
export function funnelQueries(svc: ServiceContext, yearStart: number, filter: ClassFilter = {}) {
  const db = svc.db;
  const { from } = academicYearMonthNumbers(yearStart, getSettings(svc));
  // The year's twelve months as a list, not a range: each is then one key of the index, so the
  // columns after it (merged_into, enquiry_id) narrow the search too and the groups come in its order.
  const months = Array.from({ length: 12 }, (_, i) => from + i);
  const classes = filter.grade === undefined ? undefined : applicationClassesOf(filter.grade);
  const enquiryWhere = and(
    inArray(enquiries.schoolMonth, months),
    isNull(enquiries.mergedInto),
    filter.grade === undefined ? undefined : eq(enquiries.grade, filter.grade),
  );
  const applicationWhere = and(
    inArray(applications.schoolMonth, months),
    isNull(applications.enquiryId),
    isNull(applications.mergedInto),
    classes === undefined ? undefined : classes.length > 0 ? inArray(applications.classApplying, classes) : sql`0`,
    filter.campusId === undefined ? undefined : eq(applications.campusId, filter.campusId),
  );
  // Every enquiry of the year on its own; the few with applications are taken out again in
  // familiesOf (cheaper than asking each of 100,000 rows whether an application continues it).
  const ownEnquiryWhere = and(
    enquiryWhere,
    filter.campusId === undefined ? undefined : eq(enquiries.campusId, filter.campusId),
  );
  const n = count();
  const enquiryGroups = db
    .select({
      heardFrom: enquiries.heardFrom,
      utmSource: enquiries.utmSource,
      referrerHost: enquiries.referrerHost,
      reached: enquiries.reachedStage,
      stage: enquiries.stage,
      n,
    })
    .from(enquiries)
    .where(ownEnquiryWhere)
    .groupBy(
      enquiries.schoolMonth,
      enquiries.mergedInto,
      enquiries.heardFrom,
      enquiries.utmSource,
      enquiries.referrerHost,
      enquiries.reachedStage,
      enquiries.stage,
    );
  const enquiryAdmissions = db
    .select({
      id: enquiries.id,
      heardFrom: enquiries.heardFrom,
      utmSource: enquiries.utmSource,
      referrerHost: enquiries.referrerHost,
      ms: sql<number>`${enquiries.admittedAt} - ${enquiries.createdAt}`.mapWith(Number),
    })
    .from(enquiries)
    .where(and(ownEnquiryWhere, gte(enquiries.reachedStage, ADMITTED), isNotNull(enquiries.admittedAt)));
  // Enquiries with the applications continuing them (whenever those were made), one row per application.
  const linked = db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      reached: enquiries.reachedStage,
      stage: enquiries.stage,
      admittedAt: enquiries.admittedAt,
      campusId: enquiries.campusId,
      heardFrom: enquiries.heardFrom,
      utmSource: enquiries.utmSource,
      referrerHost: enquiries.referrerHost,
      appReached: applications.reachedStage,
      appStage: applications.stage,
      appAdmittedAt: applications.admittedAt,
      appCampusId: applications.campusId,
    })
    .from(enquiries)
    .innerJoin(applications, eq(applications.enquiryId, enquiries.id))
    .where(and(enquiryWhere, isNull(applications.mergedInto)))
    .orderBy(asc(enquiries.id), asc(applications.id));
  const applicationGroups = db
    .select({
      heardFrom: applications.heardFrom,
      utmSource: applications.utmSource,
      referrerHost: applications.referrerHost,
      reached: applications.reachedStage,
      stage: applications.stage,
      n,
    })
    .from(applications)
    .where(applicationWhere)
    .groupBy(
      applications.schoolMonth,
      applications.enquiryId,
      applications.mergedInto,
      applications.heardFrom,
      applications.utmSource,
      applications.referrerHost,
      applications.reachedStage,
      applications.stage,
    );
  const applicationAdmissions = db
    .select({
      heardFrom: applications.heardFrom,
      utmSource: applications.utmSource,
      referrerHost: applications.referrerHost,
      ms: sql<number>`${applications.admittedAt} - ${applications.createdAt}`.mapWith(Number),
    })
    .from(applications)
    .where(and(applicationWhere, gte(applications.reachedStage, ADMITTED), isNotNull(applications.admittedAt)));
  return { enquiryGroups, enquiryAdmissions, linked, applicationGroups, applicationAdmissions };
}

/** A row of `linked`, in its select's order (funnelQueries): read as an array, timestamps in milliseconds. */
type LinkedRow = [
  id: number,
  createdAt: number,
  reached: number,
  stage: Stage,
  admittedAt: number | null,
  campusId: number | null,
  heardFrom: string,
  utmSource: string,
  referrerHost: string,
  appReached: number,
  appStage: Stage,
  appAdmittedAt: number | null,
  appCampusId: number | null,
];

/** A row of `enquiryAdmissions`, in its select's order. */
type AdmissionRow = [id: number, heardFrom: string, utmSource: string, referrerHost: string, ms: number];

/**
 * A query's rows one at a time, each an array of its stored values. A year's 10,000 families with
 * applications would otherwise be 10,000 objects with three Dates each, all alive at once, which the
 * server's small young generation (package.json's start) moves to the old one and collects again.
 */
function* rawRows<Row extends unknown[]>(
  svc: ServiceContext,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Generator<Row> {
  const { sql: text, params } = query.toSQL();
  for (const row of svc.db.$client
    .prepare(text)
    .raw(true)
    .iterate(...params))
    yield row as Row;
}

const sourceOf = (heardFrom: string, utmSource: string, referrerHost: string) =>
  familySource({ heardFrom, utmSource, referrerHost });

/** The year's families in groups, and the days each admitted family took, before the source filter. */
function familiesOf(svc: ServiceContext, yearStart: number, filter: ClassFilter) {
  const q = funnelQueries(svc, yearStart, filter);
  const groups: FamilyGroup[] = [];
  const admittedDays: { source: string; days: number }[] = [];

  // A family with applications: its furthest stage of all its records, its first admission, the
  // stage of its latest application, its campus the enquiry's or else an application's. Its enquiry
  // is also counted on its own below (when its own campus matches): that count is taken out here.
  const linkedEnquiries = new Set<number>();
  let family: {
    row: LinkedRow;
    reached: number;
    stage: Stage;
    admittedAt: number | null;
    campusId: number | null;
  } | null = null;
  const countFamily = () => {
    if (family === null) return;
    const { row, reached, stage, admittedAt, campusId } = family;
    if (filter.campusId !== undefined && campusId !== filter.campusId) return;
    const source = sourceOf(row[6], row[7], row[8]);
    groups.push({ source, reached, stage, count: 1 });
    if (reached >= ADMITTED && admittedAt !== null)
      admittedDays.push({ source, days: Math.max(0, admittedAt - row[1]) / DAY_MS });
  };
  for (const row of rawRows<LinkedRow>(svc, q.linked)) {
    const [id, , reached, stage, admittedAt, campusId, heardFrom, utmSource, referrerHost] = row;
    if (family?.row[0] !== id) {
      countFamily();
      linkedEnquiries.add(id);
      if (filter.campusId === undefined || campusId === filter.campusId)
        groups.push({ source: sourceOf(heardFrom, utmSource, referrerHost), reached, stage, count: -1 });
      family = { row, reached, stage, admittedAt, campusId };
    }
    const [, , , , , , , , , appReached, appStage, appAdmittedAt, appCampusId] = row;
    family.reached = Math.max(family.reached, appReached);
    family.stage = appStage;
    if (appAdmittedAt !== null && (family.admittedAt === null || appAdmittedAt < family.admittedAt))
      family.admittedAt = appAdmittedAt;
    family.campusId ??= appCampusId;
  }
  countFamily();

  for (const g of [...q.enquiryGroups.all(), ...q.applicationGroups.all()])
    groups.push({ source: familySource(g), reached: g.reached, stage: g.stage as Stage, count: g.n });
  for (const [id, heardFrom, utmSource, referrerHost, ms] of rawRows<AdmissionRow>(svc, q.enquiryAdmissions))
    if (!linkedEnquiries.has(id))
      admittedDays.push({ source: sourceOf(heardFrom, utmSource, referrerHost), days: Math.max(0, ms) / DAY_MS });
  for (const a of q.applicationAdmissions.all())
    admittedDays.push({ source: familySource(a), days: Math.max(0, a.ms) / DAY_MS });
  return { groups, admittedDays };
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The years the filter offers: from the year of the oldest record to the current one, newest first. */
function yearOptions(svc: ServiceContext, current: string): string[] {
  const oldest = [
    svc.db
      .select({ at: min(enquiries.createdAt) })
      .from(enquiries)
      .get()?.at,
    svc.db
      .select({ at: min(applications.createdAt) })
      .from(applications)
      .get()?.at,
  ].filter((d): d is Date => d instanceof Date);
  const currentStart = academicYearStart(current)!;
  const first =
    oldest.length > 0
      ? academicYearStartOf(
          instantToZoned(new Date(Math.min(...oldest.map((d) => d.getTime()))), SCHOOL_TIME_ZONE),
          getSettings(svc),
        )
      : currentStart;
  const years: string[] = [];
  for (let y = currentStart; y >= Math.min(first, currentStart); y--)
    years.push(`${y}-${String((y + 1) % 100).padStart(2, '0')}`);
  return years;
}

/**
 * The database's change marker: SQLite's data_version moves when another connection commits (the
 * command line, a restore), total_changes() when this one writes anything. Equal markers mean no
 * record has changed since, so a report computed then is still exact.
 */
function changeMarker(svc: ServiceContext): string {
  const client = svc.db.$client;
  const dataVersion = client.pragma('data_version', { simple: true }) as number;
  const { n } = client.prepare('select total_changes() as n').get() as { n: number };
  return `${dataVersion}:${n}`;
}

const REMEMBERED_REPORTS = 32;
const remembered = new WeakMap<ServiceContext['db'], { marker: string; reports: Map<string, FunnelReport> }>();

/**
 * The funnel of a year. Counting a year of a large group of schools reads every record of it (100,000
 * enquiries take a few hundred milliseconds), so a report is remembered until the database next
 * changes in any way (changeMarker): the office opening the report again, or another person opening
 * it, gets the same figures at once, and a change anywhere makes the next request count afresh.
 */
export function funnelReport(svc: ServiceContext, filter: FunnelFilter): FunnelReport {
  const current = academicYearLabel(academicYearStartOf(instantToZoned(svc.now(), SCHOOL_TIME_ZONE), getSettings(svc)));
  const marker = changeMarker(svc);
  let memo = remembered.get(svc.db);
  if (!memo || memo.marker !== marker) {
    memo = { marker, reports: new Map() };
    remembered.set(svc.db, memo);
  }
  const key = JSON.stringify([current, filter.year, filter.grade, filter.campusId, filter.source]);
  const known = memo.reports.get(key);
  if (known) return known;
  const report = computeFunnelReport(svc, filter, current);
  if (memo.reports.size >= REMEMBERED_REPORTS) memo.reports.clear();
  memo.reports.set(key, report);
  return report;
}

function computeFunnelReport(svc: ServiceContext, filter: FunnelFilter, current: string) {
  const year = filter.year ?? current;
  const { from, to } = yearWindow(year, getSettings(svc));
  const { groups: all, admittedDays } = familiesOf(svc, academicYearStart(year)!, filter);
  const bySourceFilter = <T extends { source: string }>(list: T[]) =>
    filter.source === undefined ? list : list.filter((f) => f.source === filter.source);
  const groups = bySourceFilter(all);

  const reachedCounts = OPEN_STAGES.map(() => 0);
  const closedCounts = new Map<Stage, number>(CLOSED_STAGES.map((s) => [s, 0]));
  const bySource = new Map<string, { source: string; enquiries: number; admissions: number }>();
  let families = 0;
  let admitted = 0;
  for (const g of groups) {
    families += g.count;
    for (let i = 0; i <= Math.min(g.reached, ADMITTED); i++) reachedCounts[i]! += g.count;
    if (closedCounts.has(g.stage)) closedCounts.set(g.stage, closedCounts.get(g.stage)! + g.count);
    const isAdmitted = g.reached >= ADMITTED;
    if (isAdmitted) admitted += g.count;
    const source = bySource.get(g.source) ?? { source: g.source, enquiries: 0, admissions: 0 };
    source.enquiries += g.count;
    if (isAdmitted) source.admissions += g.count;
    bySource.set(g.source, source);
  }
  const days = bySourceFilter(admittedDays).map((d) => d.days);

  const stages = [
    ...OPEN_STAGES.map((stage, i) => ({
      stage,
      label: STAGE_LABELS[stage],
      tone: 'open' as const,
      count: reachedCounts[i]!,
    })),
    ...CLOSED_STAGES.map((stage) => ({
      stage,
      label: STAGE_LABELS[stage],
      tone: 'closed' as const,
      count: closedCounts.get(stage)!,
    })),
  ];
  const middle = median(days);
  const years = yearOptions(svc, current);
  const campusRows = svc.db
    .select({ id: campuses.id, name: campuses.name })
    .from(campuses)
    .orderBy(asc(campuses.name))
    .all();
  return {
    year,
    /** The window's first and last school days, for the dashboard's sentence. */
    from: instantToZoned(from, SCHOOL_TIME_ZONE).slice(0, 10),
    to: instantToZoned(new Date(to.getTime() - 1), SCHOOL_TIME_ZONE).slice(0, 10),
    families,
    admitted,
    /** Admitted families per 100 families, to one decimal; null without families. */
    conversionPercent: families > 0 ? Math.round((admitted / families) * 1000) / 10 : null,
    /** Median days from a family's first record to its admission, to one decimal; null without admissions. */
    medianDays: middle === null ? null : Math.round(middle * 10) / 10,
    stages,
    sources: [...bySource.values()]
      .filter((source) => source.enquiries > 0)
      .sort((a, b) => b.admissions - a.admissions || b.enquiries - a.enquiries || a.source.localeCompare(b.source)),
    chartSvg: funnelChartSvg(DESK_REPORT_WORDS.chartTitle(year), stages),
    options: {
      years: years.includes(year) ? years : [...years, year],
      grades: REPORT_GRADES,
      campuses: campusRows,
      sources: [...new Set(all.map((f) => f.source))].sort((a, b) => a.localeCompare(b)),
    },
  };
}

export type FunnelReport = ReturnType<typeof computeFunnelReport>;

/** The report as CSV: one row per stage, the two figures, then the sources in their rank. */
export function funnelCsv(report: FunnelReport): string {
  const rows: unknown[][] = [
    ...report.stages.map((s) => [
      s.tone === 'open' ? DESK_REPORT_CSV.reached : DESK_REPORT_CSV.closed,
      s.label,
      s.count,
      '',
    ]),
    [DESK_REPORT_CSV.conversion, report.year, report.conversionPercent ?? '', report.admitted],
    [DESK_REPORT_CSV.medianDays, report.year, report.medianDays ?? '', report.admitted],
    ...report.sources.map((s) => [DESK_REPORT_CSV.source, s.source, s.enquiries, s.admissions]),
  ];
  return toCsv([...DESK_REPORT_CSV.header], rows);
}
