import { ErasePersonSchema, PersonQuerySchema } from '../../../shared/schemas/person-data';
import { recordAudit } from '../../platform/audit';
import { router, staffProcedure } from '../../trpc/trpc';
import { countsDetail, erasePerson, exportPerson, findPerson } from './person-data';
import { retentionDetail, retentionStatus, runRetention } from './retention';

const staff = staffProcedure('privacy');

// The dashboard's Privacy section (docs/decisions/022-privacy-and-audit.md): a person's data found,
// exported and erased by their e-mail address or mobile number (a candidate for a post also by name or
// JOB reference), and the retention job's periods and last run. What the office types never goes into
// a URL or a log: the search and the export are mutations (POST bodies), and the audit log gets counts
// only. Each procedure that acts on data records its own entry ('self'); a search acts on nothing and
// is not recorded ('none').

export const privacyAdminRouter = router({
  /** Everything held about one person: their enquiries, applications, job applications and e-mails. */
  find: staff
    .meta({ audit: 'none' })
    .input(PersonQuerySchema)
    .mutation(({ ctx, input }) => findPerson(ctx.svc, input.query)),

  /** A copy for the person, as JSON and CSV text with their file names; the browser saves the one chosen. */
  exportPerson: staff
    .meta({ audit: 'self' })
    .input(PersonQuerySchema)
    .mutation(({ ctx, input }) => {
      const copy = exportPerson(ctx.svc, input.query);
      recordAudit(ctx.svc, {
        action: 'person-export',
        actor: ctx.session.username,
        clientIp: ctx.clientIp,
        detail: countsDetail(copy.counts),
      });
      return copy;
    }),

  /** Erases the records the office saw for the person, and their notifications; answers the counts. */
  erasePerson: staff
    .meta({ audit: 'self' })
    .input(ErasePersonSchema)
    .mutation(({ ctx, input }) => {
      const entry = { action: 'person-erase', actor: ctx.session.username, clientIp: ctx.clientIp } as const;
      try {
        const counts = erasePerson(ctx.svc, input.query, input);
        recordAudit(ctx.svc, { ...entry, detail: countsDetail(counts) });
        return { counts, total: counts.enquiries + counts.applications + counts.candidates + counts.mails };
      } catch (error) {
        // Nothing was erased (one transaction); the failure is recorded, then answered as usual.
        recordAudit(ctx.svc, { ...entry, outcome: 'failed', detail: 'nothing erased' });
        throw error;
      }
    }),

  /** The retention periods in effect, when the daily run is next due, and how the last one went. */
  retentionStatus: staff.query(({ ctx }) => retentionStatus(ctx.svc)),

  /** Runs the retention job now ("Run now"); it records its own audit entry. */
  runRetention: staff.meta({ audit: 'self' }).mutation(({ ctx }) => {
    const run = runRetention(ctx.svc, { trigger: 'manual', actor: ctx.session.username, clientIp: ctx.clientIp });
    return { ...run, detail: retentionDetail(run.counts) };
  }),
});
