import { CAREERS_WORDS } from '../../shared/content/careers-words';
import { PAGE_EDITOR_WORDS } from '../../shared/content/page-editor-words';
import { PATHS } from '../../shared/paths';
import type { Permission } from '../../shared/permissions';
import {
  CONTENT_SECTIONS,
  type ContentSectionId,
  DEFAULT_SECTION_ICON,
  sectionSegment,
} from './content/content-config';

// Every section of the dashboard, once, as plain data: its name, navigation group, address, icon,
// whether its items open by address, and the permission its work needs (src/shared/permissions.ts).
// The addresses (shell/admin-paths.ts) read only this list, and the section registry (sections.tsx)
// adds what renders each section. Kept free of components so the sections, which all link through
// admin-paths, are not imported back by it: the imports between them go one way.
// A content type joins it from CONTENT_SECTIONS with no edit here (docs/architecture.md).

/** The headings the navigation groups sections under, in order; the overview stands above them. */
export const SECTION_GROUPS = ['Admissions', 'Website', 'School', 'Compliance', 'System'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

export type FixedSectionId =
  | 'dashboard'
  | 'enquiries'
  | 'applications'
  | 'payments'
  | 'deskReport'
  | 'replyTemplates'
  | 'candidates'
  | 'notices'
  | 'pages'
  | 'alert'
  | 'visits'
  | 'disclosure'
  | 'transferCertificates'
  | 'privacy'
  | 'audit'
  | 'settings'
  | 'staffAccounts'
  | 'backups';
export type SectionId = FixedSectionId | ContentSectionId;

export interface SectionEntry {
  id: SectionId;
  /** The navigation button's text and the name the office knows the section by. */
  label: string;
  /** Null for the overview, listed first and on its own. */
  group: SectionGroup | null;
  /** The section's address. */
  path: string;
  /** The `d` of the navigation icon's SVG path (24 by 24, stroked). */
  icon: string;
  /** Whether /admin/<section>/<id> opens one of its items. */
  opensItems: boolean;
  /** Whether /admin/<section>/new opens the form of a new item. */
  createsByAddress: boolean;
  permission: Permission;
}

export const ADMIN_ROOT = '/admin';

const fixed = (
  id: FixedSectionId,
  label: string,
  group: SectionGroup | null,
  path: string,
  permission: Permission,
  icon: string,
  items: 'none' | 'open' | 'open-and-new' = 'none',
): SectionEntry => ({
  id,
  label,
  group,
  path,
  icon,
  opensItems: items !== 'none',
  createsByAddress: items === 'open-and-new',
  permission,
});

/** Whether a section is one of the content types' (CONTENT_SECTIONS) rather than a fixed one. */
export const isContentSection = (id: SectionId): id is ContentSectionId => Object.hasOwn(CONTENT_SECTIONS, id);

function contentEntry(id: ContentSectionId): SectionEntry {
  const config = CONTENT_SECTIONS[id];
  return {
    id,
    label: config.title,
    group: config.group ?? 'Website',
    path: `${ADMIN_ROOT}/${sectionSegment(config)}`,
    icon: config.icon ?? DEFAULT_SECTION_ICON,
    opensItems: true,
    createsByAddress: true,
    permission: 'content',
  };
}

/** The sections in navigation order. */
export const SECTION_ENTRIES: readonly SectionEntry[] = [
  fixed(
    'dashboard',
    'Dashboard',
    null,
    PATHS.adminDashboard,
    'account',
    'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  ),
  fixed(
    'enquiries',
    'Contacts',
    'Admissions',
    `${ADMIN_ROOT}/contacts`,
    'admissions',
    'M4 6h16v12H4zM4 7l8 6 8-6',
    'open',
  ),
  fixed(
    'applications',
    'Applications',
    'Admissions',
    `${ADMIN_ROOT}/applications`,
    'admissions',
    'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4',
    'open',
  ),
  fixed('payments', 'Payments', 'Admissions', `${ADMIN_ROOT}/payments`, 'admissions', 'M3 6h18v12H3zM3 10h18M7 15h4'),
  fixed(
    'deskReport',
    'Admissions report',
    'Admissions',
    `${ADMIN_ROOT}/admissions-report`,
    'admissions',
    'M4 5h16M6 10h12M8 15h8M10 20h4',
  ),
  fixed(
    'replyTemplates',
    'Reply templates',
    'Admissions',
    `${ADMIN_ROOT}/reply-templates`,
    'admissions',
    'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
    'open-and-new',
  ),
  fixed(
    'candidates',
    CAREERS_WORDS.title,
    'Admissions',
    `${ADMIN_ROOT}/candidates`,
    'recruitment',
    'M9 7a3 3 0 1 0 6 0a3 3 0 1 0-6 0M5 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2M16 3l2 2',
    'open',
  ),
  fixed(
    'notices',
    'Notices',
    'Website',
    `${ADMIN_ROOT}/notices`,
    'content',
    'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
    'open-and-new',
  ),
  fixed(
    'pages',
    PAGE_EDITOR_WORDS.sectionTitle,
    'Website',
    `${ADMIN_ROOT}/pages`,
    'content',
    'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6',
    'open',
  ),
  fixed('alert', 'Site alert', 'Website', `${ADMIN_ROOT}/alert`, 'content', 'M12 3l10 18H2zM12 10v5M12 18v.5'),
  fixed('visits', 'Visits', 'Website', `${ADMIN_ROOT}/visits`, 'content', 'M4 20V10M10 20V4M16 20v-7M22 20H2'),
  ...(Object.keys(CONTENT_SECTIONS) as ContentSectionId[]).map(contentEntry),
  fixed(
    'disclosure',
    'Disclosure',
    'Compliance',
    `${ADMIN_ROOT}/disclosure`,
    'content',
    'M9 4h6v3H9zM6 6h12v15H6zM9 12l2 2 4-4M9 17h6',
  ),
  fixed(
    'transferCertificates',
    'Transfer Certificates',
    'Compliance',
    `${ADMIN_ROOT}/transfer-certificates`,
    'admissions',
    'M6 3h12v18H6zM9 8h6M9 12h6M10 17l2 2 3-4',
    'open-and-new',
  ),
  fixed(
    'privacy',
    'Privacy',
    'Compliance',
    `${ADMIN_ROOT}/privacy`,
    'privacy',
    'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  ),
  fixed(
    'audit',
    'Audit log',
    'Compliance',
    `${ADMIN_ROOT}/audit-log`,
    'privacy',
    'M5 4h14v16H5zM8 8h8M8 12h8M8 16h4M16 16h.01',
  ),
  fixed(
    'settings',
    'Settings',
    'System',
    `${ADMIN_ROOT}/settings`,
    // Everyone's own password and sign-in are here; the school's settings panels need 'settings'.
    'account',
    'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  ),
  fixed(
    'staffAccounts',
    'Staff',
    'System',
    `${ADMIN_ROOT}/staff-accounts`,
    'staff',
    'M9 11a4 4 0 100-8 4 4 0 000 8zM3 21v-1a6 6 0 0112 0v1M17 11a3 3 0 100-6M21 21v-1a5 5 0 00-3-4.6',
  ),
  fixed('backups', 'Backups', 'System', `${ADMIN_ROOT}/backups`, 'settings', 'M3 4h18v4H3zM5 8v12h14V8M10 12h4'),
];

/** One section's entry by its id. */
export function sectionEntry(id: SectionId): SectionEntry {
  const entry = SECTION_ENTRIES.find((s) => s.id === id);
  if (!entry) throw new Error(`No dashboard section ${id}`);
  return entry;
}
