import type { FastifyBaseLogger } from 'fastify';
import { ADMISSION_STATUS_LIMIT, ADMISSION_STATUS_WINDOW_MS } from '../shared/admissions';
import {
  ENQUIRY_RATE_LIMIT_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_LOCK_MS,
  LOGIN_WINDOW_MS,
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_CHECKS_QUEUED,
} from '../shared/constants';
import { TC_LOOKUP_LIMIT, TC_LOOKUP_WINDOW_MS } from '../shared/disclosure';
import { RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_IP, RESET_WINDOW_MS } from '../shared/staff';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { MediaStore } from './lib/images/media-store';
import { RateLimiter } from './lib/rate-limiter';
import { type BackupService, createBackupService } from './platform/backups/schedule';
import { AttemptLimiter, CheckGate } from './platform/limits';
import { MailSender, type MailSenderOptions } from './platform/mail/sender';
import { readSettings } from './platform/settings';
import { VisitCounter } from './platform/visits/counter';

export type ServiceLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What services need: the database, the image store, the log, limits, and a hook to drop cached pages. */
export interface ServiceContext {
  db: Db;
  media: MediaStore;
  config: AppConfig;
  /** The app's structured log (pino); never given a password or what a parent typed. */
  log: ServiceLog;
  /** The office's notifications: the outbox's sender (src/server/features/mail/; started by the server only). */
  mail: MailSender;
  /**
   * The backups into DATA_DIR/backups (src/server/platform/backups/schedule.ts): "Back up now" and the last
   * outcome for the dashboard, whatever BACKUP_HOUR says; its daily timer is started by the server only.
   */
  backups: BackupService;
  /**
   * Page views counted in memory, written a minute at a time (src/server/features/visits/; its timer
   * is started by the server only, and writes what is left at shutdown).
   */
  visits: VisitCounter;
  /** Called after every change to public content or settings: cached HTML is stale. */
  onContentChanged: () => void;
  /** The clock that publish windows, the site alert and the page cache's expiry read (tests set it). */
  now: () => Date;
  /** Per-process limits, one instance per app (tests build their own). */
  limits: {
    /** Enquiries per client address (ENQUIRY_RATE_LIMIT per 10 minutes). */
    enquiry: RateLimiter;
    /** Online applications per client address, like enquiries. */
    application: RateLimiter;
    /** Transfer-certificate lookups per client address (TC_LOOKUP_LIMIT per 15 minutes), API and form alike. */
    tcLookup: RateLimiter;
    /** /admission-status checks per client address (ADMISSION_STATUS_LIMIT per 15 minutes), API and form alike. */
    admissionStatus: RateLimiter;
    /** Failed sign-ins per client address (10 per 15 minutes; the 11th answers 429). */
    loginByIp: AttemptLimiter;
    /** Failed sign-ins per account from any address (5, then locked for 15 minutes). */
    loginByAccount: AttemptLimiter;
    /** Password checks running at once. */
    passwordChecks: CheckGate;
    /** Password reset requests per client address (src/server/features/staff/). */
    resetByIp: RateLimiter;
    /** Password reset requests per account typed, from any address. */
    resetByAccount: RateLimiter;
  };
}

/** The one way to assemble a ServiceContext (the server, the command line and tests). */
export function createServiceContext(
  config: AppConfig,
  db: Db,
  opts: {
    log: ServiceLog;
    onContentChanged?: () => void;
    /** The sender's clock and limits (tests set them). */
    mail?: Pick<MailSenderOptions, 'now' | 'pollMs' | 'maxAttempts'>;
    /** The clock of publish windows and the site alert (default: the system's). */
    now?: () => Date;
  },
): ServiceContext {
  const now = opts.now ?? (() => new Date());
  return {
    db,
    media: new MediaStore(config.dataDir),
    config,
    log: opts.log,
    mail: new MailSender({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: opts.log, ...opts.mail }),
    backups: createBackupService({
      dataDir: config.dataDir,
      sqlite: db.$client,
      hour: config.backupHour,
      keep: config.backupKeep,
      log: opts.log,
    }),
    visits: new VisitCounter({
      db,
      siteUrl: config.siteUrl,
      now,
      timeZone: () => readSettings(db).timeZone,
      log: opts.log,
    }),
    onContentChanged: opts.onContentChanged ?? (() => {}),
    now,
    limits: {
      enquiry: new RateLimiter(config.enquiryRateLimit, ENQUIRY_RATE_LIMIT_WINDOW_MS),
      application: new RateLimiter(config.enquiryRateLimit, ENQUIRY_RATE_LIMIT_WINDOW_MS),
      tcLookup: new RateLimiter(TC_LOOKUP_LIMIT, TC_LOOKUP_WINDOW_MS),
      admissionStatus: new RateLimiter(ADMISSION_STATUS_LIMIT, ADMISSION_STATUS_WINDOW_MS),
      loginByIp: new AttemptLimiter(LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS, LOGIN_WINDOW_MS),
      loginByAccount: new AttemptLimiter(LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS, LOGIN_LOCK_MS),
      passwordChecks: new CheckGate(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_QUEUED),
      resetByIp: new RateLimiter(RESET_REQUESTS_PER_IP, RESET_WINDOW_MS),
      resetByAccount: new RateLimiter(RESET_REQUESTS_PER_ACCOUNT, RESET_WINDOW_MS),
    },
  };
}
