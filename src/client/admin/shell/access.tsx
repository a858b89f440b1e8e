import { createContext, type ReactNode, useContext } from 'react';
import type { Permission } from '../../../shared/permissions';
import { type Role, roleHolds } from '../../../shared/roles';

// What the signed-in person's role lets the dashboard show (docs/decisions/036-staff-accounts-and-roles.md).
// Only what is shown: the server checks every procedure and file route whatever the dashboard does.

const RoleContext = createContext<Role | null>(null);

export function AccessProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** The signed-in person's role (null outside the dashboard). */
export const useRole = () => useContext(RoleContext);

/** Whether the signed-in person may read (or change) what needs `permission`; nobody, outside the dashboard. */
export function useCan(): (permission: Permission, access?: 'read' | 'change') => boolean {
  const role = useContext(RoleContext);
  return (permission, access = 'read') => role !== null && roleHolds(role, permission, access);
}
