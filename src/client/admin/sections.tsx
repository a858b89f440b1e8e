import type { ComponentType } from 'react';
import { type Role, roleHolds } from '../../shared/roles';
import { ApplicationsSection } from './applications/applications-section';
import { AuditSection } from './audit/audit-section';
import { BackupsSection } from './backups/backups-section';
import { CalendarSection } from './calendar/calendar-section';
import { CandidatesSection } from './careers/candidates-section';
import { CONTENT_SECTIONS, type ContentSectionId } from './content/content-config';
import { ContentSection } from './content/content-section';
import { ReplyTemplatesSection } from './desk/reply-templates-section';
import { DeskReportSection } from './desk-report/desk-report-section';
import { DisclosureSection } from './disclosure/disclosure-section';
import { EnquiriesSection } from './enquiries/enquiries-section';
import { NoticesSection } from './notices/notices-section';
import { OverviewSection } from './overview/overview-section';
import { PagesSection } from './pages/pages-section';
import { PaymentsSection } from './payments/payments-section';
import { PrivacySection } from './privacy/privacy-section';
import {
  type FixedSectionId,
  isContentSection,
  SECTION_ENTRIES,
  SECTION_GROUPS,
  type SectionEntry,
  type SectionGroup,
  type SectionId,
} from './section-paths';
import { SettingsSection } from './settings/settings-section';
import type { ItemRef } from './shell/admin-paths';
import { SiteAlertSection } from './site-alert/site-alert-section';
import { StaffAccountsSection } from './staff/staff-section';
import { TcSection } from './transfer-certificates/tc-section';
import { VisitsSection } from './visits/visits-section';

// The section registry: every section of the dashboard (section-paths.ts: its name, group, address,
// icon and permission) with what renders it. The navigation and the dashboard's main area read this
// list; the addresses read section-paths.ts alone. A content type joins it from CONTENT_SECTIONS with
// no edit here (docs/architecture.md).

export { SECTION_GROUPS, type SectionGroup, type SectionId };

/** What the dashboard hands every section; each takes what it needs. */
export interface SectionProps {
  /** The item the address names, 'new' for the form of a new one, or null for the list. */
  open: ItemRef | null;
  username: string;
  mustChangePassword: boolean;
}

export interface AdminSection extends SectionEntry {
  component: ComponentType<SectionProps>;
}

const FIXED_VIEWS: Record<FixedSectionId, ComponentType<SectionProps>> = {
  dashboard: OverviewSection,
  enquiries: EnquiriesSection,
  applications: ApplicationsSection,
  payments: PaymentsSection,
  deskReport: DeskReportSection,
  replyTemplates: ReplyTemplatesSection,
  candidates: CandidatesSection,
  notices: NoticesSection,
  pages: PagesSection,
  alert: SiteAlertSection,
  visits: VisitsSection,
  disclosure: DisclosureSection,
  transferCertificates: TcSection,
  privacy: PrivacySection,
  audit: AuditSection,
  settings: SettingsSection,
  staffAccounts: StaffAccountsSection,
  backups: BackupsSection,
};

/** Sections with a view of their own instead of the generic content list (the calendar's months). */
const CUSTOM_CONTENT_VIEWS: Partial<Record<ContentSectionId, ComponentType<SectionProps>>> = {
  events: CalendarSection,
};

function contentView(id: ContentSectionId): ComponentType<SectionProps> {
  const custom = CUSTOM_CONTENT_VIEWS[id];
  if (custom) return custom;
  const config = CONTENT_SECTIONS[id];
  // One component per type, so moving between two content sections starts the second afresh.
  const View = ({ open }: SectionProps) => <ContentSection config={config} open={open} />;
  View.displayName = `${id}Section`;
  return View;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = SECTION_ENTRIES.map((entry) => ({
  ...entry,
  component: isContentSection(entry.id) ? contentView(entry.id) : FIXED_VIEWS[entry.id],
}));

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
