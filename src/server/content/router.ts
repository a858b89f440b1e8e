import { z } from 'zod';
import { IdSchema } from '../../shared/schemas/id';
import { lastChangedOf } from '../platform/audit';
import { TranslateInputSchema } from '../platform/translations';
import { readForm, requireId } from '../trpc/errors';
import { publicProcedure, router, staffProcedure } from '../trpc/trpc';
import type { ContentTable } from './define';
import type { contentService } from './service';

const staff = staffProcedure('content');

type Service<TTable extends ContentTable, TFields extends z.ZodObject, TItem extends { id: number }> = ReturnType<
  typeof contentService<TTable, TFields, TItem>
>;

/** The public read of a content type: what the site shows, and what its dashboard section lists. */
export function publicContentRouter<
  TTable extends ContentTable,
  TFields extends z.ZodObject,
  TItem extends { id: number },
>(service: Service<TTable, TFields, TItem>) {
  return router({ list: publicProcedure.query(({ ctx }) => service.listPublic(ctx.svc, ctx.lang)) });
}

const form = z.instanceof(FormData);

/** The admin procedures every content type has, whatever its input: its list and removal. */
function listAndRemove<TTable extends ContentTable, TFields extends z.ZodObject, TItem extends { id: number }>(
  service: Service<TTable, TFields, TItem>,
) {
  return {
    list: staff.query(({ ctx }) => service.list(ctx.svc)),
    /** Who last changed one item through the dashboard, and when; asked when the item is opened. */
    lastChanged: staff.input(IdSchema).query(({ ctx, input }) => lastChangedOf(ctx.svc, service.type.name, input.id)),
    remove: staff.input(IdSchema).mutation(async ({ ctx, input }) => {
      await service.remove(ctx.svc, input.id);
      return { ok: true as const };
    }),
    /** An item's English and its translations in every language, with "needs translation" per field. */
    translations: staff.input(IdSchema).query(({ ctx, input }) => service.translations(ctx.svc, input.id)),
    /** Saves one language's texts of one item (audited, and the page cache cleared, as every change). */
    translate: staff
      .input(TranslateInputSchema)
      .mutation(({ ctx, input }) => ({ id: input.id, ...service.translate(ctx.svc, input, ctx.session.username) })),
  };
}

/**
 * The dashboard's procedures for a content type with images: create and update take
 * multipart/form-data (the fields, an `image` file and, on update, `id`), so one request stores the
 * image and the row together.
 */
export function imageContentAdminRouter<
  TTable extends ContentTable,
  TFields extends z.ZodObject,
  TItem extends { id: number },
>(service: Service<TTable, TFields, TItem>) {
  const fields = service.type.shared.fields;
  return router({
    ...listAndRemove(service),
    create: staff
      .meta({ upload: 'image' })
      .input(form)
      .mutation(async ({ ctx, input }) => {
        const { fields: values, file } = await readForm(input, fields);
        return service.create(ctx.svc, values, file);
      }),
    update: staff
      .meta({ upload: 'image' })
      .input(form)
      .mutation(async ({ ctx, input }) => {
        const { fields: values, file, id } = await readForm(input, fields);
        return service.update(ctx.svc, requireId(id), values, file);
      }),
  });
}

/** The dashboard's procedures for a content type without images: JSON in and out. */
export function textContentAdminRouter<
  TTable extends ContentTable,
  TFields extends z.ZodObject,
  TItem extends { id: number },
>(service: Service<TTable, TFields, TItem>) {
  const fields = service.type.shared.fields;
  return router({
    ...listAndRemove(service),
    // Parsed once, by tRPC: a second parse would feed a field's output (an empty amount made null)
    // back to a schema that takes only what the office types. Its type is the schema's output, which
    // a generic router cannot name.
    create: staff.input(fields).mutation(({ ctx, input }) => service.create(ctx.svc, input as z.output<TFields>)),
    update: staff.input(fields.extend(IdSchema.shape)).mutation(({ ctx, input }) => {
      const { id, ...values } = input as { id: number };
      return service.update(ctx.svc, id, values as z.output<TFields>);
    }),
  });
}
