import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { MediaStore } from '../images/media-store';
import type { RateLimiter } from './rate-limiter';

/** What services need: the database, the image store, and a hook to drop cached pages. */
export interface ServiceContext {
  db: Db;
  media: MediaStore;
  config: AppConfig;
  /** Called after every change to public content or settings: cached HTML is stale. */
  onContentChanged: () => void;
  /** Per-process limits, one instance per app (tests build their own). */
  limits: {
    /** Enquiries per client address (ENQUIRY_RATE_LIMIT per 10 minutes). */
    enquiry: RateLimiter;
    /** Online applications per client address, like enquiries. */
    application: RateLimiter;
    /** Failed sign-ins per client address (10 per 15 minutes; the 11th answers 429). */
    loginByIp: RateLimiter;
    /** Failed sign-ins per username, to slow guessing one account from many addresses. */
    loginByUser: RateLimiter;
  };
}
