import { and, asc, eq } from 'drizzle-orm';
import { noticePath } from '../../../shared/notices';
import type { LanguageCode } from '../../../shared/paths';
import type { ServiceContext } from '../../context';
import { noticeAttachments, notices } from '../../db/schema';
import { markdownText } from '../../lib/markdown';
import { removeEntries, writeEntries } from '../../platform/search/entries';
import type { SearchDoc } from '../../platform/search/sources';
import { readTranslations, TRANSLATED_LANGUAGES, type TranslationMap } from '../../platform/translations';

// Notices in site search (docs/decisions/051-site-search.md): a notice's title and text in each
// language it is written in, and the text of each PDF attached to it (read when it was uploaded, kept
// with the attachment, indexed in English: the circular is in the language it was written in).

export const NOTICES_SOURCE = 'notices';
const SUBJECT = 'notices';

type NoticeRow = typeof notices.$inferSelect;

const filePart = (attachmentId: number) => `file-${attachmentId}`;

/** A notice's own passage in a language (its translation over its English). */
export function noticeDoc(row: NoticeRow, texts: Record<string, string> | undefined): SearchDoc {
  return {
    kind: 'notice',
    title: texts?.title || row.title,
    body: markdownText(texts?.body || row.body, { tables: true }),
    link: noticePath(row.slug),
  };
}

/** The PDFs of a notice whose words were read, as passages (their text stays with the attachment). */
export function fileDocs(svc: ServiceContext, row: NoticeRow): SearchDoc[] {
  return svc.db
    .select({ id: noticeAttachments.id, text: noticeAttachments.text })
    .from(noticeAttachments)
    .where(and(eq(noticeAttachments.noticeId, row.id), eq(noticeAttachments.textStatus, 'read')))
    .orderBy(asc(noticeAttachments.position), asc(noticeAttachments.id))
    .all()
    .map((file) => ({
      part: filePart(file.id),
      kind: 'notice-file' as const,
      title: row.title,
      body: null,
      indexText: file.text ?? '',
      link: noticePath(row.slug),
    }));
}

export function translatedDocs(row: NoticeRow, maps: Map<LanguageCode, TranslationMap>) {
  return TRANSLATED_LANGUAGES.map((lang) => {
    const texts = maps.get(lang)?.get(row.id);
    return { lang, doc: texts ? noticeDoc(row, texts) : null };
  });
}

export const translationMaps = (svc: ServiceContext) =>
  new Map(TRANSLATED_LANGUAGES.map((lang) => [lang, readTranslations(svc.db, SUBJECT, lang)] as const));

/**
 * Writes a notice's search entries again (its text in each language, each read PDF's text). Called
 * inside the write that changed the notice, so a save returns only once search finds it.
 */
export function indexNotice(svc: ServiceContext, noticeId: number): void {
  const row = svc.db.select().from(notices).where(eq(notices.id, noticeId)).get();
  if (!row) {
    removeEntries(svc.db, NOTICES_SOURCE, noticeId);
    return;
  }
  writeEntries(svc.db, NOTICES_SOURCE, noticeId, 'en', [noticeDoc(row, undefined), ...fileDocs(svc, row)]);
  for (const { lang, doc } of translatedDocs(row, translationMaps(svc))) {
    if (doc) writeEntries(svc.db, NOTICES_SOURCE, noticeId, lang, [doc]);
    else removeEntries(svc.db, NOTICES_SOURCE, noticeId, { lang });
  }
}
