import { TWO_FACTOR_WORDS } from '../../../shared/content/two-factor-words';
import { TextField } from '../../components/form/field';
import type { FieldName, FormModel, FormValues } from '../../components/form/form-core';

/**
 * The code from an authenticator app, as signing in and turning two-factor sign-in on both ask it: the
 * phone's one-time-code suggestion fills it, and it is never capitalised or spell-checked.
 */
export function CodeField<V extends FormValues>({
  form,
  name,
  hint,
  inputMode,
}: {
  form: FormModel<V>;
  name: FieldName<V>;
  hint: string;
  /** 'text' where a recovery code (with letters) is also taken. */
  inputMode: 'numeric' | 'text';
}) {
  return (
    <TextField
      form={form}
      name={name}
      label={TWO_FACTOR_WORDS.codeLabel}
      hint={hint}
      autoComplete="one-time-code"
      inputMode={inputMode}
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
