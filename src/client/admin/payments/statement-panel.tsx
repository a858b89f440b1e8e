import { type FormEvent, useId, useState } from 'react';
import { PAYMENTS_WORDS as W } from '../../../shared/content/payments-words';
import { formatDate } from '../../../shared/format';
import { formatPaise } from '../../../shared/rupees';
import type { OfficePayment, StatementImport, StatementLineRow } from '../../../shared/schemas/payments';
import { Field } from '../../components/form/field';
import { useFieldState } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { LoadState } from '../kit/load-state';
import { pageRange } from '../kit/paged-list';
import { Pager } from '../kit/pager';
import { UploadCancelledError } from '../kit/request';
import { useCanChangeSection } from '../kit/section-access';
import { useToast } from '../kit/toast';
import { useUnsavedChanges } from '../kit/unsaved-changes';
import { UploadProgress, useUpload } from '../kit/upload-controls';

// The bank statement in the Payments section: the office imports the CSV its bank gives
// (admin.payments.importStatement), tells the site which column is which the first time a bank's
// statement comes, and then works through the credits the import could not settle alone: those to
// confirm (a likely payment without its reference) and those no payment matched.

type Imported = Extract<StatementImport, { ok: true }>;

/** The columns of a statement the site does not know, as the selects hold them ('' for none chosen). */
const ROLES = [
  { key: 'date', label: W.mappingDate, optional: false },
  { key: 'narration', label: W.mappingNarration, optional: false },
  { key: 'reference', label: W.mappingReference, optional: true },
  { key: 'credit', label: W.mappingCredit, optional: false },
  { key: 'creditIndicator', label: W.mappingIndicator, optional: true },
] as const;
type Role = (typeof ROLES)[number]['key'];
type Choice = Record<Role, string>;
const NO_CHOICE: Choice = { date: '', narration: '', reference: '', credit: '', creditIndicator: '' };

/** The ColumnMapping the server takes (src/shared/schemas/payments.ts), or null while a required column is unchosen. */
function mappingOf(choice: Choice) {
  if (choice.date === '' || choice.narration === '' || choice.credit === '') return null;
  const index = (v: string) => (v === '' ? null : Number(v));
  return {
    date: Number(choice.date),
    narration: Number(choice.narration),
    reference: index(choice.reference),
    credit: Number(choice.credit),
    creditIndicator: index(choice.creditIndicator),
  };
}

/** The whole panel: the import form, what the last import did, and the two lists of credits under it. */
export function StatementPanel({ onChanged }: { onChanged: () => void }) {
  const titleId = useId();
  const mappingId = useId();
  const toast = useToast();
  const canChange = useCanChangeSection();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [result, setResult] = useState<Imported | null>(null);
  const fileState = useFieldState('file', fileError);
  // A chosen statement not yet imported is unsaved work.
  const unsaved = useUnsavedChanges(file !== null);
  const sending = upload.sending !== null;

  async function send(chosen: File, mapping: ReturnType<typeof mappingOf>) {
    setRefusal(null);
    const body = new FormData();
    body.append('file', chosen);
    if (mapping) body.append('mapping', JSON.stringify(mapping));
    try {
      const answer = await upload.send<StatementImport>('admin.payments.importStatement', body, chosen);
      if (!answer.ok) {
        setHeaders(answer.headers);
        setChoice(NO_CHOICE);
        return;
      }
      setResult(answer);
      setHeaders(null);
      setFile(null);
      unsaved.release();
      setInputKey((k) => k + 1);
      toast.success(W.importDone);
      onChanged();
    } catch (error) {
      // Stopped by the person: UploadProgress says so.
      if (error instanceof UploadCancelledError) return;
      // A statement the server cannot read says which row and why; the file stays chosen to be fixed.
      const { fieldErrors, summary } = readAdminError(error);
      setRefusal(fieldErrors.file ?? summary ?? W.importFailed);
    }
  }

  function onImport(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    if (!file) return setFileError(W.importNoFile);
    setFileError(null);
    setHeaders(null);
    void send(file, null);
  }

  function onMapping(e: FormEvent) {
    e.preventDefault();
    if (sending || !file) return;
    const mapping = mappingOf(choice);
    if (!mapping) return setMappingError(W.mappingMissing);
    setMappingError(null);
    void send(file, mapping);
  }

  return (
    <section className="admin-panel pay-statement" aria-labelledby={titleId}>
      <h2 id={titleId}>{W.importTitle}</h2>
      <p className="muted">{W.importIntro}</p>
      {canChange && (
        <form className="admin-form pay-import" noValidate onSubmit={onImport}>
          <Field state={fileState} label={W.importFile} hint={W.importFileHint}>
            {(control) => (
              <input
                {...control}
                key={inputKey}
                type="file"
                accept=".csv,text/csv"
                disabled={sending}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setFileError(null);
                  setRefusal(null);
                  setHeaders(null);
                }}
              />
            )}
          </Field>
          <div className="pay-import-actions">
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending ? W.importing : W.importButton}
            </button>
          </div>
        </form>
      )}
      <UploadProgress upload={upload} afterSent={W.importAfterSent} />
      {/* Always on the page, so the refusal that appears is read out. */}
      <div role="alert" className="pay-alert-slot">
        {refusal && (
          <p className="alert alert-error">
            <strong>{W.importRefused}:</strong> {refusal}
          </p>
        )}
      </div>

      {headers && file && (
        <form className="admin-form pay-mapping" noValidate onSubmit={onMapping} aria-labelledby={mappingId}>
          <h3 id={mappingId}>{W.mappingTitle}</h3>
          <p className="muted">{W.mappingIntro}</p>
          <div className="admin-form-grid">
            {ROLES.map((role) => (
              <MappingSelect
                key={role.key}
                label={role.label}
                optional={role.optional}
                headers={headers}
                value={choice[role.key]}
                disabled={sending}
                onChange={(value) => {
                  setChoice((c) => ({ ...c, [role.key]: value }));
                  setMappingError(null);
                }}
              />
            ))}
          </div>
          {mappingError && (
            <p className="field-error" role="alert">
              {mappingError}
            </p>
          )}
          <div className="pay-import-actions">
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending ? W.importing : W.mappingSubmit}
            </button>
            <button type="button" className="btn btn-outline" disabled={sending} onClick={() => setHeaders(null)}>
              {W.mappingCancel}
            </button>
          </div>
        </form>
      )}

      {result && (
        <div className="alert alert-success pay-summary" role="status">
          <p>{W.summary(result)}</p>
          {result.bank && <p>{W.summaryBank(result.bank)}</p>}
        </div>
      )}

      <StatementLines outcome="suggested" showEmpty={result !== null} onChanged={onChanged} />
      <StatementLines outcome="unmatched" showEmpty={result !== null} onChanged={onChanged} />
    </section>
  );
}

function MappingSelect({
  label,
  optional,
  headers,
  value,
  disabled,
  onChange,
}: {
  label: string;
  optional: boolean;
  headers: string[];
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{optional ? W.mappingNone : W.mappingChoose}</option>
        {headers.map((header, index) => (
          // Two columns may carry one name: the index tells them apart.
          <option key={index} value={String(index)}>
            {header || W.mappingUnnamed(index + 1)}
          </option>
        ))}
      </select>
    </div>
  );
}

const LINES_PAGE_SIZE = 10;

/** One list of credits waiting for the office, paged; nothing while empty, unless an import just ran. */
function StatementLines({
  outcome,
  showEmpty,
  onChanged,
}: {
  outcome: 'suggested' | 'unmatched';
  showEmpty: boolean;
  onChanged: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const canChange = useCanChangeSection();
  const [page, setPage] = useState(1);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const lines = trpc.admin.payments.statementLines.useQuery(
    { outcome, page, pageSize: LINES_PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const suggested = outcome === 'suggested';
  const data = lines.data;
  const items = data?.items ?? [];
  const pagination = data?.pagination;
  const { from, to } = pageRange(pagination, items.length);

  if (!data) {
    return lines.isError ? (
      <LoadState failed loadingText={W.linesLoading} errorText={W.linesFailed} onRetry={() => lines.refetch()} />
    ) : null;
  }
  if (items.length === 0 && !showEmpty) return null;

  /**
   * Runs one line's request and says how it went: null when done, else why not. The lines and the
   * payments are read again after it, whatever came of it.
   */
  async function act<T>(
    line: StatementLineRow,
    request: () => Promise<T>,
    done: (answer: T) => string,
    failed: string,
  ) {
    setBusyLine(line.id);
    try {
      const answer = await request();
      toast.success(done(answer));
      return null;
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      toast.error(summary ?? failed);
      return fieldErrors.reference ?? summary ?? failed;
    } finally {
      setBusyLine(null);
      void utils.admin.payments.statementLines.invalidate();
      onChanged();
    }
  }

  const api = utils.client.admin.payments;
  const received = (p: OfficePayment) => W.receivedDone(p.receipt?.number ?? null);

  return (
    <section className="pay-lines" aria-labelledby={titleId}>
      <h3 id={titleId}>{suggested ? W.suggestedTitle : W.unmatchedTitle}</h3>
      <p className="muted">{suggested ? W.suggestedIntro : W.unmatchedIntro}</p>
      {items.length === 0 ? (
        <p className="admin-empty">{suggested ? W.suggestedEmpty : W.unmatchedEmpty}</p>
      ) : (
        <section
          className="table-wrap admin-table-wrap"
          aria-labelledby={titleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in this region, which takes the keyboard's focus to scroll
          tabIndex={0}
        >
          <table className="table pay-lines-table">
            <thead>
              <tr>
                <th scope="col">{W.date}</th>
                <th scope="col" className="pay-number">
                  {W.amount}
                </th>
                <th scope="col">{W.narration}</th>
                {suggested ? (
                  <>
                    <th scope="col">{W.payer}</th>
                    <th scope="col">{W.suggestion}</th>
                  </>
                ) : (
                  <th scope="col">{W.utr}</th>
                )}
                {canChange && <th scope="col">{W.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((line) => {
                const credit = W.creditName(formatPaise(line.amountPaise), formatDate(line.date), line.row);
                const busy = busyLine !== null;
                return (
                  <tr key={line.id}>
                    <td className="pay-nowrap">{formatDate(line.date)}</td>
                    <td className="pay-number">{formatPaise(line.amountPaise)}</td>
                    <td className="pay-narration">{line.narration}</td>
                    {suggested ? (
                      <>
                        <td>{line.payerName || line.payerVpa || W.none}</td>
                        <td>
                          {line.payment ? (
                            <>
                              <span className="pay-nowrap">{line.payment.reference}</span>
                              <br />
                              {W.suggestionOf(line.payment.studentName, formatPaise(line.payment.amountPaise))}
                            </>
                          ) : (
                            W.none
                          )}
                        </td>
                      </>
                    ) : (
                      <td className="pay-nowrap">{line.utr || line.reference || W.none}</td>
                    )}
                    {canChange && (
                      <td>
                        <div className="pay-line-actions">
                          {suggested && line.payment && (
                            <button
                              type="button"
                              className="btn btn-primary btn-sm"
                              disabled={busy}
                              onClick={() =>
                                act(
                                  line,
                                  () => api.confirmSuggestion.mutate({ lineId: line.id }),
                                  received,
                                  W.confirmFailed,
                                )
                              }
                            >
                              {W.confirm(line.payment.reference)}
                            </button>
                          )}
                          {!suggested && (
                            <AssignForm
                              credit={credit}
                              busy={busy}
                              onAssign={(reference) =>
                                act(
                                  line,
                                  () => api.assignLine.mutate({ lineId: line.id, reference }),
                                  received,
                                  W.assignFailed,
                                )
                              }
                            />
                          )}
                          <button
                            type="button"
                            className="btn btn-outline btn-sm"
                            disabled={busy}
                            aria-label={W.dismissLabel(credit)}
                            onClick={() =>
                              act(
                                line,
                                () => api.dismissLine.mutate({ lineId: line.id }),
                                () => W.dismissed,
                                W.dismissFailed,
                              )
                            }
                          >
                            {W.dismiss}
                          </button>
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      {pagination && pagination.totalPages > 1 && (
        <Pager
          label={suggested ? W.linesPagerSuggested : W.linesPagerUnmatched}
          noun={W.linesNoun}
          from={from}
          to={to}
          pagination={pagination}
          disabled={lines.isFetching || busyLine !== null}
          onPrev={() => setPage((p) => Math.max(1, p - 1))}
          onNext={() => setPage((p) => p + 1)}
        />
      )}
    </section>
  );
}

/** An unmatched credit given to a payment by the reference the office types; the server's refusal beside it. */
function AssignForm({
  credit,
  busy,
  onAssign,
}: {
  credit: string;
  busy: boolean;
  /** Why it was refused (said beside the field), or null once given. */
  onAssign: (reference: string) => Promise<string | null>;
}) {
  const id = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const typed = reference.trim();
    if (!typed) return setError(W.assignMissing);
    setError(null);
    const refused = await onAssign(typed);
    if (refused) setError(refused);
    else setReference('');
  }

  return (
    <form className="pay-assign" noValidate onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {W.assignReferenceLabel(credit)}
      </label>
      <input
        id={id}
        type="text"
        value={reference}
        placeholder={W.assignReference}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={40}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setReference(e.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="btn btn-outline btn-sm" disabled={busy} aria-label={W.assignLabel(credit)}>
        {W.assign}
      </button>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}
