import { ADMIN_ROOT, SECTION_ENTRIES, type SectionId, sectionEntry } from '../section-paths';

// Every address of the dashboard, read from the sections' list (../section-paths.ts;
// docs/decisions/012-dashboard-addresses-and-unsaved-work.md).
// A section is /admin/<section>, named as the office knows it ('contacts', 'slides', 'gallery'); an
// open item is /admin/<section>/<id>, and a new item being written is /admin/<section>/new, for the
// sections the registry says take them. Only numeric ids go into an address, never anything a parent typed.

export type { SectionId };
/** An open item: its id, or 'new' for the form of an item not yet created. */
export type ItemRef = number | 'new';

const NEW_ITEM = 'new';

/** The address of a section: '/admin/contacts', '/admin/slides'. */
export function sectionPath(id: SectionId): string {
  return sectionEntry(id).path;
}

/** The address of one item of a section: '/admin/contacts/12', '/admin/slides/new'. */
export function itemPath(id: SectionId, item: ItemRef): string {
  return `${sectionPath(id)}/${item === 'new' ? NEW_ITEM : item}`;
}

export interface AdminPlace {
  section: SectionId;
  item: ItemRef | null;
}

/**
 * The section and item an address names; null when it names none (an unknown section, or an id that
 * is not a positive whole number). '/admin' alone is the overview.
 */
export function parseAdminPath(pathname: string): AdminPlace | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === ADMIN_ROOT) return { section: 'dashboard', item: null };
  for (const section of SECTION_ENTRIES) {
    if (path === section.path) return { section: section.id, item: null };
    if (!path.startsWith(`${section.path}/`) || !section.opensItems) continue;
    const rest = path.slice(section.path.length + 1);
    if (rest === NEW_ITEM && section.createsByAddress) return { section: section.id, item: 'new' };
    if (/^[1-9]\d{0,15}$/.test(rest)) return { section: section.id, item: Number(rest) };
    return null;
  }
  return null;
}
