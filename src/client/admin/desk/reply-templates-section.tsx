import './replies.css';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { REPLY_TEMPLATE_LIMITS, TEMPLATE_FIELDS, REPLY_WORDS as W } from '../../../shared/content/desk-replies-words';
import { ReplyTemplateFieldsSchema } from '../../../shared/schemas/desk-replies';
import { TextAreaField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { AdminDialog, DialogSaveActions } from '../kit/admin-dialog';
import { ItemActions, ListSection } from '../kit/list-section';
import { useToast } from '../kit/toast';
import { TranslationTabs } from '../kit/translation-tabs';
import { useDialogSave } from '../kit/use-dialog-save';
import { type ItemRef, sectionPath } from '../shell/admin-paths';

// The office's reply templates (the admissions desk): name, subject and message with {fields} filled
// for each family when a reply is sent from an opened enquiry or application. /admin/reply-templates/<id>
// opens one, /admin/reply-templates/new the form of a new one.

type Template = RouterOutputs['admin']['deskReplies']['templates']['list'][number];

const matches = (t: Template, search: string) => {
  const q = search.trim().toLowerCase();
  return !q || [t.name, t.subject, t.body].some((text) => text.toLowerCase().includes(q));
};

export function ReplyTemplatesSection({ open }: { open: ItemRef | null }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const list = trpc.admin.deskReplies.templates.list.useQuery();
  const setList = (update: (prev: Template[]) => Template[]) =>
    utils.admin.deskReplies.templates.list.setData(undefined, (prev) => prev && update(prev));
  const sorted = (items: Template[]) => [...items].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const close = (replace = false) => navigate(sectionPath('replyTemplates'), { replace });

  return (
    <ListSection
      section="replyTemplates"
      title={W.sectionTitle}
      description={W.sectionDescription}
      searchId="reply-templates-search"
      searchLabel="reply templates"
      list={list}
      open={open}
      matches={matches}
      texts={{ loading: W.loading, loadFailed: W.loadFailed, empty: () => W.empty, missing: W.missing }}
      itemName={(t) => t.name}
      deleteItem={{
        request: (t) => utils.client.admin.deskReplies.templates.remove.mutate({ id: t.id }),
        drop: (t) => setList((prev) => prev.filter((x) => x.id !== t.id)),
        success: () => W.deleted,
        failure: () => W.deleteFailed,
      }}
      renderItems={(items, actions) => (
        <ul className="desk-templates">
          {items.map((t) => (
            <li key={t.id} className="admin-card desk-template">
              <div className="desk-template-body">
                <h2>{t.name}</h2>
                <p className="desk-template-subject">{t.subject}</p>
                <p className="desk-template-text">{t.body}</p>
              </div>
              <ItemActions item={t} name={t.name} actions={actions} className="desk-template-actions" />
            </li>
          ))}
        </ul>
      )}
      renderDialog={(openItem) =>
        (open === 'new' || openItem) && (
          <TemplateDialog
            key={open}
            item={openItem}
            onClose={() => close()}
            onSaved={(saved, creating) => {
              setList((prev) => sorted(creating ? [...prev, saved] : prev.map((x) => (x.id === saved.id ? saved : x))));
              close(true);
            }}
          />
        )
      }
    />
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
  onSaved: (saved: Template, creating: boolean) => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const creating = item === null;
  const form = useZodForm(ReplyTemplateFieldsSchema, {
    initialValues: (): Values => ({ name: item?.name ?? '', subject: item?.subject ?? '', body: item?.body ?? '' }),
    fields: ['name', 'subject', 'body'],
  });
  const { saving, requestClose, save, release } = useDialogSave({ form, onClose });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const api = utils.client.admin.deskReplies.templates;
    const saved = await save(
      () => (item ? api.update.mutate({ ...input, id: item.id }) : api.create.mutate(input)),
      creating ? W.createFailed : W.updateFailed,
    );
    if (!saved) return;
    toast.success(creating ? W.created : W.updated);
    release();
    onSaved(saved, creating);
  }

  return (
    <AdminDialog title={creating ? W.createTitle : W.editTitle} onClose={requestClose} busy={saving}>
      {() => (
        <TranslationTabs
          api={utils.client.admin.deskReplies.templates}
          queryKey={['admin', 'deskReplies', 'templates']}
          id={item?.id ?? null}
          fields={[
            { name: 'subject', label: W.subjectLabel },
            { name: 'body', label: W.bodyLabel, multiline: true },
          ]}
        >
          <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
            <TextField
              form={form}
              name="name"
              label={W.nameLabel}
              hint={W.nameHint}
              maxLength={REPLY_TEMPLATE_LIMITS.name}
              disabled={saving}
            />
            <TextField
              form={form}
              name="subject"
              label={W.subjectLabel}
              maxLength={REPLY_TEMPLATE_LIMITS.subject}
              disabled={saving}
            />
            <TextAreaField
              form={form}
              name="body"
              label={W.bodyLabel}
              rows={10}
              maxLength={REPLY_TEMPLATE_LIMITS.body}
              disabled={saving}
            />
            <TemplateFieldsHelp />
            <DialogSaveActions creating={creating} saving={saving} onCancel={requestClose} />
          </form>
        </TranslationTabs>
      )}
    </AdminDialog>
  );
}

function TemplateFieldsHelp() {
  return (
    <details className="desk-template-fields">
      <summary>{W.fieldsTitle}</summary>
      <p>{W.fieldsIntro}</p>
      <dl>
        {TEMPLATE_FIELDS.map((f) => (
          <div key={f.name}>
            <dt>
              <code>{`{${f.name}}`}</code>
            </dt>
            <dd>{f.help}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
