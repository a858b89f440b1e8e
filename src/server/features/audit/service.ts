import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditOutcome } from '../../../shared/audit';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { write } from '../../db/write';
import { pagedList } from '../../lib/paged-list';

// The append-only audit log (docs/decisions/022-privacy-and-audit.md): one row per administrator
// action, written by the service or procedure that did it. No personal data of parents or children:
// the entity's name, its id, counts. A failure to record is logged and never undoes the action.

export interface AuditEntry {
  action: AuditAction;
  /** The administrator's username ('' for the system, such as the retention job). */
  actor: string;
  entity?: string;
  entityId?: string | number;
  clientIp?: string;
  outcome?: AuditOutcome;
  /** Ids and counts only. */
  detail?: string;
}

/**
 * Appends one entry to a database in its own write; throws when it cannot. For the places without a
 * service context (a restore into a work folder, the backup service); everything else calls recordAudit.
 */
export function appendAudit(db: Db, at: Date, entry: AuditEntry): void {
  write(db, (tx) =>
    tx
      .insert(auditLog)
      .values({
        at,
        actor: entry.actor.slice(0, 80),
        action: entry.action,
        entity: (entry.entity ?? '').slice(0, 80),
        entityId: entry.entityId === undefined ? '' : String(entry.entityId).slice(0, 80),
        clientIp: (entry.clientIp ?? '').slice(0, 64),
        outcome: entry.outcome ?? 'ok',
        detail: (entry.detail ?? '').slice(0, 200),
      })
      .run(),
  );
}

/** Appends one entry (in its own write, after the action it records). */
export function recordAudit(svc: ServiceContext, entry: AuditEntry): void {
  try {
    appendAudit(svc.db, svc.now(), entry);
  } catch (error) {
    svc.log.error({ err: error, action: entry.action }, 'could not record an audit entry');
  }
}

/** One page of the log, newest first, optionally of one action. */
export function listAudit(svc: ServiceContext, input: { page: number; action?: AuditAction | null }) {
  const where: SQL | undefined = input.action ? eq(auditLog.action, input.action) : undefined;
  return pagedList(
    { page: input.page, pageSize: AUDIT_PAGE_SIZE },
    () => svc.db.select({ n: count() }).from(auditLog).where(where).get()?.n ?? 0,
    (limit, offset) =>
      svc.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset)
        .all()
        .map((r) => ({ ...r, at: r.at.toISOString() })),
  );
}

/** Deletes entries older than `before` (the audit log's own retention); returns how many. */
export function pruneAudit(svc: ServiceContext, before: Date): number {
  return write(svc.db, (tx) =>
    tx
      .delete(auditLog)
      .where(and(lt(auditLog.at, before)))
      .run(),
  ).changes;
}
