import { eq, sql } from 'drizzle-orm';
import { noticeAttachments, notices } from '../../db/schema';
import { insertEntries } from '../../platform/search/entries';
import type { SearchSource } from '../../platform/search/sources';
import { fileDocs, NOTICES_SOURCE, noticeDoc, translatedDocs, translationMaps } from './search';
import { visibleNotices } from './service';

// The notices as a source of site search (docs/decisions/051-site-search.md): what the notices'
// pages show at the instant of the search, and every notice's passages for a rebuild. Apart from
// search.ts, which the notices' service calls inside its writes.

export const noticesSearchSource: SearchSource = {
  name: NOTICES_SOURCE,
  // What the notices' pages show: not a draft, inside its window, at the instant of the search.
  visible: (now, _db, itemId) =>
    sql`EXISTS (SELECT 1 FROM ${notices} WHERE ${notices.id} = ${itemId} AND ${visibleNotices(now)})`,
  reindex: (svc) => {
    const maps = translationMaps(svc);
    for (const row of svc.db.select().from(notices).all()) {
      insertEntries(svc.db, NOTICES_SOURCE, row.id, 'en', [noticeDoc(row, undefined), ...fileDocs(svc, row)]);
      for (const { lang, doc } of translatedDocs(row, maps))
        if (doc) insertEntries(svc.db, NOTICES_SOURCE, row.id, lang, [doc]);
    }
  },
  bodyOf: (db, _itemId, part) => {
    const id = Number(part.slice('file-'.length));
    return (
      db.select({ text: noticeAttachments.text }).from(noticeAttachments).where(eq(noticeAttachments.id, id)).get()
        ?.text ?? ''
    );
  },
};
