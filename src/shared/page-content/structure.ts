import type { Block, BlockKind, DataSource, PageDocumentInput, SectionKind } from './document';

// The parts a section may hold, and what "a section with nothing in it" means
// (docs/decisions/047-page-editor-structure.md). Both are read from documents, not written per
// page: the parts a page's sections may hold are those its seed (and its live document) holds in
// sections of the same kind, each offered as a blank copy, so the office can add a part only of a
// kind the designer's layout for that section already draws. Without zod, so the editor uses it.

type SectionInput = PageDocumentInput['sections'][number];
type BlockInput = Extract<SectionInput, { kind: 'band' }>['blocks'][number];

/** The section kinds whose blocks the office adds, removes and reorders (and tabs, for a `tabs` section). */
export const KINDS_WITH_PARTS = ['band', 'split', 'tabs'] as const satisfies readonly SectionKind[];
export type KindWithParts = (typeof KINDS_WITH_PARTS)[number];
export const hasParts = (kind: SectionKind): kind is KindWithParts =>
  (KINDS_WITH_PARTS as readonly string[]).includes(kind);

/**
 * A blank part of a kind: the first part of that kind (and source) in the seed with its words
 * emptied, its layout (columns, tones, icons, drawings) kept. Offered by "Add a part".
 */
export interface PartTemplate {
  kind: BlockKind;
  /** A `data` part's list. */
  source?: DataSource;
  block: BlockInput;
}

/** What each kind of section on a page may hold: its part templates, in the order the seed first has them. */
export type AllowedParts = Partial<Record<KindWithParts, PartTemplate[]>>;

/** Strings that are not words: the kind, a list's source, a drawing, an icon, a style, an address. */
const KEPT_KEYS = new Set(['kind', 'source', 'illustration', 'icon', 'style', 'button', 'link', 'image']);

/** A blank copy: words emptied, lists cut to their first item, parts inside it one blank text. */
function blankLike(value: unknown, key: string): unknown {
  if (typeof value === 'string') return KEPT_KEYS.has(key) ? value : '';
  if (Array.isArray(value)) {
    if (key === 'blocks') return [{ kind: 'text', body: '' }];
    // A table's headings all stay (it needs at least two); other lists keep one blank item.
    if (key === 'columns') return value.map((v) => blankLike(v, key));
    return value.slice(0, 1).map((v) => blankLike(v, key));
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // An anchor id names one part; a copy must not take it.
      if (k === 'id') continue;
      out[k] = blankLike(v, k);
    }
    return out;
  }
  return value;
}

/** The parts at the top of a section: its own blocks and each tab's. */
function topBlocks(section: SectionInput): readonly BlockInput[][] {
  if (section.kind === 'band') return [section.blocks];
  if (section.kind === 'split') return [section.blocks ?? []];
  if (section.kind === 'tabs') return [section.blocks ?? [], ...section.tabs.map((t) => t.blocks)];
  return [];
}

const templateKey = (block: { kind: string; source?: string }) =>
  block.kind === 'data' ? `data:${block.source}` : block.kind;

/** A plain text part, which every section that holds parts may have. */
const TEXT_TEMPLATE: PartTemplate = { kind: 'text', block: { kind: 'text', body: '' } };

/**
 * The part templates of each kind of section, from the documents given (the page's seed, then its
 * live document): every kind (and `data` source) found at the top of a section of that kind, and a
 * text part always.
 */
export function allowedParts(documents: readonly PageDocumentInput[]): AllowedParts {
  const out: Record<KindWithParts, Map<string, PartTemplate>> = {
    band: new Map([['text', TEXT_TEMPLATE]]),
    split: new Map([['text', TEXT_TEMPLATE]]),
    tabs: new Map([['text', TEXT_TEMPLATE]]),
  };
  for (const doc of documents) {
    for (const section of doc.sections) {
      if (!hasParts(section.kind)) continue;
      const found = out[section.kind];
      for (const list of topBlocks(section)) {
        for (const block of list) {
          const key = templateKey(block);
          if (found.has(key)) continue;
          found.set(key, {
            kind: block.kind,
            ...(block.kind === 'data' ? { source: block.source } : {}),
            block: blankLike(block, '') as BlockInput,
          });
        }
      }
    }
  }
  return {
    band: [...out.band.values()],
    split: [...out.split.values()],
    tabs: [...out.tabs.values()],
  };
}

/** Where a part of a kind the section may not hold is (its `kind`'s path), for each such part. */
export function refusedParts(doc: PageDocumentInput, allowed: AllowedParts): string[] {
  const refused: string[] = [];
  doc.sections.forEach((section, i) => {
    if (!hasParts(section.kind)) return;
    const keys = new Set((allowed[section.kind] ?? []).map(templateKey));
    const check = (blocks: readonly BlockInput[] | undefined, at: string): void => {
      (blocks ?? []).forEach((block, j) => {
        if (!keys.has(templateKey(block))) refused.push(`${at}.${j}.kind`);
      });
    };
    if (section.kind === 'tabs') {
      check(section.blocks, `sections.${i}.blocks`);
      section.tabs.forEach((tab, t) => {
        check(tab.blocks, `sections.${i}.tabs.${t}.blocks`);
      });
    } else check(topBlocks(section)[0], `sections.${i}.blocks`);
  });
  return refused;
}

/** Keys whose strings a visitor does not read as the section's content. */
const NOT_CONTENT = new Set(['kind', 'id', 'illustration', 'icon', 'image', 'style', 'button', 'link', 'source']);

/** Whether a value holds words a visitor reads, or a list kept elsewhere (a `data` part). */
function hasContent(value: unknown, key = ''): boolean {
  if (typeof value === 'string') return !NOT_CONTENT.has(key) && value.trim() !== '';
  if (Array.isArray(value)) return value.some((v) => hasContent(v, key));
  if (value && typeof value === 'object') {
    if ((value as { kind?: unknown }).kind === 'data') return true;
    return Object.entries(value).some(([k, v]) => k !== 'art' && hasContent(v, k));
  }
  return false;
}

const blocksHaveContent = (blocks: readonly Block[] | readonly BlockInput[] | undefined) =>
  (blocks ?? []).some((b) => hasContent(b));

/**
 * The places that have nothing in them, which a publish refuses: a section with no words and no
 * part that shows anything (`sections.2`), and a tab of a tabs section with none (`sections.2.tabs.1`).
 * A picture alone is not content (its drawing stands for words still to be written); the opening
 * banner (the page's heading) and a home page part (its list) always show something.
 */
export function emptyPlaces(doc: PageDocumentInput): string[] {
  const out: string[] = [];
  doc.sections.forEach((section, i) => {
    if (section.kind === 'hero' || section.kind === 'part') return;
    if (section.kind === 'tabs') {
      const empties = section.tabs.map((tab, t) => (blocksHaveContent(tab.blocks) ? null : t));
      if (!blocksHaveContent(section.blocks) && empties.every((t) => t !== null)) {
        out.push(`sections.${i}`);
        return;
      }
      for (const t of empties) if (t !== null) out.push(`sections.${i}.tabs.${t}`);
      return;
    }
    if (!hasContent(section)) out.push(`sections.${i}`);
  });
  return out;
}

/** The title a section shows in its legend (its heading, else its tabs' name). */
export function sectionTitle(section: SectionInput): string {
  if (section.kind === 'tabs') return section.label;
  if (section.kind === 'hero') return section.eyebrow ?? '';
  return section.title ?? '';
}

/** The title a part shows in its legend (its title, caption or label). */
export function blockTitle(block: BlockInput | Block): string {
  return 'title' in block && typeof block.title === 'string'
    ? block.title
    : 'caption' in block && typeof block.caption === 'string'
      ? block.caption
      : 'label' in block && typeof block.label === 'string'
        ? block.label
        : '';
}

/** A tab id not yet used in the section: 'tab-3'. */
export function freshTabId(used: readonly string[]): string {
  for (let n = used.length + 1; ; n += 1) {
    const id = `tab-${n}`;
    if (!used.includes(id)) return id;
  }
}
