import { PATHS } from '../../../shared/paths';
import { CONTENT_SECTIONS, type ContentSectionId, sectionSegment } from '../content/content-config';

// Every address of the dashboard, in one place (docs/decisions/012-dashboard-addresses-and-unsaved-work.md).
// A section is /admin/<section>, named as the office knows it ('contacts', 'slides', 'gallery'); an
// open item is /admin/<section>/<id>, and a new item being written is /admin/<section>/new. Content
// sections take their segment from their dashboard config, so a new content type gets its address
// with no edit here. Only numeric ids go into an address, never anything a parent typed.

const ADMIN_ROOT = '/admin';

/** The sections that are not content types, and their addresses. */
const FIXED_SECTIONS = {
  dashboard: PATHS.adminDashboard,
  enquiries: `${ADMIN_ROOT}/contacts`,
  applications: `${ADMIN_ROOT}/applications`,
  notices: `${ADMIN_ROOT}/notices`,
  disclosure: `${ADMIN_ROOT}/disclosure`,
  transferCertificates: `${ADMIN_ROOT}/transfer-certificates`,
  privacy: `${ADMIN_ROOT}/privacy`,
  audit: `${ADMIN_ROOT}/audit-log`,
  alert: `${ADMIN_ROOT}/alert`,
  backups: `${ADMIN_ROOT}/backups`,
  settings: `${ADMIN_ROOT}/settings`,
} as const;

export type FixedSectionId = keyof typeof FIXED_SECTIONS;
export type SectionId = FixedSectionId | ContentSectionId;
/** An open item: its id, or 'new' for the form of an item not yet created. */
export type ItemRef = number | 'new';

const NEW_ITEM = 'new';

/** The sections with no items to open: their address alone, nothing under it. */
const WITHOUT_ITEMS: ReadonlySet<SectionId> = new Set<FixedSectionId>([
  'dashboard',
  'disclosure',
  'privacy',
  'audit',
  'alert',
  'backups',
  'settings',
]);

const isContentSection = (id: SectionId): id is ContentSectionId => id in CONTENT_SECTIONS;

/** The address of a section: '/admin/contacts', '/admin/slides'. */
export function sectionPath(id: SectionId): string {
  if (isContentSection(id)) return `${ADMIN_ROOT}/${sectionSegment(CONTENT_SECTIONS[id])}`;
  return FIXED_SECTIONS[id];
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
  const sections = [
    ...(Object.keys(FIXED_SECTIONS) as FixedSectionId[]),
    ...(Object.keys(CONTENT_SECTIONS) as ContentSectionId[]),
  ];
  for (const section of sections) {
    const base = sectionPath(section);
    if (path === base) return { section, item: null };
    if (!path.startsWith(`${base}/`) || WITHOUT_ITEMS.has(section)) continue;
    const rest = path.slice(base.length + 1);
    if (rest === NEW_ITEM && (isContentSection(section) || section === 'notices' || section === 'transferCertificates'))
      return { section, item: 'new' };
    if (/^[1-9]\d{0,15}$/.test(rest)) return { section, item: Number(rest) };
    return null;
  }
  return null;
}
