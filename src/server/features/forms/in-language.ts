import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { LanguageCode } from '../../../shared/paths';

// A public form's procedure answers in the language of the page that called it (`ctx.lang`, from
// '/mr/trpc/...'; docs/architecture.md "Forms in every language"): its input is checked first with the
// schema whose messages are in that language, so the field messages the form shows are in it. The
// rules are the same in every language, so the procedure's own (English) `.input` then passes.

/**
 * Throws the procedure's input error (BAD_REQUEST with the schema's issues, as tRPC's own input check
 * does) when `raw` does not pass `schema`; nothing for English, which `.input` checks.
 */
export function refuseInLanguage(
  lang: LanguageCode | undefined,
  schemaFor: (lang: LanguageCode) => z.ZodType,
  raw: unknown,
): void {
  if (!lang || lang === 'en') return;
  const parsed = schemaFor(lang).safeParse(raw);
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: parsed.error });
}
