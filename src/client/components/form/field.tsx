import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldName, FieldState, FormModel, FormValues } from './form-core';
import './form.css';

/** What every control of a field carries: its id, name, required state and the ARIA links to its messages. */
export interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FrameProps {
  state: FieldState;
  label: ReactNode;
  /** A line under the control that describes it (a format, a warning); linked by aria-describedby. */
  hint?: ReactNode;
  hintClassName?: string;
  /** Classes added to the field's `.field` wrapper (grid placement). */
  className?: string;
  /** Overrides the schema's answer (a checkbox that must be ticked, a file needed only on create). */
  required?: boolean;
  /** Shown after the messages (an image preview). */
  after?: ReactNode;
}

function isRequired(state: FieldState, required: boolean | undefined) {
  return state.markRequired && (required ?? state.required);
}

export function controlProps(state: FieldState, options: { hint?: boolean; required?: boolean } = {}): ControlProps {
  const describedBy = [options.hint ? state.hintId : '', state.error ? state.errorId : ''].filter(Boolean).join(' ');
  return {
    id: state.id,
    name: state.name,
    required: isRequired(state, options.required) || undefined,
    'aria-invalid': state.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** The label, with the asterisk outside the <label>, so the control's accessible name is exactly the label. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required: boolean }) {
  return (
    <span className="form-label">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span className="required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

export function FieldError({ state }: { state: FieldState }) {
  return state.error ? (
    <p className="field-error" id={state.errorId}>
      {state.error}
    </p>
  ) : null;
}

/** One field: label, the control `children` renders with the props it is given, hint and error message. */
export function Field({
  state,
  label,
  hint,
  hintClassName = 'field-hint',
  className,
  required,
  after,
  children,
}: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldLabel htmlFor={state.id} label={label} required={isRequired(state, required)} />
      {children(controlProps(state, { hint: Boolean(hint), required }))}
      {hint ? (
        <p className={hintClassName} id={state.hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError state={state} />
      {after}
    </div>
  );
}

type Bound<V extends FormValues> = Omit<FrameProps, 'state'> & {
  form: FormModel<V>;
  name: FieldName<V>;
};

/** Props of the native element a field component passes through (everything the kit does not set itself). */
type Native<A> = Omit<A, 'form' | 'name' | 'id' | 'value' | 'checked' | 'onChange' | 'required' | 'children'>;

/**
 * A field that holds its value as text, split into what its frame shows, the value and change handler
 * of its control, and the native props passed through to the control.
 */
function bindTextField<V extends FormValues, N extends object>(props: Bound<V> & N) {
  const { form, name, label, hint, hintClassName, className, required, after, ...native } = props;
  const state = form.field(name);
  return {
    frame: { state, label, hint, hintClassName, className, required, after },
    value: String(form.values[name] ?? ''),
    onChange: (e: ChangeEvent<{ value: string }>) => form.edit(name, e.target.value as V[typeof name]),
    native: native as Omit<N, keyof Bound<V>>,
  };
}

/** Input types where a length limit applies (a date or number input ignores maxLength). */
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'password', 'search']);

export function TextField<V extends FormValues>(props: Bound<V> & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { frame, value, onChange, native } = bindTextField(props);
  const { type = 'text', maxLength, ...input } = native;
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...control}
          type={type}
          maxLength={maxLength ?? (TEXT_TYPES.has(type) ? frame.state.maxLength : undefined)}
          {...{ value, onChange }}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextAreaField<V extends FormValues>(
  props: Bound<V> & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { frame, value, onChange, native } = bindTextField(props);
  const { maxLength, ...textarea } = native;
  return (
    <Field {...frame}>
      {(control) => (
        <textarea {...control} maxLength={maxLength ?? frame.state.maxLength} {...{ value, onChange }} {...textarea} />
      )}
    </Field>
  );
}

export function SelectField<V extends FormValues>(
  props: Bound<V> & Native<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode },
) {
  const { frame, value, onChange, native } = bindTextField(props);
  const { children, ...select } = native;
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} {...{ value, onChange }} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A select's choices, after its empty first option; a plain string is both the value and the label. */
export function Options({ items }: { items: readonly (string | { value: string; label: string })[] }) {
  return items.map((item) => {
    const { value, label } = typeof item === 'string' ? { value: item, label: item } : item;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}

/** A checkbox followed by its label; the message, if any, under the row. */
export function CheckboxField<V extends FormValues>({
  form,
  name,
  label,
  className = 'checkbox-field',
  required,
  ...input
}: Omit<Bound<V>, 'hint' | 'hintClassName' | 'after'> & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const state = form.field(name);
  return (
    <>
      <div className={className}>
        <input
          {...controlProps(state, { required })}
          type="checkbox"
          checked={form.values[name] === true}
          onChange={(e) => form.edit(name, e.target.checked as V[typeof name])}
          {...input}
        />
        <FieldLabel htmlFor={state.id} label={label} required={isRequired(state, required)} />
      </div>
      <FieldError state={state} />
    </>
  );
}
