// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { TWO_FACTOR_WORDS } from '../content/two-factor-words';
import { publishWindowFields, windowInOrder } from './publish-window';

// One schema per content type, used by the dashboard dialogs and by the procedures (through
// src/shared/content-types.ts). Messages name the field's label.
export const IMAGE_REJECTED_MESSAGE = 'Only JPEG, PNG, WebP or AVIF images up to 10 MB';
export const PDF_REJECTED_MESSAGE = 'Only a PDF file up to 20 MB can replace the brochure';
export const IMAGE_REQUIRED_MESSAGE = 'Image is required';
/** A PDF that would run or open something by itself (docs/decisions/030-pdfs-without-active-content.md). */
export const PDF_ACTIVE_CONTENT_MESSAGE =
  'This PDF contains JavaScript, a launch action, a form submission or embedded files, which the site does not publish. Save it again as a plain PDF (for example with Print, then Save as PDF) and upload that.';

const required = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const optional = (label: string, max = 200) => z.string().trim().max(max, `${label} is too long`).default('');

/** A site path (/contact) or a full https address, or empty: never a javascript: or plain-http link. */
export const linkField = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: 'Link must be a site path such as /contact or a full https:// address',
  })
  .default('');

/**
 * Consent on file for the children an image shows (India's DPDP Act): 'true' or 'false' as the
 * dashboard's checkbox sends it, or a boolean from the API. Not ticked for a new item, so the
 * administrator says so each time; without it the site does not show the item's image.
 */
export const photoConsentField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .default(false);

export const ArtworkFieldsSchema = z.object({
  title: required('Title'),
  subtitle: optional('Subtitle'),
  description: optional('Description', 1000),
  buttonText: optional('Button text', 60),
  artist: optional('Artist', 100),
  grade: optional('Grade', 40),
  category: optional('Category', 60),
  photoConsent: photoConsentField,
});

export const AnnouncementFieldsSchema = z
  .object({
    icon: optional('Icon', 40),
    title: required('Title'),
    description: required('Description', 1000),
    buttonText: optional('Button text', 60),
    link: linkField,
    ...publishWindowFields,
  })
  .superRefine(windowInOrder);

export const HighlightFieldsSchema = z
  .object({
    title: required('Title'),
    subtitle: optional('Subtitle'),
    description: optional('Description', 1000),
    ...publishWindowFields,
    photoConsent: photoConsentField,
  })
  .superRefine(windowInOrder);

export const JourneyFieldsSchema = z.object({
  title: required('Title'),
  description: optional('Description', 1000),
  label: optional('Label', 80),
  photoConsent: photoConsentField,
});

export const AchievementFieldsSchema = z.object({
  title: required('Title'),
  badge: optional('Badge', 80),
  organization: optional('Organization', 150),
  // Year is text (a school year may read '2024-25'), the current year when left empty.
  year: z
    .string()
    .trim()
    .max(20, 'Year is too long')
    .default('')
    .transform((v) => v || String(new Date().getFullYear())),
  category: z.enum(ACHIEVEMENT_CATEGORIES, { message: 'Choose a category' }).default('excellence'),
  photoConsent: photoConsentField,
});

export type ArtworkFields = z.input<typeof ArtworkFieldsSchema>;
export type AnnouncementFields = z.input<typeof AnnouncementFieldsSchema>;
export type HighlightFields = z.input<typeof HighlightFieldsSchema>;
export type JourneyFields = z.input<typeof JourneyFieldsSchema>;
export type AchievementFields = z.input<typeof AchievementFieldsSchema>;

export { IdSchema } from './id';

/** Far longer than a recovery code typed with spaces; longer is refused before anything is checked. */
export const MAX_CODE_LENGTH = 40;
/**
 * What admin.login takes in `code` at most: a longer (pasted, tampered) code within it is answered as a
 * wrong code, like any other, with the one message and counted as a failed attempt.
 */
const MAX_SIGN_IN_CODE_CHARS = 1000;

export const LoginInputSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  // Passwords are used exactly as typed: no trim.
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
  /**
   * The second step (a one-time or a recovery code), only for an account with two-factor sign-in. Any
   * text up to a bound: a wrong, tampered or empty code gets the one message a wrong code gets.
   */
  code: z.string().max(MAX_SIGN_IN_CODE_CHARS, TWO_FACTOR_WORDS.codeWrong).optional(),
});

/** The second step of the sign-in page: the code alone (the username and password are kept from the first). */
export const SignInCodeSchema = z.object({
  code: z.string().trim().min(1, TWO_FACTOR_WORDS.codeRequired).max(MAX_CODE_LENGTH, TWO_FACTOR_WORDS.codeWrong),
});

/** A first code from the authenticator app, confirming its set-up. */
export const TwoFactorConfirmSchema = z.object({
  code: z.string().trim().min(1, TWO_FACTOR_WORDS.codeRequired).max(MAX_CODE_LENGTH, TWO_FACTOR_WORDS.codeWrong),
});

/** Moving two-factor sign-in to a new phone: confirmed with a current code or a recovery code. */
export const TwoFactorMoveSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, TWO_FACTOR_WORDS.codeOrRecoveryCodeRequired)
    .max(MAX_CODE_LENGTH, TWO_FACTOR_WORDS.codeOrRecoveryCodeWrong),
});

/** New recovery codes: confirmed with a current code or the password, in one field. */
export const NewRecoveryCodesSchema = z.object({
  codeOrPassword: z.string().min(1, 'Current code or password is required').max(MAX_PASSWORD_LENGTH),
});

export const TwoFactorDisableSchema = z.object({
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, 'New password is too long'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
