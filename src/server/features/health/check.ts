import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { healthChecks } from '../../db/schema';
import { lastWriteFailureAt, write } from '../../db/write';

/** A probe result is reused this long, so a flood of health checks is not a flood of disk writes. */
const PROBE_REUSE_MS = 1000;

export type HealthState = { ok: true } | { ok: false; problem: 'database-unreadable' | 'database-unwritable' };

/**
 * The health of the one thing the site cannot work without: a database that answers a read and
 * commits a write. The write probe rewrites one row in its own transaction, so a full disk or an I/O
 * error fails it exactly as it fails an enquiry; any write that failed since the last probe makes the
 * next check probe again at once.
 */
export class HealthCheck {
  private last: { at: number; state: HealthState } | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  check(): HealthState {
    const t = this.now();
    const failedAt = lastWriteFailureAt(this.db) ?? 0;
    if (this.last && t - this.last.at < PROBE_REUSE_MS && failedAt < this.last.at) return this.last.state;
    const state = this.probe(t);
    this.last = { at: t, state };
    return state;
  }

  private probe(t: number): HealthState {
    try {
      this.db.get(sql`select 1`);
    } catch {
      return { ok: false, problem: 'database-unreadable' };
    }
    try {
      write(this.db, (tx) =>
        tx
          .insert(healthChecks)
          .values({ id: 1, checkedAt: new Date(t) })
          .onConflictDoUpdate({ target: healthChecks.id, set: { checkedAt: new Date(t) } })
          .run(),
      );
      return { ok: true };
    } catch {
      return { ok: false, problem: 'database-unwritable' };
    }
  }
}
