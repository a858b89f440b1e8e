import { useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';

// The form kit's state, shared by a form with its zod schema at hand (use-zod-form.ts, the dashboard)
// and one that loads its schema when first used (use-lazy-form.ts, the public pages, which never
// download the validation library before a visitor starts filling a form in). Nothing here imports zod.

/** What a form field can learn from its schema, so the markup never repeats the schema (schema-rules.ts). */
export interface FieldRule {
  /** The field must be filled in: not optional (no `.optional()` or `.default()`) and, for text, at least one character. */
  required: boolean;
  /** The text's `.max()` (maxLength check), for the control's `maxLength`; undefined when the schema has none. */
  maxLength?: number;
}

export type FieldRules = Readonly<Record<string, FieldRule>>;

export type FormValues = Record<string, unknown>;
export type FieldName<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;

export interface FormOptions<V extends FormValues> {
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
  /**
   * A form the server renders and the browser takes over (the public pages' forms): when it is taken
   * over, its state takes the values its controls show, typed, chosen or ticked before its script ran.
   */
  keepShownValues?: boolean;
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

/** A form's state and what changes it; the schema's parse is added by useZodForm or useLazyZodForm. */
export interface FormModel<V extends FormValues> {
  values: V;
  errors: FieldErrors<V>;
  /** Whether a value differs from what the form started with or was last reset to (unsaved edits). */
  dirty: boolean;
  /** Replaces the values and clears every message (stable across renders, for effects). */
  reset: (values: V) => void;
  /** A person changed a field: applies `patch`, clears the changed fields' messages, runs `onEdit`. */
  edit: <K extends FieldName<V>>(name: K, value: V[K]) => void;
  /** Takes down one field's message (a control the form does not hold the value of, such as a file). */
  clearError: (name: FieldName<V>) => void;
  /** Shows these messages (server field errors), focusing the first field; returns how many are shown. */
  showErrors: (errors: Readonly<Record<string, string>>) => number;
  field: (name: FieldName<V>) => FieldState;
}

/** The parse of a form's values: the data, or the first message per field. */
export type CheckResult<Out> = { data: Out; errors: null } | { data: null; errors: Record<string, string> };

/** The state of a form whose fields follow `rules`; `settle` shows a parse's outcome. */
export function useFormCore<V extends FormValues>(
  rules: FieldRules,
  options: FormOptions<V>,
): FormModel<V> & { settle: <Out>(result: CheckResult<Out>) => Out | null } {
  const uid = useId();
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

  // A public form is usable as soon as its HTML is there; on a slow connection a visitor can type and
  // choose before the page's script takes it over. React keeps what was typed in a text box on screen
  // but not in the form's state, and the next render puts a select back to its first value: so the
  // form would show "required" beside filled-in fields, or lose a choice. Once, when the form is taken
  // over (before anything is painted again), the state takes the values its controls show, each as an
  // edit in the fields' order: `patch` applies (a changed state empties the city, as choosing it after
  // would), the fields' messages (from a post made without JavaScript) go, and `onEdit` runs.
  const keepShownValues = options.keepShownValues ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, against the values the page was served with
  useLayoutEffect(() => {
    if (!keepShownValues) return;
    const next: V = { ...values };
    const touched = new Set<string>();
    const edited: FieldName<V>[] = [];
    for (const name of order) {
      // Against what the page was served with: a city the page still shows after a state was changed
      // was not chosen again.
      const seen = valueShown(values[name], document.getElementById(fieldId(name)));
      if (seen === undefined || seen === values[name]) continue;
      const changes: Partial<V> = options.patch
        ? options.patch(name, seen as V[FieldName<V>])
        : ({ [name]: seen } as Partial<V>);
      Object.assign(next, changes);
      for (const key of Object.keys(changes)) touched.add(key);
      edited.push(name);
    }
    if (edited.length === 0) return;
    setValues(next);
    dropErrors([...touched]);
    for (const name of edited) options.onEdit?.(name);
  }, []);

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

  function settle<Out>(result: CheckResult<Out>): Out | null {
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
    clearError: (name) => dropErrors([name]),
    showErrors,
    field,
    settle,
  };
}

/**
 * The value a field's control shows (typed, chosen or ticked before the form's script ran), or
 * undefined when it is not read back: text boxes and selects for text values, a checkbox for a yes/no
 * value. Groups of options and files are not read back.
 */
function valueShown(value: unknown, control: HTMLElement | null): string | boolean | undefined {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return typeof value === 'boolean' ? control.checked : undefined;
  }
  if (
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement ||
    (control instanceof HTMLInputElement && control.type !== 'radio' && control.type !== 'file')
  ) {
    return typeof value === 'string' ? control.value : undefined;
  }
  return undefined;
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

type ParseIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** What a schema's `safeParse` gives (zod's shape, without importing zod into a public page). */
export type ParseResult<Out> = { success: true; data: Out } | { success: false; error: ParseIssues };

/** A parse as a form shows it: the data, or the first message per field. */
export function checkResult<Out>(parsed: ParseResult<Out>): CheckResult<Out> {
  return parsed.success
    ? { data: parsed.data, errors: null }
    : { data: null, errors: firstIssueMessages(parsed.error) };
}

/** The first message per field of a failed parse (zod's `error.issues`), in the order of the issues. */
export function firstIssueMessages(error: ParseIssues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (key === undefined) continue;
    out[String(key)] ??= issue.message;
  }
  return out;
}
