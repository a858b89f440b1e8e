import { useCallback } from 'react';
import {
  checkResult,
  type FieldRules,
  type FormModel,
  type FormOptions,
  type FormValues,
  type ParseResult,
  useFormCore,
} from './form-core';

// A public form's schema arrives with the validation library only when a visitor starts on the form
// (docs/decisions/026-public-runtime.md): until then its fields render from rules written beside the
// labels (checked against the schema by a test, tests/unit/public-runtime.test.ts).

/** What a lazily validated form needs: its fields' rules now, its parser later. */
export interface LazySchema<Out> {
  rules: FieldRules;
  load: () => Promise<{ safeParse: (input: unknown) => ParseResult<Out> }>;
}

/** A lazy schema: `load` is called once, the first time the form is used. */
export function lazySchema<Out>(rules: FieldRules, load: LazySchema<Out>['load']): LazySchema<Out> {
  let loading: ReturnType<LazySchema<Out>['load']> | null = null;
  return {
    rules,
    load: () => {
      loading ??= load().catch((error: unknown) => {
        // A failed download is tried again the next time.
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

export interface LazyZodForm<V extends FormValues, Out> extends FormModel<V> {
  /** Starts loading the schema (a visitor is on the form): put it on the form's focus. */
  prepare: () => void;
  /**
   * Parses `input` (default: the values) once the schema is there. Valid: clears the messages and
   * gives the parsed data. Invalid: shows the first message per field, focuses the first, gives null.
   * Throws when the schema cannot be loaded (offline): the form says its data was not sent.
   */
  validate: (input?: unknown) => Promise<Out | null>;
}

export function useLazyZodForm<V extends FormValues, Out>(
  schema: LazySchema<Out>,
  options: FormOptions<V>,
): LazyZodForm<V, Out> {
  // A lazy form is a public page's form, which the server renders and a visitor can use before its
  // script runs.
  const { settle, ...core } = useFormCore<V>(schema.rules, { keepShownValues: true, ...options });
  const prepare = useCallback(() => {
    schema.load().catch(() => {
      // Tried again on submit, where a failure is shown.
    });
  }, [schema]);
  async function validate(input: unknown = core.values): Promise<Out | null> {
    const parser = await schema.load();
    return settle(checkResult(parser.safeParse(input)));
  }
  return { ...core, prepare, validate };
}
