import { and, asc, count, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { IMAGE_WIDTHS } from '../../../shared/constants';
import { SCHOOL_TIME_ZONE } from '../../../shared/format';
import {
  FEED_NOTICE_COUNT,
  HOME_NOTICE_COUNT,
  NOTICE_PAGE_SIZE,
  type NoticeCategory,
  type NoticeQuery,
  noticeFilePath,
  noticePath,
  SLUG_TAKEN_MESSAGE,
  slugify,
} from '../../../shared/notices';
import { DEFAULT_LANGUAGE, type LanguageCode, pathInLanguage } from '../../../shared/paths';
import {
  NOTICE_DATETIME_FIELDS,
  NOTICE_FIELDS,
  type NoticeDateTimeField,
  type NoticeFieldName,
  type NoticeFieldsSchema,
  pickNoticeFields,
  SHOWN_NOTICE_FIELDS,
} from '../../../shared/schemas/notices';
import { instantToZoned, zonedToInstant } from '../../../shared/time-zone';
import { nextChange, visibleAt, windowStatus } from '../../content/schedule';
import type { ServiceContext } from '../../context';
import { noteRemoval } from '../../db/changes';
import type { Db, Reader } from '../../db/client';
import { noticeAttachments, notices } from '../../db/schema';
import { type Tx, write, writeRefusing } from '../../db/write';
import { InvalidFieldError, NotFoundError } from '../../lib/errors';
import { cleanFileName } from '../../lib/files';
import { noticeExcerpt, renderNoticeMarkdown } from '../../lib/markdown';
import { pagedList } from '../../lib/paged-list';
import { readPdfText } from '../../lib/pdf-text';
import { readQuery } from '../../platform/search/normalise';
import { matchingItemIds } from '../../platform/search/query';
import {
  byEnglishRules,
  isTranslatedLanguage,
  itemTranslations,
  readTranslations,
  removeTranslations,
  saveTranslations,
  type Translated,
} from '../../platform/translations';
import { removeAttachmentFile, storeAttachment } from './files';
import { indexNotice, NOTICES_SOURCE } from './search';

// Notices (docs/decisions/019-notices.md): a content type of its own rather than a generic one,
// because it has a slug, attachments, a paged and searched public list and one page per notice. Every
// write goes through write() and clears the page cache; the page cache also expires by itself when a
// notice's window opens or closes (noticesNextChange, read by nextScheduledChange).

type NoticeRow = typeof notices.$inferSelect;
/** An attachment's columns but a PDF's text (read only by search: megabytes for a large circular). */
const { text: _text, ...ATTACHMENT_COLUMNS } = getTableColumns(noticeAttachments);
type AttachmentRow = Omit<typeof noticeAttachments.$inferSelect, 'text'>;
export type NoticeInput = z.output<typeof NoticeFieldsSchema>;

/** What visitors may see at `now`: not a draft, and inside its publish window. */
export function visibleNotices(now: Date): SQL {
  return and(eq(notices.draft, false), visibleAt(notices, now)) as SQL;
}

/** The next instant a notice appears or disappears (the page cache expires then). */
export function noticesNextChange(svc: ServiceContext, now: Date): Date | null {
  return nextChange(svc.db, notices, now);
}

/** The date a notice carries: its publish-at, else when it was first visible, else when it was written. */
const shownAt = (row: Pick<NoticeRow, 'publishAt' | 'firstPublishedAt' | 'createdAt'>) =>
  row.publishAt ?? row.firstPublishedAt ?? row.createdAt;
const shownAtSql = sql`coalesce(${notices.publishAt}, ${notices.firstPublishedAt}, ${notices.createdAt})`;
/** Pinned first, then newest. */
const ORDER = [desc(notices.pinned), desc(shownAtSql), desc(notices.id)];

const toLocal = (at: Date | null) => (at ? instantToZoned(at, SCHOOL_TIME_ZONE) : '');
const toInstant = (local: string) => (local ? zonedToInstant(local, SCHOOL_TIME_ZONE) : null);

// The office's fields are read and written by their list (src/shared/schemas/notices.ts), not one by
// one: a field added there (after its column) is stored, listed and, if visitors see it, sent.

/** The fields as the table stores them: a date and time as an instant (none when empty), the rest as given. */
type StoredFields = { [K in NoticeFieldName]: K extends NoticeDateTimeField ? Date | null : NoticeInput[K] };

function storedFields(fields: NoticeInput): StoredFields {
  const stored: Record<string, unknown> = pickNoticeFields(fields);
  for (const name of NOTICE_DATETIME_FIELDS) stored[name] = toInstant(fields[name]);
  return stored as StoredFields;
}

/** A row's fields as the dialog edits them (a date and time in school time, '' for none). */
function formFields(row: NoticeRow): NoticeInput {
  const values: Record<string, unknown> = pickNoticeFields(row);
  for (const name of NOTICE_DATETIME_FIELDS) values[name] = toLocal(row[name]);
  // The table holds only what the fields' rules let in (a category is one of NOTICE_CATEGORIES).
  return values as NoticeInput;
}

function attachmentsOf(db: Db, ids: number[]): Map<number, AttachmentRow[]> {
  const byNotice = new Map<number, AttachmentRow[]>();
  if (ids.length === 0) return byNotice;
  const rows = db
    .select(ATTACHMENT_COLUMNS)
    .from(noticeAttachments)
    .where(inArray(noticeAttachments.noticeId, ids))
    .orderBy(asc(noticeAttachments.position), asc(noticeAttachments.id))
    .all();
  for (const row of rows) byNotice.set(row.noticeId, [...(byNotice.get(row.noticeId) ?? []), row]);
  return byNotice;
}

/** An attachment as a page shows it: name, kind, size, and where to get it. */
function publicAttachment(slug: string, a: AttachmentRow) {
  const href = noticeFilePath(slug, a.id);
  return {
    id: a.id,
    name: a.name,
    kind: a.kind,
    bytes: a.bytes,
    href: a.kind === 'image' ? `${href}?w=${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}` : href,
    imageSrc: a.kind === 'image' ? `${href}?w=${IMAGE_WIDTHS[1]}` : null,
    imageSrcSet: a.kind === 'image' ? IMAGE_WIDTHS.map((w) => `${href}?w=${w} ${w}w`).join(', ') : null,
  };
}

// ---------------------------------------------------------------- translations

/** The translations' subject, and the texts of a notice the office translates (attachments stay as uploaded). */
const SUBJECT = 'notices';
export const NOTICE_TRANSLATABLE = ['title', 'body'] as const;

/**
 * Rows in a language: each one's title and text translated where the office did, `untranslated`
 * naming what stayed English (nothing added in English, so an English page's data stays as it was).
 */
function inLanguage(db: Db, rows: NoticeRow[], lang: LanguageCode): Translated<NoticeRow>[] {
  if (!isTranslatedLanguage(lang) || rows.length === 0) return rows;
  const texts = readTranslations(db, SUBJECT, lang);
  return rows.map((row) => {
    const own = texts.get(row.id) ?? {};
    const untranslated = NOTICE_TRANSLATABLE.filter((f) => !own[f] && row[f].trim() !== '');
    return { ...row, title: own.title || row.title, body: own.body || row.body, untranslated };
  });
}

/** A notice's English title and text and its translations in every language ("needs translation" per field). */
export function noticeTranslations(svc: ServiceContext, id: number) {
  const row = svc.db.select().from(notices).where(eq(notices.id, id)).get();
  if (!row) throw new NotFoundError();
  const english = { title: row.title, body: row.body };
  return { english, languages: itemTranslations(svc.db, SUBJECT, id, english) };
}

/** Saves one language's title and text of a notice, each checked by its English field's rule. */
export function translateNotice(
  svc: ServiceContext,
  input: { id: number; lang: LanguageCode; values: Record<string, string> },
  by: string,
) {
  const { english } = noticeTranslations(svc, input.id);
  saveTranslations(svc, {
    subject: SUBJECT,
    itemId: input.id,
    lang: input.lang,
    values: input.values,
    english,
    by,
    check: byEnglishRules({ title: NOTICE_FIELDS.title.rule, body: NOTICE_FIELDS.body.rule }),
    inside: () => indexNotice(svc, input.id),
  });
  return { id: input.id, ...noticeTranslations(svc, input.id) };
}

// ---------------------------------------------------------------- dashboard

/** Notices as the dashboard lists them (all, or those `where` names): their fields as the form edits them, and their status now. */
function adminNotices(svc: ServiceContext, where?: SQL) {
  const now = svc.now();
  const rows = svc.db.select().from(notices).where(where).orderBy(desc(notices.updatedAt), desc(notices.id)).all();
  const files = attachmentsOf(
    svc.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    ...formFields(row),
    status: windowStatus(row, now),
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    path: noticePath(row.slug),
    // Whether search reads a PDF's words ('pending', 'read', 'none'); never the words themselves.
    attachments: (files.get(row.id) ?? []).map((a) => ({ ...publicAttachment(row.slug, a), textStatus: a.textStatus })),
  }));
}

/** Every notice, as the dashboard lists it. */
export function listNotices(svc: ServiceContext) {
  return adminNotices(svc);
}
export type AdminNotice = ReturnType<typeof listNotices>[number];

export function adminNoticeById(svc: ServiceContext, id: number): AdminNotice {
  const [item] = adminNotices(svc, eq(notices.id, id));
  if (!item) throw new NotFoundError();
  return item;
}

/**
 * When the notice was (or will be) first visible, kept once that instant has passed: the slug is
 * stable from then on. A draft, or a window that closes before it opens, has none yet.
 */
function firstPublishedAt(previous: Date | null, fields: NoticeInput, now: Date): Date | null {
  if (previous && previous.getTime() <= now.getTime()) return previous;
  if (fields.draft) return null;
  const publishAt = toInstant(fields.publishAt);
  const from = publishAt && publishAt.getTime() > now.getTime() ? publishAt : now;
  const expireAt = toInstant(fields.expireAt);
  if (expireAt && expireAt.getTime() <= from.getTime()) return null;
  return from;
}

const slugTaken = (db: Reader, slug: string, exceptId: number | null) =>
  Boolean(
    db
      .select({ id: notices.id })
      .from(notices)
      .where(exceptId === null ? eq(notices.slug, slug) : and(eq(notices.slug, slug), ne(notices.id, exceptId)))
      .get(),
  );

/** A free slug from the title: the title's slug, else with -2, -3... */
function freeSlugFor(db: Reader, title: string, exceptId: number | null): string {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    if (!slugTaken(db, candidate, exceptId)) return candidate;
  }
}

/** The slug to store: the office's own (refused beside the field if taken), else kept or made from the title. */
function chooseSlug(db: Reader, fields: NoticeInput, existing: NoticeRow | null, now: Date): string {
  if (fields.slug) {
    if (existing && fields.slug === existing.slug) return existing.slug;
    if (slugTaken(db, fields.slug, existing?.id ?? null)) throw new InvalidFieldError('slug', SLUG_TAKEN_MESSAGE);
    return fields.slug;
  }
  // Left empty: a published notice keeps its address; an unpublished one takes its title's.
  const published = existing?.firstPublishedAt && existing.firstPublishedAt.getTime() <= now.getTime();
  if (existing && published) return existing.slug;
  return freeSlugFor(db, fields.title, existing?.id ?? null);
}

/** The unique index is the last word on slugs (two saves at once): its refusal is the same field message. */
function slugSafeWrite<T>(db: Db, fn: (tx: Tx) => T): T {
  return writeRefusing(db, { unique: { field: 'slug', message: SLUG_TAKEN_MESSAGE } }, fn);
}

function rowValues(fields: NoticeInput, slug: string, firstPublished: Date | null) {
  return { ...storedFields(fields), slug, firstPublishedAt: firstPublished };
}

export function createNotice(svc: ServiceContext, fields: NoticeInput): AdminNotice {
  const now = svc.now();
  const id = slugSafeWrite(svc.db, (tx) => {
    const slug = chooseSlug(tx, fields, null, now);
    const values = rowValues(fields, slug, firstPublishedAt(null, fields, now));
    const newId = Number(tx.insert(notices).values(values).run().lastInsertRowid);
    indexNotice(svc, newId);
    return newId;
  });
  return adminNoticeById(svc, id);
}

export function updateNotice(svc: ServiceContext, id: number, fields: NoticeInput): AdminNotice {
  const now = svc.now();
  slugSafeWrite(svc.db, (tx) => {
    const existing = tx.select().from(notices).where(eq(notices.id, id)).get();
    if (!existing) throw new NotFoundError();
    const slug = chooseSlug(tx, fields, existing, now);
    const values = rowValues(fields, slug, firstPublishedAt(existing.firstPublishedAt, fields, now));
    tx.update(notices)
      .set({ ...values, updatedAt: now })
      .where(eq(notices.id, id))
      .run();
    indexNotice(svc, id);
  });
  return adminNoticeById(svc, id);
}

export async function removeNotice(svc: ServiceContext, id: number): Promise<void> {
  const files = svc.db
    .select({ file: noticeAttachments.file })
    .from(noticeAttachments)
    .where(eq(noticeAttachments.noticeId, id))
    .all();
  const { changes } = write(svc.db, (tx) => {
    tx.delete(noticeAttachments).where(eq(noticeAttachments.noticeId, id)).run();
    const result = tx.delete(notices).where(eq(notices.id, id)).run();
    // The home page lists the latest notices: its "Last updated" moves with a removal too.
    if (result.changes > 0) noteRemoval(tx, notices, svc.now());
    removeTranslations(tx, SUBJECT, id);
    indexNotice(svc, id);
    return result;
  });
  if (changes === 0) throw new NotFoundError();
  // The rows are gone, so nothing points to the files any more.
  await Promise.all(files.map((f) => removeAttachmentFile(svc.media, f.file)));
}

/**
 * Stores a file (checked by its content: a PDF, or an image re-encoded to WebP) and adds it to the
 * notice. The file is written before the row points to it and removed again if the write fails. A
 * PDF's words are read before the write, for search; one whose words cannot be read is attached all
 * the same, marked 'none' (the dashboard says search will not find it).
 */
export async function addNoticeAttachment(
  svc: ServiceContext,
  noticeId: number,
  file: Buffer,
  fileName: string,
): Promise<AdminNotice> {
  if (!svc.db.select({ id: notices.id }).from(notices).where(eq(notices.id, noticeId)).get()) throw new NotFoundError();
  const stored = await storeAttachment(svc.media, file);
  const read = stored.kind === 'pdf' ? await readPdfText(file) : null;
  try {
    // The notice was deleted while the file was being checked: its foreign key refuses the row.
    writeRefusing(svc.db, { foreignKey: () => new NotFoundError() }, (tx) => {
      const position =
        tx.select({ n: count() }).from(noticeAttachments).where(eq(noticeAttachments.noticeId, noticeId)).get()?.n ?? 0;
      tx.insert(noticeAttachments)
        .values({
          noticeId,
          kind: stored.kind,
          file: stored.file,
          name: cleanFileName(fileName),
          bytes: stored.bytes,
          position,
          textStatus: read?.status ?? null,
          text: read?.status === 'read' ? read.text : null,
        })
        .run();
      tx.update(notices).set({ updatedAt: svc.now() }).where(eq(notices.id, noticeId)).run();
      indexNotice(svc, noticeId);
    });
  } catch (error) {
    await removeAttachmentFile(svc.media, stored.file);
    throw error;
  }
  return adminNoticeById(svc, noticeId);
}

export async function removeNoticeAttachment(svc: ServiceContext, attachmentId: number): Promise<AdminNotice> {
  const row = svc.db
    .select({ noticeId: noticeAttachments.noticeId, file: noticeAttachments.file })
    .from(noticeAttachments)
    .where(eq(noticeAttachments.id, attachmentId))
    .get();
  if (!row) throw new NotFoundError();
  write(svc.db, (tx) => {
    tx.delete(noticeAttachments).where(eq(noticeAttachments.id, attachmentId)).run();
    tx.update(notices).set({ updatedAt: svc.now() }).where(eq(notices.id, row.noticeId)).run();
    // The PDF's words leave search with it.
    indexNotice(svc, row.noticeId);
  });
  await removeAttachmentFile(svc.media, row.file);
  return adminNoticeById(svc, row.noticeId);
}

export function countNotices(svc: ServiceContext): number {
  return svc.db.select({ n: count() }).from(notices).get()?.n ?? 0;
}

// ---------------------------------------------------------------- the site

/** A notice in a list: no body, an excerpt (in a language, `untranslated` names what stayed English). */
function listItem(row: Translated<NoticeRow>, attachmentCount: number) {
  return {
    ...(row.untranslated ? { untranslated: row.untranslated } : {}),
    id: row.id,
    // Its address: every notice the site sends has it, for its links.
    slug: row.slug,
    ...pickNoticeFields(formFields(row), SHOWN_NOTICE_FIELDS),
    publishedAt: shownAt(row).toISOString(),
    excerpt: noticeExcerpt(row.body),
    attachmentCount,
  };
}
export type PublicNoticeItem = ReturnType<typeof listItem>;

function withCounts(db: Db, rows: NoticeRow[], lang: LanguageCode) {
  const files = attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return inLanguage(db, rows, lang).map((row) => listItem(row, files.get(row.id)?.length ?? 0));
}

/**
 * The notices the search finds, through the site's search index (so /notices?q= and /search agree):
 * their text in the page's language or its English, and their PDFs' text. Undefined without a query.
 */
function searchWhere(q: string, lang: LanguageCode): SQL | undefined {
  if (q.trim() === '') return undefined;
  const { words } = readQuery(q);
  // A query of no words (punctuation, emoji) finds nothing, as on the search page.
  if (words.length === 0) return sql`0`;
  return sql`${notices.id} IN (${matchingItemIds({ words, lang, source: NOTICES_SOURCE })})`;
}

/**
 * One page of the visible notices, pinned first then newest, by category and search (docs/decisions/
 * 051-site-search.md), in `lang`.
 */
export function listPublicNotices(svc: ServiceContext, query: NoticeQuery, lang: LanguageCode = DEFAULT_LANGUAGE) {
  const where = and(
    visibleNotices(svc.now()),
    query.category ? eq(notices.category, query.category) : undefined,
    searchWhere(query.q, lang),
  );
  return pagedList(
    { page: query.page, pageSize: NOTICE_PAGE_SIZE },
    () => svc.db.select({ n: count() }).from(notices).where(where).get()?.n ?? 0,
    (limit, offset) =>
      withCounts(
        svc.db,
        svc.db
          .select()
          .from(notices)
          .where(where)
          .orderBy(...ORDER)
          .limit(limit)
          .offset(offset)
          .all(),
        lang,
      ),
    // A page past the end answers 404 (page.ts); its list stays empty rather than showing the last page.
    { pastTheEnd: 'empty' },
  );
}

/** The home page's notices: pinned first, then newest, in `lang`. */
export function latestNotices(
  svc: ServiceContext,
  lang: LanguageCode = DEFAULT_LANGUAGE,
  limit = HOME_NOTICE_COUNT,
): PublicNoticeItem[] {
  const rows = svc.db
    .select()
    .from(notices)
    .where(visibleNotices(svc.now()))
    .orderBy(...ORDER)
    .limit(limit)
    .all();
  return withCounts(svc.db, rows, lang);
}

/**
 * A visible notice with its rendered body and attachments; null when there is none visible. Its
 * links to the site's pages and its own address (what a visitor copies or shares) are in `lang`.
 */
export function noticeBySlug(svc: ServiceContext, slug: string, lang: LanguageCode = DEFAULT_LANGUAGE) {
  const found = svc.db
    .select()
    .from(notices)
    .where(and(eq(notices.slug, slug), visibleNotices(svc.now())))
    .get();
  if (!found) return null;
  const [row = found] = inLanguage(svc.db, [found], lang);
  const files = attachmentsOf(svc.db, [row.id]).get(row.id) ?? [];
  return {
    ...listItem(row, files.length),
    description: noticeExcerpt(row.body, 160) || row.title,
    bodyHtml: renderNoticeMarkdown(row.body, lang),
    url: `${svc.config.siteUrl}${pathInLanguage(noticePath(row.slug), lang)}`,
    attachments: files.map((a) => publicAttachment(row.slug, a)),
  };
}
export type PublicNotice = NonNullable<ReturnType<typeof noticeBySlug>>;

/**
 * The feed's notices: the newest visible ones (pinning does not matter in a feed), with their HTML,
 * in `lang` (English where a notice has no translation, `untranslated` naming it).
 */
export function feedNotices(svc: ServiceContext, lang: LanguageCode = DEFAULT_LANGUAGE) {
  const rows = svc.db
    .select()
    .from(notices)
    .where(visibleNotices(svc.now()))
    .orderBy(desc(shownAtSql), desc(notices.id))
    .limit(FEED_NOTICE_COUNT)
    .all();
  return inLanguage(svc.db, rows, lang).map((row) => ({
    ...(row.untranslated ? { untranslated: row.untranslated } : {}),
    slug: row.slug,
    title: row.title,
    category: row.category as NoticeCategory,
    publishedAt: shownAt(row),
    updatedAt: row.updatedAt,
    html: renderNoticeMarkdown(row.body, lang),
  }));
}

/** Every visible notice's address, for the sitemap. */
export function visibleNoticePaths(svc: ServiceContext): string[] {
  return svc.db
    .select({ slug: notices.slug })
    .from(notices)
    .where(visibleNotices(svc.now()))
    .orderBy(...ORDER)
    .all()
    .map((r) => noticePath(r.slug));
}

/**
 * An attachment of a notice, when the asker may have it: anyone while the notice is visible, a
 * signed-in administrator always (the dashboard's preview). Null otherwise, as for a missing one.
 */
export function attachmentForDownload(svc: ServiceContext, slug: string, attachmentId: number, isAdmin: boolean) {
  const row = svc.db
    .select({ file: noticeAttachments.file, kind: noticeAttachments.kind, name: noticeAttachments.name })
    .from(noticeAttachments)
    .innerJoin(notices, eq(notices.id, noticeAttachments.noticeId))
    .where(
      and(
        eq(noticeAttachments.id, attachmentId),
        eq(notices.slug, slug),
        isAdmin ? undefined : visibleNotices(svc.now()),
      ),
    )
    .get();
  return row ?? null;
}
