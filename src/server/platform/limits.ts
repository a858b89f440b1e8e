import { ADMISSION_STATUS_LIMIT, ADMISSION_STATUS_WINDOW_MS } from '../../shared/admissions';

/** Claims of a payment from one address in ADMISSION_STATUS_WINDOW_MS: a parent retyping a UTR a few times. */
const PAYMENT_CLAIM_LIMIT = 10;

import {
  ENQUIRY_RATE_LIMIT_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_LOCK_MS,
  LOGIN_WINDOW_MS,
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_CHECKS_QUEUED,
} from '../../shared/constants';
import { TC_LOOKUP_LIMIT, TC_LOOKUP_WINDOW_MS } from '../../shared/disclosure';
import { RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_IP, RESET_WINDOW_MS } from '../../shared/staff';
import type { AppConfig } from '../config';
import { RateLimiter } from '../lib/rate-limiter';
/**
 * Sign-in limits that hold under parallel requests (docs/decisions/003-sign-in-and-sessions.md).
 *
 * An attempt is counted when it starts, before the slow password check, so fifty parallel guesses
 * cannot all be checked: once failures plus attempts in flight reach the limit, the next attempt is
 * refused at once. A failure keeps its count; a success clears the counts of that account and address.
 * Reaching the limit locks the key for `lockMs`, the correct password included.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, { failures: number; inFlight: number; resetAt: number }>();

  constructor(
    readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly lockMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when `key` may not try now (0 when it may). */
  retryAfter(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures + entry.inFlight < this.maxFailures) return 0;
    // Only attempts in flight and no lock yet: they finish within a second or two.
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  /** Starts an attempt (counted at once). */
  begin(key: string): void {
    const entry = this.current(key) ?? this.create(key);
    entry.inFlight += 1;
  }

  /** The attempt failed; returns true when this failure locked the key. */
  fail(key: string): boolean {
    const entry = this.current(key) ?? this.create(key);
    entry.inFlight = Math.max(0, entry.inFlight - 1);
    entry.failures += 1;
    if (entry.failures === 1) entry.resetAt = this.now() + this.windowMs;
    if (entry.failures >= this.maxFailures) {
      entry.resetAt = this.now() + this.lockMs;
      return entry.failures === this.maxFailures;
    }
    return false;
  }

  /** The attempt succeeded (or never reached a check): forget it; `clear` forgets the failures too. */
  end(key: string, clear: boolean): void {
    const entry = this.current(key);
    if (!entry) return;
    entry.inFlight = Math.max(0, entry.inFlight - 1);
    if (clear) entry.failures = 0;
    if (entry.failures === 0 && entry.inFlight === 0) this.entries.delete(key);
  }

  private current(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.inFlight === 0 && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private create(key: string) {
    if (this.entries.size >= 10_000) this.sweep();
    const entry = { failures: 0, inFlight: 0, resetAt: this.now() + this.windowMs };
    this.entries.set(key, entry);
    return entry;
  }

  private sweep() {
    const t = this.now();
    for (const [k, v] of this.entries) if (v.inFlight === 0 && v.resetAt <= t) this.entries.delete(k);
  }
}

/**
 * Bounds how many password checks (argon2, about 20 MiB and 10-60 ms each on libuv's thread pool)
 * run at once, so a burst of sign-ins cannot hold the pool that also serves files and images. Waiters
 * queue up to `maxQueued`; beyond that the check is refused.
 */
export class CheckGate {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxQueued: number,
  ) {}

  /** Runs `fn` when a slot is free; returns null (without running it) when the queue is full. */
  async run<T>(fn: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running >= this.maxRunning) {
      if (this.queue.length >= this.maxQueued) return null;
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return { value: await fn() };
    } finally {
      const next = this.queue.shift();
      // The slot passes straight to the next waiter; otherwise it is freed.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** Per-process limits, one instance per app (tests build their own). */
export interface Limits {
  /** Enquiries per client address (ENQUIRY_RATE_LIMIT per 10 minutes). */
  enquiry: RateLimiter;
  /** Online applications per client address, like enquiries. */
  application: RateLimiter;
  /** Applications for a post (/careers/apply) per client address, like enquiries. */
  careers: RateLimiter;
  /** Transfer-certificate lookups per client address (TC_LOOKUP_LIMIT per 15 minutes), API and form alike. */
  tcLookup: RateLimiter;
  /** /admission-status checks per client address (ADMISSION_STATUS_LIMIT per 15 minutes), API and form alike. */
  admissionStatus: RateLimiter;
  /** "I have paid" claims per client address (PAYMENT_CLAIM_LIMIT per 15 minutes), API and form alike. */
  paymentClaim: RateLimiter;
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
}

/** The limits of one app, from its settings (ENQUIRY_RATE_LIMIT) and the fixed rules in src/shared. */
export function createLimits(config: Pick<AppConfig, 'enquiryRateLimit'>): Limits {
  return {
    enquiry: new RateLimiter(config.enquiryRateLimit, ENQUIRY_RATE_LIMIT_WINDOW_MS),
    application: new RateLimiter(config.enquiryRateLimit, ENQUIRY_RATE_LIMIT_WINDOW_MS),
    careers: new RateLimiter(config.enquiryRateLimit, ENQUIRY_RATE_LIMIT_WINDOW_MS),
    tcLookup: new RateLimiter(TC_LOOKUP_LIMIT, TC_LOOKUP_WINDOW_MS),
    admissionStatus: new RateLimiter(ADMISSION_STATUS_LIMIT, ADMISSION_STATUS_WINDOW_MS),
    paymentClaim: new RateLimiter(PAYMENT_CLAIM_LIMIT, ADMISSION_STATUS_WINDOW_MS),
    loginByIp: new AttemptLimiter(LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS, LOGIN_WINDOW_MS),
    loginByAccount: new AttemptLimiter(LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS, LOGIN_LOCK_MS),
    passwordChecks: new CheckGate(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_QUEUED),
    resetByIp: new RateLimiter(RESET_REQUESTS_PER_IP, RESET_WINDOW_MS),
    resetByAccount: new RateLimiter(RESET_REQUESTS_PER_ACCOUNT, RESET_WINDOW_MS),
  };
}
