import {
  DeskAssignInputSchema,
  DeskCampusInputSchema,
  DeskFollowUpInputSchema,
  DeskNoteInputSchema,
  DeskQueueInputSchema,
  DeskRecordInputSchema,
  DeskStageInputSchema,
  WalkInInputSchema,
} from '../../../shared/schemas/desk';
import { router } from '../../trpc/trpc';
import {
  addDeskNote,
  assignDesk,
  deskRecord,
  listAssignees,
  recordWalkIn,
  setDeskCampus,
  setDeskFollowUp,
  setDeskStage,
} from './pipeline';
import { auditedChange as audited, deskChange as change, deskStaff as staff } from './procedures';
import { followUpQueue } from './queue';

// admin.desk.*: the pipeline of one enquiry or application and the follow-up queue
// (docs/architecture.md, "The admissions desk"). The mutations record their own audit entries
// (procedures.ts).

export const pipelineRouter = router({
  /** What the Desk panel shows of one enquiry or application, its timeline newest first. */
  record: staff.input(DeskRecordInputSchema).query(({ ctx, input }) => deskRecord(ctx.svc, input.kind, input.id)),
  /** The people the desk assigns to: active staff whose role holds the admissions work. */
  assignees: staff.query(({ ctx }) => listAssignees(ctx.svc)),
  /** "Due today / Overdue": the caller's follow-ups, or everyone's. */
  queue: staff
    .input(DeskQueueInputSchema)
    .query(({ ctx, input }) => followUpQueue(ctx.svc, input.scope === 'mine' ? ctx.session.adminId : null)),

  setStage: change
    .input(DeskStageInputSchema)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'status-change', kind: input.kind, id: input.id, detail: `stage ${input.stage}` }, () =>
        setDeskStage(ctx.svc, { ...input, actor: ctx.session.username }),
      ),
    ),
  assign: change
    .input(DeskAssignInputSchema)
    .mutation(({ ctx, input }) =>
      audited(
        ctx,
        { action: 'update', kind: input.kind, id: input.id, detail: `assign to ${input.adminId ?? 'nobody'}` },
        () => assignDesk(ctx.svc, { ...input, actor: ctx.session.username }),
      ),
    ),
  setFollowUp: change.input(DeskFollowUpInputSchema).mutation(({ ctx, input }) =>
    audited(
      ctx,
      {
        action: 'update',
        kind: input.kind,
        id: input.id,
        detail: input.on ? `follow-up ${input.on}` : 'follow-up cleared',
      },
      () => setDeskFollowUp(ctx.svc, { ...input, actor: ctx.session.username }),
    ),
  ),
  addNote: change
    .input(DeskNoteInputSchema)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'update', kind: input.kind, id: input.id, detail: `note (${input.channel})` }, () =>
        addDeskNote(ctx.svc, { ...input, actor: ctx.session.username }),
      ),
    ),
  setCampus: change
    .input(DeskCampusInputSchema)
    .mutation(({ ctx, input }) =>
      audited(
        ctx,
        { action: 'update', kind: input.kind, id: input.id, detail: `campus ${input.campusId ?? 'none'}` },
        () => setDeskCampus(ctx.svc, { ...input, actor: ctx.session.username }),
      ),
    ),
  /** A walk-in or phone enquiry the office records itself; answers its id and reference. */
  recordWalkIn: change
    .input(WalkInInputSchema)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'create', kind: 'enquiry', id: null, detail: `walk-in (${input.channel})` }, () =>
        recordWalkIn(ctx.svc, input, ctx.session.username),
      ),
    ),
});
