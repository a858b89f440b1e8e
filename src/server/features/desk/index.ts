import { defineFeature } from '../../feature';
import { createDigestSchedule } from './digest';
import { duplicatesRouter } from './duplicates-router';
import { pipelineRouter } from './pipeline-router';
import { seedReplyTemplates } from './replies';
import { repliesRouter } from './replies-router';
import { reportRouter } from './report-router';

// The admissions desk: the stage, assignment, follow-up and timeline of each enquiry and application
// (pipeline), possible duplicates and links (duplicates), reply templates and the morning digest
// (replies), the funnel report (report). References and the parent's acknowledgment are taken when a
// parent submits (enquiries, applications); a parent's status check is features/admission-status.
export const deskFeature = defineFeature({
  name: 'desk',
  seed: ({ db, now }) => seedReplyTemplates(db, now),
  permission: 'admissions',
  adminProcedures: {
    desk: pipelineRouter,
    deskDuplicates: duplicatesRouter,
    deskReplies: repliesRouter,
    deskReport: reportRouter,
  },
  // The staff's morning digest (digest.ts); tests run it by hand with their own clock.
  jobs: (svc) => ({ digest: createDigestSchedule(svc) }),
});
