// Notices (circulars and news): what both sides share. The server renders the Markdown body and
// checks the files (src/server/features/notices/); the pages and the dashboard read these facts.

/** The fixed categories, in the order the filter and the dashboard offer them. */
export const NOTICE_CATEGORIES = ['circular', 'news', 'exam', 'holiday', 'admission', 'event'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_CATEGORY_LABELS: Record<NoticeCategory, string> = {
  circular: 'Circular',
  news: 'News',
  exam: 'Exam',
  holiday: 'Holiday',
  admission: 'Admission',
  event: 'Event',
};

export const isNoticeCategory = (value: unknown): value is NoticeCategory =>
  typeof value === 'string' && (NOTICE_CATEGORIES as readonly string[]).includes(value);

/** Notices on one page of /notices. */
export const NOTICE_PAGE_SIZE = 10;
/** Notices on the home page, and in the feed. */
export const HOME_NOTICE_COUNT = 3;
export const FEED_NOTICE_COUNT = 20;
/** The longest search /notices takes (longer text is cut). */
export const NOTICE_SEARCH_MAX = 100;

export const NOTICES_PATH = '/notices';
export const NOTICES_FEED_PATH = '/notices/feed.xml';

/** A slug: lowercase a-z, 0-9 and single hyphens between them, at most 80 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** The slug a title gives: 'Term 1 Exam Timetable (2026)' → 'term-1-exam-timetable-2026'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'notice';
}

export const noticePath = (slug: string): string => `${NOTICES_PATH}/${slug}`;

/** The slug of a notice page's address ('/notices/term-1-exams' → 'term-1-exams'), else null. */
export function slugOfPath(pathname: string): string | null {
  const m = /^\/notices\/([a-z0-9-]{1,80})\/?$/.exec(pathname);
  return m && SLUG_PATTERN.test(m[1]!) ? m[1]! : null;
}

/** Where a visitor downloads one attachment of a visible notice. */
export const noticeFilePath = (slug: string, attachmentId: number): string =>
  `${NOTICES_PATH}/${slug}/files/${attachmentId}`;

/** '240 KB', '1.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What /notices shows, read from its address: a known category, a search, a page number (raw). */
export interface NoticeQuery {
  category: NoticeCategory | '';
  q: string;
  page: number;
}

/**
 * The list's query from the address, the same on the server (prefetch) and in the browser (the
 * page), so both ask for the same data. An unknown category or a page that is not a number reads as
 * none (the server answers such an address 404, see src/server/features/notices/page.ts).
 */
export function readNoticeQuery(params: URLSearchParams): NoticeQuery {
  const category = params.get('category') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    category: isNoticeCategory(category) ? category : '',
    q: (params.get('q') ?? '').trim().slice(0, NOTICE_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a list page: '/notices?category=exam&q=timetable&page=2' (defaults left out). */
export function noticesListPath(query: Partial<NoticeQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${NOTICES_PATH}?${search}` : NOTICES_PATH;
}

/** How a notice's window reads in the dashboard, by its status (src/server/content/schedule.ts windowStatus). */
export const NOTICE_STATUS_LABELS = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  expired: 'Expired',
} as const;
export type NoticeStatus = keyof typeof NOTICE_STATUS_LABELS;

/** Beside an attached PDF whose words could not be read (a scan, a password, a damaged file). */
export const PDF_NO_TEXT_NOTE = 'No text found: search will not find its words';
/** The Notices section's status line while attached PDFs wait to be read for search. */
export const pdfTextPendingLine = (left: number, total: number) =>
  `Reading attached PDFs for search: ${left} of ${total} left`;

export const ATTACHMENT_REJECTED_MESSAGE = 'Only a PDF up to 20 MB or a JPEG, PNG, WebP or AVIF image up to 10 MB';
export const SLUG_TAKEN_MESSAGE = 'Another notice already uses this address. Choose a different one.';
