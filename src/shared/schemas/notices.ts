// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { SCHOOL_TIME_ZONE } from '../format';
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_LABELS, NOTICE_SEARCH_MAX, SLUG_MAX, SLUG_PATTERN } from '../notices';
import { localDateTime, windowInOrder } from './publish-window';

// A notice's fields as the office writes them (admin.notices.create/update), listed once, in the
// dashboard dialog's order: each with its rule (checked on both sides), its words in the dialog, a new
// notice's value, and whether visitors see it as written. The schema below, the dialog
// (src/client/admin/notices/notices-dialog.tsx) and the service's reads and writes
// (src/server/features/notices/service.ts) derive from this list, so a new field is its column in
// src/server/db/schema.ts and its migration, one entry here, and the page that shows it.

export const NOTICE_BODY_MAX = 20_000;

/** How the dialog edits a field; a 'datetime' is a datetime-local value in school time, stored as an instant. */
export type NoticeControl = 'text' | 'textarea' | 'select' | 'datetime' | 'checkbox';

export interface NoticeFieldDef {
  rule: z.ZodType;
  /** A new notice's value in the dialog. */
  blank: unknown;
  /** The dialog's label: the control's accessible name. */
  label: string;
  control: NoticeControl;
  hint?: string;
  /** The hint instead, once the notice has been published. */
  hintOncePublished?: string;
  /** A textarea's height, in lines. */
  rows?: number;
  /** A select's choices, in order. */
  options?: readonly { value: string; label: string }[];
  /** Half a row: consecutive half fields sit side by side. */
  half?: boolean;
  /** Sent as written with every notice the site shows (the list, the home page, the notice's page). */
  shownToVisitors?: boolean;
}

/** One field of the list; its new notice's value must pass for its rule's input. */
const field = <const F extends NoticeFieldDef>(def: F & { blank: z.input<F['rule']> }): F => def;

const fields = {
  title: field({
    rule: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long'),
    blank: '',
    label: 'Title',
    control: 'text',
    shownToVisitors: true,
  }),
  // Empty: made from the title (and kept once the notice has been published).
  slug: field({
    rule: z
      .string()
      .trim()
      .max(SLUG_MAX, `Address is too long (at most ${SLUG_MAX} characters)`)
      .refine((v) => v === '' || SLUG_PATTERN.test(v), {
        message: 'Use lowercase letters a-z, digits and single hyphens, such as term-1-exam-timetable',
      })
      .default(''),
    blank: '',
    label: 'Address',
    control: 'text',
    hint: 'The notice is at /notices/ and this address: lowercase letters, digits and hyphens. Leave empty to make it from the title.',
    hintOncePublished:
      'The notice is at /notices/ and this address. It has been published: changing it breaks links already shared.',
  }),
  category: field({
    rule: z.enum(NOTICE_CATEGORIES, { message: 'Choose a category' }),
    blank: 'circular',
    label: 'Category',
    control: 'select',
    options: NOTICE_CATEGORIES.map((value) => ({ value, label: NOTICE_CATEGORY_LABELS[value] })),
    shownToVisitors: true,
  }),
  body: field({
    rule: z.string().max(NOTICE_BODY_MAX, 'Text is too long').default(''),
    blank: '',
    label: 'Text',
    control: 'textarea',
    rows: 9,
    hint: 'Markdown: **bold**, *italic*, lists starting with -, [link text](https://...), tables. HTML is shown as text.',
  }),
  publishAt: field({
    rule: localDateTime,
    blank: '',
    label: 'Publish at',
    control: 'datetime',
    half: true,
    hint: `School time (${SCHOOL_TIME_ZONE}). Empty: at once.`,
  }),
  expireAt: field({
    rule: localDateTime,
    blank: '',
    label: 'Expire at',
    control: 'datetime',
    half: true,
    hint: 'Empty: it stays until deleted.',
  }),
  pinned: field({
    rule: z.boolean().default(false),
    blank: false,
    label: 'Pinned (shown above the other notices)',
    control: 'checkbox',
    shownToVisitors: true,
  }),
  // A draft is never shown, whatever its window.
  draft: field({
    rule: z.boolean().default(false),
    blank: false,
    label: 'Draft (not shown on the site)',
    control: 'checkbox',
  }),
};

type Fields = typeof fields;
export type NoticeFieldName = keyof Fields;
/** The fields whose control is a date and time. */
export type NoticeDateTimeField = {
  [K in NoticeFieldName]: Fields[K]['control'] extends 'datetime' ? K : never;
}[NoticeFieldName];
/** The fields visitors see as written. */
export type ShownNoticeField = {
  [K in NoticeFieldName]: Fields[K] extends { shownToVisitors: true } ? K : never;
}[NoticeFieldName];

export const NOTICE_FIELDS: Readonly<Record<NoticeFieldName, NoticeFieldDef>> = fields;
/** The fields in the dialog's order. */
export const NOTICE_FIELD_NAMES = Object.keys(fields) as NoticeFieldName[];
export const NOTICE_DATETIME_FIELDS = NOTICE_FIELD_NAMES.filter(
  (name): name is NoticeDateTimeField => NOTICE_FIELDS[name].control === 'datetime',
);
export const SHOWN_NOTICE_FIELDS = NOTICE_FIELD_NAMES.filter(
  (name): name is ShownNoticeField => NOTICE_FIELDS[name].shownToVisitors === true,
);

/** These fields of `source` (all of them by default), in the list's order. */
export function pickNoticeFields<T extends Record<K, unknown>, K extends NoticeFieldName = NoticeFieldName>(
  source: T,
  names: readonly K[] = NOTICE_FIELD_NAMES as K[],
): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, source[name]])) as Pick<T, K>;
}

type Rules = { [K in NoticeFieldName]: Fields[K]['rule'] };

export const NoticeFieldsSchema = z
  .object(Object.fromEntries(NOTICE_FIELD_NAMES.map((name) => [name, fields[name].rule])) as Rules)
  .superRefine(windowInOrder);

export type NoticeFields = z.input<typeof NoticeFieldsSchema>;

/** A new notice, as the dialog opens on it. */
export const NEW_NOTICE_FIELDS = Object.fromEntries(
  NOTICE_FIELD_NAMES.map((name) => [name, fields[name].blank]),
) as Required<NoticeFields>;

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
