import { and, desc, eq, lte } from 'drizzle-orm';
import { EDITOR, PAGE_EDITOR_WORDS as PAGE_WORDS } from '../../../shared/content/page-editor-words';
import {
  type PageDocument,
  type PageDocumentInput,
  PageDocumentSchema,
  type SectionKind,
} from '../../../shared/page-content/document';
import {
  COMMON_SECTION_KINDS,
  EDITABLE_PAGES,
  type EditablePageKey,
  HOME_SECTION_KINDS,
  VERSIONS_KEPT,
} from '../../../shared/page-content/pages';
import {
  type AllowedParts,
  allowedParts,
  emptyPlaces,
  refusedParts,
  sectionTitle,
} from '../../../shared/page-content/structure';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { pageDocuments, pageVersions } from '../../db/schema';
import { write } from '../../db/write';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../lib/errors';
import { pageSeed } from './seed';

// Pages as data (docs/decisions/038-pages-as-data.md): the live document and its versions, one draft a
// page. Saving names the draft revision it started from and publishing names the live version too, so
// a second editor is told the page changed instead of overwriting it. Publishing is a dashboard
// mutation with the `content` permission, so the page cache is cleared by its middleware.

/**
 * A stored document. It passed the schema when it was saved; a rule made stricter since (a form of
 * link now refused) must not take a published page down, so one that no longer passes is read as it
 * was stored (its Markdown is still rendered safely, render.ts) and refused only when next saved.
 */
export function parse(json: string): PageDocument {
  const stored: unknown = JSON.parse(json);
  const checked = PageDocumentSchema.safeParse(stored);
  return checked.success ? checked.data : (stored as PageDocument);
}

/** The section kinds a page may hold: those of its seed and the common ones (the home page: its own). */
export function allowedKinds(page: EditablePageKey): SectionKind[] {
  if (page === 'home') return [...HOME_SECTION_KINDS];
  const seeded = pageSeed(page).sections.map((s) => s.kind);
  return [...new Set<SectionKind>([...COMMON_SECTION_KINDS, ...seeded])];
}

/**
 * The parts each kind of section on a page may hold: those its seed holds in sections of that kind
 * (docs/decisions/047-page-editor-structure.md), and those of its live document, which passed this
 * check when it was saved: a seed changed by an upgrade never makes the office's page unsaveable.
 */
export function pageAllowedParts(svc: ServiceContext, page: EditablePageKey): AllowedParts {
  return allowedParts([pageSeed(page), publishedDocument(svc, page)]);
}

/** A publish refused because sections or tabs hold nothing: each place's path ('sections.2'). */
export class EmptyPlacesError extends Error {
  constructor(readonly places: string[]) {
    super(PAGE_WORDS.notPublishedEmpty);
    this.name = 'EmptyPlacesError';
  }
}

/** The message beside an empty place: a section's, or a tab's ('sections.2.tabs.1'). */
export const emptyPlaceMessage = (place: string) =>
  place.includes('.tabs.') ? PAGE_WORDS.emptyTab : PAGE_WORDS.emptySection;

/**
 * Inserts the seed of each page that has no document yet, as its version 1: a new install and one
 * upgraded from before pages were data show the same words; a page the office has edited is never
 * touched, so what it deleted stays deleted.
 */
export function seedPageDocuments(db: Db, now: Date): void {
  const present = new Set(
    db
      .select({ page: pageDocuments.page })
      .from(pageDocuments)
      .all()
      .map((r) => r.page),
  );
  const missing = EDITABLE_PAGES.filter((page) => !present.has(page));
  if (missing.length === 0) return;
  write(db, (tx) => {
    for (const page of missing) {
      const json = JSON.stringify(PageDocumentSchema.parse(pageSeed(page)));
      tx.insert(pageDocuments)
        .values({ page, published: json, version: 1, publishedAt: now, publishedBy: 'system' })
        .run();
      tx.insert(pageVersions)
        .values({ page, version: 1, document: json, publishedAt: now, publishedBy: 'system' })
        .run();
    }
  });
}

/** A stored document's key: a page ('about'), or its translation ('about@mr', translations.ts). */
export type DocumentKey = string;

function rowOf(svc: ServiceContext, page: DocumentKey) {
  const row = svc.db.select().from(pageDocuments).where(eq(pageDocuments.page, page)).get();
  if (!row) throw new NotFoundError(`No page ${page}`);
  return row;
}

/** Parsed live documents, by page and version: a document is parsed once per version. */
const parsed = new WeakMap<Db, Map<string, { version: number; doc: PageDocument }>>();

/** The live document of a page. */
export function publishedDocument(svc: ServiceContext, page: EditablePageKey): PageDocument {
  const row = svc.db
    .select({ version: pageDocuments.version, published: pageDocuments.published })
    .from(pageDocuments)
    .where(eq(pageDocuments.page, page))
    .get();
  if (!row) return PageDocumentSchema.parse(pageSeed(page));
  let forDb = parsed.get(svc.db);
  if (!forDb) {
    forDb = new Map();
    parsed.set(svc.db, forDb);
  }
  const hit = forDb.get(page);
  if (hit && hit.version === row.version) return hit.doc;
  const doc = parse(row.published);
  forDb.set(page, { version: row.version, doc });
  return doc;
}

export interface EditorState {
  page: EditablePageKey;
  /** The live version: a publish names it. */
  version: number;
  publishedAt: string;
  publishedBy: string;
  /** The draft, or a copy of the live document when there is none. */
  document: PageDocument;
  hasDraft: boolean;
  /** A save or publish names it. */
  draftRevision: number;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
  allowedKinds: SectionKind[];
  /** The parts each kind of section may hold, as blank parts to add. */
  allowedParts: AllowedParts;
}

export function editorState(svc: ServiceContext, page: EditablePageKey): EditorState {
  const row = rowOf(svc, page);
  return {
    page,
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
    document: parse(row.draft ?? row.published),
    hasDraft: row.draft !== null,
    draftRevision: row.draftRevision,
    draftSavedAt: row.draftSavedAt?.toISOString() ?? null,
    draftSavedBy: row.draftSavedBy,
    allowedKinds: allowedKinds(page),
    allowedParts: pageAllowedParts(svc, page),
  };
}

/**
 * Refuses a section of a kind the page does not have, and a part of a kind its section does not
 * hold (the layout would break).
 */
function checkKinds(svc: ServiceContext, page: EditablePageKey, doc: PageDocumentInput): void {
  const allowed = new Set(allowedKinds(page));
  doc.sections.forEach((section, i) => {
    if (!allowed.has(section.kind)) throw new InvalidFieldError(`sections.${i}.kind`, PAGE_WORDS.kindNotAllowed);
  });
  const [refused] = refusedParts(doc, pageAllowedParts(svc, page));
  if (refused) throw new InvalidFieldError(refused, PAGE_WORDS.partNotAllowed);
}

export function draftConflict(row: { draftSavedBy: string | null; draftSavedAt: Date | null }): ConflictError {
  return new ConflictError(
    PAGE_WORDS.draftChanged(row.draftSavedBy ?? 'someone', row.draftSavedAt?.toISOString() ?? ''),
  );
}

/** Saves the draft, if nobody saved one since `draftRevision`. */
export function saveDraft(
  svc: ServiceContext,
  input: { page: EditablePageKey; document: PageDocumentInput; draftRevision: number },
  actor: string,
): EditorState {
  checkKinds(svc, input.page, input.document);
  const document = PageDocumentSchema.parse(input.document);
  const now = svc.now();
  write(svc.db, (tx) => {
    const row = tx.select().from(pageDocuments).where(eq(pageDocuments.page, input.page)).get();
    if (!row) throw new NotFoundError(`No page ${input.page}`);
    if (row.draftRevision !== input.draftRevision) throw draftConflict(row);
    tx.update(pageDocuments)
      .set({
        draft: JSON.stringify(document),
        draftRevision: row.draftRevision + 1,
        draftSavedAt: now,
        draftSavedBy: actor,
      })
      .where(eq(pageDocuments.page, input.page))
      .run();
  });
  return editorState(svc, input.page);
}

/** Drops the draft: the editor shows the live page again. */
export function discardDraft(
  svc: ServiceContext,
  input: { page: EditablePageKey; draftRevision: number },
): EditorState {
  dropDraft(svc, input.page, input.draftRevision);
  return editorState(svc, input.page);
}

/** Drops the draft of a stored document (a page or a translation), if nobody saved one since `draftRevision`. */
export function dropDraft(svc: ServiceContext, key: DocumentKey, draftRevision: number): void {
  write(svc.db, (tx) => {
    const row = tx.select().from(pageDocuments).where(eq(pageDocuments.page, key)).get();
    if (!row) throw new NotFoundError(`No page ${key}`);
    if (row.draftRevision !== draftRevision) throw draftConflict(row);
    tx.update(pageDocuments)
      .set({ draft: null, draftRevision: row.draftRevision + 1, draftSavedAt: null, draftSavedBy: null })
      .where(eq(pageDocuments.page, key))
      .run();
  });
}

/**
 * Makes the saved draft live as the next version, if the page is still at `version` and the draft at
 * `draftRevision` (what the editor opened); keeps the last VERSIONS_KEPT versions.
 */
export function publishDraft(
  svc: ServiceContext,
  input: { page: EditablePageKey; version: number; draftRevision: number },
  actor: string,
  inside?: () => void,
): EditorState {
  const { page, version, draftRevision } = input;
  publishStored(svc, { key: page, version, draftRevision }, actor, true, inside);
  return editorState(svc, input.page);
}

/**
 * Publishes the draft of a stored document (a page or a translation). `whole`: refused when a
 * section or tab holds nothing (a translation's empty texts show English instead).
 */
export function publishStored(
  svc: ServiceContext,
  input: { key: DocumentKey; version: number; draftRevision: number },
  actor: string,
  whole: boolean,
  /** More of the same write once the version is live (the page's search entries). */
  inside?: () => void,
): void {
  const now = svc.now();
  const key = input.key;
  write(svc.db, (tx) => {
    const row = tx.select().from(pageDocuments).where(eq(pageDocuments.page, key)).get();
    if (!row) throw new NotFoundError(`No page ${key}`);
    if (row.version !== input.version) {
      throw new ConflictError(PAGE_WORDS.pageChanged(row.publishedBy, row.publishedAt.toISOString(), row.version));
    }
    if (row.draftRevision !== input.draftRevision) throw draftConflict(row);
    if (row.draft === null) throw new ConflictError(PAGE_WORDS.nothingToPublish);
    // A draft may be half written; what goes live has something in every section and tab.
    if (whole) {
      const empty = emptyPlaces(parse(row.draft));
      if (empty.length > 0) throw new EmptyPlacesError(empty);
    }
    const version = row.version + 1;
    tx.update(pageDocuments)
      .set({
        published: row.draft,
        version,
        publishedAt: now,
        publishedBy: actor,
        draft: null,
        draftRevision: row.draftRevision + 1,
        draftSavedAt: null,
        draftSavedBy: null,
      })
      .where(eq(pageDocuments.page, key))
      .run();
    tx.insert(pageVersions)
      .values({ page: key, version, document: row.draft, publishedAt: now, publishedBy: actor })
      .run();
    tx.delete(pageVersions)
      .where(and(eq(pageVersions.page, key), lte(pageVersions.version, version - VERSIONS_KEPT)))
      .run();
    inside?.();
  });
}

export interface PageVersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string;
  /** The live one. */
  current: boolean;
}

/** The kept versions, newest first. */
export function pageHistory(svc: ServiceContext, page: DocumentKey): PageVersionSummary[] {
  const live = rowOf(svc, page).version;
  return svc.db
    .select({
      version: pageVersions.version,
      publishedAt: pageVersions.publishedAt,
      publishedBy: pageVersions.publishedBy,
    })
    .from(pageVersions)
    .where(eq(pageVersions.page, page))
    .orderBy(desc(pageVersions.version))
    .all()
    .map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString(), current: v.version === live }));
}

function versionRow(svc: ServiceContext, page: DocumentKey, version: number) {
  const row = svc.db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.page, page), eq(pageVersions.version, version)))
    .get();
  if (!row) throw new NotFoundError(PAGE_WORDS.versionGone);
  return row;
}

/** One kept version's document. */
export function pageVersion(svc: ServiceContext, page: DocumentKey, version: number): PageDocument {
  return parse(versionRow(svc, page, version).document);
}

/** The words of a value (a document, a section) in reading order, one line a text: what History compares. */
export function wordsOf(value: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown, key: string): void => {
    if (typeof v === 'string') {
      if (!['kind', 'id', 'source', 'illustration', 'icon', 'image', 'style', 'button'].includes(key) && v) out.push(v);
    } else if (Array.isArray(v)) {
      for (const item of v) walk(item, key);
    } else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, k);
  };
  walk(value, '');
  return out.join('\n');
}

/** The words of a document in reading order, one line a text. */
export const documentWords = (doc: PageDocument): string => wordsOf(doc);

export interface WordChange {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/**
 * What a version did to one section (or to the page's settings): `added` and `removed` sections,
 * `changed` words, or `moved` with the same words. `name` is its legend in the editor ("Section 2:
 * Band — Laboratory and library"), numbered as in the newer version (a removed one as in the older).
 */
export interface SectionChange {
  name: string;
  change: 'added' | 'removed' | 'changed' | 'moved';
  changes: WordChange[];
}

type Section = PageDocument['sections'][number];

/**
 * Pairs each section of `from` with the one it became in `to`: the same section unchanged, then
 * the same anchor id, then the same kind and title, then the rest of a kind in order. What is left
 * unpaired was removed (from `from`) or added (in `to`).
 */
function pairSections(from: readonly Section[], to: readonly Section[]): Map<number, number> {
  const pairs = new Map<number, number>(); // to index -> from index
  const taken = new Set<number>();
  const pass = (same: (a: Section, b: Section) => boolean) => {
    to.forEach((b, j) => {
      if (pairs.has(j)) return;
      const i = from.findIndex((a, k) => !taken.has(k) && same(a, b));
      if (i >= 0) {
        pairs.set(j, i);
        taken.add(i);
      }
    });
  };
  const json = from.map((a) => JSON.stringify(a));
  pass((a, b) => JSON.stringify(b) === json[from.indexOf(a)]);
  const idOf = (section: Section) => ('id' in section ? section.id : undefined);
  pass((a, b) => idOf(a) !== undefined && idOf(a) === idOf(b));
  pass((a, b) => a.kind === b.kind && sectionTitle(a) !== '' && sectionTitle(a) === sectionTitle(b));
  pass((a, b) => a.kind === b.kind);
  return pairs;
}

/** The `to` indexes of pairs that kept their order: the longest run whose `from` indexes increase. */
function inOrder(pairs: Map<number, number>): Set<number> {
  const list = [...pairs.entries()].sort((a, b) => a[0] - b[0]);
  // Longest increasing subsequence by `from` index, quadratic: a page has at most 40 sections.
  const best = list.map(() => 1);
  const prev = list.map(() => -1);
  for (let k = 0; k < list.length; k += 1) {
    for (let m = 0; m < k; m += 1) {
      if ((list[m]?.[1] ?? 0) < (list[k]?.[1] ?? 0) && (best[m] ?? 0) + 1 > (best[k] ?? 0)) {
        best[k] = (best[m] ?? 0) + 1;
        prev[k] = m;
      }
    }
  }
  let at = best.indexOf(Math.max(0, ...best));
  const kept = new Set<number>();
  while (at >= 0) {
    kept.add(list[at]?.[0] ?? -1);
    at = prev[at] ?? -1;
  }
  return kept;
}

/** The word changes from `before` to `after`, in the shape History shows. */
function wordChanges(diffWords: DiffWords, before: string, after: string): WordChange[] {
  return diffWords(before, after).map((c) => ({
    value: c.value,
    ...(c.added ? { added: true } : {}),
    ...(c.removed ? { removed: true } : {}),
  }));
}
type DiffWords = typeof import('diff')['diffWords'];

const sectionName = (section: Section, index: number) =>
  EDITOR.sectionLegend(index + 1, section.kind, sectionTitle(section));

/**
 * What changed from one document to the next, section by section: the page's settings first, then
 * each section in the newer order, a removed one where it stood. Unchanged sections are left out.
 */
export function sectionChanges(diffWords: DiffWords, from: PageDocument | null, to: PageDocument): SectionChange[] {
  const out: SectionChange[] = [];
  const settingsBefore = from ? wordsOf(from.settings) : '';
  const settingsAfter = wordsOf(to.settings);
  if (settingsBefore !== settingsAfter) {
    out.push({
      name: EDITOR.settings,
      change: from ? 'changed' : 'added',
      changes: wordChanges(diffWords, settingsBefore, settingsAfter),
    });
  }
  const before = from?.sections ?? [];
  const pairs = pairSections(before, to.sections);
  const kept = inOrder(pairs);
  const pairedFrom = new Set(pairs.values());
  const removedAfter = (fromIndex: number) => {
    // Removed sections that stood right after `fromIndex` (up to the next paired one) follow it.
    for (let i = fromIndex + 1; i < before.length && !pairedFrom.has(i); i += 1) {
      const section = before[i] as Section;
      out.push({
        name: sectionName(section, i),
        change: 'removed',
        changes: wordChanges(diffWords, wordsOf(section), ''),
      });
    }
  };
  removedAfter(-1);
  to.sections.forEach((section, j) => {
    const i = pairs.get(j);
    const after = wordsOf(section);
    if (i === undefined) {
      out.push({ name: sectionName(section, j), change: 'added', changes: wordChanges(diffWords, '', after) });
      return;
    }
    const old = wordsOf(before[i]);
    if (old !== after) {
      out.push({ name: sectionName(section, j), change: 'changed', changes: wordChanges(diffWords, old, after) });
    } else if (!kept.has(j)) {
      out.push({ name: sectionName(section, j), change: 'moved', changes: [] });
    } else if (JSON.stringify(before[i]) !== JSON.stringify(section)) {
      // The same words in another arrangement (a part moved, a photo replaced).
      out.push({ name: sectionName(section, j), change: 'changed', changes: [] });
    }
    removedAfter(i);
  });
  return out;
}

/**
 * What a version changed, section by section, against the version before it (or against
 * `against`). The diff library is loaded with the first comparison an editor asks for, not at start
 * (docs/decisions/024-memory-budget.md).
 */
export async function versionChanges(
  svc: ServiceContext,
  page: DocumentKey,
  version: number,
  against?: number,
): Promise<{ from: number | null; to: number; sections: SectionChange[] }> {
  const { diffWords } = await import('diff');
  const to = pageVersion(svc, page, version);
  const fromVersion =
    against ??
    svc.db
      .select({ version: pageVersions.version })
      .from(pageVersions)
      .where(and(eq(pageVersions.page, page), lte(pageVersions.version, version - 1)))
      .orderBy(desc(pageVersions.version))
      .get()?.version;
  const from = fromVersion === undefined ? null : pageVersion(svc, page, fromVersion);
  return { from: fromVersion ?? null, to: version, sections: sectionChanges(diffWords, from, to) };
}

/** Puts a kept version back as the draft, to check and publish. */
export function restoreVersion(
  svc: ServiceContext,
  input: { page: EditablePageKey; version: number; draftRevision: number },
  actor: string,
): EditorState {
  const document = pageVersion(svc, input.page, input.version);
  return saveDraft(svc, { page: input.page, document, draftRevision: input.draftRevision }, actor);
}
