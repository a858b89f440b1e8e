import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../../shared/audit';
import { listAudit, listAuditActors } from '../../platform/audit';
import { getSettings } from '../../platform/settings';
import { router, staffProcedure } from '../../trpc/trpc';

const staff = staffProcedure('privacy');

// The dashboard's Audit log (docs/decisions/022-privacy-and-audit.md): one page of entries, newest
// first, optionally of one action and of one person, and how long entries are kept. Reading the log is not recorded.
const AuditListInputSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  action: z.enum(AUDIT_ACTIONS).nullish(),
  /** One person's entries: a username as the log names it. */
  actor: z.string().trim().min(1).max(80).nullish(),
});

export const auditAdminRouter = router({
  list: staff.input(AuditListInputSchema).query(({ ctx, input }) => ({
    ...listAudit(ctx.svc, { page: input.page, action: input.action ?? null, actor: input.actor ?? null }),
    retentionMonths: getSettings(ctx.svc).retentionAuditMonths,
  })),
  /** The people the log names, for the Person filter. */
  actors: staff.query(({ ctx }) => listAuditActors(ctx.svc)),
});
