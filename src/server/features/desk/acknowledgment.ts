import type { DeskKind } from '../../../shared/admissions';
import { type LanguageCode, PATHS, pathInLanguage } from '../../../shared/paths';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { formsWordsFor } from '../../../shared/words/forms';
import { acknowledgmentMailIn } from '../../../shared/words/forms/mail';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/write';
import { queueMail } from '../../platform/mail/outbox';
import { getSettings } from '../../platform/settings';

// The acknowledgment a parent who gave an e-mail receives when they enquire or apply: their reference
// and where to check the status, through the mail outbox (docs/decisions/016-mail-outbox.md), Reply-To
// the school's address. The setting acknowledgeParents turns it off.

/** What an acknowledgment needs from the settings, read before the insert's transaction; null when none is sent. */
export interface AcknowledgmentContext {
  schoolName: string;
  schoolEmail: string;
}

export function acknowledgmentContext(svc: ServiceContext, read?: SiteSettings): AcknowledgmentContext | null {
  if (!svc.mail.configured) return null;
  const settings = read ?? getSettings(svc);
  if (!settings.acknowledgeParents) return null;
  return { schoolName: settings.schoolName, schoolEmail: settings.email };
}

/**
 * Queues the acknowledgment in the insert's transaction, in `lang` (the language the parent sent it
 * in); false when there is nothing to send.
 */
export function queueAcknowledgment(
  svc: ServiceContext,
  tx: Tx,
  context: AcknowledgmentContext | null,
  kind: DeskKind,
  parentEmail: string,
  reference: string,
  lang: LanguageCode = 'en',
  /** A paragraph to add (what is due and how to pay it), given the status page's address. */
  extra?: (statusUrl: string) => string,
): boolean {
  const to = parentEmail.trim();
  if (!context || !to) return false;
  // In the language of the page it was sent from, with the status page's address in that language.
  const statusUrl = `${svc.config.siteUrl}${pathInLanguage(PATHS.admissionStatus, lang)}`;
  const mail = acknowledgmentMailIn(formsWordsFor(lang), kind, reference, context.schoolName, statusUrl);
  queueMail(
    tx,
    {
      kind: 'acknowledgment',
      recipients: [to],
      subject: mail.subject,
      text: withParagraph(mail.text, extra?.(statusUrl) ?? '', formsWordsFor(lang).mail.reply),
      ...(context.schoolEmail ? { replyTo: context.schoolEmail } : {}),
    },
    svc.mail.now(),
  );
  return true;
}

/** The mail's text with `paragraph` before the paragraph `before` (how to reach the office), when there is one. */
function withParagraph(text: string, paragraph: string, before: string): string {
  if (!paragraph) return text;
  const at = text.indexOf(`\n\n${before}`);
  return at < 0 ? `${text}\n\n${paragraph}` : `${text.slice(0, at)}\n\n${paragraph}${text.slice(at)}`;
}
