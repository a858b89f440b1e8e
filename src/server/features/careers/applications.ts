import { and, asc, eq, gte, ne, or } from 'drizzle-orm';
import { dayMonthYear } from '../../../shared/day-month-year';
import type { LanguageCode } from '../../../shared/paths';
import type { CareersApplicationSubmission } from '../../../shared/schemas/careers-application';
import { careersFormWordsFor } from '../../../shared/words/careers-form';
import { fill } from '../../../shared/words/fill';
import { pageWordsFor } from '../../../shared/words/pages';
import { schoolToday } from '../../content/vacancy-type';
import type { ServiceContext } from '../../context';
import { candidateEvents, candidates, vacancies } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { InvalidFieldError, NotFoundError, SubmissionRefusedError } from '../../lib/errors';
import { getSettings } from '../../platform/settings';
import { takeReference } from '../desk/references';
import { queueCandidateAcknowledgment } from '../mail/candidate-acknowledgment';
import { currentPrivacyNotice } from '../privacy/service';
import { removeCv, storeCv } from './cv-files';

// A teacher's application from /careers/apply (docs/decisions/053-careers.md): the vacancy checked
// open, the CV checked and stored, then one transaction storing the candidate with its reference, its
// first timeline event and the acknowledgment e-mail. Nothing is kept from a refused application.

/** The open vacancy a candidate may choose, or why not: null for "any suitable post". */
interface ChosenVacancy {
  id: number;
  title: string;
}

/**
 * The vacancy `slug` names if it takes applications today; a closed one is refused beside the field
 * (with its closing date), a draft, archived or unknown one is not found.
 */
function openVacancy(
  svc: ServiceContext,
  reader: Pick<ServiceContext['db'], 'select'>,
  slug: string,
  lang: LanguageCode,
): ChosenVacancy | null {
  if (slug === '') return null;
  const row = reader
    .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status, closingDate: vacancies.closingDate })
    .from(vacancies)
    .where(eq(vacancies.slug, slug))
    .get();
  const messages = careersFormWordsFor(lang).messages;
  if (row?.status !== 'published') throw new NotFoundError(messages.vacancyNotFound);
  if (row.closingDate < schoolToday(svc.db, svc.now())) {
    const date = dayMonthYear(row.closingDate, pageWordsFor(lang).dates);
    throw new InvalidFieldError('vacancy', fill(messages.vacancyClosed, { date }));
  }
  return { id: row.id, title: row.title };
}

/** The open vacancies, soonest to close first: what the form's select offers. */
export function openVacancies(svc: ServiceContext): { slug: string; title: string }[] {
  return svc.db
    .select({ slug: vacancies.slug, title: vacancies.title })
    .from(vacancies)
    .where(and(eq(vacancies.status, 'published'), gte(vacancies.closingDate, schoolToday(svc.db, svc.now()))))
    .orderBy(asc(vacancies.closingDate), asc(vacancies.id))
    .all();
}

/** The earliest other candidate with the same phone or e-mail: linked, never refused. */
function firstDuplicate(tx: Tx, phoneKey: string, emailKey: string): number | null {
  const row = tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(or(eq(candidates.phoneKey, phoneKey), and(ne(candidates.emailKey, ''), eq(candidates.emailKey, emailKey))))
    .orderBy(asc(candidates.id))
    .limit(1)
    .get();
  return row?.id ?? null;
}

export interface CandidateApplicationOptions {
  lang: LanguageCode;
  /** The client's address, for the per-address limit (the same as the parents' forms). */
  ip: string;
}

/**
 * A candidate's application, from the form posted to /careers/apply: limited per address, refused
 * when the honeypot is filled, the vacancy checked open (again inside the write), the CV checked and
 * stored, then the candidate, its first event and the acknowledgment in one transaction. Throws
 * SubmissionRefusedError, NotFoundError (a vacancy not taking applications), InvalidFieldError
 * (a closed vacancy: 'vacancy'), UploadRejectedError (the CV), StorageError.
 */
export async function submitCandidateApplication(
  svc: ServiceContext,
  submission: CareersApplicationSubmission,
  cv: Buffer,
  opts: CandidateApplicationOptions,
): Promise<{ reference: string }> {
  const words = careersFormWordsFor(opts.lang);
  const waitSeconds = svc.limits.careers.hit(opts.ip);
  if (waitSeconds > 0) throw new SubmissionRefusedError('rateLimited', words.messages.rateLimited, waitSeconds);
  // The honeypot is invisible and unreachable by keyboard; only automated form fillers fill it.
  if (submission.website.trim() !== '') throw new SubmissionRefusedError('refused', words.messages.refused);
  // Checked before the file is written, so a refused vacancy leaves nothing behind.
  openVacancy(svc, svc.db, submission.vacancy, opts.lang);
  const { cvNotPdf: notPdf, cvTooLarge: tooLarge, cvActive: active } = words.messages;
  const cvFile = await storeCv(svc.media, cv, { notPdf, tooLarge, active });
  // Read before the write: currentPrivacyNotice may itself write a new version.
  const settings = getSettings(svc);
  const privacyVersion = currentPrivacyNotice(svc, settings).version;
  const now = svc.now();
  try {
    const reference = write(svc.db, (tx) => {
      // The vacancy may have closed or been archived while the CV was read: checked again here.
      const vacancy = openVacancy(svc, tx, submission.vacancy, opts.lang);
      const reference = takeReference(svc.db, tx, 'candidate', now, settings);
      const phoneKey = submission.phone.slice(-10);
      const emailKey = submission.email.trim().toLowerCase();
      const duplicateOf = firstDuplicate(tx, phoneKey, emailKey);
      const post = vacancy?.title ?? words.options.anyPost;
      const { lastInsertRowid } = tx
        .insert(candidates)
        .values({
          reference,
          vacancyId: vacancy?.id ?? null,
          vacancyTitle: vacancy?.title ?? '',
          name: submission.name,
          phone: submission.phone,
          phoneKey,
          email: submission.email,
          emailKey,
          qualification: submission.qualification,
          teacherTraining: submission.teacherTraining,
          tet: submission.tet,
          tetPaper: submission.tetPaper,
          tetYear: submission.tetYear,
          experienceYears: submission.experienceYears,
          currentSchool: submission.currentSchool,
          boards: submission.boards,
          coverNote: submission.coverNote,
          cvFile,
          cvBytes: cv.length,
          privacyVersion,
          consentAt: now,
          keepForFuture: submission.keepForFuture,
          language: opts.lang,
          stage: 'received',
          stageAt: now,
          duplicateOf,
          createdAt: now,
          updatedAt: now,
        })
        .run();
      tx.insert(candidateEvents)
        .values({
          candidateId: Number(lastInsertRowid),
          at: now,
          actor: '',
          type: 'stage',
          detail: JSON.stringify({ to: 'received' }),
        })
        .run();
      queueCandidateAcknowledgment(svc, tx, settings, {
        to: submission.email,
        name: submission.name,
        reference,
        post,
        lang: opts.lang,
      });
      return reference;
    });
    svc.mail.wake();
    return { reference };
  } catch (error) {
    // Nothing is kept from an application that was not stored: its CV goes too.
    await removeCv(svc.media, cvFile);
    throw error;
  }
}
