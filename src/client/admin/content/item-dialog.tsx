import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  controlProps,
  FieldError,
  FieldLabel,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form/field';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog, DialogSaveActions } from '../kit/admin-dialog';
import { LastChanged } from '../kit/last-changed';
import { useToast } from '../kit/toast';
import { type TranslationApi, TranslationTabs } from '../kit/translation-tabs';
import { UploadProgress, useUpload } from '../kit/upload-controls';
import { useDialogSave } from '../kit/use-dialog-save';
import { type AdminItem, SECTION_APIS } from './content-api';
import type { ContentConfig, FieldDef } from './content-config';
import { ImageField, imageProblem } from './item-image-field';

type Values = Record<string, string>;

function initialValues(config: ContentConfig, item: AdminItem | null): Values {
  const values: Values = {};
  for (const f of config.fields) {
    const v = item ? (item as Record<string, unknown>)[f.name] : undefined;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') values[f.name] = String(v);
    else if (f.kind === 'checkbox') values[f.name] = 'false';
    else values[f.name] = f.kind === 'select' && !f.optionsFrom ? (f.options?.at(-1)?.value ?? '') : '';
  }
  return values;
}

/** A yes-or-no field ('true' or 'false' in the values): the box, its label beside it, the hint under them. */
function CheckField({ form, field, disabled }: { form: ZodForm<Values, unknown>; field: FieldDef; disabled: boolean }) {
  const state = form.field(field.name);
  return (
    <div className="field">
      <div className="admin-check">
        <input
          {...controlProps(state, { hint: Boolean(field.hint) })}
          type="checkbox"
          checked={form.values[field.name] === 'true'}
          onChange={(e) => form.edit(field.name, e.target.checked ? 'true' : 'false')}
          disabled={disabled}
        />
        <FieldLabel htmlFor={state.id} label={field.label} required={false} />
      </div>
      {field.hint && (
        <p className="field-hint" id={state.hintId}>
          {field.hint}
        </p>
      )}
      <FieldError state={state} />
    </div>
  );
}

/** What every content type's router answers for admin.<type>.lastChanged (server/content/router.ts). */
interface LastChangedApi {
  lastChanged: { query(input: { id: number }): Promise<{ by: string; at: string } | null> };
}

/** admin.<type>.lastChanged of the opened item. */
function useLastChanged(type: ContentConfig['id'], id: number | null) {
  const utils = trpc.useUtils();
  // Checked, not cast: each type's client must offer lastChanged with this input and answer.
  const api: LastChangedApi = utils.client.admin[type];
  return useQuery({
    queryKey: ['admin', type, 'lastChanged', id],
    queryFn: () => api.lastChanged.query({ id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  }).data;
}

/** Create or edit one item: 'Create Slide' / 'Edit Slide', Cancel, Create/Update, 'Saving...'. */
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
  // Yes-or-no fields (photo consent) are about the image: they come after it.
  const fields = config.fields.filter((f) => f.kind !== 'checkbox');
  const checks = config.fields.filter((f) => f.kind === 'checkbox');
  const form = useZodForm(config.schema, {
    initialValues: () => initialValues(config, item),
    fields: [...fields.map((f) => f.name), 'image', ...checks.map((f) => f.name)],
  });
  const [file, setFile] = useState<File | null>(null);
  const upload = useUpload();
  const imageRequired = config.image === 'required' && mode === 'create';
  // Options from records the office manages (the campuses), read only by the sections that need them.
  const campuses = trpc.admin.campuses.list.useQuery(undefined, {
    enabled: config.fields.some((f) => f.optionsFrom?.source === 'campuses'),
  });
  const { saving, requestClose, save: send, release } = useDialogSave({ form, pending: file !== null, onClose });
  // Who last changed the opened item, from the audit log: one query for the item opened, none for the list.
  const lastChanged = useLastChanged(config.id, item?.id ?? null);
  // Every content type offers its translations (the server answers which fields it translates).
  const translationApi: TranslationApi = utils.client.admin[config.id];
  const translatable = config.fields
    .filter((f) => f.kind === 'text' || f.kind === 'textarea' || f.kind === undefined)
    .map((f) => ({ name: f.name, label: f.label, multiline: f.kind === 'textarea' }));

  /** The one place this dialog calls the API: JSON for items without an image, else multipart with progress. */
  async function save(values: Values): Promise<AdminItem> {
    if (config.image === 'none') {
      const saveText = SECTION_APIS[config.id].saveText;
      if (!saveText) throw new Error(`No JSON save for ${config.id}`);
      return saveText(utils, values, item?.id ?? null);
    }
    const body = new FormData();
    if (item) body.append('id', String(item.id));
    for (const [k, v] of Object.entries(values)) body.append(k, v);
    if (file) body.append('image', file);
    return upload.send<AdminItem>(`admin.${config.id}.${mode}`, body, file);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = { ...form.check().errors };
    const problem = config.image === 'none' ? null : imageProblem(file, imageRequired);
    if (problem) found.image = problem;
    if (form.showErrors(found) > 0) return;
    const saved = await send(
      () => save(form.values),
      mode === 'create' ? 'Error creating item' : 'Error updating item',
    );
    if (!saved) return;
    toast.success(mode === 'create' ? 'Item created successfully' : 'Item updated successfully');
    release();
    onSaved(saved, mode);
  }

  return (
    <AdminDialog
      title={`${mode === 'create' ? 'Create' : 'Edit'} ${config.singular}`}
      onClose={requestClose}
      busy={saving}
    >
      {() => (
        <TranslationTabs
          api={translationApi}
          queryKey={['admin', config.id]}
          id={item?.id ?? null}
          fields={translatable}
        >
          <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
            {fields.map((f) => {
              const props = { form, name: f.name, label: f.label, hint: f.hint, disabled: saving };
              if (f.kind === 'textarea') return <TextAreaField key={f.name} {...props} rows={3} />;
              if (f.kind === 'datetime') return <TextField key={f.name} {...props} type="datetime-local" />;
              if (f.kind === 'date') return <TextField key={f.name} {...props} type="date" />;
              if (f.kind !== 'select') return <TextField key={f.name} {...props} />;
              return (
                <SelectField key={f.name} {...props}>
                  {f.optionsFrom && <option value="">{f.optionsFrom.none}</option>}
                  {f.optionsFrom?.source === 'campuses' &&
                    campuses.data?.map((c) => (
                      <option key={c.id} value={String(c.id)}>
                        {c.name}
                      </option>
                    ))}
                  {f.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </SelectField>
              );
            })}

            {config.image !== 'none' && (
              <ImageField
                state={form.field('image')}
                required={imageRequired}
                mode={mode}
                disabled={saving}
                existingUrl={item && 'imageUrl' in item ? item.imageUrl : null}
                file={file}
                onFile={(chosen) => {
                  setFile(chosen);
                  form.clearError('image');
                }}
              />
            )}

            {checks.map((f) => (
              <CheckField key={f.name} form={form} field={f} disabled={saving} />
            ))}

            <LastChanged change={lastChanged} />

            <UploadProgress upload={upload} afterSent="Processing image..." />

            <DialogSaveActions creating={mode === 'create'} saving={saving} onCancel={requestClose} />
          </form>
        </TranslationTabs>
      )}
    </AdminDialog>
  );
}
