import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { type DeskKind, STAGE_LABELS, type Stage } from '../../../shared/admissions';
import { type DigestLine, digestMail } from '../../../shared/content/desk-replies-words';
import { schoolDayText } from '../../../shared/content/desk-words';
import { formatDate } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import { ROLES, roleHolds } from '../../../shared/roles';
import type { ServiceContext } from '../../context';
import { admins, enquiries } from '../../db/schema';
import { write } from '../../db/write';
import { hourlyJob, type TimedJob } from '../../platform/jobs';
import { queueMail } from '../../platform/mail/outbox';
import { schoolClock } from '../../platform/school-time';
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

/** The hourly job: at each hour of school time, the digest if it is the hour set in Settings. */
export function createDigestSchedule(svc: ServiceContext, opts: { clock?: () => Date } = {}): TimedJob {
  return hourlyJob({
    name: 'digest',
    log: svc.log,
    clock: opts.clock,
    // The hour the timer was set for, not the clock's: a timer that fires a moment early still sends.
    run: (due) => {
      if (schoolClock(due).hour === getSettings(svc).digestHour) runDigest(svc, { force: true });
    },
  });
}
