import type { Transporter } from 'nodemailer';
import type { ServiceLog } from '../../context';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/write';
import {
  dueMails,
  MAIL_LINK_PLACEHOLDER,
  MAX_ATTEMPTS,
  markAttemptFailed,
  markSent,
  type OutgoingMail,
  outboxStatus,
  type QueuedMail,
  withdrawMail,
} from './outbox';

// Sends the outbox's due mails from inside the server process (docs/decisions/016-mail-outbox.md).
// Sending is network I/O only; each state change is one short write(), so requests never wait on it.

/** How often the outbox is looked at when nothing wakes the sender (a mail queued wakes it at once). */
export const MAIL_POLL_MS = 30_000;

/** How long closing waits for a mail being sent. */
const STOP_WAIT_MS = 3_000;

/**
 * A refusal of this recipient or this message (nodemailer's EENVELOPE, EMESSAGE); anything else
 * (connection, greeting, TLS, sign-in) is about the server and applies to every mail.
 */
function isAboutThisMail(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

/** A single-use link made for one delivery: its address, and the write that makes it work once delivered. */
export interface MadeLink {
  url: string;
  activate: (tx: Tx) => void;
}

/**
 * Makes a fresh link for the row `id` of one purpose (an invitation), or null when none is wanted any
 * more (used, revoked, removed): the mail is then withdrawn. Given by the feature the purpose is its
 * (Feature.mailLinks), so the platform never names a feature.
 */
export type MailLinkMaker = (id: number) => MadeLink | null;

/** A file made for one delivery and attached to it. */
export interface MadeAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Makes the file for the row `id` of one purpose (a receipt), or null when there is none any more
 * (erased): the mail is then withdrawn. Given by the feature the purpose is its (Feature.mailAttachments).
 */
export type MailAttachmentMaker = (id: number) => Promise<MadeAttachment | null>;

/** A mail's link purpose with no maker: about that mail, not the server (nothing else is held back). */
class NoLinkMakerError extends Error {
  readonly code = 'EMESSAGE';
}

export interface MailSenderOptions {
  db: Db;
  /** SMTP_URL; without it nothing is ever sent. */
  smtpUrl?: string;
  from: string;
  log: ServiceLog;
  /** The clock the backoff is measured with (tests move it). */
  now?: () => Date;
  pollMs?: number;
  maxAttempts?: number;
}

export interface SendPass {
  sent: number;
  retrying: number;
  failed: number;
}

/** The error as stored and shown to the office: its SMTP answer, or what went wrong with the connection. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & { code?: string; response?: string };
  return (e.response ?? e.message ?? e.code ?? 'Unknown error').slice(0, 500);
}

/** What may be logged about a failed send: codes only (an SMTP answer can quote an address). */
function loggable(error: unknown) {
  const e = error as { code?: string; responseCode?: number };
  return { code: e?.code, responseCode: e?.responseCode };
}

export class MailSender {
  readonly configured: boolean;
  /** Made on the first mail: nodemailer is loaded then, not at start (docs/decisions/024-memory-budget.md). */
  private transport: Promise<Transporter> | null = null;
  /** The sender's clock: queued mails are due from its now. */
  readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SendPass> | null = null;
  private again = false;
  private stopped = false;
  private readonly linkMakers = new Map<string, MailLinkMaker>();
  private readonly attachmentMakers = new Map<string, MailAttachmentMaker>();

  constructor(private readonly opts: MailSenderOptions) {
    this.configured = Boolean(opts.smtpUrl);
    this.now = opts.now ?? (() => new Date());
  }

  private transportFor(smtpUrl: string): Promise<Transporter> {
    // Short limits: a mail server that does not answer costs one attempt, not minutes of waiting.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return this.transport;
  }

  /** The link makers of a feature, by purpose (app.ts gives every feature's at start). */
  addLinkMakers(makers: Record<string, MailLinkMaker>): void {
    for (const [purpose, make] of Object.entries(makers)) {
      if (this.linkMakers.has(purpose)) throw new Error(`Two link makers for mails of '${purpose}'`);
      this.linkMakers.set(purpose, make);
    }
  }

  /** The attachment makers of a feature, by purpose (app.ts gives every feature's at start). */
  addAttachmentMakers(makers: Record<string, MailAttachmentMaker>): void {
    for (const [purpose, make] of Object.entries(makers)) {
      if (this.attachmentMakers.has(purpose)) throw new Error(`Two attachment makers for mails of '${purpose}'`);
      this.attachmentMakers.set(purpose, make);
    }
  }

  /** Starts the loop: due mails now, then every pollMs and whenever a mail is queued (wake). */
  start(): void {
    if (!this.configured || this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.runOnce(), this.opts.pollMs ?? MAIL_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** A mail was queued: send it soon, without making the caller wait. */
  wake(): void {
    if (this.timer && !this.stopped) setImmediate(() => void this.runOnce());
  }

  /**
   * Sends every due pending mail once and records each outcome; one pass at a time (a call during a
   * pass gets that pass, and another pass follows it). Never throws: failures are stored on the rows.
   */
  runOnce(): Promise<SendPass> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const pass = this.pass().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.runOnce();
      }
    });
    this.running = pass;
    return pass;
  }

  private async pass(): Promise<SendPass> {
    const result: SendPass = { sent: 0, retrying: 0, failed: 0 };
    if (!this.configured) return result;
    try {
      // When the server cannot be reached or refuses the session (not one mail), the rest of the
      // pass gets the same failed attempt without waiting on the server once per mail.
      let serverDown: unknown = null;
      for (const mail of dueMails(this.opts.db, this.now())) {
        if (this.stopped) break;
        if (serverDown) {
          this.failed(mail, serverDown, result);
          continue;
        }
        // A link is made for this attempt only, in memory: it works once the server has taken the
        // mail (activate, with the row's "sent"), so a failed attempt leaves none that works and the
        // next attempt's replaces it (docs/decisions/046-no-live-link-at-rest.md).
        let link: MadeLink | null = null;
        if (mail.linkFor) {
          const make = this.linkMakers.get(mail.linkFor.purpose);
          if (!make) {
            this.failed(mail, new NoLinkMakerError(`No link can be made for '${mail.linkFor.purpose}'`), result);
            continue;
          }
          link = make(mail.linkFor.id);
          if (!link) {
            withdrawMail(this.opts.db, mail.id);
            this.opts.log.info({ mailId: mail.id, kind: mail.kind }, 'mail withdrawn: its link is no longer wanted');
            continue;
          }
        }
        let attachment: MadeAttachment | null = null;
        if (mail.attachFor) {
          const make = this.attachmentMakers.get(mail.attachFor.purpose);
          if (!make) {
            this.failed(mail, new NoLinkMakerError(`No file can be made for '${mail.attachFor.purpose}'`), result);
            continue;
          }
          try {
            attachment = await make(mail.attachFor.id);
          } catch (error) {
            this.failed(mail, error, result);
            continue;
          }
          if (!attachment) {
            withdrawMail(this.opts.db, mail.id);
            this.opts.log.info({ mailId: mail.id, kind: mail.kind }, 'mail withdrawn: its file is no longer there');
            continue;
          }
        }
        try {
          const url = link?.url;
          const text = url ? mail.text.replaceAll(MAIL_LINK_PLACEHOLDER, () => url) : mail.text;
          await this.deliver({ ...mail, text }, attachment);
        } catch (error) {
          this.failed(mail, error, result);
          if (!isAboutThisMail(error)) serverDown = error;
          continue;
        }
        markSent(this.opts.db, mail.id, this.now(), link?.activate);
        result.sent++;
        this.opts.log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
      }
    } catch (error) {
      // The database itself failed (disk full, or closed while stopping): the rows keep their state
      // and the next pass (or the next start) tries again.
      if (!this.stopped) this.opts.log.error({ err: loggable(error) }, 'mail outbox pass failed');
    }
    return result;
  }

  private failed(mail: QueuedMail, error: unknown, result: SendPass): void {
    const status = markAttemptFailed(
      this.opts.db,
      mail,
      describe(error),
      this.now(),
      this.opts.maxAttempts ?? MAX_ATTEMPTS,
    );
    result[status === 'failed' ? 'failed' : 'retrying']++;
    this.opts.log.warn(
      { mailId: mail.id, kind: mail.kind, attempts: mail.attempts + 1, status, ...loggable(error) },
      'mail not sent',
    );
  }

  private async deliver(mail: OutgoingMail, attachment: MadeAttachment | null = null): Promise<void> {
    if (!this.opts.smtpUrl) throw new Error('SMTP_URL is not set');
    const transport = await this.transportFor(this.opts.smtpUrl);
    await transport.sendMail({
      from: this.opts.from,
      to: mail.recipients,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      ...(attachment ? { attachments: [attachment] } : {}),
    });
  }

  /** Sends one mail now, outside the outbox (the dashboard's test e-mail); throws the server's answer as an Error. */
  async sendNow(mail: OutgoingMail): Promise<void> {
    try {
      await this.deliver(mail);
    } catch (error) {
      this.opts.log.warn({ kind: mail.kind, ...loggable(error) }, 'mail not sent');
      throw new Error(describe(error));
    }
  }

  /** The dashboard's panel: configured or not, how many mails wait and which failed with what error. */
  status() {
    return { configured: this.configured, ...outboxStatus(this.opts.db) };
  }

  /** Stops the loop and waits for a running pass (the mail being sent finishes; the rest wait in the table). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // A server that never answers would hold the shutdown for the connection limits: wait a little,
    // then let the database close (that mail keeps its state and is sent after the next start).
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => {
        timeout = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(timeout);
    (await this.transport?.catch(() => null))?.close();
  }
}
