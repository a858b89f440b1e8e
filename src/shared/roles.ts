import type { Permission } from './permissions';

// The three fixed roles of the school's staff and what each may do (docs/decisions/036-staff-accounts-and-roles.md).
// No permission editor: a role is a fixed set of the permissions that dashboard work declares
// (permissions.ts), and the server checks them on every procedure and file route.

export const ROLES = ['owner', 'admissions', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admissions: 'Admissions',
  editor: 'Editor',
};

/** One line per role, as the staff screen and the invitation explain it. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything: staff accounts, settings, backups, privacy tools and the audit log, and all the work below.',
  admissions: 'Enquiries, applications and transfer certificates; can read the site content.',
  editor: "The site content: pages, notices, calendar, alert, photos and documents. Never a parent's details.",
};

/** What each role may do, in full. */
const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set<Permission>(['account', 'content', 'admissions', 'privacy', 'settings', 'staff', 'recruitment']),
  admissions: new Set<Permission>(['account', 'admissions']),
  editor: new Set<Permission>(['account', 'content']),
};

/** Permissions a role may use to read, not to change (Admissions staff read the site content). */
const ROLE_READS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(),
  admissions: new Set<Permission>(['content']),
  editor: new Set(),
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/**
 * Whether a role may do work that needs `permission`: `access` 'read' for a query (or a file
 * download), 'change' for a mutation.
 */
export function roleHolds(role: Role, permission: Permission, access: 'read' | 'change'): boolean {
  return ROLE_PERMISSIONS[role].has(permission) || (access === 'read' && ROLE_READS[role].has(permission));
}

/** What a role may read (a dashboard section is shown for these). */
export function readablePermissions(role: Role): Permission[] {
  return [...new Set([...ROLE_PERMISSIONS[role], ...ROLE_READS[role]])];
}

/** Whether a role must sign in with a second factor whatever the settings say. */
export const roleRequiresTwoFactor = (role: Role) => role === 'owner';
