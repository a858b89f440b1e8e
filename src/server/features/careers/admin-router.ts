import {
  CandidateListInputSchema,
  CandidateNoteInputSchema,
  CandidateReplyPreviewSchema,
  CandidateStageInputSchema,
  CandidateTemplateFieldsSchema,
  CandidateTemplateUpdateSchema,
  ScheduleInputSchema,
  SendCandidateReplySchema,
} from '../../../shared/schemas/careers-shortlist';
import { IdSchema } from '../../../shared/schemas/id';
import { router, staffProcedure } from '../../trpc/trpc';
import { exportCandidateProcedure } from './export-router';
import { scheduleMeeting } from './interview-mail';
import { addCandidateNote, candidateDetail, listCandidates, setCandidateStage } from './shortlist';
import {
  createCandidateTemplate,
  listCandidateTemplates,
  previewCandidateReply,
  removeCandidateTemplate,
  sendCandidateReply,
  updateCandidateTemplate,
} from './templates';

// admin.careers.*: the principal's shortlist (docs/decisions/053-careers.md), for a role holding
// `recruitment` (Owners). Every mutation takes the candidate's or template's `id`, the one thing the
// shared audit middleware records of its input: never a name, a note or a reply's text.

const recruitment = staffProcedure('recruitment');

export const careersAdminRouter = router({
  /** The appointed candidate's record, with its timeline and CV, for the school's staff records. */
  exportCandidate: exportCandidateProcedure,
  /** A page of candidates by vacancy, stage and search, the counts per stage and the vacancies to filter by. */
  candidates: recruitment.input(CandidateListInputSchema).query(({ ctx, input }) => listCandidates(ctx.svc, input)),
  /** One candidate: every field, the timeline newest first, the other applications from the same phone or e-mail. */
  candidate: recruitment.input(IdSchema).query(({ ctx, input }) => candidateDetail(ctx.svc, input.id)),
  setStage: recruitment
    .input(CandidateStageInputSchema)
    .mutation(({ ctx, input }) => setCandidateStage(ctx.svc, input, ctx.session.username)),
  addNote: recruitment
    .input(CandidateNoteInputSchema)
    .mutation(({ ctx, input }) => addCandidateNote(ctx.svc, input, ctx.session.username)),
  /** An interview or a demo lesson: the stage, the timeline and the invitation with its calendar file. */
  schedule: recruitment
    .input(ScheduleInputSchema)
    .mutation(({ ctx, input }) => scheduleMeeting(ctx.svc, input, ctx.session.username)),
  templates: router({
    list: recruitment.query(({ ctx }) => listCandidateTemplates(ctx.svc)),
    create: recruitment
      .input(CandidateTemplateFieldsSchema)
      .mutation(({ ctx, input }) => createCandidateTemplate(ctx.svc, input)),
    update: recruitment
      .input(CandidateTemplateUpdateSchema)
      .mutation(({ ctx, input: { id, ...fields } }) => updateCandidateTemplate(ctx.svc, id, fields)),
    remove: recruitment.input(IdSchema).mutation(({ ctx, input }) => removeCandidateTemplate(ctx.svc, input.id)),
  }),
  /** A template filled for one candidate (holds their name and e-mail). */
  previewReply: recruitment
    .input(CandidateReplyPreviewSchema)
    .query(({ ctx, input }) => previewCandidateReply(ctx.svc, input)),
  sendReply: recruitment
    .input(SendCandidateReplySchema)
    .mutation(({ ctx, input }) => sendCandidateReply(ctx.svc, input, ctx.session.username)),
});
