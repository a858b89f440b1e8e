// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { IdField } from './id';
import { listFilterInput, pagedListInput } from './paged-list';

// Fees by UPI (docs/decisions/052-upi-fees.md): what the office's Payments section and the parent's
// payment box send and receive. Amounts are whole paise everywhere (a bank credit may carry paise; a
// fee never adds any to tell payments apart).

export const PAYMENT_STATUSES = ['due', 'claimed', 'received', 'not-found'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The section's filter: a status, or the claims flagged (a UTR given twice), or those waiting for the bank too long. */
export const PAYMENT_FILTERS = ['due', 'claimed', 'received', 'not-found', 'flagged', 'waiting'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const PAYMENT_MODES = ['upi', 'cash', 'cheque', 'bank'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  upi: 'UPI',
  cash: 'Cash',
  cheque: 'Cheque',
  bank: 'Bank transfer',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  due: 'Due',
  claimed: 'Claimed',
  received: 'Received',
  'not-found': 'Not found in the bank',
};

/** A claim waits for the bank this many working days before the follow-up queue shows it. */
export const CLAIM_WAIT_WORKING_DAYS = 3;

export interface FeeLine {
  head: string;
  amountPaise: number;
}

/** One payment as the office's list shows it. */
export interface OfficePayment {
  id: number;
  reference: string;
  applicationId: number;
  studentName: string;
  className: string;
  /** The fee heads, joined ('Admission form fee'). */
  fee: string;
  lines: FeeLine[];
  amountPaise: number;
  status: PaymentStatus;
  createdAt: string;
  claim: { utr: string; payerName: string; at: string; flagged: boolean } | null;
  received: {
    at: string;
    amountPaise: number;
    mode: PaymentMode;
    modeReference: string;
    payerName: string;
    payerVpa: string;
    /** Received less or more than was due: shown, never accepted silently. */
    difference: 'short' | 'over' | null;
  } | null;
  receipt: { id: number; number: string; refundedPaise: number } | null;
  notFoundMessage: string;
}

export const PaymentListInputSchema = pagedListInput(PAYMENT_FILTERS);
export type PaymentListInput = z.output<typeof PaymentListInputSchema>;
export const PaymentFilterSchema = listFilterInput(PAYMENT_FILTERS);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date');
const paise = z
  .number({ message: 'Enter the amount' })
  .int('Enter the amount in paise')
  .min(1, 'Enter the amount')
  .max(10_000_000_00, 'That amount is too large');

export const MarkReceivedSchema = z.object({
  id: IdField,
  mode: z.enum(PAYMENT_MODES),
  /** The UTR of a UPI credit (12 digits), a cheque's number, a transfer's reference; may be '' for cash. */
  modeReference: z.string().trim().max(40),
  amountPaise: paise,
  receivedOn: day,
  payerName: z.string().trim().max(100),
});
export type MarkReceivedInput = z.output<typeof MarkReceivedSchema>;

export const MarkNotFoundSchema = z.object({
  id: IdField,
  /** Shown to the parent on /admission-status. */
  message: z.string().trim().min(1, 'Write what the parent should know').max(300),
});

export const RefundSchema = z.object({
  receiptId: IdField,
  amountPaise: paise,
  refundedOn: day,
  utr: z.string().trim().max(40),
  reason: z.string().trim().min(1, 'Give the reason for the refund').max(300),
});

export const STATEMENT_LINE_OUTCOMES = ['matched', 'suggested', 'duplicate', 'unmatched', 'dismissed'] as const;
export type StatementLineOutcome = (typeof STATEMENT_LINE_OUTCOMES)[number];

export const StatementLinesInputSchema = z.object({
  outcome: z.enum(['suggested', 'unmatched']),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

/** One credit of an imported statement, as the office reviews it. */
export interface StatementLineRow {
  id: number;
  row: number;
  date: string;
  narration: string;
  reference: string;
  utr: string | null;
  amountPaise: number;
  payerName: string | null;
  payerVpa: string | null;
  outcome: StatementLineOutcome;
  /** The payment it matched or is suggested for. */
  payment: { id: number; reference: string; studentName: string; amountPaise: number } | null;
}

export const LineIdSchema = z.object({ lineId: IdField });
/** An unmatched credit given to a payment by its reference. */
export const AssignLineSchema = z.object({ lineId: IdField, reference: z.string().trim().min(1).max(40) });

/** The columns the office chooses for a statement whose header the site does not know (indexes from 0). */
export const ColumnMappingSchema = z.object({
  date: z.number().int().min(0).max(200),
  narration: z.number().int().min(0).max(200),
  reference: z.number().int().min(0).max(200).nullable(),
  credit: z.number().int().min(0).max(200),
  creditIndicator: z.number().int().min(0).max(200).nullable().optional(),
});

/** What an import did. */
export type StatementImport =
  | {
      ok: true;
      bank: string | null;
      /** Credits read from the file. */
      lines: number;
      /** Credits already imported from an earlier statement, skipped. */
      repeated: number;
      matched: number;
      suggested: number;
      unmatched: number;
      duplicates: number;
      /** Matched payments received short or over. */
      differences: number;
      /** Receipts issued by this import. */
      receipts: number;
    }
  | { ok: false; needsMapping: true; headers: string[] };

/** What the parent's payment box shows (the confirmation after applying, /admission-status), in the page's language. */
export interface PaymentBox {
  status: PaymentStatus;
  /** The fee heads in the page's language ('Admission form fee'). */
  fee: string;
  amountPaise: number;
  /** '₹2,000' */
  amountText: string;
  reference: string;
  upiId: string;
  payeeName: string;
  /** The `upi://pay` link; '' once received. */
  link: string;
  /** The same link as a QR code: one SVG path of unit squares in a size × size box. */
  qr: { size: number; path: string } | null;
  /** What the "I have paid" form sends back instead of anything personal; '' once received. */
  token: string;
  /** The office's words when a claim was not found in the bank. */
  notFoundMessage: string;
  receiptNumber: string | null;
  /** The UTR the parent gave, while the office checks it. */
  claimedUtr: string | null;
}

export const CLAIM_FIELDS = ['utr', 'payerName'] as const;

/** The "I have paid" form, with its messages in the page's language. */
export function claimSchemaIn(words: { utrRequired: string; payerNameRequired: string; payerNameTooLong: string }) {
  return z.object({
    token: z.string().trim().min(1).max(64),
    utr: z.string().trim().min(1, words.utrRequired).max(40, words.utrRequired),
    payerName: z.string().trim().min(1, words.payerNameRequired).max(100, words.payerNameTooLong),
  });
}
export type ClaimInput = z.output<ReturnType<typeof claimSchemaIn>>;
/** The claim's rules with English messages (the procedure's own input check). */
export const ClaimSchema = claimSchemaIn({
  utrRequired: 'Enter the 12-digit UTR',
  payerNameRequired: "Enter the payer's name",
  payerNameTooLong: "The payer's name is too long",
});

/** Where the office downloads a receipt's PDF (the server checks the Admissions permission). */
export const receiptFileUrl = (receiptId: number) => `/admin-files/receipts/${receiptId}.pdf`;
