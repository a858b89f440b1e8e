// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { ENQUIRY_STATUSES, type EnquiryStatus, MOBILE_LENGTH } from '../constants';
import {
  citiesFor,
  ENQUIRY_CITIES,
  ENQUIRY_GRADES,
  ENQUIRY_SCHOOLS,
  ENQUIRY_STATES,
  schoolsFor,
} from '../content/enquiry-options';
import type { EnquiryField } from '../enquiry-form';
import { composed, latinDigits } from '../typed-text';
import { fill } from '../words/fill';
import { EN_FORMS } from '../words/forms/en';
import type { FormsWords } from '../words/forms/index';
import { IdField } from './id';
import { listFilterInput, pagedListInput } from './paged-list';
import { SourceFieldsSchema } from './source';

export {
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  ENQUIRY_LABELS,
  ENQUIRY_MESSAGES,
  ENQUIRY_RULES,
  type EnquiryField,
} from '../enquiry-form';

// One schema for the Enquiry Form and `enquiries.create`, so the browser and the server check the same
// rules. Messages use the field's label ('First name is required'), in the page's language.
function oneOf(options: readonly string[]) {
  return (v: string) => options.includes(v);
}

// A simple e-mail pattern: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
/** Indian mobile numbers start with 6, 7, 8 or 9 (fixed lines and service numbers do not). */
const MOBILE_START_PATTERN = /^[6-9]/;

/** The words the schema's messages are in: one language's part of the forms catalogue. */
export type EnquiryWords = FormsWords['enquiry'];

/**
 * The schemas in one language (its messages; the rules and the values are the same in every
 * language): the form in the browser with its props' words, the procedure and the form posted
 * without JavaScript with the address's language. Built once per language.
 */
function enquirySchemas(words: EnquiryWords) {
  /**
   * Required, trimmed text; `abort` stops later checks so a blank field gets exactly one message. What
   * was typed is first read as `typed` says: composed (NFC) text in any script, or a number's digits
   * in 0-9 whatever script they were typed in (src/shared/typed-text.ts).
   */
  function required(field: EnquiryField, max: number, typed: (text: string) => string = composed) {
    const label = words.labels[field];
    const message = fill(words.required, { label });
    return z
      .string({ error: message })
      .overwrite(typed)
      .trim()
      .min(1, { error: message, abort: true })
      .max(max, { error: fill(words.tooLong, { label, max }), abort: true });
  }

  const fields = z.object({
    state: required('state', 60).refine(oneOf(ENQUIRY_STATES), words.stateUnknown),
    city: required('city', 60).refine(oneOf(ENQUIRY_CITIES), words.cityUnknown),
    school: required('school', 100).refine(oneOf(ENQUIRY_SCHOOLS), words.schoolUnknown),
    firstName: required('firstName', 100),
    lastName: required('lastName', 100),
    grade: required('grade', 20).refine(oneOf(ENQUIRY_GRADES), words.gradeUnknown),
    email: required('email', 254).refine((v) => EMAIL_PATTERN.test(v), words.email),
    // The length first, and alone: a wrong length gets only that message.
    mobile: required('mobile', 20, latinDigits)
      .refine((v) => MOBILE_PATTERN.test(v), { error: words.mobile, abort: true })
      .refine((v) => MOBILE_START_PATTERN.test(v), words.mobileStart),
    address: required('address', 500),
  });

  // The cascade: the city must belong to the state and the school to the city.
  function cascade(v: z.infer<typeof fields>, ctx: z.RefinementCtx) {
    if (!citiesFor(v.state).includes(v.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: words.cityNotInState });
    }
    if (!schoolsFor(v.city).includes(v.school)) {
      ctx.addIssue({ code: 'custom', path: ['school'], message: words.schoolNotInCity });
    }
  }

  return {
    fields: fields.superRefine(cascade),
    /**
     * What the form sends: the nine fields plus the honeypot `website`, which people never see or fill
     * (visually hidden, tabIndex -1, autocomplete off) and bots tend to. Filled => refused, not stored.
     */
    input: fields
      .extend({
        website: z.string().max(500).optional().default(''),
        // Where the family came from (src/shared/schemas/source.ts): bad values are dropped, never refused.
        ...SourceFieldsSchema.shape,
      })
      .superRefine(cascade),
  };
}

const ENGLISH = enquirySchemas(EN_FORMS.enquiry);
const byWords = new WeakMap<EnquiryWords, ReturnType<typeof enquirySchemas>>([[EN_FORMS.enquiry, ENGLISH]]);

function schemasIn(words: EnquiryWords): ReturnType<typeof enquirySchemas> {
  let schemas = byWords.get(words);
  if (!schemas) {
    schemas = enquirySchemas(words);
    byWords.set(words, schemas);
  }
  return schemas;
}

export const EnquiryFieldsSchema = ENGLISH.fields;
export type EnquiryFields = z.infer<typeof EnquiryFieldsSchema>;
/** The nine fields' schema with its messages in the language of `words`. */
export const enquiryFieldsSchema = (words: EnquiryWords): typeof EnquiryFieldsSchema => schemasIn(words).fields;

export const EnquiryInputSchema = ENGLISH.input;
export type EnquiryInput = z.input<typeof EnquiryInputSchema>;
export type EnquirySubmission = z.output<typeof EnquiryInputSchema>;
/** What the form sends, its messages in the language of `words`. */
export const enquiryInputSchema = (words: EnquiryWords): typeof EnquiryInputSchema => schemasIn(words).input;

/** The dashboard's list of enquiries: paged, status filter, search (name, email, mobile). */
export const EnquiryListInputSchema = pagedListInput(ENQUIRY_STATUSES);
export const EnquiryFilterSchema = listFilterInput(ENQUIRY_STATUSES);
export const EnquiryStatusInputSchema = z.object({ id: IdField, status: z.enum(ENQUIRY_STATUSES) });
/** Each status as the office reads it, in the dashboard and in the CSV export. */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  resolved: 'Resolved',
};
