import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { ROLES } from './roles';

// Staff accounts: invitations, password resets and each person's sessions
// (docs/decisions/036-staff-accounts-and-roles.md).

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a password reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** Random bytes in an invitation or reset token (base64url in the link). */
export const STAFF_TOKEN_BYTES = 32;
/** Password reset requests per client address in RESET_WINDOW_MS. */
export const RESET_REQUESTS_PER_IP = 10;
/** Password reset requests per account key (what was typed) in RESET_WINDOW_MS. */
export const RESET_REQUESTS_PER_ACCOUNT = 5;
export const RESET_WINDOW_MS = 15 * 60 * 1000;

/** What a token in a link looks like (43 base64url characters); anything else is refused unread. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

export const InviteSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: z.string().trim().toLowerCase().max(200).email('Please enter a valid e-mail address'),
  role: z.enum(ROLES, { message: 'Choose a role' }),
});
export type InviteInput = z.infer<typeof InviteSchema>;

export const AcceptInvitationSchema = z
  .object({
    token: z.string().max(200),
    username: z
      .string()
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(100, 'Username is too long')
      .regex(/^[A-Za-z0-9._@+-]+$/, 'Use letters, digits and . _ @ + - only'),
    password: newPassword,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

export const ResetPasswordSchema = z
  .object({
    token: z.string().max(200),
    password: newPassword,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

export const ForgotPasswordSchema = z.object({
  account: z.string().trim().min(1, 'Enter your e-mail address or username').max(200),
});

/** A username suggested from an invited e-mail address: its part before the @. */
export const suggestedUsername = (email: string) => (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._+-]/g, '');

/** "Chrome on Android" from a User-Agent, in plain words; never the whole string. */
export function describeUserAgent(ua: string): string {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  return 'An unknown browser';
}
