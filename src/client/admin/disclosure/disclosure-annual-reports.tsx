import { type FormEvent, useState } from 'react';
import { academicYearOf } from '../../../shared/disclosure';
import { fileDate } from '../../../shared/format';
import { AnnualReportFieldsSchema } from '../../../shared/schemas/disclosure';
import { TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { confirmDelete } from '../kit/confirm';
import { useCanChangeSection } from '../kit/section-access';
import { useToast } from '../kit/toast';
import { useAdminAction } from '../kit/use-admin-action';
import { useDialogSave } from '../kit/use-dialog-save';
import { type AdminDisclosureDocument, type DisclosureView, putView } from './disclosure-api';
import { DialogButtons, FileFacts, PdfField, usePdfChoice } from './disclosure-documents';

// A campus's annual reports (bye-law 14.5: on the website before 15 September every year): one PDF
// per academic year, newest first; uploading one for a year that has one replaces it.

function AnnualReportDialog({
  campusId,
  academicYear,
  reports,
  onClose,
}: {
  campusId: number;
  /** The year to start with: the report being replaced, else the current academic year. */
  academicYear: string;
  reports: AdminDisclosureDocument[];
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const form = useZodForm(AnnualReportFieldsSchema, {
    initialValues: () => ({ campusId, academicYear }),
    fields: ['academicYear'],
  });
  const pdf = usePdfChoice();
  const { saving, requestClose, save, release } = useDialogSave({ form, pending: pdf.file !== null, onClose });
  const year = String(form.values.academicYear).trim();
  const replacing = reports.find((r) => r.academicYear === year);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = form.check();
    form.showErrors(checked.errors ?? {});
    const file = pdf.checked();
    if (checked.errors || !file) return;
    const body = new FormData();
    body.append('campusId', String(campusId));
    body.append('academicYear', checked.data.academicYear);
    body.append('file', file);
    const view = await save(
      () => pdf.upload.send<DisclosureView>('admin.disclosure.annualReports.upload', body, file),
      'The annual report could not be saved',
      pdf.showRefusal,
    );
    if (!view) return;
    putView(utils, view);
    release();
    toast.success('Annual report saved');
    onClose();
  }

  return (
    <AdminDialog title="Upload annual report" onClose={requestClose} busy={saving}>
      {() => (
        <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
          <TextField
            form={form}
            name="academicYear"
            label="Academic year"
            placeholder="2026-27"
            hint={
              replacing
                ? `Replaces the annual report of ${year} (${replacing.fileName}), which is deleted.`
                : 'As the school writes it: 2026-27.'
            }
            disabled={saving}
          />
          <PdfField choice={pdf} label="PDF" disabled={saving} />
          <DialogButtons busy={saving} label="Upload" busyLabel="Uploading..." onCancel={requestClose} />
        </form>
      )}
    </AdminDialog>
  );
}

export function DisclosureAnnualReports({ view }: { view: DisclosureView }) {
  const canChange = useCanChangeSection();

  const act = useAdminAction();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const reports = view.annualReports;

  async function onRemove(report: AdminDisclosureDocument) {
    if (!confirmDelete(`Annual report ${report.academicYear}`)) return;
    await act({
      busy: (on) => setRemoving(on ? report.id : null),
      request: () => utils.client.admin.disclosure.annualReports.remove.mutate({ id: report.id }),
      apply: (view) => putView(utils, view),
      done: 'Annual report removed',
      failed: 'The annual report could not be removed',
    });
  }

  return (
    <section
      className="admin-panel disclosure-panel"
      id="disclosure-annual-reports"
      tabIndex={-1}
      aria-labelledby="disclosure-annual-reports-title"
    >
      <div className="admin-panel-head">
        <h2 id="disclosure-annual-reports-title">Annual reports</h2>
        {canChange && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setOpen(academicYearOf(fileDate()))}
            disabled={removing !== null}
          >
            Upload annual report
          </button>
        )}
      </div>
      <p className="disclosure-panel-intro">
        Bye-law 14.5: each year's annual report is on the website before 15 September. One PDF per academic year.
      </p>
      {reports.length === 0 ? (
        <p className="disclosure-none">No annual report yet.</p>
      ) : (
        <ul className="admin-rows">
          {reports.map((r) => (
            <li key={r.id} className="disclosure-doc">
              <div className="disclosure-doc-body">
                <h3 className="disclosure-report-year">{r.academicYear}</h3>
                <FileFacts doc={r} />
              </div>
              {canChange && (
                <div className="disclosure-actions">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => setOpen(r.academicYear)}
                    disabled={removing !== null}
                    aria-label={`Replace PDF: annual report ${r.academicYear}`}
                  >
                    Replace PDF
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger btn-sm"
                    onClick={() => onRemove(r)}
                    disabled={removing !== null}
                    aria-label={`Remove: annual report ${r.academicYear}`}
                  >
                    {removing === r.id ? 'Removing...' : 'Remove'}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <AnnualReportDialog
          key={open}
          campusId={view.campus.id}
          academicYear={open}
          reports={reports}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
