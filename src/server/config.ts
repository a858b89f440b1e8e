import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../shared/constants';
import type { LogFormat } from './lib/log-format';

/** Enquiries (and as many applications) accepted per client address per 10 minutes, unless set. */
export const DEFAULT_ENQUIRY_RATE_LIMIT = 10;
/** The largest ENQUIRY_RATE_LIMIT accepted: high enough for a load test from one address. */
export const MAX_ENQUIRY_RATE_LIMIT = 1_000_000;
/** The daily backup's hour (school time) and how many archives are kept, unless set. */
export const DEFAULT_BACKUP_HOUR = 2;
export const DEFAULT_BACKUP_KEEP = 14;

// The environment variables of README.md 'Configuration'. main.ts is the only reader of
// process.env; tests pass their own.
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  SITE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[a-zA-Z0-9_.-]{3,40}$/, '3-40 letters, digits, dot, dash or underscore')
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH)
    .optional(),
  // Enrols the first Owner made from ADMIN_USERNAME / ADMIN_PASSWORD in two-factor sign-in with this
  // base32 secret, for automated installs: its first sign-in then needs a code and no set-up step.
  ADMIN_TOTP_SECRET: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .refine((v) => /^[A-Z2-7]{16,128}=*$/.test(v), 'must be a base32 secret of at least 16 characters (80 bits)')
    .optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message: "use 'false', 'true' (a proxy on this machine), or the proxies' addresses separated by commas",
        });
        return z.NEVER;
      }
      return parsed;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: readable lines in a terminal, JSON otherwise (lib/log-format.ts).
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: "'json' or 'pretty'" }).optional(),
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).max(MAX_ENQUIRY_RATE_LIMIT).default(DEFAULT_ENQUIRY_RATE_LIMIT),
  // The daily backup (docs/decisions/015-backups.md): the hour in the school's time zone, or 'off'.
  BACKUP_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)], { error: "an hour from 0 to 23, or 'off'" })
    .default(DEFAULT_BACKUP_HOUR),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(DEFAULT_BACKUP_KEEP),
  // The office's notifications (docs/decisions/016-mail-outbox.md): without SMTP_URL nothing is sent.
  SMTP_URL: z
    .string()
    .refine((v) => URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol) && new URL(v).hostname !== '', {
      message: 'use smtp://user:password@host:587 (or smtps:// for port 465)',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'use an address, or a name and <address>')
    .optional(),
});

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  siteUrl: string;
  adminUsername?: string;
  adminPassword?: string;
  /** ADMIN_TOTP_SECRET: the first Owner's two-factor secret, for automated installs (base32, upper case). */
  adminTotpSecret?: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe: false (none) or their addresses/CIDRs/range names.
   * Never "every hop": that lets a client choose its own address.
   */
  trustProxy: false | string[];
  /** The site is served over https (SITE_URL), so cookies are Secure and use the __Host- prefix. */
  isHttps: boolean;
  logLevel: string;
  /**
   * JSON lines, or readable lines for a person at a terminal (LOG_FORMAT). Unset, main.ts decides
   * from where its output goes (logFormat in lib/log-format.ts).
   */
  logFormat?: LogFormat;
  /** Enquiries (and applications) accepted per client address per 10 minutes. */
  enquiryRateLimit: number;
  /** The hour (0-23, school time) of the daily backup into DATA_DIR/backups; null: none. */
  backupHour: number | null;
  /** Daily archives kept (older ones deleted after a successful backup). */
  backupKeep: number;
  /** Where the office's notifications are sent through (SMTP_URL, with its password); never logged (see smtpDisplay). */
  smtpUrl?: string;
  /** The From of every mail (MAIL_FROM, by default website@ the site's host name). */
  mailFrom: string;
}

export class ConfigError extends Error {}

/** proxy-addr's names for address ranges: 127.0.0.1/8 and ::1, 169.254.0.0/16, 10/8, 172.16/12, 192.168/16, fc00::/7. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-* headers are believed (docs/decisions/006-request-limits.md):
 * 'false' (none, the default), 'true' (the same machine: 'loopback', for an nginx beside the site), or
 * a comma-separated list of addresses, CIDR ranges and range names. The client address is then the
 * last X-Forwarded-For entry not added by one of them, so a client cannot choose its own. A hop
 * count is not offered: it cannot tell a proxy from a client that connects directly. Null when invalid.
 */
export function parseTrustProxy(value: string): false | string[] | null {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes' || v === '1') return ['loopback'];
  const parts = v.split(',').map((p) => p.trim());
  const isAddress = (p: string) => {
    if (RANGE_NAMES.includes(p)) return true;
    const [ip, bits, extra] = p.split('/');
    if (extra !== undefined || !ip || net.isIP(ip) === 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(ip) ? 32 : 128));
  };
  return parts.length > 0 && parts.every(isAddress) ? parts : null;
}

/** Parses the environment; a bad value throws a ConfigError whose one-line message names the variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const e = result.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminTotpSecret: e.ADMIN_TOTP_SECRET,
    trustProxy: e.TRUST_PROXY,
    isHttps: (e.SITE_URL ?? '').startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    backupHour: e.BACKUP_HOUR === 'off' ? null : e.BACKUP_HOUR,
    backupKeep: e.BACKUP_KEEP,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `website@${new URL(e.SITE_URL ?? 'http://localhost').hostname}`,
  };
}

/** The SMTP server as it may be shown or logged: its address without the user's password. */
export function smtpDisplay(smtpUrl: string): string {
  const u = new URL(smtpUrl);
  return `${u.protocol}//${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}`;
}
