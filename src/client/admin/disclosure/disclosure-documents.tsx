import { type FormEvent, useState } from 'react';
import { MAX_BROCHURE_BYTES } from '../../../shared/constants';
import {
  type ChecklistState,
  DISCLOSURE_ITEMS,
  DISCLOSURE_PDF_REJECTED_MESSAGE,
  type DisclosureItemId,
  NOT_APPLICABLE,
  SELF_ATTESTED_NOTE,
} from '../../../shared/disclosure';
import { documentDatesError, mayBeNotApplicable, SITE_PAGE_FALLBACKS } from '../../../shared/disclosure-admin';
import { formatFileSize } from '../../../shared/notices';
import { DisclosureDocumentFieldsSchema } from '../../../shared/schemas/disclosure';
import { Field, TextField } from '../../components/form/field';
import { useFieldState, useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { confirmDelete } from '../kit/confirm';
import { useCanChangeSection } from '../kit/section-access';
import { useToast } from '../kit/toast';
import { UploadProgress, useUpload } from '../kit/upload-controls';
import { useAdminAction } from '../kit/use-admin-action';
import { useDialogSave } from '../kit/use-dialog-save';
import { type AdminDisclosureDocument, type DisclosureView, dateText, putView } from './disclosure-api';
import { StateBadge } from './disclosure-checklist';

// Tables B and C of a campus's disclosure: each item's PDF with its dates, uploaded, replaced, dated,
// marked not applicable or removed; the upload dialog is shared with the annual reports.

type Item = (typeof DISCLOSURE_ITEMS)[number];
export const PDF_ACCEPT = 'application/pdf,.pdf';
const PDF_HINT = 'A PDF of at most 20 MB.';

const TABLES = [
  { table: 'B', title: 'Table B: Documents and information' },
  { table: 'C', title: 'Table C: Result and academics' },
] as const;

/** The file chosen in a dialog: unsaved work until uploaded; checked for size before it is sent. */
export function usePdfChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = useFieldState('file', error);
  const upload = useUpload();
  function refuse(message: string): null {
    setError(message);
    document.getElementById(state.id)?.focus();
    return null;
  }
  /** The file to send, or null with the message shown beside the field. */
  function checked(): File | null {
    if (!file) return refuse('Choose a PDF file');
    if (file.size > MAX_BROCHURE_BYTES) return refuse(DISCLOSURE_PDF_REJECTED_MESSAGE);
    return file;
  }
  return {
    file,
    state,
    upload,
    checked,
    /** The server's refusal of the file, beside the field. */
    showRefusal: (fieldErrors: Record<string, string>) => {
      if (fieldErrors.file) setError(fieldErrors.file);
    },
    choose: (f: File | null) => {
      setFile(f);
      setError(null);
    },
  };
}

/** The file field and the upload's progress. */
export function PdfField({
  choice,
  label,
  disabled,
}: {
  choice: ReturnType<typeof usePdfChoice>;
  label: string;
  disabled: boolean;
}) {
  return (
    <>
      <Field state={choice.state} label={label} hint={PDF_HINT} required>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={PDF_ACCEPT}
            disabled={disabled}
            onChange={(e) => choice.choose(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <UploadProgress upload={choice.upload} afterSent="Checking the file..." />
    </>
  );
}

/** Cancel and the dialog's own action ('Upload', 'Save dates'), with its busy text. */
export function DialogButtons({
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="admin-dialog-actions">
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** Upload or replace an item's PDF with its dates ('upload'), or change the dates alone ('dates'). */
function DocumentDialog({
  campusId,
  item,
  doc,
  mode,
  onClose,
}: {
  campusId: number;
  item: Item;
  doc: AdminDisclosureDocument | null;
  mode: 'upload' | 'dates';
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const form = useZodForm(DisclosureDocumentFieldsSchema, {
    initialValues: () => ({
      campusId,
      item: item.id as DisclosureItemId,
      issuedOn: doc?.issuedOn ?? '',
      validUntil: doc?.validUntil ?? '',
      notApplicable: false,
    }),
    fields: ['issuedOn', 'validUntil'],
  });
  const pdf = usePdfChoice();
  const { saving, requestClose, save, release } = useDialogSave({ form, pending: pdf.file !== null, onClose });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = form.check();
    const values = form.values;
    const dates = documentDatesError(item.id, String(values.issuedOn), String(values.validUntil));
    const errors = {
      ...(checked.errors ?? {}),
      ...(dates && !checked.errors?.validUntil ? { validUntil: dates.message } : {}),
    };
    const shown = form.showErrors(errors);
    const file = mode === 'upload' ? pdf.checked() : null;
    if (shown > 0 || (mode === 'upload' && !file)) return;
    const request = (): Promise<DisclosureView> => {
      if (!file)
        return utils.client.admin.disclosure.documents.update.mutate({
          campusId,
          item: item.id,
          issuedOn: String(values.issuedOn),
          validUntil: String(values.validUntil),
        });
      const body = new FormData();
      body.append('campusId', String(campusId));
      body.append('item', item.id);
      body.append('issuedOn', String(values.issuedOn));
      body.append('validUntil', String(values.validUntil));
      body.append('file', file);
      return pdf.upload.send<DisclosureView>('admin.disclosure.documents.upload', body, file);
    };
    const view = await save(request, 'The document could not be saved', pdf.showRefusal);
    if (!view) return;
    putView(utils, view);
    release();
    toast.success(mode === 'upload' ? 'Document saved' : 'Dates saved');
    onClose();
  }

  const title = mode === 'dates' ? 'Edit dates' : doc?.hasFile ? 'Replace PDF' : 'Upload PDF';
  return (
    <AdminDialog title={title} onClose={requestClose} busy={saving}>
      {() => (
        <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
          <p className="disclosure-dialog-item">{item.label}</p>
          {mode === 'upload' && <PdfField choice={pdf} label={doc?.hasFile ? 'New PDF' : 'PDF'} disabled={saving} />}
          {mode === 'upload' && doc?.hasFile && (
            <p className="field-hint">The PDF now published ({doc.fileName}) is replaced and deleted.</p>
          )}
          <div className="admin-form-grid">
            <TextField form={form} name="issuedOn" label="Date of issue" type="date" disabled={saving} />
            <TextField
              form={form}
              name="validUntil"
              label="Valid until"
              type="date"
              required={item.validity}
              hint={item.validity ? 'The checklist warns two months before this date.' : 'If the document has one.'}
              disabled={saving}
            />
          </div>
          <DialogButtons
            busy={saving}
            label={mode === 'upload' ? 'Upload' : 'Save dates'}
            busyLabel={mode === 'upload' ? 'Uploading...' : 'Saving...'}
            onCancel={requestClose}
          />
        </form>
      )}
    </AdminDialog>
  );
}

/** The facts of a stored PDF: its link, size and dates. */
export function FileFacts({ doc, state }: { doc: AdminDisclosureDocument; state?: ChecklistState }) {
  const dates = [
    doc.issuedOn ? `Issued ${dateText(doc.issuedOn)}` : '',
    doc.validUntil ? `Valid until ${dateText(doc.validUntil)}` : '',
  ].filter(Boolean);
  return (
    <div className="disclosure-file">
      {doc.href ? (
        <a href={doc.href} target="_blank" rel="noopener">
          {doc.fileName}
        </a>
      ) : (
        <span>{doc.fileName}</span>
      )}
      <span className="disclosure-muted">PDF, {formatFileSize(doc.bytes)}</span>
      {dates.length > 0 && <span className="disclosure-muted">{dates.join(' · ')}</span>}
      {(state === 'expired' || state === 'expiring') && <StateBadge state={state} />}
      {doc.example && <span className="badge disclosure-example">Example</span>}
    </div>
  );
}

function DocumentRow({
  item,
  doc,
  state,
  busy,
  onOpen,
  onNotApplicable,
  onRemove,
}: {
  item: Item;
  doc: AdminDisclosureDocument | null;
  /** Its state in the checklist (an expired or expiring certificate says so here too). */
  state: ChecklistState | undefined;
  busy: boolean;
  onOpen: (mode: 'upload' | 'dates') => void;
  onNotApplicable: (notApplicable: boolean) => void;
  onRemove: () => void;
}) {
  const canChange = useCanChangeSection();
  const na = doc?.notApplicable ?? false;
  const hasFile = doc?.hasFile ?? false;
  const fallback = SITE_PAGE_FALLBACKS[item.id];
  return (
    <li className="disclosure-doc" id={`disclosure-doc-${item.id}`} tabIndex={-1}>
      <div className="disclosure-doc-body">
        <h4>
          {item.label}
          {item.validity && (
            <span className="disclosure-muted disclosure-doc-kind"> · certificate with a validity</span>
          )}
        </h4>
        {na ? (
          <p className="disclosure-doc-state">
            <span className="badge disclosure-state disclosure-state-not-applicable">{NOT_APPLICABLE}</span>
          </p>
        ) : doc && hasFile ? (
          <FileFacts doc={doc} state={state} />
        ) : (
          <p className="disclosure-doc-state disclosure-muted">No PDF yet.{fallback ? ` ${fallback}` : ''}</p>
        )}
      </div>
      {/* Every button here changes the document: none for a reader (section-access.tsx). */}
      {canChange && (
        <div className="disclosure-actions">
          {!na && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => onOpen('upload')}
              disabled={busy}
              aria-label={`${hasFile ? 'Replace PDF' : 'Upload PDF'}: ${item.label}`}
            >
              {hasFile ? 'Replace PDF' : 'Upload PDF'}
            </button>
          )}
          {hasFile && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => onOpen('dates')}
              disabled={busy}
              aria-label={`Edit dates: ${item.label}`}
            >
              Edit dates
            </button>
          )}
          {mayBeNotApplicable(item.id) && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => onNotApplicable(!na)}
              disabled={busy}
              aria-label={`${na ? 'Undo not applicable' : 'Mark not applicable'}: ${item.label}`}
            >
              {na ? 'Undo not applicable' : 'Mark not applicable'}
            </button>
          )}
          {hasFile && (
            <button
              type="button"
              className="btn btn-danger btn-sm"
              onClick={onRemove}
              disabled={busy}
              aria-label={`Remove: ${item.label}`}
            >
              Remove
            </button>
          )}
        </div>
      )}
    </li>
  );
}

export function DisclosureDocuments({ view }: { view: DisclosureView }) {
  const utils = trpc.useUtils();
  const campusId = view.campus.id;
  const [open, setOpen] = useState<{ item: Item; mode: 'upload' | 'dates' } | null>(null);
  const [busy, setBusy] = useState(false);
  const docOf = (id: string) => view.documents.find((d) => d.item === id)?.document ?? null;

  const act = useAdminAction();
  const run = (request: () => Promise<DisclosureView>, done: string, failed: string) =>
    act({ busy: setBusy, request, apply: (answer) => putView(utils, answer), done, failed });

  function onNotApplicable(item: Item, notApplicable: boolean) {
    const doc = docOf(item.id);
    if (notApplicable && doc?.hasFile && !window.confirm(`Mark “${item.label}” not applicable? Its PDF is deleted.`))
      return;
    void run(
      () => utils.client.admin.disclosure.documents.update.mutate({ campusId, item: item.id, notApplicable }),
      notApplicable ? 'Marked not applicable' : 'No longer marked not applicable',
      'The document could not be saved',
    );
  }

  function onRemove(item: Item, doc: AdminDisclosureDocument) {
    if (!confirmDelete(`${doc.fileName} (${item.label})`)) return;
    void run(
      () => utils.client.admin.disclosure.documents.remove.mutate({ id: doc.id }),
      'Document removed',
      'The document could not be removed',
    );
  }

  return (
    <section
      className="admin-panel disclosure-panel"
      id="disclosure-documents"
      aria-labelledby="disclosure-documents-title"
    >
      <h2 id="disclosure-documents-title">Documents</h2>
      <p className="disclosure-panel-intro">{SELF_ATTESTED_NOTE}</p>
      {TABLES.map(({ table, title }) => (
        <section key={table} aria-labelledby={`disclosure-table-${table}`} className="disclosure-table-group">
          <h3 id={`disclosure-table-${table}`} className="disclosure-subhead">
            {title}
          </h3>
          <ul className="admin-rows">
            {DISCLOSURE_ITEMS.filter((i) => i.table === table).map((item) => {
              const doc = docOf(item.id);
              return (
                <DocumentRow
                  key={item.id}
                  item={item}
                  doc={doc}
                  state={view.checklist.find((e) => e.key === item.id)?.state}
                  busy={busy}
                  onOpen={(mode) => setOpen({ item, mode })}
                  onNotApplicable={(na) => onNotApplicable(item, na)}
                  onRemove={() => doc && onRemove(item, doc)}
                />
              );
            })}
          </ul>
        </section>
      ))}
      {open && (
        <DocumentDialog
          key={`${open.item.id}-${open.mode}`}
          campusId={campusId}
          item={open.item}
          doc={docOf(open.item.id)}
          mode={open.mode}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
