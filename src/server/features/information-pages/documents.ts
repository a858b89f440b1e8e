import { and, desc, eq, lte } from 'drizzle-orm';
import { PAGE_EDITOR_WORDS as PAGE_WORDS } from '../../../shared/content/page-editor-words';
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
import { fieldValues } from '../../content/field-values';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { pageDocuments, pageVersions } from '../../db/schema';
import { write } from '../../db/write';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../lib/errors';
import { renderDocument } from './render';
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
function parse(json: string): PageDocument {
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

function rowOf(svc: ServiceContext, page: EditablePageKey) {
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

/** The live page as visitors get it: fields filled, Markdown rendered. */
export function renderedPage(svc: ServiceContext, page: EditablePageKey): PageDocument {
  return renderDocument(publishedDocument(svc, page), fieldValues(svc));
}

/** The draft as visitors would get it once published (the preview); the live page when there is none. */
export function renderedDraft(svc: ServiceContext, page: EditablePageKey): PageDocument {
  const row = rowOf(svc, page);
  return renderDocument(row.draft ? parse(row.draft) : parse(row.published), fieldValues(svc));
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
  };
}

/** Refuses a section of a kind the page does not have (its layout would break). */
function checkKinds(page: EditablePageKey, doc: PageDocumentInput): void {
  const allowed = new Set(allowedKinds(page));
  doc.sections.forEach((section, i) => {
    if (!allowed.has(section.kind)) throw new InvalidFieldError(`sections.${i}.kind`, PAGE_WORDS.kindNotAllowed);
  });
}

function draftConflict(row: { draftSavedBy: string | null; draftSavedAt: Date | null }): ConflictError {
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
  checkKinds(input.page, input.document);
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
  write(svc.db, (tx) => {
    const row = tx.select().from(pageDocuments).where(eq(pageDocuments.page, input.page)).get();
    if (!row) throw new NotFoundError(`No page ${input.page}`);
    if (row.draftRevision !== input.draftRevision) throw draftConflict(row);
    tx.update(pageDocuments)
      .set({ draft: null, draftRevision: row.draftRevision + 1, draftSavedAt: null, draftSavedBy: null })
      .where(eq(pageDocuments.page, input.page))
      .run();
  });
  return editorState(svc, input.page);
}

/**
 * Makes the saved draft live as the next version, if the page is still at `version` and the draft at
 * `draftRevision` (what the editor opened); keeps the last VERSIONS_KEPT versions.
 */
export function publishDraft(
  svc: ServiceContext,
  input: { page: EditablePageKey; version: number; draftRevision: number },
  actor: string,
): EditorState {
  const now = svc.now();
  write(svc.db, (tx) => {
    const row = tx.select().from(pageDocuments).where(eq(pageDocuments.page, input.page)).get();
    if (!row) throw new NotFoundError(`No page ${input.page}`);
    if (row.version !== input.version) {
      throw new ConflictError(PAGE_WORDS.pageChanged(row.publishedBy, row.publishedAt.toISOString(), row.version));
    }
    if (row.draftRevision !== input.draftRevision) throw draftConflict(row);
    if (row.draft === null) throw new ConflictError(PAGE_WORDS.nothingToPublish);
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
      .where(eq(pageDocuments.page, input.page))
      .run();
    tx.insert(pageVersions)
      .values({ page: input.page, version, document: row.draft, publishedAt: now, publishedBy: actor })
      .run();
    tx.delete(pageVersions)
      .where(and(eq(pageVersions.page, input.page), lte(pageVersions.version, version - VERSIONS_KEPT)))
      .run();
  });
  return editorState(svc, input.page);
}

export interface PageVersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string;
  /** The live one. */
  current: boolean;
}

/** The kept versions, newest first. */
export function pageHistory(svc: ServiceContext, page: EditablePageKey): PageVersionSummary[] {
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

function versionRow(svc: ServiceContext, page: EditablePageKey, version: number) {
  const row = svc.db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.page, page), eq(pageVersions.version, version)))
    .get();
  if (!row) throw new NotFoundError(PAGE_WORDS.versionGone);
  return row;
}

/** One kept version's document. */
export function pageVersion(svc: ServiceContext, page: EditablePageKey, version: number): PageDocument {
  return parse(versionRow(svc, page, version).document);
}

/** The words of a document in reading order, one line a text: what History compares. */
export function documentWords(doc: PageDocument): string {
  const out: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (!['kind', 'id', 'source', 'illustration', 'icon', 'image', 'style', 'button'].includes(key) && value)
        out.push(value);
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v, key);
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(doc, '');
  return out.join('\n');
}

export interface WordChange {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/**
 * What a version changed in words, against the version before it (or against `against`). The diff
 * library is loaded with the first comparison an editor asks for, not at start
 * (docs/decisions/024-memory-budget.md).
 */
export async function versionChanges(
  svc: ServiceContext,
  page: EditablePageKey,
  version: number,
  against?: number,
): Promise<{ from: number | null; to: number; changes: WordChange[] }> {
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
  const changes = diffWords(from ? documentWords(from) : '', documentWords(to)).map((c) => ({
    value: c.value,
    ...(c.added ? { added: true } : {}),
    ...(c.removed ? { removed: true } : {}),
  }));
  return { from: fromVersion ?? null, to: version, changes };
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
