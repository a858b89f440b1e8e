// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { academicYearStart } from '../content/academic-year';
import { DESK_REPORT_WORDS } from '../content/desk-report-words';
import { ENQUIRY_GRADES } from '../content/enquiry-options';
import type { APPLICATION_CLASSES } from '../content/school-facts';
import { IdField } from './id';

/**
 * The class an application's `class_applying` names, as the enquiry form names it, so one Class filter
 * and one column cover both kinds ('class3' is 'Grade 3', 'nursery' is 'Pre-KG').
 */
export const APPLICATION_CLASS_AS_GRADE: Record<(typeof APPLICATION_CLASSES)[number]['value'], string> = {
  nursery: 'Pre-KG',
  lkg: 'LKG',
  ukg: 'UKG',
  class1: 'Grade 1',
  class2: 'Grade 2',
  class3: 'Grade 3',
};

/** The classes the report's filter offers: the enquiry form's. */
export const REPORT_GRADES = ENQUIRY_GRADES;

export const FunnelFilterSchema = z.object({
  /** '2026-27'; none: the current year. */
  year: z
    .string()
    .trim()
    .max(7)
    .refine((v) => academicYearStart(v) !== null, DESK_REPORT_WORDS.invalidYear)
    .optional(),
  grade: z.enum(REPORT_GRADES as [string, ...string[]]).optional(),
  campusId: IdField.optional(),
  source: z.string().trim().min(1).max(260).optional(),
});
export type FunnelFilter = z.infer<typeof FunnelFilterSchema>;
