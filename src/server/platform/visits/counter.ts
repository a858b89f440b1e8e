import { lt, sql } from 'drizzle-orm';
import { VISIT_RETENTION_MONTHS } from '../../../shared/content/visits';
import { instantToZoned } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import { visitCounts } from '../../db/schema';
import { write } from '../../db/write';
import { hostName, pageViewOf, type ViewedRequest, type VisitKey } from './page-view';

// Page views are counted in memory and written in one transaction a minute (and at shutdown), so a
// request never waits for a write: a crash loses at most one interval's counts
// (docs/decisions/032-visit-counts.md).

/**
 * The most distinct rows held between two writes. Past it, a new combination keeps its page but drops
 * its referrer and campaign: made-up utm values cannot grow the process without bound.
 */
export const MAX_PENDING_ROWS = 5000;

interface Pending extends VisitKey {
  day: string;
  count: number;
}

export interface VisitCounterOptions {
  db: Db;
  siteUrl: string;
  now: () => Date;
  /** The school's time zone, read when the day may have changed (the settings can change it). */
  timeZone: () => string;
  log: { error: (obj: object, msg: string) => void };
}

/** 'YYYY-MM-DD' of `months` calendar months before `day` (the month's last day when it is shorter). */
export function dayMonthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export class VisitCounter {
  private pending = new Map<string, Pending>();
  private readonly siteHost: string;
  /** The day of the current minute, so the zone's arithmetic runs once a minute, not per request. */
  private dayCache = { minute: Number.NaN, day: '' };

  constructor(private readonly opts: VisitCounterOptions) {
    this.siteHost = hostName(opts.siteUrl);
  }

  /** The day (school time) an instant falls on. */
  dayOf(at: Date): string {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== this.dayCache.minute) {
      this.dayCache = { minute, day: instantToZoned(at, this.opts.timeZone()).slice(0, 10) };
    }
    return this.dayCache.day;
  }

  /**
   * Counts a public page's answer if it is a visit (page-view.ts); never throws, never writes. `views`
   * is how many identical views nginx reported at once (reported-views.ts).
   */
  count(req: ViewedRequest, pageStatus: number, views = 1): void {
    try {
      const key = pageViewOf(req, pageStatus, this.siteHost);
      if (!key) return;
      this.add(this.dayOf(this.opts.now()), key, views);
    } catch (error) {
      // Counting must never cost a visitor the page.
      this.opts.log.error({ err: { message: (error as Error).message } }, 'visits: a page view was not counted');
    }
  }

  private add(day: string, key: VisitKey, n: number): void {
    let id = [day, key.path, key.referrerHost, key.utmSource, key.utmMedium, key.utmCampaign].join('\n');
    let row = this.pending.get(id);
    if (!row && this.pending.size >= MAX_PENDING_ROWS) {
      key = { path: key.path, referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '' };
      id = [day, key.path, '', '', '', ''].join('\n');
      row = this.pending.get(id);
      // Even the page alone is new: the count is dropped (a flood of made-up paths cannot get here:
      // only pages the site answered 200 are counted).
      if (!row && this.pending.size >= MAX_PENDING_ROWS + 1000) return;
    }
    if (row) row.count += n;
    else this.pending.set(id, { day, ...key, count: n });
  }

  /** Views counted but not yet written. */
  pendingViews(): number {
    let n = 0;
    for (const row of this.pending.values()) n += row.count;
    return n;
  }

  /**
   * Writes the pending counts in one transaction (`count = count + n`); returns how many views. On a
   * failed write the counts are kept for the next try.
   */
  flush(): number {
    if (this.pending.size === 0) return 0;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      write(this.opts.db, (tx) => {
        for (const row of rows) {
          tx.insert(visitCounts)
            .values(row)
            .onConflictDoUpdate({
              target: [
                visitCounts.day,
                visitCounts.path,
                visitCounts.referrerHost,
                visitCounts.utmSource,
                visitCounts.utmMedium,
                visitCounts.utmCampaign,
              ],
              set: { count: sql`${visitCounts.count} + excluded.count` },
            })
            .run();
        }
      });
    } catch (error) {
      for (const row of rows) this.add(row.day, row, row.count);
      this.opts.log.error(
        { err: { message: (error as Error).message }, rows: rows.length },
        'visits: could not write the counts; they are kept for the next try',
      );
      return 0;
    }
    return rows.reduce((n, row) => n + row.count, 0);
  }

  /** Deletes the days older than VISIT_RETENTION_MONTHS (by the services' clock); returns how many rows. */
  prune(): number {
    const cutoff = dayMonthsBefore(this.dayOf(this.opts.now()), VISIT_RETENTION_MONTHS);
    return write(this.opts.db, (tx) => tx.delete(visitCounts).where(lt(visitCounts.day, cutoff)).run().changes);
  }
}
