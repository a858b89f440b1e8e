import { and, count, desc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import { formatPaise } from '../../../shared/rupees';
import type { Page } from '../../../shared/schemas/paged-list';
import {
  CLAIM_WAIT_WORKING_DAYS,
  type OfficePayment,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentFilter,
  type PaymentListInput,
  type StatementLineRow,
} from '../../../shared/schemas/payments';
import type { ServiceContext } from '../../context';
import { applications, payments, receipts, refunds, statementLines } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { pagedList } from '../../lib/paged-list';
import { schoolClock } from '../../platform/school-time';
import { parseLines } from './dues';

// The office's Payments section (docs/decisions/052-upi-fees.md): what is due, claimed and received,
// by reference, family, fee, amount and date, with its filters and CSV, and the statement lines a
// person still has to look at. Admissions and Owners; an Editor is refused every procedure.

const classLabel = new Map<string, string>(SCHOOL_CLASSES.map((c) => [c.value, c.label]));

/** The instant `days` working days (Monday to Saturday, school time) before `now`. */
export function workingDaysBefore(now: Date, days: number): Date {
  let at = now.getTime();
  let left = days;
  while (left > 0) {
    at -= 86_400_000;
    const weekday = new Date(`${schoolClock(new Date(at)).day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0) left--;
  }
  return new Date(at);
}

const columns = {
  id: payments.id,
  reference: payments.reference,
  applicationId: payments.applicationId,
  lines: payments.lines,
  amountPaise: payments.amountPaise,
  status: payments.status,
  createdAt: payments.createdAt,
  claimUtr: payments.claimUtr,
  claimPayerName: payments.claimPayerName,
  claimedAt: payments.claimedAt,
  claimFlag: payments.claimFlag,
  notFoundMessage: payments.notFoundMessage,
  receivedAt: payments.receivedAt,
  receivedPaise: payments.receivedPaise,
  mode: payments.mode,
  modeReference: payments.modeReference,
  payerName: payments.payerName,
  payerVpa: payments.payerVpa,
  receiptId: payments.receiptId,
  receiptNumber: receipts.number,
  refundedPaise: sql<number>`coalesce((select sum(${refunds.amountPaise}) from ${refunds} where ${refunds.receiptId} = ${payments.receiptId}), 0)`,
  studentName: applications.studentName,
  classApplying: applications.classApplying,
};

function whereOf(svc: ServiceContext, filter: { status?: PaymentFilter; search?: string }): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const status = filter.status;
  if (status === 'flagged') parts.push(and(eq(payments.status, 'claimed'), isNotNull(payments.claimFlag)));
  else if (status === 'waiting')
    parts.push(
      and(
        eq(payments.status, 'claimed'),
        lt(payments.claimedAt, workingDaysBefore(svc.now(), CLAIM_WAIT_WORKING_DAYS)),
      ),
    );
  else if (status) parts.push(eq(payments.status, status));
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        sql`${payments.reference} like ${like} escape '\\'`,
        sql`${applications.studentName} like ${like} escape '\\'`,
        sql`${payments.claimUtr} like ${like} escape '\\'`,
        sql`${payments.modeReference} like ${like} escape '\\'`,
      ),
    );
  }
  return and(...parts);
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['all']>>[number];

function shape(row: Row): OfficePayment {
  const lines = parseLines(row.lines);
  const received =
    row.status === 'received' && row.receivedAt && row.mode && row.receivedPaise !== null
      ? {
          at: row.receivedAt.toISOString(),
          amountPaise: row.receivedPaise,
          mode: row.mode,
          modeReference: row.modeReference ?? '',
          payerName: row.payerName ?? '',
          payerVpa: row.payerVpa ?? '',
          difference:
            row.receivedPaise < row.amountPaise
              ? ('short' as const)
              : row.receivedPaise > row.amountPaise
                ? ('over' as const)
                : null,
        }
      : null;
  return {
    id: row.id,
    reference: row.reference,
    applicationId: row.applicationId,
    studentName: row.studentName,
    className: classLabel.get(row.classApplying) ?? row.classApplying,
    fee: lines.map((l) => l.head).join(' + '),
    lines,
    amountPaise: row.amountPaise,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    claim:
      row.claimUtr && row.claimedAt
        ? {
            utr: row.claimUtr,
            payerName: row.claimPayerName ?? '',
            at: row.claimedAt.toISOString(),
            flagged: row.claimFlag !== null && row.status === 'claimed',
          }
        : null,
    received,
    receipt:
      row.receiptId !== null && row.receiptNumber
        ? { id: row.receiptId, number: row.receiptNumber, refundedPaise: Number(row.refundedPaise) }
        : null,
    notFoundMessage: row.status === 'not-found' ? row.notFoundMessage : '',
  };
}

function query(svc: ServiceContext) {
  return svc.db
    .select(columns)
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .leftJoin(receipts, eq(receipts.id, payments.receiptId));
}

/** One page of payments, newest first. */
export function listPayments(svc: ServiceContext, input: PaymentListInput): Page<OfficePayment> {
  const where = whereOf(svc, input);
  return pagedList(
    input,
    () =>
      svc.db
        .select({ n: count() })
        .from(payments)
        .innerJoin(applications, eq(applications.id, payments.applicationId))
        .where(where)
        .get()?.n ?? 0,
    (limit, offset) =>
      query(svc)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset)
        .all()
        .map(shape),
  );
}

/** One payment as the list shows it (after an action). */
export function officePayment(svc: ServiceContext, id: number): OfficePayment | null {
  const row = query(svc).where(eq(payments.id, id)).get();
  return row ? shape(row) : null;
}

/** The payments matching the filter as CSV (BOM, formula-injection safe: lib/csv.ts). */
export function exportPaymentsCsv(svc: ServiceContext, filter: { status?: PaymentFilter; search?: string }): string {
  const rows = query(svc)
    .where(whereOf(svc, filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .all()
    .map(shape);
  return toCsv(
    [
      'Reference',
      'Student',
      'Class',
      'Fee',
      'Amount due',
      'Status',
      'Asked on',
      'UTR given',
      'Payer (as given)',
      'UTR already recorded',
      'Received on',
      'Amount received',
      'Mode',
      'UTR or reference',
      'Receipt',
      'Refunded',
    ],
    rows.map((p) => [
      p.reference,
      p.studentName,
      p.className,
      p.fee,
      formatPaise(p.amountPaise),
      PAYMENT_STATUS_LABELS[p.status],
      schoolClock(new Date(p.createdAt)).day,
      p.claim?.utr ?? '',
      p.claim?.payerName ?? '',
      p.claim?.flagged ? 'Yes' : '',
      p.received ? schoolClock(new Date(p.received.at)).day : '',
      p.received ? formatPaise(p.received.amountPaise) : '',
      p.received ? PAYMENT_MODE_LABELS[p.received.mode] : '',
      p.received?.modeReference ?? '',
      p.receipt?.number ?? '',
      p.receipt?.refundedPaise ? formatPaise(p.receipt.refundedPaise) : '',
    ]),
  );
}

/** The statement lines a person still has to look at: suggestions to confirm, or credits not matched. */
export function listStatementLines(
  svc: ServiceContext,
  input: { outcome: 'suggested' | 'unmatched'; page: number; pageSize: number },
): Page<StatementLineRow> {
  const where = eq(statementLines.outcome, input.outcome);
  return pagedList(
    input,
    () => svc.db.select({ n: count() }).from(statementLines).where(where).get()?.n ?? 0,
    (limit, offset) => {
      const rows = svc.db
        .select()
        .from(statementLines)
        .where(where)
        .orderBy(desc(statementLines.txnDate), desc(statementLines.id))
        .limit(limit)
        .offset(offset)
        .all();
      const ids = rows.map((r) => r.paymentId).filter((id): id is number => id !== null);
      const linked = new Map(
        (ids.length
          ? svc.db
              .select({
                id: payments.id,
                reference: payments.reference,
                amountPaise: payments.amountPaise,
                studentName: applications.studentName,
              })
              .from(payments)
              .innerJoin(applications, eq(applications.id, payments.applicationId))
              .where(inArray(payments.id, ids))
              .all()
          : []
        ).map((p) => [p.id, p]),
      );
      return rows.map((r) => ({
        id: r.id,
        row: r.row,
        date: r.txnDate,
        narration: r.narration,
        reference: r.reference,
        utr: r.utr,
        amountPaise: r.amountPaise,
        payerName: r.payerName,
        payerVpa: r.payerVpa,
        outcome: r.outcome,
        payment: r.paymentId !== null ? (linked.get(r.paymentId) ?? null) : null,
      }));
    },
  );
}

/** Claims waiting for the bank longer than CLAIM_WAIT_WORKING_DAYS, for the desk's follow-up queue. */
export function claimsWaiting(svc: ServiceContext): { applicationId: number; reference: string; claimedAt: Date }[] {
  return svc.db
    .select({ applicationId: payments.applicationId, reference: payments.reference, claimedAt: payments.claimedAt })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'claimed'),
        lt(payments.claimedAt, workingDaysBefore(svc.now(), CLAIM_WAIT_WORKING_DAYS)),
      ),
    )
    .orderBy(payments.claimedAt)
    .all()
    .map((r) => ({ ...r, claimedAt: r.claimedAt ?? new Date(0) }));
}

/** A family's payments and receipts, for the privacy tools' copy of what is held about a person. */
export function paymentsOfApplications(svc: ServiceContext, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return query(svc)
    .where(inArray(payments.applicationId, applicationIds))
    .orderBy(payments.id)
    .all()
    .map(shape)
    .map((p) => ({
      reference: p.reference,
      fee: p.fee,
      amountDue: formatPaise(p.amountPaise),
      status: PAYMENT_STATUS_LABELS[p.status],
      askedAt: p.createdAt,
      utrGiven: p.claim?.utr ?? null,
      payerNameGiven: p.claim?.payerName ?? null,
      receivedAt: p.received?.at ?? null,
      amountReceived: p.received ? formatPaise(p.received.amountPaise) : null,
      mode: p.received ? PAYMENT_MODE_LABELS[p.received.mode] : null,
      utrOrReference: p.received?.modeReference ?? null,
      receipt: p.receipt?.number ?? null,
    }));
}
