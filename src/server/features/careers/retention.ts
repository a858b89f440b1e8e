import { eq } from 'drizzle-orm';
import { vacancyClosesAt } from '../../content/vacancy-type';
import type { ServiceContext } from '../../context';
import { candidates, vacancies } from '../../db/schema';
import { monthsBefore } from '../../lib/months';
import { getSettings } from '../../platform/settings';
import { eraseRows } from '../privacy/person-data';
import { candidateMailIds } from './candidate-mails';

// Candidates' retention (docs/decisions/053-careers.md), run by the daily retention job
// (features/privacy/retention.ts) with the periods set in Settings → Privacy:
// - an application not taken forward (every stage but appointed) goes retentionCandidateMonths after
//   its vacancy closes (a vacancy deleted since: after the application was sent);
// - one for any suitable post goes retentionFutureCandidateMonths after it was sent; one for a
//   vacancy whose candidate agreed to be kept for future vacancies, at the later of its two dates;
// - an appointed candidate's record goes retentionAppointedMonths after the appointment: by then it is
//   exported to the school's staff records (export.ts), where it lives on.
// The row goes with its timeline (the foreign key's cascade), its CV file, and the mails about it.

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
