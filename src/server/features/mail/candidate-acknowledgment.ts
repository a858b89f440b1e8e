import type { LanguageCode } from '../../../shared/paths';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { careersFormWordsFor } from '../../../shared/words/careers-form';
import { fill } from '../../../shared/words/fill';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/write';
import { queueMail } from '../../platform/mail/outbox';

// The acknowledgment a candidate receives when they apply for a post (docs/decisions/053-careers.md):
// their reference and the post, in the language of the page they applied from, Reply-To the school's
// address, through the outbox like the parents' acknowledgments (docs/decisions/016-mail-outbox.md).

export interface CandidateAcknowledgment {
  to: string;
  name: string;
  reference: string;
  /** The vacancy's title, or "Any suitable post" in the candidate's language. */
  post: string;
  lang: LanguageCode;
}

/** The mail's subject and text in the candidate's language. */
export function candidateAcknowledgmentMail(
  schoolName: string,
  mail: Omit<CandidateAcknowledgment, 'to'>,
): { subject: string; text: string } {
  const words = careersFormWordsFor(mail.lang).mail;
  const values = { school: schoolName, reference: mail.reference, name: mail.name, post: mail.post };
  return {
    subject: fill(words.subject, values),
    text: [
      fill(words.dear, values),
      '',
      fill(words.thanks, values),
      '',
      fill(words.reference, values),
      fill(words.post, values),
      '',
      words.next,
      '',
      words.reply,
      '',
      schoolName,
    ].join('\n'),
  };
}

/** Queues it in the insert's transaction; false when no mail server is set up. */
export function queueCandidateAcknowledgment(
  svc: ServiceContext,
  tx: Tx,
  settings: SiteSettings,
  mail: CandidateAcknowledgment,
): boolean {
  const to = mail.to.trim();
  if (!svc.mail.configured || !to) return false;
  const { subject, text } = candidateAcknowledgmentMail(settings.schoolName, mail);
  queueMail(
    tx,
    {
      kind: 'acknowledgment',
      recipients: [to],
      subject,
      text,
      ...(settings.email ? { replyTo: settings.email } : {}),
    },
    svc.mail.now(),
  );
  return true;
}
