import type { DeskKind } from '../../admissions';
import { fill } from '../fill';
import type { FormsWords } from './index';

/**
 * The acknowledgment e-mail a parent who gave an e-mail receives when they submit, in the language of
 * the page they sent it from (`words`, that language's forms catalogue); `statusUrl` is
 * /admission-status in that language. English's is `acknowledgmentMail`'s (content/admission-words.ts),
 * byte for byte (tests/unit/forms-words.test.ts).
 */
export function acknowledgmentMailIn(
  words: FormsWords,
  kind: DeskKind,
  reference: string,
  schoolName: string,
  statusUrl: string,
): { subject: string; text: string } {
  const mail = words.mail;
  const own = mail[kind];
  return {
    subject: fill(own.subject, { school: schoolName, reference }),
    text: [
      mail.dear,
      '',
      own.thanks,
      '',
      fill(own.reference, { reference }),
      fill(mail.checkAt, { url: statusUrl }),
      '',
      mail.reply,
      '',
      schoolName,
    ].join('\n'),
  };
}
