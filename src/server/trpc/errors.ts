import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MAX_BROCHURE_BYTES } from '../../shared/constants';
import { ConflictError, InvalidFieldError, MissingFieldError, NotFoundError, UploadRejectedError } from '../lib/errors';

/** A field error the form shows beside the field (through the errorFormatter's fieldErrors). */
export function fieldError(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    // Made by a schema, not `new ZodError()`: zod 4 builds a ZodError that is an Error only that way.
    cause: z
      .unknown()
      .superRefine((_v, ctx) => ctx.addIssue({ code: 'custom', path: [field], message }))
      .safeParse(null).error,
  });
}

/**
 * Service errors become typed tRPC errors (the shared middleware in trpc.ts applies this to every
 * procedure): a missing item is NOT_FOUND, a refusal because of stored data CONFLICT, a refused file or missing field a field error beside that
 * field. Anything else stays as it is (an internal error is logged and hidden).
 */
export function toTrpcError(error: unknown, fileField = 'image'): TRPCError | null {
  if (error instanceof NotFoundError) return new TRPCError({ code: 'NOT_FOUND', message: error.message });
  if (error instanceof ConflictError) return new TRPCError({ code: 'CONFLICT', message: error.message });
  if (error instanceof MissingFieldError || error instanceof InvalidFieldError)
    return fieldError(error.field, error.message);
  if (error instanceof UploadRejectedError) return fieldError(fileField, error.message);
  return null;
}

/** The `id` of a dashboard form sent as multipart/form-data: a positive whole number, else null. */
export function formId(form: FormData): number | null {
  const rawId = form.get('id');
  return typeof rawId === 'string' && /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
}

/** The `id` a dashboard form must carry: a field error `missing` without one. */
export function requiredFormId(form: FormData, missing: string): number {
  const id = formId(form);
  if (id === null) throw fieldError('id', missing);
  return id;
}

/**
 * The one file a dashboard form must carry under `field`: a field error `missing` without one, and
 * `tooLarge` (when given) for one over MAX_BROCHURE_BYTES, before its bytes are read.
 */
export async function requiredFile(
  form: FormData,
  field: string,
  messages: { missing: string; tooLarge?: string },
): Promise<{ name: string; bytes: Buffer }> {
  const file = form.get(field);
  if (!file || typeof file === 'string' || file.size === 0) throw fieldError(field, messages.missing);
  if (messages.tooLarge && file.size > MAX_BROCHURE_BYTES) throw fieldError(field, messages.tooLarge);
  return { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) };
}

/**
 * Reads a dashboard form sent as multipart/form-data: text fields validated by `schema` (field
 * errors as for JSON input), the file under `fileField` as bytes (empty means none), and `id`.
 */
export async function readForm<S extends z.ZodType>(form: FormData, schema: S, fileField = 'image') {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for (const [name, value] of form.entries()) {
    if (name === fileField) {
      if (typeof value !== 'string' && value.size > 0) {
        // Bounded before reading; the content checks come later (images/upload-check.ts).
        if (value.size > MAX_BROCHURE_BYTES) throw fieldError(fileField, 'The file is too large');
        file = Buffer.from(await value.arrayBuffer());
      }
    } else if (typeof value === 'string' && name !== 'id') {
      fields[name] = value;
    }
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: parsed.error.issues[0]?.message ?? 'Invalid input',
      cause: parsed.error,
    });
  }
  return { fields: parsed.data as z.output<S>, file, id: formId(form) };
}

export function requireId(id: number | null): number {
  if (id === null) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Missing item id' });
  return id;
}
