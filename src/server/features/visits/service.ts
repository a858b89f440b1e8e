import { and, count, desc, gte, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import { DIRECT_SOURCE, VISIT_SUMMARY_DAYS, VISIT_TOP_ROWS } from '../../../shared/content/visits';
import { zonedToInstant } from '../../../shared/time-zone';
import type { ServiceContext } from '../../context';
import { enquiries, visitCounts } from '../../db/schema';
import { getSettings } from '../../platform/settings';

// The dashboard's view of the visit counts (docs/decisions/032-visit-counts.md): the last
// VISIT_SUMMARY_DAYS days in the school's time zone, today included.

/** A visit's source, the same way for visits and (once they carry one) enquiries: the campaign's
 * utm_source, else the site that linked, else '(direct)'. */
const visitSource = sql<string>`case when ${visitCounts.utmSource} <> '' then ${visitCounts.utmSource} when ${visitCounts.referrerHost} <> '' then ${visitCounts.referrerHost} else ${DIRECT_SOURCE} end`;

/** 'YYYY-MM-DD' `days` days before `day`. */
function dayBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** Enquiries per 100 visits, to one decimal; null without visits. */
export function perHundred(enquiryCount: number, visits: number): number | null {
  return visits > 0 ? Math.round((enquiryCount / visits) * 1000) / 10 : null;
}

/** An enquiry's source by the same rule as visitSource, from the utm values and referrer stored with it. */
const enquirySource = sql<string>`case when ${enquiries.utmSource} <> '' then ${enquiries.utmSource} when ${enquiries.referrerHost} <> '' then ${enquiries.referrerHost} else ${DIRECT_SOURCE} end`;

/**
 * The enquiries of the window by source (the utm_source and referring host of the page the form was
 * sent from, as visitSource names a visit's), so the table of sources shows enquiries per 100 visits.
 * The parent's "How did you hear about us?" is not a visit's source and is left to the admissions report.
 */
function enquiriesBySource(svc: ServiceContext, since: Date): Map<string, number> {
  const rows = svc.db
    .select({ source: enquirySource, n: count() })
    .from(enquiries)
    .where(gte(enquiries.createdAt, since))
    .groupBy(enquirySource)
    .all();
  return new Map(rows.map((r) => [r.source, r.n]));
}

export interface SourceRow {
  source: string;
  visits: number;
  /** Null while enquiries do not record their source. */
  enquiries: number | null;
  perHundred: number | null;
}

/** Visits by source beside the enquiries of each source, when those are known. */
export function joinBySource(
  visits: { source: string; visits: number }[],
  enquiryCounts: Map<string, number> | null,
): SourceRow[] {
  return visits.map(({ source, visits: n }) => {
    const e = enquiryCounts ? (enquiryCounts.get(source) ?? 0) : null;
    return { source, visits: n, enquiries: e, perHundred: e === null ? null : perHundred(e, n) };
  });
}

const total = (expr: SQL<number> | ReturnType<typeof sum>) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);

/** The last VISIT_SUMMARY_DAYS days' counts, with what was counted but not yet written (it is written first). */
export function visitsSummary(svc: ServiceContext) {
  // What the dashboard shows is current to the request, not to the last minute's write.
  svc.visits.flush();
  const to = svc.visits.dayOf(svc.now());
  const from = dayBefore(to, VISIT_SUMMARY_DAYS - 1);
  const inWindow = gte(visitCounts.day, from);
  const visits = total(sum(visitCounts.count));
  const db = svc.db;

  const totalVisits = db.select({ visits }).from(visitCounts).where(inWindow).get()?.visits ?? 0;
  const pages = db
    .select({ path: visitCounts.path, visits })
    .from(visitCounts)
    .where(inWindow)
    .groupBy(visitCounts.path)
    .orderBy(desc(visits), visitCounts.path)
    .all();
  const referrers = db
    .select({ host: visitCounts.referrerHost, visits })
    .from(visitCounts)
    .where(and(inWindow, ne(visitCounts.referrerHost, '')))
    .groupBy(visitCounts.referrerHost)
    .orderBy(desc(visits), visitCounts.referrerHost)
    .limit(VISIT_TOP_ROWS)
    .all();
  const campaigns = db
    .select({
      source: visitCounts.utmSource,
      medium: visitCounts.utmMedium,
      campaign: visitCounts.utmCampaign,
      visits,
    })
    .from(visitCounts)
    .where(
      and(inWindow, or(ne(visitCounts.utmSource, ''), ne(visitCounts.utmMedium, ''), ne(visitCounts.utmCampaign, ''))),
    )
    .groupBy(visitCounts.utmSource, visitCounts.utmMedium, visitCounts.utmCampaign)
    .orderBy(desc(visits), visitCounts.utmSource, visitCounts.utmMedium, visitCounts.utmCampaign)
    .limit(VISIT_TOP_ROWS)
    .all();
  const sources = db
    .select({ source: visitSource, visits })
    .from(visitCounts)
    .where(inWindow)
    .groupBy(visitSource)
    .orderBy(desc(visits), visitSource)
    .limit(VISIT_TOP_ROWS)
    .all();

  // The window's first instant in the school's zone: enquiries are timestamps, visits days.
  const since = zonedToInstant(`${from}T00:00`, getSettings(svc).timeZone);
  const enquiryCount = db.select({ n: count() }).from(enquiries).where(gte(enquiries.createdAt, since)).get()?.n ?? 0;
  const bySource = enquiriesBySource(svc, since);

  return {
    from,
    to,
    days: VISIT_SUMMARY_DAYS,
    visits: totalVisits,
    enquiries: enquiryCount,
    enquiriesPerHundredVisits: perHundred(enquiryCount, totalVisits),
    pages,
    referrers,
    campaigns,
    /** Whether enquiries record their source, so `sources` has their counts. */
    sourcesKnown: bySource !== null,
    sources: joinBySource(sources, bySource),
  };
}

export type VisitsSummary = ReturnType<typeof visitsSummary>;
