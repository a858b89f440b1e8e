// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { EMPLOYMENT_TYPES, POST_LEVELS, TET_REQUIREMENTS, VACANCY_STATUSES } from '../careers';
import { unsafeLinks } from '../page-content/fields';
import { optional, optionalCampusId, required } from './school-content';

// A vacancy's fields, for the dashboard's dialog and the content type's procedures
// (src/shared/content-types.ts). Messages name the field's label as the dialog shows it.

const date = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: `${label}: enter a date as YYYY-MM-DD`,
    });

/** Whole rupees a month, typed with or without ₹ and commas; empty for none. */
const rupees = (label: string) =>
  z
    .union([z.number(), z.string().trim(), z.null()])
    .transform((v) => (v === '' || v === null ? null : Number(String(v).replace(/[₹,\s]/g, ''))))
    .pipe(
      z
        .number({ message: `${label} must be a number of rupees, such as 35000` })
        .int(`${label} must be whole rupees`)
        .min(0, `${label} cannot be negative`)
        .max(10_000_000, `${label} is too large`)
        .nullable(),
    )
    .default(null);

/** An address under /careers/: lower-case letters, digits and hyphens, or empty (made from the title). */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, 'Address is too long')
  .refine((v) => v === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), {
    message: 'Address may hold only lower-case letters, digits and hyphens, such as tgt-mathematics',
  })
  .refine((v) => v !== 'apply', { message: 'This address is the application form’s: choose another' })
  .default('');

export const VacancyFieldsSchema = z
  .object({
    title: required('Title', 120),
    slug,
    postLevel: z.enum(POST_LEVELS, { message: 'Choose a post level' }),
    subjects: optional('Subjects', 200),
    classes: optional('Classes', 120),
    campusId: optionalCampusId,
    qualifications: optional('Qualifications', 500),
    tetRequired: z.enum(TET_REQUIREMENTS, { message: 'Choose the TET required' }).default('none'),
    experience: optional('Experience', 200),
    employmentType: z.enum(EMPLOYMENT_TYPES, { message: 'Choose an employment type' }),
    salaryMin: rupees('Minimum salary'),
    salaryMax: rupees('Maximum salary'),
    postedOn: date('Publication date'),
    closingDate: date('Closing date'),
    description: required('Description', 8000).refine((v) => unsafeLinks(v).length === 0, {
      message: 'This description has a link that is not allowed. Use a page address or an http(s) address',
    }),
    status: z.enum(VACANCY_STATUSES, { message: 'Choose draft, published or archived' }).default('draft'),
  })
  .superRefine((v, ctx) => {
    if (v.closingDate < v.postedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['closingDate'],
        message: 'The closing date cannot be before the publication date',
      });
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax)
      ctx.addIssue({
        code: 'custom',
        path: ['salaryMin'],
        message: 'The minimum salary cannot be more than the maximum',
      });
  });
export type VacancyFields = z.input<typeof VacancyFieldsSchema>;
