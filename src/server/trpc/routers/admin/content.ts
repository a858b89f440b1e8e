import { z } from 'zod';
import {
  AchievementFieldsSchema,
  AnnouncementFieldsSchema,
  GalleryFieldsSchema,
  IdSchema,
  JourneyFieldsSchema,
  SlideFieldsSchema,
} from '../../../../shared/schemas/admin-content';
import * as content from '../../../services/admin-content';
import { adminProcedure, router } from '../../trpc';
import { mapErrors, readForm, requireId } from './errors';

// Content types with an image take multipart/form-data (fields + `image` file + `id` on update),
// so one request stores the image and the row together: no orphan files when a save fails.
const form = z.instanceof(FormData);
const IMAGE_UPLOAD = { upload: 'image' } as const;

export const galleryAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => content.listGalleryAdmin(ctx.svc)),
  create: adminProcedure
    .meta(IMAGE_UPLOAD)
    .input(form)
    .mutation(async ({ ctx, input }) => {
      const { fields, file } = await readForm(input, GalleryFieldsSchema);
      return mapErrors(() => content.createGalleryItem(ctx.svc, fields, file));
    }),
  update: adminProcedure
    .meta(IMAGE_UPLOAD)
    .input(form)
    .mutation(async ({ ctx, input }) => {
      const { fields, file, id } = await readForm(input, GalleryFieldsSchema);
      return mapErrors(() => content.updateGalleryItem(ctx.svc, requireId(id), fields, file));
    }),
  remove: adminProcedure
    .input(IdSchema)
    .mutation(({ ctx, input }) => mapErrors(() => content.removeGalleryItem(ctx.svc, input.id))),
});

export const announcementsAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => content.listAnnouncementsAdmin(ctx.svc)),
  create: adminProcedure
    .input(AnnouncementFieldsSchema)
    .mutation(({ ctx, input }) => content.createAnnouncement(ctx.svc, input)),
  update: adminProcedure
    .input(AnnouncementFieldsSchema.extend(IdSchema.shape))
    .mutation(({ ctx, input: { id, ...fields } }) => mapErrors(() => content.updateAnnouncement(ctx.svc, id, fields))),
  remove: adminProcedure
    .input(IdSchema)
    .mutation(({ ctx, input }) => mapErrors(() => content.removeAnnouncement(ctx.svc, input.id))),
});

export const slidesAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => content.listSlidesAdmin(ctx.svc)),
  create: adminProcedure
    .meta(IMAGE_UPLOAD)
    .input(form)
    .mutation(async ({ ctx, input }) => {
      const { fields, file } = await readForm(input, SlideFieldsSchema);
      return mapErrors(() => content.createSlide(ctx.svc, fields, file));
    }),
  update: adminProcedure
    .meta(IMAGE_UPLOAD)
    .input(form)
    .mutation(async ({ ctx, input }) => {
      const { fields, file, id } = await readForm(input, SlideFieldsSchema);
      return mapErrors(() => content.updateSlide(ctx.svc, requireId(id), fields, file));
    }),
  remove: adminProcedure
    .input(IdSchema)
    .mutation(({ ctx, input }) => mapErrors(() => content.removeSlide(ctx.svc, input.id))),
});

export const journeysAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => content.listJourneysAdmin(ctx.svc)),
  create: adminProcedure
    .meta(IMAGE_UPLOAD)
    .input(form)
    .mutation(async ({ ctx, input }) => {
      const { fields, file } = await readForm(input, JourneyFieldsSchema);
      return mapErrors(() => content.createJourney(ctx.svc, fields, file));
    }),
  update: adminProcedure
    .meta(IMAGE_UPLOAD)
    .input(form)
    .mutation(async ({ ctx, input }) => {
      const { fields, file, id } = await readForm(input, JourneyFieldsSchema);
      return mapErrors(() => content.updateJourney(ctx.svc, requireId(id), fields, file));
    }),
  remove: adminProcedure
    .input(IdSchema)
    .mutation(({ ctx, input }) => mapErrors(() => content.removeJourney(ctx.svc, input.id))),
});

export const achievementsAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => content.listAchievementsAdmin(ctx.svc)),
  create: adminProcedure
    .meta(IMAGE_UPLOAD)
    .input(form)
    .mutation(async ({ ctx, input }) => {
      const { fields, file } = await readForm(input, AchievementFieldsSchema);
      return mapErrors(() => content.createAchievement(ctx.svc, fields, file));
    }),
  update: adminProcedure
    .meta(IMAGE_UPLOAD)
    .input(form)
    .mutation(async ({ ctx, input }) => {
      const { fields, file, id } = await readForm(input, AchievementFieldsSchema);
      return mapErrors(() => content.updateAchievement(ctx.svc, requireId(id), fields, file));
    }),
  remove: adminProcedure
    .input(IdSchema)
    .mutation(({ ctx, input }) => mapErrors(() => content.removeAchievement(ctx.svc, input.id))),
});
