import { useCallback, useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { fieldRules, firstIssueMessages } from './schema-rules';

export type FormValues = Record<string, unknown>;
export type FieldName<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;

export interface ZodFormOptions<V extends FormValues> {
  /** The values the form starts with (its defaults, or what a post made without JavaScript brought back). */
  initialValues: V | (() => V);
  initialErrors?: FieldErrors<V>;
  /**
   * The fields in the order of the form: the first one with an error gets the focus, and errors for
   * other names (the honeypot) are not shown. Default: the schema's fields.
   */
  fields?: readonly FieldName<V>[];
  /** Required fields get an asterisk beside the label and `required` on the control. Default true. */
  markRequired?: boolean;
  /**
   * What an edit of `name` changes; default `{ [name]: value }`. A cascade clears the fields that
   * depend on it, a filter keeps digits only. Every changed field loses its error message.
   */
  patch?: (name: FieldName<V>, value: V[FieldName<V>]) => Partial<V>;
  /** Runs after every edit, e.g. to take down a form-level message. */
  onEdit?: (name: FieldName<V>) => void;
}

/** What the field components need to render one field. */
export interface FieldState {
  id: string;
  name: string;
  error?: string;
  errorId: string;
  hintId: string;
  /** Derived from the schema (see schema-rules.ts). */
  required: boolean;
  /** Whether this form shows required fields as such (asterisk, `required`). */
  markRequired: boolean;
  maxLength?: number;
}

export interface ZodForm<V extends FormValues, Out> {
  values: V;
  errors: FieldErrors<V>;
  /** Whether a value differs from what the form started with or was last reset to (unsaved edits). */
  dirty: boolean;
  /** Replaces the values and clears every message (stable across renders, for effects). */
  reset: (values: V) => void;
  /** A person changed a field: applies `patch`, clears the changed fields' messages, runs `onEdit`. */
  edit: <K extends FieldName<V>>(name: K, value: V[K]) => void;
  /** Parses `input` (default: the values) with the schema, showing nothing: the data, or the first message per field. */
  check: (input?: unknown) => { data: Out; errors: null } | { data: null; errors: Record<string, string> };
  /**
   * Parses `input` (default: the values) with the schema. Valid: clears the messages and returns the
   * parsed data. Invalid: shows the first message per field, focuses the first such field, returns null.
   */
  validate: (input?: unknown) => Out | null;
  /** Takes down one field's message (a control the form does not hold the value of, such as a file). */
  clearError: (name: FieldName<V>) => void;
  /** Shows these messages (server field errors), focusing the first field; returns how many are shown. */
  showErrors: (errors: Readonly<Record<string, string>>) => number;
  field: (name: FieldName<V>) => FieldState;
}

export function useZodForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  options: ZodFormOptions<V>,
): ZodForm<V, z.output<S>> {
  const uid = useId();
  const rules = fieldRules(schema);
  const order = options.fields ?? (Object.keys(rules) as FieldName<V>[]);
  const markRequired = options.markRequired ?? true;
  const [values, setValues] = useState<V>(options.initialValues);
  // What the values are compared with to tell unsaved edits: the first values, then each reset.
  const [baseline, setBaseline] = useState<V>(values);
  const [errors, setErrors] = useState<FieldErrors<V>>(options.initialErrors ?? {});
  // Focus moves after the messages are rendered, when a control disabled while sending is enabled again.
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  const fieldId = (name: string) => `${uid}-${name}`;

  useEffect(() => {
    if (focusTarget) document.getElementById(`${uid}-${focusTarget.name}`)?.focus();
  }, [focusTarget, uid]);

  function showErrors(found: Readonly<Record<string, string>>): number {
    const shown: FieldErrors<V> = {};
    for (const name of order) if (found[name]) shown[name] = found[name];
    setErrors(shown);
    const first = order.find((name) => shown[name]);
    if (first) setFocusTarget({ name: first });
    return Object.keys(shown).length;
  }

  /** Takes down the messages of these fields (keeping the same object when none is shown). */
  function dropErrors(names: readonly string[]) {
    setErrors((current) => {
      if (!names.some((name) => current[name as FieldName<V>])) return current;
      const next = { ...current };
      for (const name of names) delete next[name as FieldName<V>];
      return next;
    });
  }

  function edit<K extends FieldName<V>>(name: K, value: V[K]) {
    const changes: Partial<V> = options.patch ? options.patch(name, value) : {};
    if (!options.patch) changes[name] = value;
    setValues((current) => ({ ...current, ...changes }));
    dropErrors(Object.keys(changes));
    options.onEdit?.(name);
  }

  function check(input: unknown = values) {
    const parsed = schema.safeParse(input);
    return parsed.success
      ? { data: parsed.data as z.output<S>, errors: null }
      : { data: null, errors: firstIssueMessages(parsed.error) };
  }

  function validate(input: unknown = values): z.output<S> | null {
    const result = check(input);
    if (result.errors) {
      showErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.data;
  }

  const reset = useCallback((next: V) => {
    setValues(next);
    setBaseline(next);
    setErrors({});
  }, []);

  function field(name: FieldName<V>): FieldState {
    const id = fieldId(name);
    return {
      id,
      name,
      error: errors[name],
      errorId: `${id}-error`,
      hintId: `${id}-hint`,
      required: rules[name]?.required ?? false,
      markRequired,
      maxLength: rules[name]?.maxLength,
    };
  }

  return {
    values,
    errors,
    dirty: !sameValues(values, baseline),
    reset,
    edit,
    check,
    validate,
    clearError: (name) => dropErrors([name]),
    showErrors,
    field,
  };
}

/** A field's value is a primitive or a list of them (a group of checkboxes): lists compare by items. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
  return Object.is(a, b);
}

function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  return true;
}

/**
 * A field outside a zod form (a file input): ids and its message, for the same `Field` markup.
 * Not marked required, and no length limit.
 */
export function useFieldState(name: string, error: string | null | undefined): FieldState {
  const id = `${useId()}-${name}`;
  return {
    id,
    name,
    error: error ?? undefined,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    required: false,
    markRequired: false,
  };
}
