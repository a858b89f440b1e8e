// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { latinDigits } from '../typed-text';
import { EN_FORMS } from '../words/forms/en';
import type { FormsWords } from '../words/forms/index';
import type { TcLookupSchema } from './disclosure';

// The public TC lookup's schema in a page's language: the rules of `TcLookupSchema` (disclosure.ts),
// the number as printed and the student's date of birth, their digits read as 0-9 whatever script
// they were typed in (src/shared/typed-text.ts), with the messages in the words given.

/** The words the schema's messages are in: one language's part of the forms catalogue. */
export type TcLookupWords = FormsWords['tcLookup'];

function tcLookupSchema(words: TcLookupWords): typeof TcLookupSchema {
  return z.object({
    tcNumber: z.string().overwrite(latinDigits).trim().min(1, words.tcNumberRequired).max(40, words.tcNumberTooLong),
    dateOfBirth: z
      .string()
      .overwrite(latinDigits)
      .trim()
      .min(1, words.dateOfBirthRequired)
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
        message: words.dateOfBirthInvalid,
      }),
  });
}

const byWords = new WeakMap<TcLookupWords, typeof TcLookupSchema>();
/** The lookup's schema with its messages in the language of `words`; built once per language. */
export function tcLookupSchemaIn(words: TcLookupWords = EN_FORMS.tcLookup): typeof TcLookupSchema {
  let schema = byWords.get(words);
  if (!schema) {
    schema = tcLookupSchema(words);
    byWords.set(words, schema);
  }
  return schema;
}
