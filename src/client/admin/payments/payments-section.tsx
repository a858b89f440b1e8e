import './payments-section.css';
import { useEffect, useId, useState } from 'react';
import {
  MODE_REFERENCE_LABELS,
  PAYMENT_FILTER_LABELS,
  PAYMENTS_WORDS as W,
} from '../../../shared/content/payments-words';
import { formatDate } from '../../../shared/format';
import { formatPaise } from '../../../shared/rupees';
import {
  type OfficePayment,
  PAYMENT_FILTERS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentFilter,
  type PaymentStatus,
  receiptFileUrl,
} from '../../../shared/schemas/payments';
import { SearchField } from '../../components/form/search-field';
import { trpc } from '../../lib/trpc';
import { ExportCsvButton, OptionFilter } from '../kit/list-controls';
import { LoadState } from '../kit/load-state';
import { downloadCsv, pageRange, usePagedList } from '../kit/paged-list';
import { Pager } from '../kit/pager';
import { useCanChangeSection } from '../kit/section-access';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { MarkReceivedDialog, NotFoundDialog, RefundDialog } from './payment-dialogs';
import { StatementPanel } from './statement-panel';

const STATUS_TONES: Record<PaymentStatus, string> = {
  due: 'tone-neutral',
  claimed: 'tone-info',
  received: 'tone-success',
  'not-found': 'tone-danger',
};

type Dialog =
  | { kind: 'received'; payment: OfficePayment }
  | { kind: 'not-found'; payment: OfficePayment }
  | { kind: 'refund'; payment: OfficePayment; receipt: NonNullable<OfficePayment['receipt']> };

/** How far what was received is from what was due ('Short by ₹500'), or null when it is the same. */
function differenceText(p: OfficePayment): string | null {
  if (!p.received?.difference) return null;
  const gap = formatPaise(Math.abs(p.received.amountPaise - p.amountPaise));
  return p.received.difference === 'short' ? W.shortBy(gap) : W.overBy(gap);
}

function PaymentCard({
  p,
  canChange,
  onDialog,
}: {
  p: OfficePayment;
  canChange: boolean;
  onDialog: (dialog: Dialog) => void;
}) {
  const headingId = useId();
  const difference = differenceText(p);
  const { claim, received, receipt } = p;
  return (
    <article className="pay-card" aria-labelledby={headingId}>
      <div className="pay-card-head">
        <div>
          <h3 id={headingId}>{p.reference}</h3>
          <p className="pay-family">
            {p.studentName} · {p.className}
          </p>
        </div>
        <span className={`badge pay-badge ${STATUS_TONES[p.status]}`}>{PAYMENT_STATUS_LABELS[p.status]}</span>
      </div>
      {claim?.flagged && <p className="pay-flag">{W.utrAlreadyRecorded}</p>}
      {difference && <p className="pay-flag pay-difference">{difference}</p>}
      <dl className="pay-details">
        <div>
          <dt>{W.fee}</dt>
          <dd>{p.fee}</dd>
        </div>
        <div>
          <dt>{W.amount}</dt>
          <dd className="pay-amount">{formatPaise(p.amountPaise)}</dd>
        </div>
        <div>
          <dt>{W.created}</dt>
          <dd>{formatDate(p.createdAt)}</dd>
        </div>
        <div>
          <dt>{W.claim}</dt>
          <dd>
            {claim ? (
              <>
                <span className="pay-code">{W.claimUtr(claim.utr)}</span>{' '}
                {claim.payerName && `${W.claimPayer(claim.payerName)} `}
                {W.claimOn(formatDate(claim.at))}
              </>
            ) : (
              W.noClaim
            )}
          </dd>
        </div>
        <div>
          <dt>{W.received}</dt>
          <dd>
            {received ? (
              <>
                {W.receivedLine(
                  PAYMENT_MODE_LABELS[received.mode],
                  formatPaise(received.amountPaise),
                  formatDate(received.at),
                )}
                {received.modeReference && (
                  <>
                    {' · '}
                    <span className="pay-code">
                      {W.receivedReference(MODE_REFERENCE_LABELS[received.mode], received.modeReference)}
                    </span>
                  </>
                )}
                {(received.payerName || received.payerVpa) &&
                  ` · ${W.receivedPayer(received.payerName || received.payerVpa)}`}
              </>
            ) : (
              W.notReceived
            )}
          </dd>
        </div>
        <div>
          <dt>{W.receipt}</dt>
          <dd>
            {receipt ? (
              <>
                <a href={receiptFileUrl(receipt.id)} target="_blank" rel="noopener">
                  {W.downloadReceipt(receipt.number)}
                </a>
                {receipt.refundedPaise > 0 && (
                  <span className="pay-refunded"> · {W.refunded(formatPaise(receipt.refundedPaise))}</span>
                )}
              </>
            ) : (
              W.noReceipt
            )}
          </dd>
        </div>
        {p.notFoundMessage && (
          <div className="pay-wide">
            <dt>{W.notFoundMessage}</dt>
            <dd>{p.notFoundMessage}</dd>
          </div>
        )}
      </dl>
      {canChange && (p.status !== 'received' || receipt) && (
        <div className="pay-actions">
          {p.status !== 'received' && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={W.markReceivedLabel(p.reference)}
              onClick={() => onDialog({ kind: 'received', payment: p })}
            >
              {W.markReceived}
            </button>
          )}
          {p.status === 'claimed' && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={W.markNotFoundLabel(p.reference)}
              onClick={() => onDialog({ kind: 'not-found', payment: p })}
            >
              {W.markNotFound}
            </button>
          )}
          {p.status === 'received' && receipt && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={W.recordRefundLabel(p.reference)}
              onClick={() => onDialog({ kind: 'refund', payment: p, receipt })}
            >
              {W.recordRefund}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * The Payments section: every fee asked of a family (docs/decisions/052-upi-fees.md), filtered by its
 * status or the follow-up queues, searched and paged; each marked received, not found in the bank or
 * refunded by a dialog; the bank statement's import with the credits it left for the office above.
 */
export function PaymentsSection() {
  const uid = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const canChange = useCanChangeSection();
  const { page, setPage, searchInput, setSearchInput, searchPending, status, setStatus, filter } =
    usePagedList<PaymentFilter>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = trpc.admin.payments.list.useQuery({ page, ...filter }, { placeholderData: (previous) => previous });
  useEffect(() => {
    if (list.isError) toast.error(W.loadFailed);
  }, [list.isError, toast]);

  const refresh = () => void utils.admin.payments.invalidate();

  async function exportCsv() {
    setExporting(true);
    try {
      const { filename, csv } = await utils.client.admin.payments.exportCsv.mutate(filter);
      downloadCsv(filename, csv);
      toast.success(W.exported);
    } catch {
      toast.error(W.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  const data = list.data;
  const items = data?.items ?? [];
  const pagination = data?.pagination;
  const { from, to } = pageRange(pagination, items.length);
  const titleId = `${uid}-title`;
  const listTitleId = `${uid}-list`;
  const closeDialog = () => setDialog(null);
  const done = () => {
    setDialog(null);
    refresh();
  };

  return (
    <section className="admin-section pay" aria-labelledby={titleId} aria-busy={list.isFetching || searchPending}>
      <SectionHead title={W.title} titleId={titleId} description={W.description}>
        <ExportCsvButton exporting={exporting} onClick={exportCsv} />
      </SectionHead>

      <StatementPanel onChanged={refresh} />

      <section className="pay-list-section" aria-labelledby={listTitleId}>
        <h2 id={listTitleId}>{W.listTitle}</h2>
        <search className="pay-toolbar">
          <SearchField
            className="field pay-search"
            boxClassName="pay-search-box"
            id={`${uid}-search`}
            label={W.searchLabel}
            placeholder={W.searchPlaceholder}
            value={searchInput}
            onChange={setSearchInput}
          />
          <OptionFilter
            id={`${uid}-status`}
            label={W.filterLabel}
            allLabel={W.allLabel}
            value={status}
            options={PAYMENT_FILTERS}
            labels={PAYMENT_FILTER_LABELS}
            onChange={setStatus}
          />
        </search>

        {!data ? (
          <LoadState
            failed={list.isError}
            loadingText={W.loading}
            errorText={W.loadFailed}
            onRetry={() => list.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="admin-empty">{W.empty}</p>
        ) : (
          <ul className="pay-list" aria-label={W.listLabel}>
            {items.map((p) => (
              <li key={p.id}>
                <PaymentCard p={p} canChange={canChange} onDialog={setDialog} />
              </li>
            ))}
          </ul>
        )}

        {pagination && pagination.total > 0 && (
          <Pager
            label={W.pagerLabel}
            noun={W.pagerNoun}
            from={from}
            to={to}
            pagination={pagination}
            disabled={list.isFetching || searchPending}
            onPrev={() => setPage((n) => Math.max(1, n - 1))}
            onNext={() => setPage((n) => n + 1)}
          />
        )}
      </section>

      {dialog?.kind === 'received' && (
        <MarkReceivedDialog payment={dialog.payment} onClose={closeDialog} onDone={done} />
      )}
      {dialog?.kind === 'not-found' && <NotFoundDialog payment={dialog.payment} onClose={closeDialog} onDone={done} />}
      {dialog?.kind === 'refund' && (
        <RefundDialog payment={dialog.payment} receipt={dialog.receipt} onClose={closeDialog} onDone={done} />
      )}
    </section>
  );
}
