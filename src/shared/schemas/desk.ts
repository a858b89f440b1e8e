// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { HEARD_FROM, STAGES } from '../admissions';
import { DESK_MESSAGES } from '../content/desk-words';
import { ENQUIRY_GRADES } from '../content/enquiry-options';
import { IdField } from './id';

// The inputs of the desk's pipeline procedures (admin.desk.*), shared with the dashboard's forms so
// both check the same rules; the messages are the office's words (src/shared/content/desk-words.ts).

export const DESK_KINDS = ['enquiry', 'application'] as const;
export const NOTE_CHANNELS = ['call', 'visit', 'message', 'other'] as const;
export type NoteChannel = (typeof NOTE_CHANNELS)[number];
export const WALK_IN_CHANNELS = ['walk-in', 'phone'] as const;
export type WalkInChannel = (typeof WALK_IN_CHANNELS)[number];
export const QUEUE_SCOPES = ['mine', 'everyone'] as const;
export type QueueScope = (typeof QUEUE_SCOPES)[number];
/** Items per queue list and kind: a queue longer than this is no longer a to-do list. */
export const QUEUE_LIMIT = 100;

export const DESK_NOTE_MAX_CHARS = 2000;
export const FOLLOW_UP_NOTE_MAX_CHARS = 300;

/** A school day as the date input sends it. */
const SCHOOL_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isSchoolDay(value: string): boolean {
  if (!SCHOOL_DAY_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000;
}

const RecordRef = { kind: z.enum(DESK_KINDS, { error: DESK_MESSAGES.kind }), id: IdField };

export const DeskRecordInputSchema = z.object(RecordRef);
export type DeskRecordInput = z.infer<typeof DeskRecordInputSchema>;

export const DeskStageInputSchema = z.object({
  ...RecordRef,
  stage: z.enum(STAGES, { error: DESK_MESSAGES.stage }),
  note: z.string().trim().max(DESK_NOTE_MAX_CHARS, { error: DESK_MESSAGES.noteTooLong }).optional(),
});

export const DeskAssignInputSchema = z.object({
  ...RecordRef,
  adminId: IdField.nullable(),
});

export const DeskFollowUpInputSchema = z.object({
  ...RecordRef,
  on: z
    .string({ error: DESK_MESSAGES.followUpDate })
    .refine(isSchoolDay, { error: DESK_MESSAGES.followUpDate })
    .nullable(),
  note: z
    .string()
    .trim()
    .max(FOLLOW_UP_NOTE_MAX_CHARS, { error: DESK_MESSAGES.followUpNoteTooLong })
    .optional()
    .default(''),
});

export const DeskNoteInputSchema = z.object({
  ...RecordRef,
  channel: z.enum(NOTE_CHANNELS, { error: DESK_MESSAGES.channel }),
  text: z
    .string({ error: DESK_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: DESK_MESSAGES.noteRequired, abort: true })
    .max(DESK_NOTE_MAX_CHARS, { error: DESK_MESSAGES.noteTooLong }),
});

export const DeskCampusInputSchema = z.object({
  ...RecordRef,
  campusId: IdField.nullable(),
});

export const DeskQueueInputSchema = z.object({
  scope: z.enum(QUEUE_SCOPES, { error: DESK_MESSAGES.scope }).default('mine'),
});

/**
 * A mobile number as the office may type it (+91, a leading 0, spaces, dashes): the ten digits of an
 * Indian mobile, or null when it is not one.
 */
export function officeMobile(value: string): string | null {
  let digits = value.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEARD_FROM_VALUES = HEARD_FROM.map((h) => h.value) as [string, ...string[]];

/** A walk-in or phone enquiry the office records itself (the only way the office creates one). */
export const WalkInInputSchema = z.object({
  channel: z.enum(WALK_IN_CHANNELS, { error: DESK_MESSAGES.walkInChannel }),
  name: z
    .string({ error: DESK_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: DESK_MESSAGES.nameRequired, abort: true })
    .max(200, { error: DESK_MESSAGES.nameTooLong }),
  mobile: z
    .string({ error: DESK_MESSAGES.mobileRequired })
    .trim()
    .min(1, { error: DESK_MESSAGES.mobileRequired, abort: true })
    .max(20, { error: DESK_MESSAGES.mobile, abort: true })
    .refine((v) => officeMobile(v) !== null, { error: DESK_MESSAGES.mobile })
    .transform((v) => officeMobile(v) ?? v),
  email: z
    .string()
    .trim()
    .max(254, { error: DESK_MESSAGES.email, abort: true })
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: DESK_MESSAGES.email })
    .optional()
    .default(''),
  grade: z
    .string({ error: DESK_MESSAGES.grade })
    .refine((v) => ENQUIRY_GRADES.includes(v), { error: DESK_MESSAGES.grade }),
  city: z.string().trim().max(60, { error: DESK_MESSAGES.cityTooLong }).optional().default(''),
  note: z.string().trim().max(DESK_NOTE_MAX_CHARS, { error: DESK_MESSAGES.noteTooLong }).optional().default(''),
  heardFrom: z
    .union([z.enum(HEARD_FROM_VALUES), z.literal('')], { error: DESK_MESSAGES.heardFrom })
    .optional()
    .default(''),
  campusId: IdField.nullable().optional().default(null),
});
export type WalkInInput = z.input<typeof WalkInInputSchema>;
export type WalkIn = z.output<typeof WalkInInputSchema>;
