import type { ComponentType } from 'react';
import { PAGE_EDITOR_WORDS } from '../../shared/content/page-editor-words';
import { PATHS } from '../../shared/paths';
import type { Permission } from '../../shared/permissions';
import { type Role, roleHolds } from '../../shared/roles';
import { ApplicationsSection } from './applications/applications-section';
import { AuditSection } from './audit/audit-section';
import { BackupsSection } from './backups/backups-section';
import { CalendarSection } from './calendar/calendar-section';
import {
  CONTENT_SECTIONS,
  type ContentSectionId,
  DEFAULT_SECTION_ICON,
  sectionSegment,
} from './content/content-config';
import { ContentSection } from './content/content-section';
import { ReplyTemplatesSection } from './desk/reply-templates-section';
import { DeskReportSection } from './desk-report/desk-report-section';
import { DisclosureSection } from './disclosure/disclosure-section';
import { EnquiriesSection } from './enquiries/enquiries-section';
import { NoticesSection } from './notices/notices-section';
import { OverviewSection } from './overview/overview-section';
import { PagesSection } from './pages/pages-section';
import { PrivacySection } from './privacy/privacy-section';
import { SettingsSection } from './settings/settings-section';
import type { ItemRef } from './shell/admin-paths';
import { SiteAlertSection } from './site-alert/site-alert-section';
import { StaffAccountsSection } from './staff/staff-section';
import { TcSection } from './transfer-certificates/tc-section';
import { VisitsSection } from './visits/visits-section';

// Every section of the dashboard, once: its name, navigation group, address, icon, what renders it,
// whether its items open by address, and the permission its work needs (src/shared/permissions.ts).
// The navigation, the addresses (admin-paths.ts) and the dashboard's main area all read this list;
// a content type joins it from CONTENT_SECTIONS with no edit here (docs/architecture.md).

/** The headings the navigation groups sections under, in order; the overview stands above them. */
export const SECTION_GROUPS = ['Admissions', 'Website', 'School', 'Compliance', 'System'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

type FixedSectionId =
  | 'dashboard'
  | 'enquiries'
  | 'applications'
  | 'deskReport'
  | 'replyTemplates'
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

/** What the dashboard hands every section; each takes what it needs. */
export interface SectionProps {
  /** The item the address names, 'new' for the form of a new one, or null for the list. */
  open: ItemRef | null;
  username: string;
  mustChangePassword: boolean;
}

export interface AdminSection {
  id: SectionId;
  /** The navigation button's text and the name the office knows the section by. */
  label: string;
  /** Null for the overview, listed first and on its own. */
  group: SectionGroup | null;
  /** The section's address. */
  path: string;
  /** The `d` of the navigation icon's SVG path (24 by 24, stroked). */
  icon: string;
  component: ComponentType<SectionProps>;
  /** Whether /admin/<section>/<id> opens one of its items. */
  opensItems: boolean;
  /** Whether /admin/<section>/new opens the form of a new item. */
  createsByAddress: boolean;
  permission: Permission;
}

const ADMIN_ROOT = '/admin';

const fixed = (
  id: FixedSectionId,
  label: string,
  group: SectionGroup | null,
  path: string,
  permission: Permission,
  component: ComponentType<SectionProps>,
  icon: string,
  items: 'none' | 'open' | 'open-and-new' = 'none',
): AdminSection => ({
  id,
  label,
  group,
  path,
  icon,
  component,
  opensItems: items !== 'none',
  createsByAddress: items === 'open-and-new',
  permission,
});

/** Sections with a view of their own instead of the generic content list (the calendar's months). */
const CUSTOM_CONTENT_VIEWS: Partial<Record<ContentSectionId, ComponentType<SectionProps>>> = {
  events: CalendarSection,
};

function contentSection(id: ContentSectionId): AdminSection {
  const config = CONTENT_SECTIONS[id];
  // One component per type, so moving between two content sections starts the second afresh.
  const View = ({ open }: SectionProps) => <ContentSection config={config} open={open} />;
  View.displayName = `${id}Section`;
  return {
    id,
    label: config.title,
    group: config.group ?? 'Website',
    path: `${ADMIN_ROOT}/${sectionSegment(config)}`,
    icon: config.icon ?? DEFAULT_SECTION_ICON,
    component: CUSTOM_CONTENT_VIEWS[id] ?? View,
    opensItems: true,
    createsByAddress: true,
    permission: 'content',
  };
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  fixed(
    'dashboard',
    'Dashboard',
    null,
    PATHS.adminDashboard,
    'account',
    OverviewSection,
    'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  ),
  fixed(
    'enquiries',
    'Contacts',
    'Admissions',
    `${ADMIN_ROOT}/contacts`,
    'admissions',
    EnquiriesSection,
    'M4 6h16v12H4zM4 7l8 6 8-6',
    'open',
  ),
  fixed(
    'applications',
    'Applications',
    'Admissions',
    `${ADMIN_ROOT}/applications`,
    'admissions',
    ApplicationsSection,
    'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4',
    'open',
  ),
  fixed(
    'deskReport',
    'Admissions report',
    'Admissions',
    `${ADMIN_ROOT}/admissions-report`,
    'admissions',
    DeskReportSection,
    'M4 5h16M6 10h12M8 15h8M10 20h4',
  ),
  fixed(
    'replyTemplates',
    'Reply templates',
    'Admissions',
    `${ADMIN_ROOT}/reply-templates`,
    'admissions',
    ReplyTemplatesSection,
    'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
    'open-and-new',
  ),
  fixed(
    'notices',
    'Notices',
    'Website',
    `${ADMIN_ROOT}/notices`,
    'content',
    NoticesSection,
    'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
    'open-and-new',
  ),
  fixed(
    'pages',
    PAGE_EDITOR_WORDS.sectionTitle,
    'Website',
    `${ADMIN_ROOT}/pages`,
    'content',
    PagesSection,
    'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6',
    'open',
  ),
  fixed(
    'alert',
    'Site alert',
    'Website',
    `${ADMIN_ROOT}/alert`,
    'content',
    SiteAlertSection,
    'M12 3l10 18H2zM12 10v5M12 18v.5',
  ),
  fixed(
    'visits',
    'Visits',
    'Website',
    `${ADMIN_ROOT}/visits`,
    'content',
    VisitsSection,
    'M4 20V10M10 20V4M16 20v-7M22 20H2',
  ),
  ...(Object.keys(CONTENT_SECTIONS) as ContentSectionId[]).map(contentSection),
  fixed(
    'disclosure',
    'Disclosure',
    'Compliance',
    `${ADMIN_ROOT}/disclosure`,
    'content',
    DisclosureSection,
    'M9 4h6v3H9zM6 6h12v15H6zM9 12l2 2 4-4M9 17h6',
  ),
  fixed(
    'transferCertificates',
    'Transfer Certificates',
    'Compliance',
    `${ADMIN_ROOT}/transfer-certificates`,
    'admissions',
    TcSection,
    'M6 3h12v18H6zM9 8h6M9 12h6M10 17l2 2 3-4',
    'open-and-new',
  ),
  fixed(
    'privacy',
    'Privacy',
    'Compliance',
    `${ADMIN_ROOT}/privacy`,
    'privacy',
    PrivacySection,
    'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  ),
  fixed(
    'audit',
    'Audit log',
    'Compliance',
    `${ADMIN_ROOT}/audit-log`,
    'privacy',
    AuditSection,
    'M5 4h14v16H5zM8 8h8M8 12h8M8 16h4M16 16h.01',
  ),
  fixed(
    'settings',
    'Settings',
    'System',
    `${ADMIN_ROOT}/settings`,
    // Everyone's own password and sign-in are here; the school's settings panels need 'settings'.
    'account',
    SettingsSection,
    'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  ),
  fixed(
    'staffAccounts',
    'Staff',
    'System',
    `${ADMIN_ROOT}/staff-accounts`,
    'staff',
    StaffAccountsSection,
    'M9 11a4 4 0 100-8 4 4 0 000 8zM3 21v-1a6 6 0 0112 0v1M17 11a3 3 0 100-6M21 21v-1a5 5 0 00-3-4.6',
  ),
  fixed(
    'backups',
    'Backups',
    'System',
    `${ADMIN_ROOT}/backups`,
    'settings',
    BackupsSection,
    'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  ),
];

/** One section by its id. */
export function adminSection(id: SectionId): AdminSection {
  const section = ADMIN_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`No dashboard section ${id}`);
  return section;
}

/** Whether a role may open a section (read what it shows); the server checks each procedure anyway. */
export const mayOpen = (role: Role, section: AdminSection) => roleHolds(role, section.permission, 'read');

/**
 * The navigation's order: the overview alone, then each group with its sections in registry order,
 * only those the role may open.
 */
export function navigationGroups(role: Role): { group: SectionGroup | null; sections: AdminSection[] }[] {
  return [null, ...SECTION_GROUPS]
    .map((group) => ({
      group,
      sections: ADMIN_SECTIONS.filter((s) => s.group === group && mayOpen(role, s)),
    }))
    .filter((g) => g.sections.length > 0);
}
