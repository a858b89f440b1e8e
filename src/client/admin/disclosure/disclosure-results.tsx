import { type FormEvent, useState } from 'react';
import { CLASS_LEVELS, type ClassLevel, passPercentage } from '../../../shared/disclosure';
import { BoardResultFieldsSchema } from '../../../shared/schemas/disclosure';
import { SelectField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog, DialogSaveActions } from '../kit/admin-dialog';
import { confirmDelete } from '../kit/confirm';
import { useCanChangeSection } from '../kit/section-access';
import { useToast } from '../kit/toast';
import { useAdminAction } from '../kit/use-admin-action';
import { useDialogSave } from '../kit/use-dialog-save';
import { type BoardResult, type DisclosureView, refreshCampus } from './disclosure-api';

// A campus's CBSE board results, Class X and Class XII, one row per year of the examination; the pass
// percentage is computed from the numbers, never typed.

const FIELDS = ['classLevel', 'year', 'registered', 'passed', 'remarks'] as const;

interface Values {
  [key: string]: string | number;
  campusId: number;
  classLevel: string;
  year: string;
  registered: string;
  passed: string;
  remarks: string;
}

const percentText = (p: string | null) => (p === null ? '–' : `${p}%`);

function ResultDialog({
  campusId,
  result,
  onClose,
}: {
  campusId: number;
  result: BoardResult | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const form = useZodForm(BoardResultFieldsSchema, {
    initialValues: (): Values => ({
      campusId,
      classLevel: result?.classLevel ?? 'X',
      year: result ? String(result.year) : '',
      registered: result ? String(result.registered) : '',
      passed: result ? String(result.passed) : '',
      remarks: result?.remarks ?? '',
    }),
    fields: FIELDS,
  });
  const { saving, requestClose, save, release } = useDialogSave({ form, onClose });
  const v = form.values;
  const registered = Number(v.registered.trim());
  const passed = Number(v.passed.trim());
  // Shown only for numbers the form would accept.
  const preview =
    /^\d+$/.test(v.registered.trim()) && /^\d+$/.test(v.passed.trim()) && passed <= registered
      ? passPercentage(registered, passed)
      : null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    const api = utils.client.admin.disclosure.results;
    const saved = await save(
      () => (result ? api.update.mutate({ ...data, id: result.id }) : api.create.mutate(data)),
      'The result could not be saved',
    );
    if (saved === null) return;
    refreshCampus(utils, campusId);
    release();
    toast.success('Result saved');
    onClose();
  }

  return (
    <AdminDialog title={result ? 'Edit result' : 'Add result'} onClose={requestClose} busy={saving}>
      {() => (
        <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
          <div className="admin-form-grid">
            <SelectField form={form} name="classLevel" label="Class" disabled={saving}>
              {CLASS_LEVELS.map((c) => (
                <option key={c} value={c}>
                  Class {c}
                </option>
              ))}
            </SelectField>
            <TextField
              form={form}
              name="year"
              label="Year"
              inputMode="numeric"
              hint="The year of the examination, such as 2026"
              disabled={saving}
            />
            <TextField
              form={form}
              name="registered"
              label="Registered students"
              inputMode="numeric"
              disabled={saving}
            />
            <TextField form={form} name="passed" label="Students passed" inputMode="numeric" disabled={saving} />
          </div>
          <p className="disclosure-percent" aria-live="polite">
            Pass percentage: <strong>{percentText(preview)}</strong>
          </p>
          <TextField form={form} name="remarks" label="Remarks" disabled={saving} />
          <DialogSaveActions creating={!result} saving={saving} onCancel={requestClose} />
        </form>
      )}
    </AdminDialog>
  );
}

function ResultsTable({
  level,
  rows,
  busy,
  onEdit,
  onRemove,
}: {
  level: ClassLevel;
  rows: BoardResult[];
  busy: boolean;
  onEdit: (r: BoardResult) => void;
  onRemove: (r: BoardResult) => void;
}) {
  const canChange = useCanChangeSection();
  const headingId = `disclosure-results-${level}`;
  return (
    <section aria-labelledby={headingId} className="disclosure-table-group">
      <h3 id={headingId} className="disclosure-subhead">
        Class {level}
      </h3>
      {rows.length === 0 ? (
        <p className="disclosure-none">No Class {level} results yet.</p>
      ) : (
        <section
          className="table-wrap admin-table-wrap"
          aria-label={`Class ${level} results table`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in this region, which takes the keyboard's focus to scroll
          tabIndex={0}
        >
          <table className="table disclosure-table">
            <caption className="visually-hidden">Class {level} board results</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Registered</th>
                <th scope="col">Passed</th>
                <th scope="col">Pass percentage</th>
                <th scope="col">Remarks</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.year}</th>
                  <td className="disclosure-num">{r.registered}</td>
                  <td className="disclosure-num">{r.passed}</td>
                  <td className="disclosure-num">{percentText(r.percentage)}</td>
                  <td>
                    {r.remarks}
                    {r.example && <span className="badge disclosure-example">Example</span>}
                  </td>
                  <td>
                    {canChange && (
                      <div className="disclosure-row-actions">
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => onEdit(r)}
                          disabled={busy}
                          aria-label={`Edit Class ${level} ${r.year}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn btn-danger btn-sm"
                          onClick={() => onRemove(r)}
                          disabled={busy}
                          aria-label={`Remove Class ${level} ${r.year}`}
                        >
                          Remove
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

export function DisclosureResults({ view }: { view: DisclosureView }) {
  const canChange = useCanChangeSection();
  const act = useAdminAction();
  const utils = trpc.useUtils();
  const campusId = view.campus.id;
  const [open, setOpen] = useState<BoardResult | 'new' | null>(null);
  const [busy, setBusy] = useState(false);

  async function onRemove(r: BoardResult) {
    if (!confirmDelete(`Class ${r.classLevel} ${r.year}`)) return;
    await act({
      busy: setBusy,
      request: () => utils.client.admin.disclosure.results.remove.mutate({ id: r.id }),
      apply: () => {
        utils.admin.disclosure.get.setData({ campusId }, (prev) =>
          prev ? { ...prev, results: prev.results.filter((x) => x.id !== r.id) } : prev,
        );
        refreshCampus(utils, campusId);
      },
      done: 'Result removed',
      failed: 'The result could not be removed',
    });
  }

  return (
    <section
      className="admin-panel disclosure-panel"
      id="disclosure-results"
      tabIndex={-1}
      aria-labelledby="disclosure-results-title"
    >
      <div className="admin-panel-head">
        <h2 id="disclosure-results-title">Board results</h2>
        {canChange && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen('new')} disabled={busy}>
            Add result
          </button>
        )}
      </div>
      <p className="disclosure-panel-intro">
        The disclosure shows the last three years of each class. The pass percentage is worked out from the numbers.
      </p>
      {CLASS_LEVELS.map((level) => (
        <ResultsTable
          key={level}
          level={level}
          rows={view.results.filter((r) => r.classLevel === level)}
          busy={busy}
          onEdit={(r) => setOpen(r)}
          onRemove={onRemove}
        />
      ))}
      {open !== null && (
        <ResultDialog
          key={open === 'new' ? 'new' : open.id}
          campusId={campusId}
          result={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
