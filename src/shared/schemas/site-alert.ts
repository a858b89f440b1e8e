// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { linkField } from './admin-content';
import { localDateTime } from './publish-window';

// The site-wide alert (docs/decisions/018-scheduled-content-and-site-alert.md): one at a time or
// none, shown at the top of every public page between its start and end.

export const ALERT_SEVERITIES = ['information', 'warning', 'urgent'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const ALERT_SEVERITY_LABELS: Record<AlertSeverity, string> = {
  information: 'Information',
  warning: 'Warning',
  urgent: 'Urgent',
};

export const SITE_ALERT_MESSAGES = {
  messageRequired: 'Message is required',
  messageTooLong: 'Message is too long',
  order: 'Ends at must be after Starts at',
} as const;

/** What the office types: start and end are datetime-local values in the school's time zone, or empty. */
export const SiteAlertInputSchema = z
  .object({
    message: z.string().trim().min(1, SITE_ALERT_MESSAGES.messageRequired).max(300, SITE_ALERT_MESSAGES.messageTooLong),
    link: linkField,
    severity: z.enum(ALERT_SEVERITIES),
    startsAt: localDateTime,
    endsAt: localDateTime,
  })
  .superRefine((value, ctx) => {
    if (value.startsAt && value.endsAt && value.endsAt <= value.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: SITE_ALERT_MESSAGES.order });
  });
export type SiteAlertInput = z.input<typeof SiteAlertInputSchema>;

/** The alert as every public page gets it while it is active. */
export interface ActiveSiteAlert {
  /** Changes on every save: a visitor who dismissed the previous alert sees the new one. */
  id: string;
  message: string;
  link: string;
  severity: AlertSeverity;
  /** ISO instant it ends, or null; an open page hides it then. */
  endsAt: string | null;
}
