import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
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

/** Input types where a length limit applies (a date or number input ignores maxLength). */
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'password', 'search']);

export function TextField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  hintClassName,
  className,
  required,
  after,
  type = 'text',
  maxLength,
  ...input
}: Bound<V> & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const state = form.field(name);
  return (
    <Field {...{ state, label, hint, hintClassName, className, required, after }}>
      {(control) => (
        <input
          {...control}
          type={type}
          maxLength={maxLength ?? (TEXT_TYPES.has(type) ? state.maxLength : undefined)}
          value={String(form.values[name] ?? '')}
          onChange={(e) => form.edit(name, e.target.value as V[typeof name])}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextAreaField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  hintClassName,
  className,
  required,
  after,
  maxLength,
  ...textarea
}: Bound<V> & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const state = form.field(name);
  return (
    <Field {...{ state, label, hint, hintClassName, className, required, after }}>
      {(control) => (
        <textarea
          {...control}
          maxLength={maxLength ?? state.maxLength}
          value={String(form.values[name] ?? '')}
          onChange={(e) => form.edit(name, e.target.value as V[typeof name])}
          {...textarea}
        />
      )}
    </Field>
  );
}

export function SelectField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  hintClassName,
  className,
  required,
  after,
  children,
  ...select
}: Bound<V> & Native<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  const state = form.field(name);
  return (
    <Field {...{ state, label, hint, hintClassName, className, required, after }}>
      {(control) => (
        <select
          {...control}
          value={String(form.values[name] ?? '')}
          onChange={(e) => form.edit(name, e.target.value as V[typeof name])}
          {...select}
        >
          {children}
        </select>
      )}
    </Field>
  );
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
