import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onRefusal } from '../../lib/refusal-link';

// The server's refusals met once, for the whole dashboard, not per section: every dashboard request
// passes the tRPC client's refusal link (lib/refusal-link.ts). The server checks every procedure
// (docs/decisions/036-staff-accounts-and-roles.md); this stops the dashboard from showing what it
// loaded before the refusal, so a person demoted from Admissions to Editor, or signed out elsewhere,
// stops seeing the parents' names the open section holds at their next request, without a reload.

/** A query of the dashboard's procedures: tRPC's key starts with the path ['admin', ...]. */
function isAdminQuery(query: Query): boolean {
  const [first] = query.queryKey;
  // A section's own query over the client (item-dialog's lastChanged) keys it ['admin', type, ...].
  if (first === 'admin') return true;
  if (!Array.isArray(first) || first[0] !== 'admin') return false;
  // Who the person is stays: the dashboard asks it again and decides from the answer.
  return !(first.length === 2 && first[1] === 'me');
}

/** Drops everything the dashboard loaded but who the person is: what they may no longer read. */
export function dropAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isAdminQuery });
}

/**
 * While the dashboard is open: a refused session drops its data and calls `onSession` (the dashboard
 * sends the person to sign in); a refused role drops its data, asks again who the person is (their
 * role now decides what is offered) and calls `onRole` with whether a read was refused (the section
 * shown cannot load) or only a change.
 */
export function useRefusals(handlers: { onSession: () => void; onRole: (readRefused: boolean) => void }): void {
  const queryClient = useQueryClient();
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(
    () =>
      onRefusal(({ refusal, type }) => {
        dropAdminData(queryClient);
        if (refusal === 'session') {
          latest.current.onSession();
          return;
        }
        void queryClient.invalidateQueries({ queryKey: [['admin', 'me']] });
        latest.current.onRole(type === 'query');
      }),
    [queryClient],
  );
}
