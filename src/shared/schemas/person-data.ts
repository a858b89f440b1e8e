// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { MOBILE_LENGTH } from '../constants';
import { IdField } from './id';

// The dashboard's Privacy section (docs/decisions/022-privacy-and-audit.md): a person is found by the
// e-mail address or the mobile number they gave. One rule for the search field and the procedures.

export const PERSON_QUERY_MESSAGE = 'Enter an e-mail address, or a mobile number with its 10 digits';

export type PersonQuery = { kind: 'email'; email: string } | { kind: 'mobile'; mobile: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The e-mail address trimmed and lower-cased, or the mobile number's last 10 digits (so '+91 98765
 * 43210', '098765-43210' and '9876543210' are one number); null when the text is neither.
 */
export function parsePersonQuery(text: string): PersonQuery | null {
  const value = text.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return EMAIL_PATTERN.test(email) ? { kind: 'email', email } : null;
  }
  if (!/^[\d\s+().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length < MOBILE_LENGTH || digits.length > 15) return null;
  return { kind: 'mobile', mobile: digits.slice(-MOBILE_LENGTH) };
}

const queryField = z
  .string()
  .max(254, PERSON_QUERY_MESSAGE)
  .transform((text, ctx) => {
    const parsed = parsePersonQuery(text);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: PERSON_QUERY_MESSAGE });
      return z.NEVER;
    }
    return parsed;
  });

/** admin.privacy.find and exportPerson: one e-mail address or mobile number. */
export const PersonQuerySchema = z.object({ query: queryField });

const ids = z.array(IdField).max(10_000);
/** admin.privacy.erasePerson: the query again, and the records found for it that the office saw. */
export const ErasePersonSchema = z.object({
  query: queryField,
  enquiryIds: ids,
  applicationIds: ids,
  mailIds: ids,
});
