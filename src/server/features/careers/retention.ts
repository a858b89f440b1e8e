import { eq } from 'drizzle-orm';
import { vacancyClosesAt } from '../../content/vacancy-type';
import type { ServiceContext } from '../../context';
import { candidates, mailOutbox, vacancies } from '../../db/schema';
import { getSettings } from '../../platform/settings';
import { eraseRows } from '../privacy/person-data';
import { monthsBefore } from '../privacy/retention';

// Candidates' retention (docs/decisions/053-careers.md), run by the daily retention job
// (features/privacy/retention.ts) with the periods set in Settings → Privacy:
// - an application not taken forward (every stage but appointed) goes retentionCandidateMonths after
//   its vacancy closes (a vacancy deleted since: after the application was sent);
// - one for any suitable post goes retentionFutureCandidateMonths after it was sent; one for a
//   vacancy whose candidate agreed to be kept for future vacancies, at the later of its two dates;
// - an appointed candidate's record goes retentionAppointedMonths after the appointment: by then it is
//   exported to the school's staff records (export.ts), where it lives on.
// The row goes with its timeline (the foreign key's cascade), its CV file, and the mails about it.

/** What identifies a candidate in the outbox: the reference in a mail's text, their address as its recipient. */
export interface CandidateMailKey {
  reference: string;
  email: string;
}

/** Kinds that belong to other records or to no one (an enquiry's notification names its parent's address). */
const NOT_A_CANDIDATES_MAIL = new Set(['staff', 'test', 'enquiry', 'application']);

function recipientsOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase())
      : [];
  } catch {
    return [];
  }
}

/**
 * The outbox mails about these candidates: any mail whose text names one's reference (the office's
 * notification, a reply quoting it), and the mails sent to one's address or answering to it (the
 * acknowledgment, the invitations and replies), of the kinds that are no other record's.
 */
export function candidateMailIds(svc: ServiceContext, keys: CandidateMailKey[]): number[] {
  if (keys.length === 0) return [];
  const references = new Set(keys.map((k) => k.reference));
  const addresses = new Set(keys.flatMap((k) => (k.email.trim() ? [k.email.trim().toLowerCase()] : [])));
  return svc.db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipients: mailOutbox.recipients,
      replyTo: mailOutbox.replyTo,
      textBody: mailOutbox.textBody,
    })
    .from(mailOutbox)
    .all()
    .filter((m) => {
      if ((m.textBody.match(/\bJOB-\d{4}-\d{5,9}\b/g) ?? []).some((r) => references.has(r))) return true;
      if (NOT_A_CANDIDATES_MAIL.has(m.kind)) return false;
      if (m.replyTo && addresses.has(m.replyTo.trim().toLowerCase())) return true;
      return recipientsOf(m.recipients).some((r) => addresses.has(r));
    })
    .map((m) => m.id);
}

/** The candidates past their period at `now` (see the rules above). */
export function expiredCandidates(svc: ServiceContext, now: Date) {
  const s = getSettings(svc);
  const cut = {
    notTaken: monthsBefore(now, s.retentionCandidateMonths).getTime(),
    future: monthsBefore(now, s.retentionFutureCandidateMonths).getTime(),
    appointed: monthsBefore(now, s.retentionAppointedMonths).getTime(),
  };
  const rows = svc.db
    .select({
      id: candidates.id,
      reference: candidates.reference,
      email: candidates.email,
      cvFile: candidates.cvFile,
      vacancyId: candidates.vacancyId,
      vacancyTitle: candidates.vacancyTitle,
      keepForFuture: candidates.keepForFuture,
      stage: candidates.stage,
      stageAt: candidates.stageAt,
      appointedAt: candidates.appointedAt,
      createdAt: candidates.createdAt,
      updatedAt: candidates.updatedAt,
      closingDate: vacancies.closingDate,
    })
    .from(candidates)
    .leftJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .all();
  return rows.filter((r) => {
    const sent = r.createdAt.getTime();
    if (r.stage === 'appointed') return (r.appointedAt ?? r.stageAt ?? r.updatedAt).getTime() < cut.appointed;
    // "Any suitable post": no vacancy, and none named when it was sent.
    if (r.vacancyId === null && r.vacancyTitle === '') return sent < cut.future;
    // Never before the application itself is that old, even when it came after the closing date.
    const closed = r.closingDate ? Math.max(vacancyClosesAt(r.closingDate, s.timeZone).getTime(), sent) : sent;
    return closed < cut.notTaken && (!r.keepForFuture || sent < cut.future);
  });
}

/**
 * The daily run's step: erases every candidate past their period, with their CV files, timelines and
 * the mails about them; returns how many candidates and mails went.
 */
export function eraseExpiredCandidates(svc: ServiceContext, now: Date): { candidates: number; mails: number } {
  const expired = expiredCandidates(svc, now);
  if (expired.length === 0) return { candidates: 0, mails: 0 };
  const erased = eraseRows(svc, {
    enquiryIds: [],
    applicationIds: [],
    candidates: expired,
    mailIds: candidateMailIds(svc, expired),
  });
  return { candidates: erased.candidates, mails: erased.mails };
}
