import { EDITABLE_PAGES, type EditablePageKey } from '../paths';
import type { SectionKind } from './document';

// The pages whose words are data (docs/decisions/038-pages-as-data.md) are the `editable` entries of
// PAGES (src/shared/paths.ts), in the order the dashboard lists them. Each may hold the section kinds
// of its seed, so the office adds or removes sections the design has for that page, never one that
// would break its layout.
export { EDITABLE_PAGES, type EditablePageKey } from '../paths';

export const isEditablePage = (page: string): page is EditablePageKey =>
  (EDITABLE_PAGES as readonly string[]).includes(page);

/** The section kinds every information page may add: a band of blocks, text beside a picture, the closing band. */
export const COMMON_SECTION_KINDS: readonly SectionKind[] = ['band', 'split', 'cta'];

/**
 * The home page draws its own sections (its hero, the about band beside the video, the parts drawn
 * from the office's lists), not the information pages' bands: it holds only these kinds.
 */
export const HOME_SECTION_KINDS: readonly SectionKind[] = ['hero', 'video', 'part'];

/** How many published versions of a page are kept. */
export const VERSIONS_KEPT = 50;

/**
 * How long a photo uploaded in the page editor is kept while no draft, live page or version names it
 * (docs/decisions/047-page-editor-structure.md): a day, time to save the draft that uses it.
 */
export const ORPHAN_PAGE_PHOTO_MS = 24 * 60 * 60 * 1000;
