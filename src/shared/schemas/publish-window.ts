// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';

// The optional publish window of scheduled content (notices, announcements, slides): datetime-local
// values ('2026-06-10T09:00') in the school's time zone, or empty. The server turns them into
// instants (src/shared/time-zone.ts) and hides the item outside them (src/server/content/schedule.ts).

export const PUBLISH_WINDOW_MESSAGES = {
  invalid: 'Enter a date and time, or leave it empty',
  order: 'Expire at must be after Publish at',
} as const;

/** A datetime-local value in the school's time zone, or empty. */
export const localDateTime = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v), { message: PUBLISH_WINDOW_MESSAGES.invalid })
  .default('');

export const publishWindowFields = {
  publishAt: localDateTime,
  expireAt: localDateTime,
};

/** Expire-at after publish-at, reported beside Expire at (add with .superRefine to the fields' object). */
export function windowInOrder(value: { publishAt?: string; expireAt?: string }, ctx: z.RefinementCtx): void {
  // Same-format strings compare as their instants do.
  if (value.publishAt && value.expireAt && value.expireAt <= value.publishAt)
    ctx.addIssue({ code: 'custom', path: ['expireAt'], message: PUBLISH_WINDOW_MESSAGES.order });
}
