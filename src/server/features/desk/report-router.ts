import { fileDate } from '../../../shared/format';
import { FunnelFilterSchema } from '../../../shared/schemas/desk-report';
import { router, staffProcedure } from '../../trpc/trpc';
import { funnelCsv, funnelReport } from './funnel';

const staff = staffProcedure('admissions');

// The admissions report: counts only, never a parent's details (the role matrix need not list it).
export const reportRouter = router({
  /** The funnel of one academic year with its chart (an SVG string drawn on the server). */
  funnel: staff.input(FunnelFilterSchema).query(({ ctx, input }) => funnelReport(ctx.svc, input)),
  /** The same figures as CSV text; the browser saves it as a file. */
  exportCsv: staff.input(FunnelFilterSchema).mutation(({ ctx, input }) => {
    const report = funnelReport(ctx.svc, input);
    return { filename: `admissions-report-${report.year}-${fileDate()}.csv`, csv: funnelCsv(report) };
  }),
});
