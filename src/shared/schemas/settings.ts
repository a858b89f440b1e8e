// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';

export { DEFAULT_SETTINGS } from '../content/default-settings';

// The site settings the school edits from the dashboard (contact details, links, notices).
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), {
    message: 'Enter a full https:// address or leave it empty',
  });

export const SiteSettingsSchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(200),
  phone: z.string().trim().min(1, 'Phone is required').max(40),
  addressIndia: z.string().trim().min(1, 'Akola school address is required').max(300),
  addressInternational: z.string().trim().min(1, 'International school address is required').max(300),
  addressDubai: z.string().trim().min(1, 'Dubai office address is required').max(300),
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  heroButtonText: z.string().trim().min(1, 'Hero button text is required').max(80),
  admissionsNotice: z.string().trim().max(300),
  videoUrl: optionalUrl,
  splashEnabled: z.boolean(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
