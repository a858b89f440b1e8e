import type { WordsLike } from './index';

// The fixed words of a fee receipt (src/server/lib/receipt-pdf.ts draws it). A receipt is an
// accounting document and is written in English; only the names on it (the student's, the payer's,
// the fee heads) come in the script the family or the school wrote them in. Another language's
// catalogue would mirror this one's shape (ReceiptLabels).

export const RECEIPT_LABELS_EN = {
  title: 'Fee receipt',
  receiptNumber: 'Receipt number',
  date: 'Date',
  student: 'Student',
  className: 'Class',
  applicationReference: 'Application reference',
  receivedFrom: 'Received from',
  feeHead: 'Fee head',
  amount: 'Amount',
  total: 'Total',
  amountInWords: 'Amount in words',
  modeOfPayment: 'Mode of payment',
  modeReference: 'UTR / reference',
  noGst: 'No GST: education services exempt',
  refunds: 'Refunded',
  refundDate: 'Date',
  refundReference: 'Reference',
  refundReason: 'Reason',
  netAmount: 'Net amount received',
  netInWords: 'Net amount in words',
  computerGenerated: 'This is a computer-generated receipt and needs no signature.',
} as const;

export type ReceiptLabels = WordsLike<typeof RECEIPT_LABELS_EN>;
