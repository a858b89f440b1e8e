import type { SQL } from 'drizzle-orm';
import type { SearchKind } from '../../../shared/search';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';

// Who writes search entries and who decides whether they may be shown (docs/decisions/051-site-search.md).
// A feature (or the content-type layer) owns its items' entries: it writes them in the same
// transaction as the items (entries.ts), and gives the search its rule for what visitors may see as
// a SearchSource through its Feature. The rule is applied when a search runs, so a scheduled notice is
// found from the instant its window opens and a hidden person never is, with no job in between.

/** The SQL that names an entry's item id (`search_entries.item_id`) inside a source's rule. */
export type EntryItemId = SQL;

export interface SearchSource {
  /** The `source` its entries carry ('notices', 'faqs', 'pages'). */
  name: string;
  /**
   * True where the entry's item may be shown now: the same rule its pages use (a content type's
   * publicWhere, visible notices). None: every entry it wrote may be shown (it writes only what is
   * public, such as a page's published version).
   */
  visible?: (now: Date, db: Db, itemId: EntryItemId) => SQL;
  /** Writes every entry it has (the first start after an upgrade, a rebuild), inside that write. */
  reindex: (svc: ServiceContext) => void;
  /**
   * Its passages read the settings (the school's names, the facts its texts' {fields} state): they
   * are written again when the settings or their translations are saved, in the same write.
   */
  readsSettings?: boolean;
  /** Rewritten at every start (words that come with the release, not from the database). */
  atEveryStart?: boolean;
  /** The text of an entry whose body it keeps itself (a PDF's, with its attachment), for the passage. */
  bodyOf?: (db: Db, itemId: string, part: string) => string;
}

/** One passage to index: what a result shows and where it leads. */
export interface SearchDoc {
  /** Which passage of the item ('' for the whole item, a section's id, 'file-12'). */
  part?: string;
  kind: SearchKind;
  title: string;
  /** Its text; null when the source keeps it (bodyOf), with `indexText` the words to index. */
  body: string | null;
  /** The words indexed when the body is kept elsewhere. */
  indexText?: string;
  /** The address without a language prefix ('/fees?tab=payment', '/#faq-12'). */
  link: string;
}
