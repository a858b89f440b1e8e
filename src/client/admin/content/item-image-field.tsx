import { useEffect, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { IMAGE_REJECTED_MESSAGE, IMAGE_REQUIRED_MESSAGE } from '../../../shared/schemas/admin-content';
import { Field } from '../../components/form/field';
import type { FieldState } from '../../components/form/use-zod-form';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** What is wrong with the chosen file before it is sent, or null (the server checks its content again). */
export function imageProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? IMAGE_REQUIRED_MESSAGE : null;
  if (!ACCEPTED_TYPES.includes(file.type) || file.size > MAX_UPLOAD_BYTES) return IMAGE_REJECTED_MESSAGE;
  return null;
}

/** The dialog's image: a file input, its format hint, its message and a preview (the chosen file, else the current image). */
export function ImageField({
  state,
  required,
  mode,
  disabled,
  existingUrl,
  file,
  onFile,
}: {
  state: FieldState;
  required: boolean;
  mode: 'create' | 'update';
  disabled: boolean;
  existingUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? existingUrl;
  return (
    <Field
      state={state}
      label="Image"
      required={required}
      hint={`JPEG, PNG, WebP or AVIF, up to 10 MB.${mode === 'update' ? ' Leave empty to keep the current image.' : ''}`}
      after={
        shown && (
          <img
            className="admin-preview"
            src={shown}
            alt={preview ? 'Preview of the chosen file' : 'Current illustration'}
          />
        )
      }
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          disabled={disabled}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
