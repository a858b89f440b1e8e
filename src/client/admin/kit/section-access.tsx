import { createContext, type ReactNode, useContext } from 'react';
import type { Permission } from '../../../shared/permissions';
import { useCan } from '../shell/access';

// Whether the person may change what the open section shows, from the permission the section declares
// (sections.tsx): an Admissions user reads the site content and changes none of it
// (docs/decisions/036-staff-accounts-and-roles.md). The kit's heading, Add New, Edit, Delete and item
// dialog read it, so a section built from the kit is read-only without a word of its own. Only what is
// shown: the server refuses the changes anyway.

const SectionPermissionContext = createContext<Permission | null>(null);

export function SectionAccess({ permission, children }: { permission: Permission; children: ReactNode }) {
  return <SectionPermissionContext.Provider value={permission}>{children}</SectionPermissionContext.Provider>;
}

/** Whether the open section's work may be changed by this person (true outside a section, as before roles). */
export function useCanChangeSection(): boolean {
  const permission = useContext(SectionPermissionContext);
  const can = useCan();
  return permission === null || can(permission, 'change');
}
