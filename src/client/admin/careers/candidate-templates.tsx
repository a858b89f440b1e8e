import { type FormEvent, useId, useState } from 'react';
import {
  CANDIDATE_TEMPLATE_FIELDS,
  CANDIDATE_TEMPLATE_LIMITS as LIMITS,
  CANDIDATE_TEMPLATE_WORDS as W,
} from '../../../shared/content/careers-words';
import { CandidateTemplateFieldsSchema } from '../../../shared/schemas/careers-shortlist';
import { TextAreaField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { AdminDialog, DialogSaveActions } from '../kit/admin-dialog';
import { confirmDelete } from '../kit/confirm';
import { LoadState } from '../kit/load-state';
import { errorInfo } from '../kit/request';
import { useToast } from '../kit/toast';
import { useDialogSave } from '../kit/use-dialog-save';

// The recruitment's reply templates (admin.careers.templates.*), a view of the Candidates section
// (/admin/candidates?view=templates): the section's addresses name candidates by id, so a template
// opens in a dialog rather than at an address of its own. The fields a template may use stand beside
// its message; a field the server does not know is refused beside the subject or the message.

type Template = RouterOutputs['admin']['careers']['templates']['list'][number];

/** The open dialog: a new template, or the one being edited. */
type Editing = { item: Template | null } | null;

export function CandidateTemplates() {
  const uid = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.admin.careers.templates.list.useQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function remove(t: Template) {
    if (!confirmDelete(t.name)) return;
    setBusyId(t.id);
    try {
      await utils.client.admin.careers.templates.remove.mutate({ id: t.id });
      await utils.admin.careers.templates.list.invalidate();
      toast.success(W.deleted);
    } catch (error) {
      toast.error(errorInfo(error).message ?? W.deleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="careers-templates" aria-labelledby={`${uid}-title`}>
      <div className="careers-templates-head">
        <div>
          <h2 id={`${uid}-title`}>{W.title}</h2>
          <p className="muted">{W.description}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ item: null })}>
          {W.add}
        </button>
      </div>
      {list.isPending || list.isError ? (
        <LoadState
          failed={list.isError}
          loadingText={W.loading}
          errorText={W.loadFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <p className="muted">{W.empty}</p>
      ) : (
        <ul className="careers-template-list" aria-label={W.list}>
          {list.data.map((t) => (
            <li key={t.id} className="careers-template">
              <div className="careers-template-body">
                <h3>{t.name}</h3>
                <p className="careers-template-subject">{t.subject}</p>
                <p className="careers-template-text">{t.body}</p>
              </div>
              <div className="careers-template-actions">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={W.editLabel(t.name)}
                  disabled={busyId !== null}
                  onClick={() => setEditing({ item: t })}
                >
                  {W.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  aria-label={W.removeLabel(t.name)}
                  disabled={busyId !== null}
                  onClick={() => void remove(t)}
                >
                  {W.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TemplateDialog
          key={editing.item?.id ?? 'new'}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await utils.admin.careers.templates.list.invalidate();
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

interface Values {
  [key: string]: string;
  name: string;
  subject: string;
  body: string;
}

function TemplateDialog({
  item,
  onClose,
  onSaved,
}: {
  item: Template | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const creating = item === null;
  const form = useZodForm(CandidateTemplateFieldsSchema, {
    initialValues: (): Values => ({ name: item?.name ?? '', subject: item?.subject ?? '', body: item?.body ?? '' }),
    fields: ['name', 'subject', 'body'],
  });
  const { saving, requestClose, save, release } = useDialogSave({ form, onClose });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const api = utils.client.admin.careers.templates;
    const saved = await save(
      () => (item ? api.update.mutate({ ...input, id: item.id }) : api.create.mutate(input)),
      creating ? W.createFailed : W.updateFailed,
    );
    if (!saved) return;
    toast.success(creating ? W.created : W.updated);
    release();
    await onSaved();
  }

  return (
    <AdminDialog title={creating ? W.createTitle : W.editTitle} onClose={requestClose} busy={saving}>
      {() => (
        <form className="admin-form admin-dialog-body careers-template-form" noValidate onSubmit={onSubmit}>
          <TextField
            form={form}
            name="name"
            label={W.nameLabel}
            hint={W.nameHint}
            maxLength={LIMITS.name}
            disabled={saving}
          />
          <TextField form={form} name="subject" label={W.subjectLabel} maxLength={LIMITS.subject} disabled={saving} />
          <div className="careers-template-compose">
            <TextAreaField
              form={form}
              name="body"
              label={W.bodyLabel}
              rows={12}
              maxLength={LIMITS.body}
              disabled={saving}
            />
            <TemplateFieldsHelp />
          </div>
          <DialogSaveActions creating={creating} saving={saving} onCancel={requestClose} />
        </form>
      )}
    </AdminDialog>
  );
}

/** The fields a template may use (templates.ts fills them), beside the message. */
function TemplateFieldsHelp() {
  const uid = useId();
  return (
    <aside className="careers-template-fields" aria-labelledby={`${uid}-h`}>
      <h3 id={`${uid}-h`}>{W.fieldsTitle}</h3>
      <p>{W.fieldsIntro}</p>
      <dl>
        {CANDIDATE_TEMPLATE_FIELDS.map((f) => (
          <div key={f.name}>
            <dt>
              <code>{`{${f.name}}`}</code>
            </dt>
            <dd>{f.help}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
