// Timings, sizes and limits shared by the browser and the server, defined once. Units are in the names.
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const DESKTOP_BREAKPOINT_PX = 1024;
export const SHORT_LABELS_BELOW_PX = 1280;

export const MOBILE_LENGTH = 10;
/** An enquiry's place in the office's triage ('Contacts' in the dashboard). */
export const ENQUIRY_STATUSES = ['new', 'in-progress', 'resolved'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ACHIEVEMENT_CATEGORIES = ['trust', 'respect', 'brand', 'excellence'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];
export const DEFAULT_ACHIEVEMENT_CATEGORY: AchievementCategory = 'excellence';

/** The photo albums, each shown on one page of the site (the dashboard says which). */
export const PHOTO_ALBUMS = [
  { id: 'campus', label: 'Campus', shownOn: 'Shown on the Infrastructure page as the Campus gallery' },
  { id: 'infrastructure', label: 'Infrastructure', shownOn: 'Shown on the Infrastructure page under Our facilities' },
  { id: 'activities', label: 'Activities', shownOn: 'Shown on the School Activities page as the Activity gallery' },
] as const;
export type PhotoAlbum = (typeof PHOTO_ALBUMS)[number]['id'];

export const JOURNEYS_INTERVAL_MS = 4000;
export const ACHIEVEMENTS_INTERVAL_MS = 5000;
export const HIGHLIGHTS_INTERVAL_MS = 5000;
export const HIGHLIGHTS_RESUME_MS = 6000;
export const ART_INTERVAL_MS = 4000;
export const ART_DESKTOP_CARDS = 3;
export const SWIPE_THRESHOLD_PX = 50;

export const SUCCESS_BANNER_MS = 5000;
export const FORM_RESET_MS = 3000;
export const TOAST_MS = 3000;
export const SPLASH_MS = 2000;
export const LOGIN_REDIRECT_MS = 500;

export const THEME_STORAGE_KEY = 'theme';
export const SPLASH_SESSION_KEY = 'splash-seen';
/**
 * The value of the `data-fold` attribute of the empty <template> where a page's first screen ends:
 * the server puts the page's whole CSS there and only the first screen's in the head
 * (docs/decisions/048-home-in-one-round-trip.md).
 */
export const FIRST_SCREEN_END = 'first-screen-end';
/** Where a dismissed site alert's id is remembered on the visitor's device. */
export const ALERT_DISMISSED_KEY = 'site-alert-dismissed';

/** Image widths stored for every upload (WebP). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 50_000_000;
export const MAX_BROCHURE_BYTES = 20 * 1024 * 1024;
/** The largest bank statement (CSV) the office may import: 20,000 rows of a bank's export fit in a few MB. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

export const ENQUIRY_RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;

/** Failed sign-ins per client address within the window; the next answers 429. */
export const LOGIN_FAILURES_PER_IP = 10;
/** Failed sign-ins per account, from any address; the account is then locked for LOGIN_LOCK_MS. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** Password checks (argon2) running at once, and how many more may wait for a slot. */
export const PASSWORD_CHECKS_AT_ONCE = 2;
export const PASSWORD_CHECKS_QUEUED = 16;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
/** A session ends 12 hours after sign-in (a school day), or after 2 hours without a request. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** How often a session's last-seen time is written (not at every request). */
export const SESSION_TOUCH_MS = 60 * 1000;
/** tRPC calls allowed in one batched request (the browser's batch link sends at most this many). */
export const TRPC_MAX_BATCH = 10;
