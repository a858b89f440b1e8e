import path from 'node:path';
import { z } from 'zod';

// DECISIONS.md 'Configuration'. main.ts is the only reader of process.env; tests pass their own.
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters').max(200).optional(),
  TRUST_PROXY: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(10),
});

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  siteUrl: string;
  adminUsername?: string;
  adminPassword?: string;
  trustProxy: boolean;
  logLevel: string;
  /** Enquiries (and applications) accepted per client address per 10 minutes. */
  enquiryRateLimit: number;
}

export class ConfigError extends Error {}

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
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
  };
}
