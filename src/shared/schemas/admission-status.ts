// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { ADMISSION_STATUS_WORDS } from '../content/admission-words';
import { latinDigits } from '../typed-text';

// /admission-status: a parent's reference and the last four digits of the mobile number they gave.
// Only a blank field gets its own message; anything typed goes to the lookup, whose every mismatch
// (a malformed reference included) is one answer, so the answers never tell what exists.
// Digits typed in Devanagari or Urdu are read as 0-9 in both fields (src/shared/typed-text.ts).

export const AdmissionStatusSchema = z.object({
  reference: z
    .string()
    .overwrite(latinDigits)
    .trim()
    .min(1, `${ADMISSION_STATUS_WORDS.referenceLabel} is required`)
    .max(40, `${ADMISSION_STATUS_WORDS.referenceLabel} is too long`),
  mobileLast4: z
    .string()
    .overwrite(latinDigits)
    .trim()
    .min(1, `${ADMISSION_STATUS_WORDS.mobileLast4Label} are required`)
    .max(20, `${ADMISSION_STATUS_WORDS.mobileLast4Label}: 4 digits`),
});
export type AdmissionStatusInput = z.input<typeof AdmissionStatusSchema>;
