import {
  DuplicatesOfInputSchema,
  LinkInputSchema,
  MergeInputSchema,
  StartApplicationInputSchema,
  UnlinkInputSchema,
} from '../../../shared/schemas/desk-duplicates';
import { router } from '../../trpc/trpc';
import { duplicatesOf, linkApplication, mergeRecords, unlinkApplication } from './duplicates';
import { deskChange as change, deskStaff as staff } from './procedures';
import { startApplication } from './start-application';

// Possible duplicates, merges, links and applications started from an enquiry (duplicates.ts,
// start-application.ts). Each change records its own audit entry, naming the enquiry or application
// it changed rather than this router.

export const duplicatesRouter = router({
  of: staff.input(DuplicatesOfInputSchema).query(({ ctx, input }) => duplicatesOf(ctx.svc, input.kind, input.id)),
  merge: change
    .input(MergeInputSchema)
    .mutation(({ ctx, input }) => mergeRecords(ctx.svc, input, ctx.session.username)),
  link: change
    .input(LinkInputSchema)
    .mutation(({ ctx, input }) => linkApplication(ctx.svc, input, ctx.session.username)),
  unlink: change
    .input(UnlinkInputSchema)
    .mutation(({ ctx, input }) => unlinkApplication(ctx.svc, input.applicationId, ctx.session.username)),
  startApplication: change
    .input(StartApplicationInputSchema)
    .mutation(({ ctx, input }) => startApplication(ctx.svc, input, ctx.session.username)),
});
