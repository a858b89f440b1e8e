import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type DeskKind, OPEN_STAGES, type Stage } from '../../../shared/admissions';
import { fileDate, SCHOOL_TIME_ZONE } from '../../../shared/format';
import { QUEUE_LIMIT } from '../../../shared/schemas/desk';
import { zonedToInstant } from '../../../shared/time-zone';
import type { ServiceContext } from '../../context';
import { admins } from '../../db/schema';
import { claimsWaiting } from '../payments/office';
import { FAMILY_RECORDS, type FamilyTable } from './family-record';

// The follow-up queue ("Due today / Overdue"): the open records, enquiries and applications, whose
// follow-up day has come. A follow-up is a school day (docs/decisions/037-admissions-desk.md), stored
// as the instant that day begins in the school's time zone, so "due today" is one range of the
// follow_up_at index, and "mine" one range of the (assigned_to, follow_up_at) index: no scans.

/** The school day ('YYYY-MM-DD') an instant falls on. */
export const schoolDayOf = (at: Date): string => fileDate(at);

/** The instant a school day ('YYYY-MM-DD') begins in the school's time zone. */
export const schoolDayStart = (day: string): Date => zonedToInstant(`${day}T00:00`, SCHOOL_TIME_ZONE);

/** The school day after `day`. */
export function nextSchoolDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export interface QueueItem {
  kind: DeskKind;
  id: number;
  reference: string | null;
  stage: Stage;
  /** The family's name as the office knows it: the enquirer's, or the student's on an application. */
  name: string;
  /** The follow-up's school day, 'YYYY-MM-DD'. */
  followUpOn: string;
  followUpNote: string;
  assignee: { id: number; name: string } | null;
}

export interface FollowUpQueue {
  overdue: QueueItem[];
  dueToday: QueueItem[];
  /** Parents' "I have paid" not yet seen in the bank after CLAIM_WAIT_WORKING_DAYS (docs/decisions/052-upi-fees.md). */
  paymentsWaiting: { applicationId: number; reference: string; name: string; claimedOn: string }[];
  /** Whether a list was cut at QUEUE_LIMIT. */
  truncated: boolean;
}

/** The name an account is shown by: its name, or its username for accounts made before names. */
export const displayName = (account: { name: string; username: string }) => account.name.trim() || account.username;

/** One kind's records in a follow-up range (exported so a test can ask SQLite for its plan). */
export function queueRangeQuery(svc: ServiceContext, kind: DeskKind, assignedTo: number | null, range: SQL) {
  const { table, name } = FAMILY_RECORDS[kind];
  return svc.db
    .select({
      id: table.id,
      reference: table.reference,
      stage: table.stage,
      name,
      followUpAt: table.followUpAt,
      followUpNote: table.followUpNote,
      assigneeId: admins.id,
      assigneeName: admins.name,
      assigneeUsername: admins.username,
    })
    .from(table)
    .leftJoin(admins, eq(admins.id, table.assignedTo))
    .where(
      and(
        assignedTo === null ? undefined : eq(table.assignedTo, assignedTo),
        range,
        // Unary + keeps SQLite off the stage index: the follow-up range is the narrow one.
        inArray(sql`+${table.stage}`, [...OPEN_STAGES]),
        isNull(table.mergedInto),
      ),
    )
    .orderBy(asc(table.followUpAt), asc(table.id))
    .limit(QUEUE_LIMIT + 1);
}

function rangeOf(svc: ServiceContext, kind: DeskKind, assignedTo: number | null, range: SQL): QueueItem[] {
  return queueRangeQuery(svc, kind, assignedTo, range)
    .all()
    .map(
      (row): QueueItem => ({
        kind,
        id: row.id,
        reference: row.reference,
        stage: row.stage as Stage,
        name: row.name,
        followUpOn: row.followUpAt ? schoolDayOf(row.followUpAt) : '',
        followUpNote: row.followUpNote,
        assignee:
          row.assigneeId === null
            ? null
            : {
                id: row.assigneeId,
                name: displayName({ name: row.assigneeName ?? '', username: row.assigneeUsername ?? '' }),
              },
      }),
    );
}

/**
 * The follow-ups overdue (before today) and due today, in the school's time zone, of open records not
 * merged into another: all of them, or those assigned to `assignedTo`. The morning digest and the
 * bench call it too.
 */
export function followUpQueue(svc: ServiceContext, assignedTo: number | null, now: Date = svc.now()): FollowUpQueue {
  const today = schoolDayOf(now);
  const todayStart = schoolDayStart(today);
  const tomorrowStart = schoolDayStart(nextSchoolDay(today));
  let truncated = false;
  const list = (range: (followUpAt: FamilyTable['followUpAt']) => SQL | undefined) => {
    const items = (['enquiry', 'application'] as const).flatMap((kind) => {
      const rows = rangeOf(svc, kind, assignedTo, range(FAMILY_RECORDS[kind].table.followUpAt) as SQL);
      if (rows.length > QUEUE_LIMIT) truncated = true;
      return rows.slice(0, QUEUE_LIMIT);
    });
    return items.sort(
      (a, b) => a.followUpOn.localeCompare(b.followUpOn) || a.kind.localeCompare(b.kind) || a.id - b.id,
    );
  };
  const overdue = list((followUpAt) => lt(followUpAt, todayStart));
  const dueToday = list((followUpAt) => and(gte(followUpAt, todayStart), lt(followUpAt, tomorrowStart)));
  const paymentsWaiting = claimsWaiting(svc).map((c) => ({
    applicationId: c.applicationId,
    reference: c.reference,
    name: c.studentName,
    claimedOn: schoolDayOf(c.claimedAt),
  }));
  return { overdue, dueToday, truncated, paymentsWaiting };
}
