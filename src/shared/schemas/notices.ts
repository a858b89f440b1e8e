// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { NOTICE_CATEGORIES, NOTICE_SEARCH_MAX, SLUG_MAX, SLUG_PATTERN } from '../notices';
import { publishWindowFields, windowInOrder } from './publish-window';

// A notice as the dashboard writes it (admin.notices.create/update). Publish at and Expire at are
// datetime-local values in the school's time zone (src/shared/schemas/publish-window.ts).

export const NOTICE_BODY_MAX = 20_000;

export const NoticeFieldsSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long'),
    // Empty: made from the title (and kept once the notice has been published).
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, `Address is too long (at most ${SLUG_MAX} characters)`)
      .refine((v) => v === '' || SLUG_PATTERN.test(v), {
        message: 'Use lowercase letters a-z, digits and single hyphens, such as term-1-exam-timetable',
      })
      .default(''),
    category: z.enum(NOTICE_CATEGORIES, { message: 'Choose a category' }),
    body: z.string().max(NOTICE_BODY_MAX, 'Text is too long').default(''),
    pinned: z.boolean().default(false),
    draft: z.boolean().default(false),
    ...publishWindowFields,
  })
  .superRefine(windowInOrder);

export type NoticeFields = z.input<typeof NoticeFieldsSchema>;

export const NoticeUpdateSchema = NoticeFieldsSchema.safeExtend({ id: z.number().int().positive() });

/** The public list's input: what the /notices address says. */
export const NoticeListInputSchema = z.object({
  category: z.union([z.enum(NOTICE_CATEGORIES), z.literal('')]).default(''),
  q: z.string().trim().max(NOTICE_SEARCH_MAX).default(''),
  page: z.number().int().min(1).max(100_000).default(1),
});

export const NoticeSlugInputSchema = z.object({
  slug: z.string().max(SLUG_MAX),
});

export const AttachmentIdSchema = z.object({ id: z.number().int().positive() });
