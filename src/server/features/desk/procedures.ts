import type { DeskKind } from '../../../shared/admissions';
import type { AuditAction } from '../../../shared/audit';
import { recordAudit } from '../../platform/audit';
import type { Context } from '../../trpc/context';
import { staffProcedure } from '../../trpc/trpc';
import { FAMILY_RECORDS } from './family-record';

// The desk's procedure bases, and the audit entry of a change of a family's record. A desk change
// records its own entry (`audit: 'self'`): its entity is the record's table, not the router, so an
// opened contact's "Last changed by" names the change; the detail holds ids, stage ids and channels,
// never what a parent wrote.

/** What the desk's procedures need: the admissions work. */
export const deskStaff = staffProcedure('admissions');

/** A change of an enquiry or application, audited by the procedure itself (auditedChange). */
export const deskChange = deskStaff.meta({ audit: 'self' });

type SignedIn = Context & { session: NonNullable<Context['session']> };

export interface AuditedChange {
  action: AuditAction;
  kind: DeskKind;
  /** The record changed; null when the change creates it (its id is then the result's `id`). */
  id: number | null;
  detail: string;
  /** The detail of a failed change; `detail` followed by '; failed' unless given. */
  failedDetail?: string;
}

/** Runs a change and records it in the audit log, ok or failed (the error's kind only). */
export function auditedChange<T>(ctx: SignedIn, entry: AuditedChange, run: () => T): T {
  const base = {
    action: entry.action,
    actor: ctx.session.username,
    entity: FAMILY_RECORDS[entry.kind].auditEntity,
    clientIp: ctx.clientIp,
    ...(entry.id !== null ? { entityId: entry.id } : {}),
  };
  try {
    const result = run();
    const id = entry.id ?? (result as { id?: number }).id;
    recordAudit(ctx.svc, { ...base, ...(id !== undefined ? { entityId: id } : {}), detail: entry.detail });
    return result;
  } catch (error) {
    recordAudit(ctx.svc, { ...base, outcome: 'failed', detail: entry.failedDetail ?? `${entry.detail}; failed` });
    throw error;
  }
}
