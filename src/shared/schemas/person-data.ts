// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { MOBILE_LENGTH } from '../constants';
import { IdField } from './id';

// The dashboard's Privacy section (docs/decisions/022-privacy-and-audit.md): a person is found by the
// e-mail address or the mobile number they gave; a candidate for a post also by their name or their
// application's reference (docs/decisions/053-careers.md). One rule for the search field and the procedures.

export const PERSON_QUERY_MESSAGE =
  'Enter an e-mail address, a mobile number with its 10 digits, a candidate’s name or a JOB reference';

export type PersonQuery =
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'reference'; reference: string }
  | { kind: 'name'; name: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const JOB_REFERENCE = /^JOB-\d{4}-\d{5,9}$/i;
/** A name as people write them: letters (any script), spaces, dots, apostrophes and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/**
 * The e-mail address trimmed and lower-cased, the mobile number's last 10 digits (so '+91 98765
 * 43210', '098765-43210' and '9876543210' are one number), a JOB reference in capitals, or a name with
 * its spaces collapsed; null when the text is none of these.
 */
export function parsePersonQuery(text: string): PersonQuery | null {
  const value = text.trim();
  if (JOB_REFERENCE.test(value)) return { kind: 'reference', reference: value.toUpperCase() };
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return EMAIL_PATTERN.test(email) ? { kind: 'email', email } : null;
  }
  if (/^[\d\s+().-]+$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    if (digits.length < MOBILE_LENGTH || digits.length > 15) return null;
    return { kind: 'mobile', mobile: digits.slice(-MOBILE_LENGTH) };
  }
  const name = value.replace(/\s+/g, ' ');
  return name.length >= 2 && name.length <= 120 && NAME_PATTERN.test(name) ? { kind: 'name', name } : null;
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
  /** Candidates for a post (absent from a caller that knows none). */
  candidateIds: ids.default([]),
  mailIds: ids,
});
