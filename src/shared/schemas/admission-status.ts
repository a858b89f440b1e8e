// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { latinDigits } from '../typed-text';
import { EN_FORMS } from '../words/forms/en';
import type { FormsWords } from '../words/forms/index';

// /admission-status: a parent's reference and the last four digits of the mobile number they gave.
// Only a blank field gets its own message; anything typed goes to the lookup, whose every mismatch
// (a malformed reference included) is one answer, so the answers never tell what exists.
// Digits typed in Devanagari or Urdu are read as 0-9 in both fields (src/shared/typed-text.ts).

/** The words the schema's messages are in: one language's part of the forms catalogue. */
export type AdmissionStatusWords = FormsWords['admissionStatus'];

function admissionStatusSchema(words: AdmissionStatusWords) {
  return z.object({
    reference: z.string().overwrite(latinDigits).trim().min(1, words.referenceRequired).max(40, words.referenceTooLong),
    mobileLast4: z
      .string()
      .overwrite(latinDigits)
      .trim()
      .min(1, words.mobileLast4Required)
      .max(20, words.mobileLast4TooLong),
  });
}

export const AdmissionStatusSchema = admissionStatusSchema(EN_FORMS.admissionStatus);
const byWords = new WeakMap<AdmissionStatusWords, typeof AdmissionStatusSchema>([
  [EN_FORMS.admissionStatus, AdmissionStatusSchema],
]);
/** The check's schema with its messages in the language of `words`; built once per language. */
export function admissionStatusSchemaIn(words: AdmissionStatusWords): typeof AdmissionStatusSchema {
  let schema = byWords.get(words);
  if (!schema) {
    schema = admissionStatusSchema(words);
    byWords.set(words, schema);
  }
  return schema;
}
export type AdmissionStatusInput = z.input<typeof AdmissionStatusSchema>;
