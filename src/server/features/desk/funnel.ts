import { and, asc, eq, gte, isNull, lt, min } from 'drizzle-orm';
import { CLOSED_STAGES, OPEN_STAGES, openStageIndex, STAGE_LABELS, type Stage } from '../../../shared/admissions';
import { academicYearStart } from '../../../shared/content/academic-year';
import { DESK_REPORT_CSV, DESK_REPORT_WORDS, familySource } from '../../../shared/content/desk-report-words';
import { SCHOOL_TIME_ZONE } from '../../../shared/format';
import {
  APPLICATION_CLASS_AS_GRADE,
  admissionsYearOf,
  type FunnelFilter,
  REPORT_GRADES,
} from '../../../shared/schemas/desk-report';
import { instantToZoned, zonedToInstant } from '../../../shared/time-zone';
import type { ServiceContext } from '../../context';
import { applications, campuses, enquiries } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { funnelChartSvg } from './funnel-chart';

// The admissions funnel of one year (April to March, in the school's time zone). The unit is a
// family: an enquiry (with the applications linked to it), or an application that came without an
// enquiry. A family reached a stage when any of its records did (reached_stage, kept by applyStage),
// was admitted when any reached Admitted, and is closed in the stage its latest record is in.
// A record merged into another (merged_into) is that other family and is not counted again.
// The rows are read by created_at ranges on the (created_at, reached_stage) indexes, never a scan.

const ADMITTED = openStageIndex('admitted');
const DAY_MS = 86_400_000;

interface Family {
  createdAt: number;
  reached: number;
  stage: Stage;
  admittedAt: number | null;
  grade: string;
  campusId: number | null;
  source: string;
}

/** The first instant of the year and the first of the next: 1 April, midnight, school time. */
export function yearWindow(year: string): { from: Date; to: Date } {
  const start = academicYearStart(year);
  if (start === null) throw new RangeError(`Not an academic year: ${year}`);
  return {
    from: zonedToInstant(`${start}-04-01T00:00`, SCHOOL_TIME_ZONE),
    to: zonedToInstant(`${start + 1}-04-01T00:00`, SCHOOL_TIME_ZONE),
  };
}

const ms = (d: Date | null): number | null => (d === null ? null : d.getTime());

/**
 * The three reads of a year, as queries (tests check their plans): the enquiries created in the window,
 * the applications continuing them, and the applications created in the window without an enquiry.
 */
export function funnelQueries(svc: ServiceContext, from: Date, to: Date) {
  const db = svc.db;
  const enquiryRows = db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      reached: enquiries.reachedStage,
      stage: enquiries.stage,
      admittedAt: enquiries.admittedAt,
      grade: enquiries.grade,
      campusId: enquiries.campusId,
      heardFrom: enquiries.heardFrom,
      utmSource: enquiries.utmSource,
      referrerHost: enquiries.referrerHost,
    })
    .from(enquiries)
    .where(and(gte(enquiries.createdAt, from), lt(enquiries.createdAt, to), isNull(enquiries.mergedInto)));
  // The applications continuing those enquiries, whenever they were made.
  const linked = db
    .select({
      enquiryId: applications.enquiryId,
      reached: applications.reachedStage,
      stage: applications.stage,
      admittedAt: applications.admittedAt,
      campusId: applications.campusId,
    })
    .from(applications)
    .innerJoin(enquiries, eq(enquiries.id, applications.enquiryId))
    .where(and(gte(enquiries.createdAt, from), lt(enquiries.createdAt, to), isNull(applications.mergedInto)))
    .orderBy(asc(applications.id));
  const unlinked = db
    .select({
      createdAt: applications.createdAt,
      reached: applications.reachedStage,
      stage: applications.stage,
      admittedAt: applications.admittedAt,
      classApplying: applications.classApplying,
      campusId: applications.campusId,
      heardFrom: applications.heardFrom,
      utmSource: applications.utmSource,
      referrerHost: applications.referrerHost,
    })
    .from(applications)
    .where(
      and(
        gte(applications.createdAt, from),
        lt(applications.createdAt, to),
        isNull(applications.enquiryId),
        isNull(applications.mergedInto),
      ),
    );
  return { enquiryRows, linked, unlinked };
}

/** Every family whose first record was created in the window, before any filter. */
function familiesOf(svc: ServiceContext, from: Date, to: Date): Family[] {
  const queries = funnelQueries(svc, from, to);
  const enquiryRows = queries.enquiryRows.all();
  const linked = queries.linked.all();
  const byEnquiry = new Map<number, typeof linked>();
  for (const row of linked) {
    const list = byEnquiry.get(row.enquiryId!) ?? [];
    list.push(row);
    byEnquiry.set(row.enquiryId!, list);
  }
  const families: Family[] = enquiryRows.map((e) => {
    let reached = e.reached;
    let stage = e.stage as Stage;
    let admittedAt = ms(e.admittedAt);
    let campusId = e.campusId;
    for (const a of byEnquiry.get(e.id) ?? []) {
      reached = Math.max(reached, a.reached);
      stage = a.stage as Stage; // the latest application's stage (ordered by id)
      const at = ms(a.admittedAt);
      if (at !== null && (admittedAt === null || at < admittedAt)) admittedAt = at;
      campusId ??= a.campusId;
    }
    return {
      createdAt: e.createdAt.getTime(),
      reached,
      stage,
      admittedAt,
      grade: e.grade,
      campusId,
      source: familySource(e),
    };
  });
  for (const a of queries.unlinked.all())
    families.push({
      createdAt: a.createdAt.getTime(),
      reached: a.reached,
      stage: a.stage as Stage,
      admittedAt: ms(a.admittedAt),
      grade: APPLICATION_CLASS_AS_GRADE[a.classApplying as keyof typeof APPLICATION_CLASS_AS_GRADE] ?? a.classApplying,
      campusId: a.campusId,
      source: familySource(a),
    });
  return families;
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
      ? academicYearStart(
          admissionsYearOf(instantToZoned(new Date(Math.min(...oldest.map((d) => d.getTime()))), SCHOOL_TIME_ZONE)),
        )!
      : currentStart;
  const years: string[] = [];
  for (let y = currentStart; y >= Math.min(first, currentStart); y--)
    years.push(`${y}-${String((y + 1) % 100).padStart(2, '0')}`);
  return years;
}

export function funnelReport(svc: ServiceContext, filter: FunnelFilter) {
  const current = admissionsYearOf(instantToZoned(svc.now(), SCHOOL_TIME_ZONE));
  const year = filter.year ?? current;
  const { from, to } = yearWindow(year);
  const all = familiesOf(svc, from, to);
  const families = all.filter(
    (f) =>
      (filter.grade === undefined || f.grade === filter.grade) &&
      (filter.campusId === undefined || f.campusId === filter.campusId) &&
      (filter.source === undefined || f.source === filter.source),
  );

  const reachedCounts = OPEN_STAGES.map(() => 0);
  const closedCounts = new Map<Stage, number>(CLOSED_STAGES.map((s) => [s, 0]));
  const days: number[] = [];
  const bySource = new Map<string, { source: string; enquiries: number; admissions: number }>();
  let admitted = 0;
  for (const f of families) {
    for (let i = 0; i <= Math.min(f.reached, ADMITTED); i++) reachedCounts[i]! += 1;
    if (closedCounts.has(f.stage)) closedCounts.set(f.stage, closedCounts.get(f.stage)! + 1);
    const isAdmitted = f.reached >= ADMITTED;
    if (isAdmitted) {
      admitted += 1;
      if (f.admittedAt !== null) days.push(Math.max(0, f.admittedAt - f.createdAt) / DAY_MS);
    }
    const source = bySource.get(f.source) ?? { source: f.source, enquiries: 0, admissions: 0 };
    source.enquiries += 1;
    if (isAdmitted) source.admissions += 1;
    bySource.set(f.source, source);
  }

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
    families: families.length,
    admitted,
    /** Admitted families per 100 families, to one decimal; null without families. */
    conversionPercent: families.length > 0 ? Math.round((admitted / families.length) * 1000) / 10 : null,
    /** Median days from a family's first record to its admission, to one decimal; null without admissions. */
    medianDays: middle === null ? null : Math.round(middle * 10) / 10,
    stages,
    sources: [...bySource.values()].sort(
      (a, b) => b.admissions - a.admissions || b.enquiries - a.enquiries || a.source.localeCompare(b.source),
    ),
    chartSvg: funnelChartSvg(DESK_REPORT_WORDS.chartTitle(year), stages),
    options: {
      years: yearOptions(svc, current).concat(yearOptions(svc, current).includes(year) ? [] : [year]),
      grades: REPORT_GRADES,
      campuses: campusRows,
      sources: [...new Set(all.map((f) => f.source))].sort((a, b) => a.localeCompare(b)),
    },
  };
}

export type FunnelReport = ReturnType<typeof funnelReport>;

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
