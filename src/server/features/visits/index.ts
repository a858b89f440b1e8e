import { VISIT_FLUSH_MS } from '../../../shared/content/visits';
import { defineFeature } from '../../feature';
import { repeatingJob } from '../../platform/jobs';
import { visitsAdminRouter } from './router';

// Visit counts kept by the site itself, without tracking anyone (docs/decisions/032-visit-counts.md).
// The public pages' answers are counted in memory (svc.visits, from the page cache's fast path and the
// server render); this job writes them once a minute and at shutdown, and deletes the days past the
// 24 months kept, once a day.
export const visitsFeature = defineFeature({
  name: 'visits',
  permission: 'content',
  adminProcedures: { visits: visitsAdminRouter },
  jobs: (svc) => {
    let prunedDay = '';
    const tick = () => {
      svc.visits.flush();
      const today = svc.visits.dayOf(svc.now());
      if (today === prunedDay) return;
      try {
        const removed = svc.visits.prune();
        prunedDay = today;
        if (removed > 0) svc.log.info({ rows: removed }, 'visits: deleted the counts past their 24 months');
      } catch (error) {
        svc.log.error({ err: { message: (error as Error).message } }, 'visits: could not delete old counts');
      }
    };
    // The counts of the last minute are written before the database closes.
    return { visits: repeatingJob({ everyMs: VISIT_FLUSH_MS, run: tick, onStop: () => svc.visits.flush() }) };
  },
});
