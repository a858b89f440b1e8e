import { describe, expect, test } from 'vitest';
import { CONTENT_SECTIONS } from '../../src/client/admin/content/content-config';
import { ADMIN_SECTIONS, navigationGroups, SECTION_GROUPS } from '../../src/client/admin/sections';
import { itemPath, parseAdminPath, sectionPath } from '../../src/client/admin/shell/admin-paths';
import { isPermission } from '../../src/shared/permissions';
import { ROLES, roleHolds } from '../../src/shared/roles';

// The section registry is the one list the navigation, the addresses and the dashboard read
// (docs/decisions/012-dashboard-addresses-and-unsaved-work.md): each section needs a permission, an
// address of its own and a place in the navigation, and every address must read back as its section.
describe('the dashboard section registry', () => {
  test('every section has a permission, a unique path, a label and a group', () => {
    const paths = ADMIN_SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ADMIN_SECTIONS.map((s) => s.id)).size).toBe(ADMIN_SECTIONS.length);
    expect(new Set(ADMIN_SECTIONS.map((s) => s.label)).size).toBe(ADMIN_SECTIONS.length);
    for (const section of ADMIN_SECTIONS) {
      expect(isPermission(section.permission), section.id).toBe(true);
      expect(section.path, section.id).toMatch(/^\/admin\/[a-z0-9-]+$/);
      expect(section.label, section.id).not.toBe('');
      // Only the overview stands outside the groups.
      if (section.id === 'dashboard') expect(section.group).toBeNull();
      else expect(SECTION_GROUPS, section.id).toContain(section.group);
    }
  });

  test('every content type joins the registry', () => {
    for (const id of Object.keys(CONTENT_SECTIONS)) expect(ADMIN_SECTIONS.some((s) => s.id === id)).toBe(true);
  });

  test('the navigation lists each section once, the overview first', () => {
    const listed = navigationGroups('owner').flatMap((g) => g.sections.map((s) => s.id));
    expect(listed[0]).toBe('dashboard');
    expect([...listed].sort()).toEqual(ADMIN_SECTIONS.map((s) => s.id).sort());
  });

  test('parseAdminPath and sectionPath round-trip for every section and item', () => {
    for (const section of ADMIN_SECTIONS) {
      expect(sectionPath(section.id)).toBe(section.path);
      expect(parseAdminPath(section.path)).toEqual({ section: section.id, item: null });
      expect(parseAdminPath(`${section.path}/`)).toEqual({ section: section.id, item: null });
      expect(parseAdminPath(itemPath(section.id, 12))).toEqual(
        section.opensItems ? { section: section.id, item: 12 } : null,
      );
      expect(parseAdminPath(itemPath(section.id, 'new'))).toEqual(
        section.createsByAddress ? { section: section.id, item: 'new' } : null,
      );
      expect(parseAdminPath(`${section.path}/0`)).toBeNull();
      expect(parseAdminPath(`${section.path}/abc`)).toBeNull();
    }
  });

  test('the addresses the office already uses stay', () => {
    expect(parseAdminPath('/admin')).toEqual({ section: 'dashboard', item: null });
    expect(parseAdminPath('/admin/dashboard')).toEqual({ section: 'dashboard', item: null });
    expect(parseAdminPath('/admin/contacts/7')).toEqual({ section: 'enquiries', item: 7 });
    expect(parseAdminPath('/admin/contacts/new')).toBeNull();
    expect(parseAdminPath('/admin/applications/3')).toEqual({ section: 'applications', item: 3 });
    expect(parseAdminPath('/admin/applications/new')).toBeNull();
    expect(parseAdminPath('/admin/slides')).toEqual({ section: 'highlights', item: null });
    expect(parseAdminPath('/admin/gallery/new')).toEqual({ section: 'artworks', item: 'new' });
    expect(parseAdminPath('/admin/calendar/4')).toEqual({ section: 'events', item: 4 });
    expect(parseAdminPath('/admin/notices/new')).toEqual({ section: 'notices', item: 'new' });
    expect(parseAdminPath('/admin/transfer-certificates/12')).toEqual({ section: 'transferCertificates', item: 12 });
    expect(parseAdminPath('/admin/audit-log')).toEqual({ section: 'audit', item: null });
    expect(parseAdminPath('/admin/settings/1')).toBeNull();
    expect(parseAdminPath('/admin/alert')).toEqual({ section: 'alert', item: null });
    expect(parseAdminPath('/admin/nowhere')).toBeNull();
    expect(sectionPath('enquiries')).toBe('/admin/contacts');
    expect(sectionPath('audit')).toBe('/admin/audit-log');
    // 'staff' is the People content section's; the staff accounts have their own address.
    expect(parseAdminPath('/admin/staff-accounts')).toEqual({ section: 'staffAccounts', item: null });
    expect(parseAdminPath('/admin/staff-accounts/3')).toBeNull();
  });

  test('each section needs the permission its work belongs to', () => {
    const permission = Object.fromEntries(ADMIN_SECTIONS.map((s) => [s.id, s.permission]));
    expect(permission).toMatchObject({
      dashboard: 'account',
      enquiries: 'admissions',
      applications: 'admissions',
      payments: 'admissions',
      transferCertificates: 'admissions',
      notices: 'content',
      events: 'content',
      alert: 'content',
      disclosure: 'content',
      highlights: 'content',
      privacy: 'privacy',
      audit: 'privacy',
      // Everyone opens Settings for their own password and sign-in; its school panels (and the
      // admin.settings procedures behind them, tests/integration/feature-modules.test.ts) need 'settings'.
      settings: 'account',
      backups: 'settings',
      staffAccounts: 'staff',
    });
    expect(ROLES.filter((role) => roleHolds(role, 'settings', 'read'))).toEqual(['owner']);
    expect(ROLES.every((role) => roleHolds(role, 'account', 'change'))).toBe(true);
  });

  test('each role is shown the sections it may open, and no other', () => {
    const shown = (role: 'owner' | 'admissions' | 'editor') =>
      navigationGroups(role).flatMap((g) => g.sections.map((s) => s.id));
    expect([...shown('owner')].sort()).toEqual(ADMIN_SECTIONS.map((s) => s.id).sort());
    const editor = shown('editor');
    expect(editor).toEqual(
      expect.arrayContaining(['dashboard', 'notices', 'events', 'alert', 'disclosure', 'settings']),
    );
    for (const id of [
      'enquiries',
      'applications',
      'payments',
      'transferCertificates',
      'privacy',
      'audit',
      'backups',
      'staffAccounts',
    ])
      expect(editor, id).not.toContain(id);
    const admissions = shown('admissions');
    // Admissions staff read the site content, so its sections are listed for them.
    expect(admissions).toEqual(
      expect.arrayContaining([
        'dashboard',
        'enquiries',
        'applications',
        'payments',
        'transferCertificates',
        'notices',
        'settings',
      ]),
    );
    for (const id of ['privacy', 'audit', 'backups', 'staffAccounts']) expect(admissions, id).not.toContain(id);
  });
});
