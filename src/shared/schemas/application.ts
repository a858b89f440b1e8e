// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { todayIso } from '../application-form';
import { MOBILE_LENGTH } from '../constants';
import { SCHOOL_CLASSES } from '../content/default-settings';
import { BLOOD_GROUPS, GENDERS } from '../content/school-facts';
import { composed, latinDigits } from '../typed-text';
import { fill } from '../words/fill';
import { EN_FORMS } from '../words/forms/en';
import type { FormsWords } from '../words/forms/index';
import { IdField } from './id';
import { listFilterInput, pagedListInput } from './paged-list';
import { SourceFieldsSchema } from './source';

export {
  APPLICATION_CHECKBOXES,
  APPLICATION_LABELS,
  APPLICATION_MESSAGES,
  APPLICATION_RULES,
  type ApplicationCheckbox,
  type ApplicationField,
  type ApplicationFormValues,
  EMPTY_APPLICATION,
  isApplicationCheckbox,
  todayIso,
} from '../application-form';

// One schema for the /apply form and `applications.create`, so the browser and the server check the
// same rules. Messages use the field's label, like the Enquiry Form.

// A simple e-mail pattern: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
/** Indian mobile numbers start with 6, 7, 8 or 9 (fixed lines and service numbers do not). */
const MOBILE_START_PATTERN = /^[6-9]/;
/** Oldest date of birth accepted: a student of Class XII is about 17; 30 years catches typos. */
const MAX_AGE_YEARS = 30;

/**
 * Required, trimmed text; `abort` stops later checks so a blank field gets exactly one message. What
 * was typed is first read as `typed` says: composed (NFC) text in any script, or a number's or a
 * date's digits in 0-9 whatever script they were typed in (src/shared/typed-text.ts).
 */
function required(message: string, max: number, words: ApplicationWords, typed: (text: string) => string = composed) {
  return z
    .string({ error: message })
    .overwrite(typed)
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: fill(words.tooLong, { max }), abort: true });
}

/** The words the schema's messages are in: one language's part of the forms catalogue. */
export type ApplicationWords = FormsWords['application'];

function isRealDate(iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Every class the school teaches; the classes open for application now are a setting, a subset of these. */
const CLASS_VALUES: readonly string[] = SCHOOL_CLASSES.map((c) => c.value);
const GENDER_VALUES: readonly string[] = GENDERS.map((g) => g.value);
const BLOOD_GROUP_VALUES: readonly string[] = BLOOD_GROUPS;

/**
 * The form's fields, accepting only the classes in `openClasses`: the classes open for application
 * now (the site settings), which the browser and the server both pass in, so a class that is not on
 * the form's list gets the same message beside the field as any other mistake.
 */
function applicationFields(openClasses: readonly string[], words: ApplicationWords = EN_FORMS.application) {
  const messages = words.messages;
  return z.object({
    studentName: required(messages.studentName, 100, words),
    dateOfBirth: required(messages.dateOfBirth, 10, words, latinDigits)
      .refine(isRealDate, { error: messages.dateOfBirthInvalid, abort: true })
      .refine((v) => v < todayIso(), { error: messages.dateOfBirthFuture, abort: true })
      .refine((v) => Number(v.slice(0, 4)) >= new Date().getFullYear() - MAX_AGE_YEARS, {
        error: messages.dateOfBirthInvalid,
      }),
    classApplying: required(messages.classApplying, 20, words).refine(
      (v) => openClasses.includes(v),
      messages.classUnknown,
    ),
    gender: required(messages.gender, 20, words).refine((v) => GENDER_VALUES.includes(v), messages.genderUnknown),
    fatherName: required(messages.fatherName, 100, words),
    motherName: required(messages.motherName, 100, words),
    // The length first, and alone: a wrong length gets only that message.
    contactNumber: required(messages.contactNumber, 20, words, latinDigits)
      .refine((v) => PHONE_PATTERN.test(v), { error: messages.contactNumberInvalid, abort: true })
      .refine((v) => MOBILE_START_PATTERN.test(v), messages.contactNumberStart),
    email: required(messages.email, 254, words).refine((v) => EMAIL_PATTERN.test(v), messages.emailInvalid),
    address: required(messages.address, 500, words),
    previousSchool: z
      .string()
      .overwrite(composed)
      .trim()
      .max(200, fill(words.tooLong, { max: 200 }))
      .optional()
      .default(''),
    bloodGroup: z
      .string()
      .trim()
      .optional()
      .default('')
      .refine((v) => v === '' || BLOOD_GROUP_VALUES.includes(v), messages.bloodGroupUnknown),
    agreeToTerms: z.boolean({ error: messages.agreeToTerms }).refine((v) => v === true, messages.agreeToTerms),
    // Given with the application and stored as its time (applications.consentAt); refused without it.
    guardianConsent: z.boolean({ error: messages.guardianConsent }).refine((v) => v === true, messages.guardianConsent),
  });
}

/** The fields with any class the school teaches (what a stored application may hold). */
export const ApplicationFieldsSchema = applicationFields(CLASS_VALUES);
export type ApplicationFields = z.output<typeof ApplicationFieldsSchema>;

/**
 * What the form sends: the fields plus the honeypot `website`, which people never see or fill
 * (visually hidden, tabIndex -1, autocomplete off) and bots tend to. Filled => refused, not stored.
 */
function applicationInput(openClasses: readonly string[], words?: ApplicationWords) {
  return applicationFields(openClasses, words).extend({
    website: z.string().max(500).optional().default(''),
    // Where the family came from (src/shared/schemas/source.ts): bad values are dropped, never refused.
    ...SourceFieldsSchema.shape,
  });
}
export const ApplicationInputSchema = applicationInput(CLASS_VALUES);

const byWords = new WeakMap<ApplicationWords, Map<string, typeof ApplicationInputSchema>>();
/**
 * The input schema for the classes open now, its messages in the language of `words`; one schema
 * per list and language, built once.
 */
export function applicationInputFor(
  openClasses: readonly string[],
  words: ApplicationWords = EN_FORMS.application,
): typeof ApplicationInputSchema {
  let byClasses = byWords.get(words);
  if (!byClasses) {
    byClasses = new Map();
    byWords.set(words, byClasses);
  }
  const key = openClasses.join(',');
  let schema = byClasses.get(key);
  if (!schema) {
    schema = applicationInput(openClasses, words);
    byClasses.set(key, schema);
  }
  return schema;
}
export type ApplicationInput = z.input<typeof ApplicationInputSchema>;
export type ApplicationSubmission = z.output<typeof ApplicationInputSchema>;

export const APPLICATION_STATUSES = ['new', 'in-review', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  'in-review': 'In review',
  accepted: 'Accepted',
  declined: 'Declined',
};
/** Admin list input: paged, optional status filter and search (name, email, phone). */
export const ApplicationListInputSchema = pagedListInput(APPLICATION_STATUSES);
export type ApplicationListInput = z.output<typeof ApplicationListInputSchema>;
export const ApplicationFilterSchema = listFilterInput(APPLICATION_STATUSES);
export const ApplicationStatusInputSchema = z.object({ id: IdField, status: z.enum(APPLICATION_STATUSES) });
