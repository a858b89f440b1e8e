import './replies.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { DeskKind } from '../../../shared/admissions';
import { REPLY_TEMPLATE_MESSAGES as MESSAGES, REPLY_WORDS as W } from '../../../shared/content/desk-replies-words';
import { ReplyFormSchema, readTemplate } from '../../../shared/schemas/desk-replies';
import { SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { readAdminError } from '../kit/admin-errors';
import { useToast } from '../kit/toast';
import { useUnsavedChanges } from '../kit/unsaved-changes';

// The reply to one family from a template (docs/architecture.md, "The admissions desk"): the template
// is filled on the server for this record (and the visit date picked here), the office reads and may
// edit the text, then sends it by e-mail (through the outbox) or prepares a WhatsApp message, which
// opens from a link in a new tab: a tab opened by script after a request is often blocked.

interface Values {
  [key: string]: string;
  templateId: string;
  visitDate: string;
  subject: string;
  body: string;
}
const FIELDS = ['templateId', 'visitDate', 'subject', 'body'] as const;
const EMPTY: Values = { templateId: '', visitDate: '', subject: '', body: '' };

function usesVisitDate(text: string): boolean {
  const read = readTemplate(text);
  return read.ok && read.fields.includes('visitDate');
}

/** The Reply button of an opened enquiry or application, and its dialog. */
export function ReplyButton({ kind, id, name }: { kind: DeskKind; id: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={W.replyButtonLabel(name)}
        onClick={() => setOpen(true)}
      >
        {W.replyButton}
      </button>
      {open && <ReplyDialog kind={kind} id={id} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ReplyDialog({ kind, id, onClose }: { kind: DeskKind; id: number; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const templates = trpc.admin.deskReplies.templates.list.useQuery();
  const form = useZodForm(ReplyFormSchema, { initialValues: EMPTY, fields: FIELDS });
  const v = form.values as Values;
  const [filling, setFilling] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  const [hasMobile, setHasMobile] = useState(false);
  const [working, setWorking] = useState<'email' | 'whatsapp' | null>(null);
  const [whatsappUrl, setWhatsappUrl] = useState<string | null>(null);
  const unsaved = useUnsavedChanges(form.dirty);
  // Only the newest fill is shown when the template or date changes again before an answer comes.
  const fillRun = useRef(0);

  // The form's functions are read through a ref: the effect runs on a new template or date only.
  const formRef = useRef(form);
  formRef.current = form;
  const list = templates.data ?? [];
  const chosen = list.find((t) => String(t.id) === v.templateId);
  // A template with {visitDate} waits for the date here: the server would refuse it the same way.
  const needsDate = !!chosen && !v.visitDate && [chosen.subject, chosen.body].some(usesVisitDate);
  useEffect(() => {
    if (!v.templateId) return;
    const run = ++fillRun.current;
    if (needsDate) {
      formRef.current.reset({ ...EMPTY, templateId: v.templateId });
      formRef.current.showErrors({ visitDate: MESSAGES.visitDateNeeded });
      setFilling(false);
      return;
    }
    const target = { kind, id, templateId: Number(v.templateId), ...(v.visitDate ? { visitDate: v.visitDate } : {}) };
    setFilling(true);
    setWhatsappUrl(null);
    utils.client.admin.deskReplies.preview
      .query(target)
      .then((filled) => {
        if (run !== fillRun.current) return;
        formRef.current.reset({
          templateId: String(target.templateId),
          visitDate: v.visitDate,
          subject: filled.subject,
          body: filled.body,
        });
        setEmail(filled.email);
        setHasMobile(filled.hasMobile);
      })
      .catch((error: unknown) => {
        if (run !== fillRun.current) return;
        const { fieldErrors, summary } = readAdminError(error);
        if (formRef.current.showErrors(fieldErrors) === 0) toast.error(summary ?? W.previewFailed);
      })
      .finally(() => {
        if (run === fillRun.current) setFilling(false);
      });
  }, [kind, id, v.templateId, v.visitDate, needsDate, utils, toast]);

  function requestClose() {
    if (working) return;
    if (unsaved.confirmDiscard()) onClose();
  }

  const target = () => ({
    kind,
    id,
    templateId: Number(v.templateId),
    ...(v.visitDate ? { visitDate: v.visitDate } : {}),
  });

  async function sendEmail(e: FormEvent) {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    setWorking('email');
    try {
      await utils.client.admin.deskReplies.sendEmail.mutate({ ...target(), subject: input.subject, body: input.body });
      // The reply is on the record's timeline now.
      void utils.admin.desk.record.invalidate({ kind, id });
      toast.success(W.emailQueued);
      unsaved.release();
      onClose();
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      toast.error(summary ?? W.sendFailed);
      setWorking(null);
    }
  }

  async function prepareWhatsapp() {
    const input = form.validate();
    if (!input) return;
    setWorking('whatsapp');
    try {
      const { url } = await utils.client.admin.deskReplies.whatsapp.mutate({ ...target(), body: input.body });
      void utils.admin.desk.record.invalidate({ kind, id });
      setWhatsappUrl(url);
      unsaved.release();
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      toast.error(summary ?? W.whatsappFailed);
    } finally {
      setWorking(null);
    }
  }

  const ready = !!v.templateId && !filling && !needsDate;
  const busy = working !== null;
  return (
    <AdminDialog title={W.dialogTitle} onClose={requestClose} busy={busy}>
      {() => (
        <form className="admin-form admin-dialog-body desk-reply" noValidate onSubmit={sendEmail}>
          {templates.isSuccess && list.length === 0 && <p className="desk-reply-note">{W.noTemplates}</p>}
          <div className="admin-form-grid">
            <SelectField form={form} name="templateId" label={W.templateLabel} disabled={busy || templates.isPending}>
              <option value="">{W.chooseTemplate}</option>
              {list.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name}
                </option>
              ))}
            </SelectField>
            <TextField
              form={form}
              name="visitDate"
              label={W.visitDateLabel}
              type="date"
              hint={W.visitDateHint}
              disabled={busy}
            />
          </div>
          {filling && (
            <p className="desk-reply-note" role="status">
              {W.preparing}
            </p>
          )}
          {v.templateId && email !== null && (
            <p className="desk-reply-to">
              <span className="desk-reply-to-label">{W.to}</span> {email || W.noEmailShort}
            </p>
          )}
          {v.templateId && email !== null && !hasMobile && <p className="desk-reply-note">{MESSAGES.noMobile}</p>}
          <TextField form={form} name="subject" label={W.subjectLabel} disabled={busy || !ready} />
          <TextAreaField form={form} name="body" label={W.bodyLabel} rows={10} disabled={busy || !ready} />
          {whatsappUrl && (
            <p className="desk-reply-whatsapp" role="status">
              {W.whatsappReady}{' '}
              <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary btn-sm">
                {W.whatsappLink} <span className="visually-hidden">{W.whatsappNewTab}</span>
              </a>
            </p>
          )}
          <div className="admin-form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy || !ready || !email}>
              {working === 'email' ? W.sending : W.sendEmail}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy || !ready || !hasMobile}
              onClick={() => void prepareWhatsapp()}
            >
              {working === 'whatsapp' ? W.preparingWhatsapp : W.openWhatsapp}
            </button>
            <button type="button" className="btn btn-ghost" onClick={requestClose} disabled={busy}>
              {W.close}
            </button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}
