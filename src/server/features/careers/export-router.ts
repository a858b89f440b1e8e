import { IdSchema } from '../../../shared/schemas/id';
import { recordAudit } from '../../platform/audit';
import { staffProcedure } from '../../trpc/trpc';
import { exportCandidate } from './export';

/**
 * admin.careers.exportCandidate: the appointed candidate's record for the school's staff records
 * (export.ts), to a role holding `recruitment` (Owners). A mutation: it stamps the record, and what it
 * answers never enters a URL. The audit log gets the id only.
 */
export const exportCandidateProcedure = staffProcedure('recruitment')
  .meta({ audit: 'self' })
  .input(IdSchema)
  .mutation(({ ctx, input }) => {
    const copy = exportCandidate(ctx.svc, input.id, ctx.session.username);
    recordAudit(ctx.svc, {
      action: 'person-export',
      actor: ctx.session.username,
      clientIp: ctx.clientIp,
      entity: 'candidates',
      entityId: input.id,
      detail: '1 candidate',
    });
    return copy;
  });
