import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { type DeskKind, STAGE_LABELS, type Stage } from '../../../shared/admissions';
import { type DigestLine, digestMail } from '../../../shared/content/desk-replies-words';
import { schoolDayText } from '../../../shared/content/desk-words';
import { formatDate, SCHOOL_TIME_ZONE } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import { ROLES, roleHolds } from '../../../shared/roles';
import { instantToZoned, zonedToInstant } from '../../../shared/time-zone';
import type { ServiceContext } from '../../context';
import { admins, enquiries } from '../../db/schema';
import { write } from '../../db/write';
import type { FeatureJob } from '../../feature';
import { queueMail } from '../../platform/mail/outbox';
import { getSettings } from '../../platform/settings';
import { FAMILY_RECORDS } from './family-record';
import { followUpQueue } from './queue';

// The morning digest (docs/architecture.md, "The admissions desk"): at the hour Settings gives (school
// time; none when off), each active staff member whose role holds 'admissions' and who has an e-mail
// receives one mail: their follow-ups overdue and due today (assigned to them, in an open stage, not
// merged), and the enquiries of the last 24 hours that are not assigned or are assigned to them (an
// enquiry a colleague took is theirs to follow). Each line is a reference, a stage and a dashboard
// link: no parent's details leave the dashboard. Nobody gets a mail with nothing in it, and nobody
// more than one a school day: admins.digest_sent_on is set in the transaction that queues the mail.
// The timer ticks at every hour of school time and sends only in the digest's hour, so a change of the
// hour in Settings takes effect the same day; an hour the server was down is not made up later.

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The school's date ('2026-11-27') and hour at `at`. */
function schoolClock(at: Date): { day: string; hour: number } {
  const local = instantToZoned(at, SCHOOL_TIME_ZONE);
  return { day: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}

const DESK_ROLES = ROLES.filter((role) => roleHolds(role, 'admissions', 'change'));

export interface DigestRun {
  /** The people a digest was queued for. */
  sent: number;
}

interface Row {
  id: number;
  reference: string | null;
  stage: string;
}

/** Queues today's digests if this is the digest's hour (`force`: whatever the hour, unless the digest is off). */
export function runDigest(svc: ServiceContext, opts: { force?: boolean } = {}): DigestRun {
  const settings = getSettings(svc);
  if (settings.digestHour === null || !svc.mail.configured) return { sent: 0 };
  const now = svc.now();
  const { day, hour } = schoolClock(now);
  if (!opts.force && hour !== settings.digestHour) return { sent: 0 };
  const newSince = new Date(now.getTime() - DAY_MS);

  const people = svc.db
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .where(
      and(
        isNull(admins.deactivatedAt),
        isNotNull(admins.email),
        ne(admins.email, ''),
        inArray(admins.role, DESK_ROLES),
        or(isNull(admins.digestSentOn), ne(admins.digestSentOn, day)),
      ),
    )
    .orderBy(asc(admins.id))
    .all();
  if (people.length === 0) return { sent: 0 };

  const site = svc.config.siteUrl;
  const lineOf = (kind: DeskKind, row: Row): DigestLine => ({
    kind,
    reference: row.reference ?? '',
    stage: STAGE_LABELS[row.stage as Stage] ?? row.stage,
    link: `${site}/admin/${FAMILY_RECORDS[kind].adminSection}/${row.id}`,
  });
  // The last day's enquiries, read once for everyone (the created_at index).
  const fresh = svc.db
    .select({
      id: enquiries.id,
      reference: enquiries.reference,
      stage: enquiries.stage,
      assignedTo: enquiries.assignedTo,
    })
    .from(enquiries)
    .where(and(gte(enquiries.createdAt, newSince), isNull(enquiries.mergedInto)))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .all();

  let sent = 0;
  for (const person of people) {
    // The same queue the person sees at the top of the dashboard.
    const { overdue, dueToday } = followUpQueue(svc, person.id, now);
    const newEnquiries = fresh.filter((row) => row.assignedTo === null || row.assignedTo === person.id);
    if (overdue.length === 0 && dueToday.length === 0 && newEnquiries.length === 0) continue;
    const mail = digestMail({
      schoolName: settings.schoolName,
      personName: person.name,
      day: formatDate(now),
      overdue: overdue.map((item) => ({ ...lineOf(item.kind, item), due: schoolDayText(item.followUpOn) })),
      dueToday: dueToday.map((item) => lineOf(item.kind, item)),
      newEnquiries: newEnquiries.map((row) => lineOf('enquiry', row)),
      dashboardLink: `${site}${PATHS.adminDashboard}`,
    });
    const queued = write(svc.db, (tx) => {
      // Taken again inside the transaction: a second run at the same moment sends nothing twice.
      const claimed = tx
        .update(admins)
        .set({ digestSentOn: day })
        .where(and(eq(admins.id, person.id), or(isNull(admins.digestSentOn), ne(admins.digestSentOn, day))))
        .run();
      if (claimed.changes === 0) return false;
      queueMail(
        tx,
        { kind: 'staff', recipients: [person.email as string], subject: mail.subject, text: mail.text },
        svc.mail.now(),
      );
      return true;
    });
    if (queued) sent++;
  }
  if (sent > 0) svc.mail.wake();
  return { sent };
}

/** The start of the next hour of school time after `after`. */
export function nextSchoolHour(after: Date): Date {
  const local = instantToZoned(after, SCHOOL_TIME_ZONE);
  const start = zonedToInstant(`${local.slice(0, 13)}:00`, SCHOOL_TIME_ZONE);
  let next = new Date(start.getTime() + HOUR_MS);
  while (next.getTime() <= after.getTime()) next = new Date(next.getTime() + HOUR_MS);
  return next;
}

/**
 * The hourly timer (the retention job's pattern): `clock` times it (the system's by default, also when
 * the services' clock is a test's); the run reads the services' clock and the setting's hour.
 */
export function createDigestSchedule(svc: ServiceContext, opts: { clock?: () => Date } = {}): FeatureJob {
  const clock = opts.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const schedule = (after: Date) => {
    if (stopped) return;
    const due = nextSchoolHour(after);
    // An hour at most: well within Node's limit for a timer.
    timer = setTimeout(
      () => {
        timer = null;
        try {
          // The hour the timer was set for, not the clock's: a timer that fires a moment early still sends.
          if (schoolClock(due).hour === getSettings(svc).digestHour) runDigest(svc, { force: true });
        } catch (error) {
          svc.log.error({ err: { message: (error as Error).message } }, 'digest: could not queue the morning digest');
        }
        // Never twice for one hour, even if the timer fired a moment early.
        const now = clock();
        schedule(now.getTime() > due.getTime() ? now : due);
      },
      Math.max(0, due.getTime() - clock().getTime()),
    );
    timer.unref();
  };

  return {
    start: () => {
      if (!timer && !stopped) schedule(clock());
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
