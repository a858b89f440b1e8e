import { and, gt, isNull, lte, min, or, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { SCHOOL_TIME_ZONE } from '../../shared/format';
import { instantToZoned, zonedToInstant } from '../../shared/time-zone';
import type { Db } from '../db/client';

// Publish windows (docs/decisions/018-scheduled-content-and-site-alert.md): an item with `publishAt` and
// `expireAt` columns is visible from publish-at (none: at once) until expire-at (none: for ever). The
// page cache must change at those instants without an edit, so each scheduled type also says when
// its next change is due (`nextChange`), and the cache expires then.

/** A table with a publish window. */
export type Windowed = SQLiteTable & { publishAt: AnySQLiteColumn; expireAt: AnySQLiteColumn };

/** Rows visible at `now`: published (publish-at empty or reached) and not expired. */
export function visibleAt(table: Windowed, now: Date): SQL {
  return and(
    or(isNull(table.publishAt), lte(table.publishAt, now)),
    or(isNull(table.expireAt), gt(table.expireAt, now)),
  ) as SQL;
}

/** The first instant after `now` at which a row of the table appears or disappears; null if none. */
export function nextChange(db: Db, table: Windowed, now: Date): Date | null {
  const next = (column: AnySQLiteColumn) =>
    db
      .select({ at: min(column) })
      .from(table)
      .where(gt(column, now))
      .get()?.at as Date | null | undefined;
  return earliest([next(table.publishAt), next(table.expireAt)]);
}

/** The earliest of some instants (nulls ignored); null when there are none. */
export function earliest(instants: readonly (Date | null | undefined)[]): Date | null {
  let first: Date | null = null;
  for (const at of instants) if (at && (!first || at.getTime() < first.getTime())) first = at;
  return first;
}

/** How a row's window reads in the dashboard. */
export type WindowStatus = 'draft' | 'scheduled' | 'published' | 'expired';

export function windowStatus(
  row: { publishAt: Date | null; expireAt: Date | null; draft?: boolean },
  now: Date,
): WindowStatus {
  if (row.draft) return 'draft';
  if (row.expireAt && row.expireAt.getTime() <= now.getTime()) return 'expired';
  if (row.publishAt && row.publishAt.getTime() > now.getTime()) return 'scheduled';
  return 'published';
}

/** The publish window as the dashboard edits it (datetime-local strings in the school's zone) to columns. */
export function windowToRow(
  fields: { publishAt?: string; expireAt?: string },
  timeZone: string = SCHOOL_TIME_ZONE,
): { publishAt: Date | null; expireAt: Date | null } {
  return {
    publishAt: fields.publishAt ? zonedToInstant(fields.publishAt, timeZone) : null,
    expireAt: fields.expireAt ? zonedToInstant(fields.expireAt, timeZone) : null,
  };
}

/** ...and back, for the list the dashboard's edit dialog opens with ('' when none). */
export function windowFromRow<T extends { publishAt: Date | null; expireAt: Date | null }>(
  row: T,
  timeZone: string = SCHOOL_TIME_ZONE,
): Omit<T, 'publishAt' | 'expireAt'> & { publishAt: string; expireAt: string } {
  return {
    ...row,
    publishAt: row.publishAt ? instantToZoned(row.publishAt, timeZone) : '',
    expireAt: row.expireAt ? instantToZoned(row.expireAt, timeZone) : '',
  };
}

/** What a windowed content type adds to its definition: who sees it when, and when that changes. */
export function publishWindowOf(table: Windowed) {
  return {
    publicWhere: (now: Date) => visibleAt(table, now),
    nextChange: (db: Db, now: Date) => nextChange(db, table, now),
  };
}
