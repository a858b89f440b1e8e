import { type FormEvent, useEffect, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import { IMAGE_REJECTED_MESSAGE, IMAGE_REQUIRED_MESSAGE } from '../../../../shared/schemas/admin-content';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { errorInfo, postForm } from '../../../components/admin/request';
import { useToast } from '../../../components/admin/toast';
import { trpc } from '../../../lib/trpc';
import type { AdminItem } from './content-api';
import type { ContentConfig } from './content-config';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

type Values = Record<string, string>;

function initialValues(config: ContentConfig, item: AdminItem | null): Values {
  const values: Values = {};
  for (const f of config.fields) {
    const v = item ? (item as Record<string, unknown>)[f.name] : undefined;
    values[f.name] = typeof v === 'string' ? v : f.kind === 'select' ? (f.options?.at(-1)?.value ?? '') : '';
  }
  return values;
}

/** Create or edit one item (spec §2: 'Create Slide' / 'Edit Slide', Cancel, Create/Update, 'Saving...'). */
export function ItemDialog({
  config,
  item,
  onClose,
  onSaved,
}: {
  config: ContentConfig;
  item: AdminItem | null;
  onClose: () => void;
  onSaved: (item: AdminItem, mode: 'create' | 'update') => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const mode = item ? 'update' : 'create';
  const [values, setValues] = useState<Values>(() => initialValues(config, item));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const existingImage = item && 'imageUrl' in item ? item.imageUrl : null;
  const prefix = `${config.id}-field`;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function validate(): Record<string, string> {
    const next: Record<string, string> = {};
    const parsed = config.schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        next[key] ??= issue.message;
      }
    }
    if (config.image === 'required' && mode === 'create' && !file) next.image = IMAGE_REQUIRED_MESSAGE;
    if (file && (!ACCEPTED_TYPES.includes(file.type) || file.size > MAX_UPLOAD_BYTES))
      next.image = IMAGE_REJECTED_MESSAGE;
    return next;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${prefix}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      let saved: AdminItem;
      if (config.image === 'none') {
        const client = utils.client.admin.announcements;
        const input = values as { title: string; description: string };
        saved = item ? await client.update.mutate({ ...input, id: item._id }) : await client.create.mutate(input);
      } else {
        const form = new FormData();
        if (item) form.append('id', String(item._id));
        for (const [k, v] of Object.entries(values)) form.append(k, v);
        if (file) {
          form.append('image', file);
          setProgress(0);
        }
        saved = await postForm<AdminItem>(`admin.${config.id}.${mode}`, form, file ? setProgress : undefined);
      }
      toast.success(mode === 'create' ? 'Item created successfully' : 'Item updated successfully');
      onSaved(saved, mode);
    } catch (error) {
      const info = errorInfo(error);
      const fieldErrors: Record<string, string> = {};
      for (const [k, v] of Object.entries(info.fieldErrors)) if (v?.[0]) fieldErrors[k] = v[0];
      setErrors(fieldErrors);
      toast.error(info.message ?? (mode === 'create' ? 'Error creating item' : 'Error updating item'));
      setSaving(false);
      setProgress(null);
    }
  }

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  return (
    <AdminDialog title={`${mode === 'create' ? 'Create' : 'Edit'} ${config.singular}`} onClose={onClose} busy={saving}>
      {() => (
        <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
          {config.fields.map((f) => {
            const id = `${prefix}-${f.name}`;
            const err = errors[f.name];
            const describedBy =
              [f.hint ? `${id}-hint` : '', err ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
            const common = {
              id,
              name: f.name,
              value: values[f.name] ?? '',
              'aria-invalid': err ? true : undefined,
              'aria-describedby': describedBy,
              'aria-required': f.required || undefined,
              disabled: saving,
            };
            return (
              <div className="field" key={f.name}>
                {/* The asterisk sits beside the label, so the field's name is exactly its label. */}
                <span className="field-label">
                  <label htmlFor={id}>{f.label}</label>
                  {f.required && (
                    <span className="required" aria-hidden="true">
                      *
                    </span>
                  )}
                </span>
                {f.kind === 'textarea' ? (
                  <textarea {...common} rows={3} onChange={(e) => set(f.name, e.target.value)} />
                ) : f.kind === 'select' ? (
                  <select {...common} onChange={(e) => set(f.name, e.target.value)}>
                    {f.options?.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input {...common} type="text" onChange={(e) => set(f.name, e.target.value)} />
                )}
                {f.hint && (
                  <span className="field-hint" id={`${id}-hint`}>
                    {f.hint}
                  </span>
                )}
                {err && (
                  <span className="field-error" id={`${id}-error`}>
                    {err}
                  </span>
                )}
              </div>
            );
          })}

          {config.image !== 'none' && (
            <div className="field">
              <span className="field-label">
                <label htmlFor={`${prefix}-image`}>Image</label>
                {config.image === 'required' && mode === 'create' && (
                  <span className="required" aria-hidden="true">
                    *
                  </span>
                )}
              </span>
              <input
                id={`${prefix}-image`}
                name="image"
                type="file"
                accept={ACCEPTED_TYPES.join(',')}
                disabled={saving}
                aria-invalid={errors.image ? true : undefined}
                aria-describedby={`${prefix}-image-hint${errors.image ? ` ${prefix}-image-error` : ''}`}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setErrors((x) => ({ ...x, image: undefined }));
                }}
              />
              <span className="field-hint" id={`${prefix}-image-hint`}>
                JPEG, PNG, WebP or AVIF, up to 10 MB.
                {mode === 'update' ? ' Leave empty to keep the current image.' : ''}
              </span>
              {errors.image && (
                <span className="field-error" id={`${prefix}-image-error`}>
                  {errors.image}
                </span>
              )}
              {(preview ?? existingImage) && (
                <img
                  className="admin-preview"
                  src={preview ?? existingImage ?? ''}
                  alt={preview ? 'Preview of the chosen file' : 'Current illustration'}
                />
              )}
            </div>
          )}

          {progress !== null && (
            <div className="admin-progress">
              <progress max={1} value={progress} aria-label="Upload progress" />
              <span>{progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Processing image...'}</span>
            </div>
          )}

          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={saving}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? 'Saving...' : mode === 'create' ? 'Create' : 'Update'}
            </button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}
