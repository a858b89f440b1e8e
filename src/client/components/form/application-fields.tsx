import type { InputHTMLAttributes } from 'react';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import { BLOOD_GROUPS, GENDERS } from '../../../shared/content/school-facts';
import { Options, SelectField, TextAreaField, TextField } from './field';
import type { FieldName, FormModel, FormValues } from './form-core';
import { useFormsWords } from './forms-words';

// The application's fields, once: the public form (/apply) and the dashboard's start-application dialog
// render each with the same label, control type and choices. What each form adds is passed in: a
// parent's browser may autofill the contact details, the office's may not; /apply lists only the
// classes open for application now; each form words its empty choice.

/** The kind of input and the autofill rule each text field has on every form. */
const TEXT_FIELDS = {
  // A child's and parents' names: never offered from the typist's own autofill.
  studentName: { autoComplete: 'off' },
  dateOfBirth: { type: 'date' },
  fatherName: { autoComplete: 'off' },
  motherName: { autoComplete: 'off' },
  contactNumber: { type: 'tel', inputMode: 'numeric' },
  email: { type: 'email' },
  previousSchool: { autoComplete: 'off' },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;
type TextName = keyof typeof TEXT_FIELDS;

/** Every choice a select field offers (the class list may be narrowed to the classes open now). */
const CHOICE_FIELDS = {
  classApplying: SCHOOL_CLASSES,
  gender: GENDERS,
  bloodGroup: BLOOD_GROUPS,
} as const;
type ChoiceName = keyof typeof CHOICE_FIELDS;

type Named<V extends FormValues, N extends string> = { form: FormModel<V>; name: N & FieldName<V> };
type Rest<P> = Omit<P, 'form' | 'name' | 'label'>;

export function ApplicationTextField<V extends FormValues>({
  form,
  name,
  ...rest
}: Named<V, TextName> & Rest<Parameters<typeof TextField<V>>[0]>) {
  const APPLICATION_LABELS = useFormsWords().application.labels;
  return <TextField form={form} name={name} label={APPLICATION_LABELS[name]} {...TEXT_FIELDS[name]} {...rest} />;
}

export function ApplicationChoiceField<V extends FormValues>({
  form,
  name,
  placeholder,
  items = CHOICE_FIELDS[name],
  ...rest
}: Named<V, ChoiceName> &
  Rest<Omit<Parameters<typeof SelectField<V>>[0], 'children'>> & {
    /** The empty first option's text. */
    placeholder: string;
    items?: readonly (string | { value: string; label: string })[];
  }) {
  const words = useFormsWords().application;
  const APPLICATION_LABELS = words.labels;
  // A gender's label in the form's language (the value stored is the same in every language).
  const shown = name === 'gender' ? GENDERS.map((g) => ({ value: g.value, label: words.genders[g.value] })) : items;
  return (
    <SelectField form={form} name={name} label={APPLICATION_LABELS[name]} {...rest}>
      <option value="">{placeholder}</option>
      <Options items={shown} />
    </SelectField>
  );
}

export function ApplicationAddressField<V extends FormValues>({
  form,
  name,
  ...rest
}: Named<V, 'address'> & Rest<Parameters<typeof TextAreaField<V>>[0]>) {
  const APPLICATION_LABELS = useFormsWords().application.labels;
  return <TextAreaField form={form} name={name} label={APPLICATION_LABELS[name]} {...rest} />;
}
