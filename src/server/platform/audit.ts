import { and, count, desc, eq, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditOutcome, SYSTEM_ACTOR } from '../../shared/audit';
import type { ServiceContext } from '../context';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { write } from '../db/write';
import { pagedList } from '../lib/paged-list';

// The append-only audit log (docs/decisions/022-privacy-and-audit.md): one row per administrator
// action, written by the service or procedure that did it. No personal data of parents or children:
// the entity's name, its id, counts. A failure to record is logged and never undoes the action.

export interface AuditEntry {
  action: AuditAction;
  /** The person's username; SYSTEM_ACTOR for the server's own work (the retention job), CLI_ACTOR for `npm run admin`. */
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
        // An entry always names someone: an empty actor is the server's own work.
        actor: entry.actor.slice(0, 80) || SYSTEM_ACTOR,
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

/** One page of the log, newest first, optionally of one action and of one person. */
export function listAudit(
  svc: ServiceContext,
  input: { page: number; action?: AuditAction | null; actor?: string | null },
) {
  const where: SQL | undefined = and(
    input.action ? eq(auditLog.action, input.action) : undefined,
    // Entries written before the system was named kept an empty actor.
    input.actor === SYSTEM_ACTOR
      ? inArray(auditLog.actor, ['', SYSTEM_ACTOR])
      : input.actor
        ? eq(auditLog.actor, input.actor)
        : undefined,
  );
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

/**
 * The people the log names, for its Person filter: everyone who did something, and the system and the
 * command line. Not the names typed into a failed sign-in, which may be anything (a mistyped password,
 * a parent's e-mail); an account's own failed sign-ins are found under its name all the same.
 */
export function listAuditActors(svc: ServiceContext): string[] {
  return svc.db
    .selectDistinct({ actor: auditLog.actor })
    .from(auditLog)
    .where(ne(auditLog.action, 'sign-in-failed'))
    .orderBy(auditLog.actor)
    .all()
    .map((r) => r.actor || SYSTEM_ACTOR)
    .filter((actor, i, all) => all.indexOf(actor) === i);
}

/**
 * Who last changed an item through the dashboard, and when: the newest entry that succeeded for this
 * entity and id (index audit_log_entity_idx), as the procedures' shared middleware records it
 * (src/server/trpc/audit-trail.ts). Null for an item never changed there (seeded, or older than the log).
 */
export function lastChangedOf(svc: ServiceContext, entity: string, id: number): { by: string; at: string } | null {
  const row = svc.db
    .select({ by: auditLog.actor, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)), eq(auditLog.outcome, 'ok')))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1)
    .get();
  return row ? { by: row.by, at: row.at.toISOString() } : null;
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
