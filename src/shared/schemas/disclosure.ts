// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { CLASS_LEVELS, DISCLOSURE_ITEMS, type DisclosureItemId } from '../disclosure';
import { latinDigits } from '../typed-text';
import { IdField } from './id';
import { academicYear, optional, optionalDate, required, wholeNumber } from './school-content';

// The Mandatory Public Disclosure's data (src/shared/disclosure.ts): campuses, documents, board
// results and transfer certificates. Messages name the field's label as the dashboard shows it.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Square metres, typed into a text field: a number with up to two decimals; empty is 0. */
const area = (label: string) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((v) => (v === '' ? 0 : Number(String(v).replace(/,/g, ''))))
    .pipe(
      z
        .number({ message: `${label} must be a number of square metres` })
        .min(0, `${label} cannot be negative`)
        .max(10_000_000, `${label} is too large`),
    )
    .default(0);

/** 'Yes' / 'No' as a select sends it, or a boolean from the API. */
const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .default(false);

/** A web address the page links to (https only), or empty. */
const optionalHttpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} is too long`)
    .refine((v) => v === '' || /^https:\/\/[^\s<>"]+$/.test(v), { message: `${label} must start with https://` })
    .default('');

export const CampusFieldsSchema = z.object({
  name: required('Name of the school', 150),
  slug: z
    .string()
    .trim()
    .min(1, 'Address name is required')
    .max(60, 'Address name is too long')
    .regex(SLUG, 'Address name: lowercase letters, digits and hyphens, such as ganga-nagar'),
  address: required('Address', 300),
  pinCode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits'),
  affiliationNo: required('Affiliation number', 30),
  schoolCode: required('School code', 30),
  email: z.string().trim().min(1, 'School e-mail is required').max(120).email('Enter a valid e-mail address'),
  phone: required('Contact details', 120),
  sections: wholeNumber('Number of sections', 0, 1000),
  campusArea: area('Campus area'),
  classrooms: wholeNumber('Number of classrooms', 0, 1000),
  classroomSize: area('Size of a classroom'),
  laboratories: wholeNumber('Number of laboratories', 0, 1000),
  laboratorySize: area('Size of a laboratory'),
  internet: yesNo,
  girlsToilets: wholeNumber("Girls' toilets", 0, 1000),
  boysToilets: wholeNumber("Boys' toilets", 0, 1000),
  inspectionVideoUrl: optionalHttpsUrl('Inspection video link'),
  sortOrder: wholeNumber('Order', 0, 1000),
});
export type CampusFields = z.input<typeof CampusFieldsSchema>;

const ITEM_IDS = DISCLOSURE_ITEMS.map((i) => i.id) as [DisclosureItemId, ...DisclosureItemId[]];

/** A YYYY-MM-DD date, required; its digits are read as 0-9 whatever script they were typed in. */
const date = (label: string) =>
  z
    .string()
    .overwrite(latinDigits)
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: `${label}: enter a date as YYYY-MM-DD`,
    });

/**
 * A disclosure document's details, sent with its PDF (multipart) or alone (dates, not applicable).
 * The valid-until date is required for certificates with a validity (the service checks it).
 */
export const DisclosureDocumentFieldsSchema = z.object({
  campusId: IdField,
  item: z.enum(ITEM_IDS, { message: 'Choose a document' }),
  issuedOn: optionalDate,
  validUntil: optionalDate,
  notApplicable: yesNo,
});
export type DisclosureDocumentFields = z.input<typeof DisclosureDocumentFieldsSchema>;

export const AnnualReportFieldsSchema = z.object({
  campusId: IdField,
  academicYear,
});

export const BoardResultFieldsSchema = z
  .object({
    campusId: IdField,
    classLevel: z.enum(CLASS_LEVELS as [string, ...string[]], { message: 'Choose Class X or XII' }),
    year: wholeNumber('Year', 0, 2100).pipe(z.number().min(2000, 'Year must be a year such as 2026')),
    registered: wholeNumber('Registered students', 0, 100_000),
    passed: wholeNumber('Students passed', 0, 100_000),
    remarks: optional('Remarks', 200),
  })
  .refine((r) => r.passed <= r.registered, {
    path: ['passed'],
    message: 'Students passed cannot be more than registered students',
  });
export type BoardResultFields = z.input<typeof BoardResultFieldsSchema>;

export const TcFieldsSchema = z.object({
  campusId: IdField,
  // Digits in 0-9 whatever script they were typed in, as the public lookup reads them.
  tcNumber: z.string().overwrite(latinDigits).trim().min(1, 'TC number is required').max(40, 'TC number is too long'),
  studentName: required('Student name', 120),
  dateOfBirth: date('Date of birth'),
  issuedOn: date('Date of issue'),
  classLeft: required('Class left', 40),
});
export type TcFields = z.input<typeof TcFieldsSchema>;

/**
 * The public lookup: the number as printed on the certificate and the student's date of birth, their
 * digits read as 0-9 whatever script they were typed in (src/shared/typed-text.ts).
 */
export const TcLookupSchema = z.object({
  tcNumber: z.string().overwrite(latinDigits).trim().min(1, 'TC number is required').max(40, 'TC number is too long'),
  dateOfBirth: date('Date of birth'),
});
export type TcLookup = z.input<typeof TcLookupSchema>;
