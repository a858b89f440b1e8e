import type { z } from 'zod';
import {
  type CheckResult,
  checkResult,
  type FieldErrors,
  type FieldName,
  type FieldState,
  type FormModel,
  type FormOptions,
  type FormValues,
  useFormCore,
} from './form-core';
import { fieldRules } from './schema-rules';

export { useFieldState } from './form-core';
export type { FieldErrors, FieldName, FieldState, FormModel, FormValues };

export interface ZodForm<V extends FormValues, Out> extends FormModel<V> {
  /** Parses `input` (default: the values) with the schema, showing nothing: the data, or the first message per field. */
  check: (input?: unknown) => CheckResult<Out>;
  /**
   * Parses `input` (default: the values) with the schema. Valid: clears the messages and returns the
   * parsed data. Invalid: shows the first message per field, focuses the first such field, returns null.
   */
  validate: (input?: unknown) => Out | null;
}

/** A form with its zod schema at hand: required fields and lengths from the schema, parsing at once. */
export function useZodForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  options: FormOptions<V>,
): ZodForm<V, z.output<S>> {
  const { settle, ...core } = useFormCore<V>(fieldRules(schema), options);
  const check = (input: unknown = core.values): CheckResult<z.output<S>> => checkResult(schema.safeParse(input));
  return { ...core, check, validate: (input?: unknown) => settle(check(input)) };
}
