import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { MediaStore } from './lib/images/media-store';
import { type BackupService, createBackupService } from './platform/backups/schedule';
import { createLimits, type Limits } from './platform/limits';
import { MailSender, type MailSenderOptions } from './platform/mail/sender';
import type { SearchSource } from './platform/search/sources';
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
  /** The office's notifications: the outbox's sender (src/server/platform/mail/; started by the server only). */
  mail: MailSender;
  /**
   * The backups into DATA_DIR/backups (src/server/platform/backups/schedule.ts): "Back up now" and the last
   * outcome for the dashboard, whatever BACKUP_HOUR says; its daily timer is started by the server only.
   */
  backups: BackupService;
  /**
   * Page views counted in memory, written a minute at a time (src/server/platform/visits/; its timer
   * is started by the server only, and writes what is left at shutdown).
   */
  visits: VisitCounter;
  /** Called after every change to public content or settings: cached HTML is stale. */
  onContentChanged: () => void;
  /** The clock that publish windows, the site alert and the page cache's expiry read (tests set it). */
  now: () => Date;
  /** Per-process limits, one instance per app (tests build their own). */
  limits: Limits;
  /**
   * What site search may show, by source: every feature's (Feature.search), given by what assembles
   * the features (app.ts, the command line); none in a context made without them.
   */
  searchSources: readonly SearchSource[];
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
    /** The features' search sources (app.ts and the command line pass FEATURES'). */
    searchSources?: readonly SearchSource[];
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
      now,
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
    limits: createLimits(config),
    searchSources: opts.searchSources ?? [],
  };
}
