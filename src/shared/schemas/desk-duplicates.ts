// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { DUPLICATES_WORDS } from '../content/desk-duplicates-words';
import { ApplicationFieldsSchema } from './application';
import { IdField } from './id';

// The inputs of admin.deskDuplicates.*: possible duplicates, merge, link and an application started
// by the office from an enquiry (docs/architecture.md, "The admissions desk").

export const DeskKindField = z.enum(['enquiry', 'application']);

export const DuplicatesOfInputSchema = z.object({ kind: DeskKindField, id: IdField });

/** `id` (the duplicate) is merged into `intoId`; `intoKind` is the kept record's kind, the same by default. */
export const MergeInputSchema = z.object({
  kind: DeskKindField,
  id: IdField,
  intoId: IdField,
  intoKind: DeskKindField.optional(),
});
export type MergeInput = z.output<typeof MergeInputSchema>;

export const LinkInputSchema = z.object({ applicationId: IdField, enquiryId: IdField });
export const UnlinkInputSchema = z.object({ applicationId: IdField });

/**
 * An application the office starts from an enquiry: the /apply form's field rules (any class the school
 * teaches, as for a stored application), without the website's terms, which the parent did not read here,
 * and with the same consent rule: the office confirms the parent or guardian consented, or nothing is stored.
 */
export const StartApplicationInputSchema = ApplicationFieldsSchema.omit({
  agreeToTerms: true,
  guardianConsent: true,
}).extend({
  enquiryId: IdField,
  guardianConsent: z
    .boolean({ error: DUPLICATES_WORDS.consentRequired })
    .refine((v) => v === true, DUPLICATES_WORDS.consentRequired),
});
export type StartApplicationInput = z.input<typeof StartApplicationInputSchema>;
export type StartApplicationFields = z.output<typeof StartApplicationInputSchema>;

/** The application's class for the grade a parent picked in the Enquiry Form (ENQUIRY_GRADES), '' when none. */
export function classForGrade(grade: string): string {
  if (grade === 'Pre-KG') return 'nursery';
  if (grade === 'LKG') return 'lkg';
  if (grade === 'UKG') return 'ukg';
  const m = /^Grade (\d{1,2})$/.exec(grade);
  return m ? `class${m[1]}` : '';
}

/** The mobile as the application form takes it: its last ten digits (+91, spaces and a leading 0 dropped). */
export function tenDigitMobile(mobile: string): string {
  return mobile.replace(/\D/g, '').slice(-10);
}
