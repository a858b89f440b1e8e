// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { PHOTO_ALBUMS } from '../constants';
import { ACTIVITY_CATEGORIES, ACTIVITY_ICONS } from '../content/activities';
import { FAQ_CATEGORIES } from '../content/faq';
import { DESIGNATION_IDS } from '../disclosure';

// The fields of the content the school changes every year (FAQ, people, photo albums, fees), used by
// the dashboard dialogs and by the procedures through src/shared/content-types.ts. Messages name the
// field's label as the dialog shows it.

export const required = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);
export const optional = (label: string, max = 200) => z.string().trim().max(max, `${label} is too long`).default('');

/** A whole number typed into a text field (the dialog sends text); empty means `fallback`. */
export const wholeNumber = (label: string, fallback: number, max = 100_000) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((v) => (v === '' ? fallback : Number(v)))
    .pipe(
      z
        .number({ message: `${label} must be a whole number` })
        .int(`${label} must be a whole number`)
        .min(0, `${label} cannot be negative`)
        .max(max, `${label} is too large`),
    )
    .default(fallback);

/** 'Shown on the site' or 'Hidden', as a select sends it, or a boolean from the API. */
export const shown = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .default(true);

const FAQ_CATEGORY_IDS = FAQ_CATEGORIES.map((c) => c.id).filter((id) => id !== 'all') as [string, ...string[]];

export const FaqFieldsSchema = z.object({
  question: required('Question', 300),
  answer: required('Answer', 3000),
  category: z.enum(FAQ_CATEGORY_IDS, { message: 'Choose a category' }),
  popularity: wholeNumber('Popularity', 0, 1000),
});

/** A campus picked in a select ('' for none), or an id (or null) from the API. */
export const optionalCampusId = z
  .union([z.number(), z.string().trim(), z.null()])
  .transform((v) => (v === '' || v === null ? null : Number(v)))
  .pipe(z.number({ message: 'Choose a campus' }).int().positive('Choose a campus').nullable())
  .default(null);

export const StaffFieldsSchema = z.object({
  name: required('Name', 120),
  role: required('Role', 120),
  qualifications: optional('Qualifications', 300),
  message: optional('Message', 1000),
  responsibilities: optional('Responsibilities', 1000),
  sortOrder: wholeNumber('Order', 0, 1000),
  visible: shown,
  // The Mandatory Public Disclosure counts and lists staff by campus and designation.
  campusId: optionalCampusId,
  designation: z.enum(DESIGNATION_IDS, { message: 'Choose a designation' }).default('other'),
  subject: optional('Subject', 120),
});

export const PhotoFieldsSchema = z.object({
  album: z.enum(PHOTO_ALBUMS.map((a) => a.id) as [string, ...string[]], { message: 'Choose an album' }),
  alt: required('Alt text', 250),
  caption: optional('Caption', 200),
  sortOrder: wholeNumber('Order', 0, 1000),
});

/** An academic year as the school writes it: 2025-26. */
export const academicYear = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}$/, 'Academic year must look like 2025-26')
  .refine((v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5)), {
    message: 'The second year must follow the first, as in 2025-26',
  });

/** A calendar date (YYYY-MM-DD, as a date input sends it) or empty. */
export const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), {
    message: 'Enter a date as YYYY-MM-DD',
  })
  .default('');

export const FeeStructureFieldsSchema = z.object({
  academicYear,
  approvedOn: optionalDate,
  paymentMethods: optional('Accepted payment methods', 1000),
  refusedPayment: optional('Refused payment', 200),
  confirmation: optional('Admission confirmation', 1000),
  paymentRules: optional('Payment rules', 3000),
  withdrawalRules: optional('Withdrawal policy', 3000),
  policies: optional('General rules', 3000),
  note: optional('Note', 1000),
});

export const FeeItemFieldsSchema = z.object({
  academicYear,
  name: required('Fee', 120),
  // Empty when the office advises the amount (say so in the note).
  amount: z
    .union([z.number(), z.string().trim()])
    .transform((v) => (v === '' ? null : Number(String(v).replace(/[₹,\s]/g, ''))))
    .pipe(
      z
        .number({ message: 'Amount must be a number of rupees, such as 2000' })
        .int('Amount must be whole rupees')
        .min(0, 'Amount cannot be negative')
        .max(10_000_000, 'Amount is too large')
        .nullable(),
    )
    .default(null),
  amountNote: optional('Amount note', 200),
  due: optional('When', 200),
  sortOrder: wholeNumber('Order', 0, 1000),
});

export const ActivityFieldsSchema = z.object({
  title: required('Title', 120),
  category: z.enum(ACTIVITY_CATEGORIES.map((c) => c.id).filter((id) => id !== 'all') as [string, ...string[]], {
    message: 'Choose a category',
  }),
  description: optional('Description', 600),
  schedule: optional('Schedule', 120),
  icon: z.enum(ACTIVITY_ICONS, { message: 'Choose a drawing' }).default('star'),
  sortOrder: wholeNumber('Order', 0, 1000),
});

export const AlumnusFieldsSchema = z.object({
  name: required('Name', 120),
  position: optional('Position', 150),
  organisation: optional('Hospital', 150),
  specialty: optional('Specialty', 120),
  location: optional('Location', 120),
  sortOrder: wholeNumber('Order', 0, 1000),
});

export const AlumniTileFieldsSchema = z.object({
  title: required('Title', 80),
  text: optional('Text', 300),
  sortOrder: wholeNumber('Order', 0, 1000),
});

export type ActivityFields = z.input<typeof ActivityFieldsSchema>;
export type AlumniTileFields = z.input<typeof AlumniTileFieldsSchema>;
export type FaqFields = z.input<typeof FaqFieldsSchema>;
export type StaffFields = z.input<typeof StaffFieldsSchema>;
export type PhotoFields = z.input<typeof PhotoFieldsSchema>;
export type FeeStructureFields = z.input<typeof FeeStructureFieldsSchema>;
export type FeeItemFields = z.input<typeof FeeItemFieldsSchema>;
