import { EDITOR } from '../../../shared/content/page-editor-words';
import { ILLUSTRATION_KINDS } from '../../../shared/illustrations';
import {
  PAGE_PARTS,
  type PageDocumentInput,
  type Section,
  type SectionKind,
} from '../../../shared/page-content/document';
import { EDITABLE_PAGES, type EditablePageKey } from '../../../shared/page-content/pages';

// The editor holds the page's document as one value and changes it by path (['sections', 1, 'body']),
// the same path the server names a refused field by ('sections.1.body'), so a message lands beside
// the field it is about.

export type Path = readonly (string | number)[];
export type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

export const pathKey = (path: Path) => path.join('.');

export function getAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const step of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[step];
  }
  return v;
}

/** A copy of `value` with `path` set to `next` (undefined removes an object's key). */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[step as number] = setAt(copy[step as number], rest, next);
    return copy as T;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const child = setAt(copy[step as string], rest, next);
  if (child === undefined) delete copy[step as string];
  else copy[step as string] = child;
  return copy as T;
}

/** Moves the item at `from` of the array at `path` to `to`. */
export function moveAt<T>(value: T, path: Path, from: number, to: number): T {
  const list = [...((getAt(value, path) as unknown[]) ?? [])];
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item);
  return setAt(value, path, list);
}

export function removeAt<T>(value: T, path: Path, index: number): T {
  const list = [...((getAt(value, path) as unknown[]) ?? [])];
  list.splice(index, 1);
  return setAt(value, path, list);
}

/** The page a dashboard address names: /admin/pages/2 is the second page of EDITABLE_PAGES. */
export const pageOfItem = (item: number): EditablePageKey | null => EDITABLE_PAGES[item - 1] ?? null;
export const itemOfPage = (page: EditablePageKey): number => EDITABLE_PAGES.indexOf(page) + 1;

/** A new, empty section of a kind, for "Add a section": the office writes its words. */
export function newSection(kind: SectionKind): Section | PageDocumentInput['sections'][number] {
  const art = {
    kind: 'illustration' as const,
    illustration: ILLUSTRATION_KINDS[0],
    label: EDITOR.newIllustrationLabel,
    tone: 0,
  };
  switch (kind) {
    case 'band':
      return { kind, title: '', blocks: [{ kind: 'text', body: '' }] };
    case 'split':
      return { kind, title: '', body: '', art };
    case 'tabs':
      return { kind, label: '', tabs: [{ id: 'tab-1', label: '', blocks: [{ kind: 'text', body: '' }] }] };
    case 'cta':
      return { kind, title: '', text: '' };
    case 'hero':
      return { kind, actions: [], facts: [] };
    case 'video':
      return { kind, title: '', values: [] };
    case 'part':
      return { kind, source: PAGE_PARTS[0], eyebrow: '', title: '' };
  }
}

export { sectionTitle } from '../../../shared/page-content/structure';
