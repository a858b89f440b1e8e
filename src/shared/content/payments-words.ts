// Every sentence the office reads in the dashboard's Payments section (fees paid by UPI, cash, cheque
// or transfer; docs/decisions/052-upi-fees.md), its dialogs, the bank statement's import and the
// Settings panel of the school's UPI ID, in one place so they can be translated together.
import {
  CLAIM_WAIT_WORKING_DAYS,
  PAYMENT_STATUS_LABELS,
  type PaymentFilter,
  type PaymentMode,
} from '../schemas/payments';

/** The section's status filter: the four statuses, then the two follow-up queues. */
export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  ...PAYMENT_STATUS_LABELS,
  flagged: 'Flagged (UTR given twice)',
  waiting: `Waiting for the bank over ${CLAIM_WAIT_WORKING_DAYS} working days`,
};

/** What the reference of a payment received in each mode is called. */
export const MODE_REFERENCE_LABELS: Record<PaymentMode, string> = {
  upi: 'UTR',
  cash: 'Reference',
  cheque: 'Cheque number',
  bank: 'Reference',
};

const count = (n: number) => n.toLocaleString('en-IN');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

export const PAYMENTS_WORDS = {
  title: 'Payments',
  description:
    'Fees parents pay by UPI from their admission status page, and those the office receives in cash, by cheque or by transfer. A payment is received once the bank statement shows it or the office marks it; the receipt is then mailed to the parent.',
  loading: 'Loading payments...',
  loadFailed: 'Error loading payments',
  empty: 'No payments found.',
  searchLabel: 'Search payments',
  searchPlaceholder: 'Reference, name, UTR or receipt number',
  filterLabel: 'Show',
  allLabel: 'All payments',
  listTitle: 'All payments',
  listLabel: 'Payments',
  pagerLabel: 'Payments pages',
  pagerNoun: 'payments',
  exported: 'CSV export downloaded',
  exportFailed: 'Error exporting payments',

  // One payment.
  fee: 'Fee',
  amount: 'Amount',
  created: 'Asked on',
  claim: 'Parent’s claim',
  noClaim: 'No claim yet',
  claimUtr: (utr: string) => `UTR ${utr}`,
  claimPayer: (name: string) => `paid by ${name}`,
  claimOn: (date: string) => `on ${date}`,
  utrAlreadyRecorded: 'UTR already recorded on another payment: check the bank statement before marking it received.',
  received: 'Received',
  notReceived: 'Not yet',
  receivedLine: (mode: string, amount: string, date: string) => `${amount} by ${mode} on ${date}`,
  receivedReference: (label: string, value: string) => `${label} ${value}`,
  receivedPayer: (name: string) => `from ${name}`,
  shortBy: (amount: string) => `Short by ${amount}`,
  overBy: (amount: string) => `Over by ${amount}`,
  receipt: 'Receipt',
  noReceipt: 'None yet',
  downloadReceipt: (number: string) => `Download receipt ${number}`,
  refunded: (amount: string) => `Refunded ${amount}`,
  notFoundMessage: 'Told the parent',

  // Row actions.
  markReceived: 'Mark received',
  markReceivedLabel: (reference: string) => `Mark ${reference} received`,
  markNotFound: 'Not found in the bank',
  markNotFoundLabel: (reference: string) => `Mark ${reference} not found in the bank`,
  recordRefund: 'Record refund',
  recordRefundLabel: (reference: string) => `Record a refund of ${reference}`,

  // Mark received.
  receivedTitle: (reference: string) => `Mark ${reference} received`,
  receivedIntro: (amount: string, student: string) => `${amount} due for ${student}.`,
  mode: 'Paid by',
  amountLabel: 'Amount received (₹)',
  amountHint: 'In rupees, like 2000 or 2,000.50',
  amountMissing: 'Enter the amount',
  amountInvalid: 'Enter the amount in rupees, like 2000 or 2,000.50',
  receivedOn: 'Date received',
  payerName: 'Payer’s name',
  payerNameHint: 'As the bank or the cheque shows it (optional)',
  modeReferenceHint: (mode: PaymentMode) =>
    mode === 'upi'
      ? 'The 12-digit UTR from the bank statement'
      : mode === 'cash'
        ? 'Optional: a counterfoil or register number'
        : mode === 'cheque'
          ? 'The number printed on the cheque'
          : 'The transfer’s reference from the bank statement',
  saveReceived: 'Mark received',
  receivedDone: (receipt: string | null) => (receipt ? `Received: receipt ${receipt}` : 'Payment marked received'),
  receivedFailed: 'Error marking the payment received',

  // Not found in the bank.
  notFoundTitle: (reference: string) => `${reference}: not found in the bank`,
  notFoundIntro: 'The parent sees this message on their admission status page and can send the payment details again.',
  notFoundLabel: 'Message to the parent',
  notFoundDefault: (utr: string | null) =>
    utr
      ? `We could not find a payment with UTR ${utr} in the school’s bank account. Please check the UTR in your UPI app and send it again, or bring the payment receipt to the school office.`
      : 'We could not find your payment in the school’s bank account. Please check the UTR in your UPI app and send it again, or bring the payment receipt to the school office.',
  saveNotFound: 'Tell the parent',
  notFoundDone: (reference: string) => `${reference} marked not found in the bank; the parent sees your message`,
  notFoundFailed: 'Error saving the message',

  // Refund.
  refundTitle: (receipt: string) => `Record a refund on receipt ${receipt}`,
  refundIntro: (paid: string, refunded: string | null) =>
    refunded ? `${paid} received; ${refunded} refunded already.` : `${paid} received.`,
  refundAmount: 'Amount refunded (₹)',
  refundedOn: 'Date refunded',
  refundUtr: 'Refund UTR or reference',
  refundUtrHint: 'From the bank’s transfer to the parent (optional)',
  refundReason: 'Reason',
  saveRefund: 'Record refund',
  refundDone: (amount: string, receipt: string) => `Refund of ${amount} recorded on receipt ${receipt}`,
  refundFailed: 'Error recording the refund',

  cancel: 'Cancel',
  saving: 'Saving...',

  // The bank statement.
  importTitle: 'Import bank statement',
  importIntro:
    'Download the statement of the school’s account from the bank’s website as a CSV file and import it here: credits whose UTR or reference matches a payment are received and their receipts mailed; others wait below for you.',
  importFile: 'Bank statement (CSV)',
  importFileHint: 'The same statement twice is fine: credits already imported are skipped.',
  importButton: 'Import statement',
  importing: 'Importing...',
  importAfterSent: 'Reading the statement...',
  importNoFile: 'Choose the statement’s CSV file first',
  importFailed: 'The statement could not be imported',
  importRefused: 'The statement was not imported',
  importDone: 'Statement imported',
  summary: (r: {
    lines: number;
    matched: number;
    suggested: number;
    unmatched: number;
    repeated: number;
    differences: number;
    duplicates: number;
    receipts: number;
  }) =>
    [
      `${plural(r.lines, 'credit', 'credits')} read: ${count(r.matched)} matched and received`,
      `${count(r.suggested)} to confirm`,
      `${count(r.unmatched)} not matched`,
      `${count(r.repeated)} already imported`,
      `${count(r.differences)} short or over`,
      ...(r.duplicates > 0 ? [`${plural(r.duplicates, 'UTR', 'UTRs')} already recorded`] : []),
      `${plural(r.receipts, 'receipt', 'receipts')} issued`,
    ].join(', '),
  summaryBank: (bank: string) => `Read as a statement of ${bank}.`,

  // The statement's columns, for a bank the site does not know yet.
  mappingTitle: 'Which column is which?',
  mappingIntro:
    'The site does not know this bank’s statement yet. Choose the column of each; it remembers them for the next statement of this bank.',
  mappingChoose: 'Choose a column',
  mappingNone: 'None',
  mappingUnnamed: (position: number) => `Column ${position} (no name)`,
  mappingDate: 'Date',
  mappingNarration: 'Description or narration',
  mappingReference: 'UTR or reference (optional)',
  mappingCredit: 'Credit amount',
  mappingIndicator: 'Credit or debit indicator (optional)',
  mappingMissing: 'Choose the columns of the date, the description and the credit amount',
  mappingSubmit: 'Import with these columns',
  mappingCancel: 'Choose another file',

  // The credits waiting for the office.
  suggestedTitle: 'To confirm',
  suggestedIntro: 'Credits that look like a payment (the amount and the parent’s name agree) but carry no reference.',
  suggestedEmpty: 'No credits to confirm.',
  unmatchedTitle: 'Not matched',
  unmatchedIntro: 'Credits of the statement no payment matches. Give one to a payment by its reference, or dismiss it.',
  unmatchedEmpty: 'No unmatched credits.',
  linesLoading: 'Loading credits...',
  linesFailed: 'Error loading the statement’s credits',
  linesPagerSuggested: 'Credits to confirm pages',
  linesPagerUnmatched: 'Unmatched credits pages',
  linesNoun: 'credits',
  date: 'Date',
  narration: 'Narration',
  payer: 'Payer',
  utr: 'UTR',
  suggestion: 'Suggested payment',
  actions: 'Actions',
  none: '—',
  suggestionOf: (student: string, amount: string) => `${student} (${amount})`,
  confirm: (reference: string) => `Confirm ${reference}`,
  dismiss: 'Dismiss',
  creditName: (amount: string, date: string, row: number) => `the credit of ${amount} on ${date} (row ${row})`,
  dismissLabel: (credit: string) => `Dismiss ${credit}`,
  dismissed: 'Credit dismissed',
  dismissFailed: 'Error dismissing the credit',
  confirmFailed: 'Error confirming the payment',
  assignReference: 'Payment reference',
  assignReferenceLabel: (credit: string) => `Payment reference for ${credit}`,
  assign: 'Give to a payment',
  assignLabel: (credit: string) => `Give to a payment: ${credit}`,
  assignMissing: 'Enter the payment’s reference, like APP-2026-00045',
  assignFailed: 'Error giving the credit to a payment',
} as const;

/** The Settings panel of the school's UPI ID and the fees parents pay with it. */
export const PAYMENT_SETTINGS_WORDS = {
  title: 'Payments',
  description:
    'Parents pay the fees below by UPI from their admission status page: their UPI app opens with the school’s UPI ID, the payee name and the amount filled in. Leave the UPI ID empty to ask no fee online.',
  loading: 'Loading the payment settings...',
  loadFailed: 'Error loading the payment settings',
  upiId: 'UPI ID',
  upiIdHint:
    'A merchant UPI ID from the school’s bank, like schoolname@bankname: apps refuse large payments to a personal UPI ID.',
  payeeName: 'Payee name (as the bank registered it)',
  merchantCode: 'Merchant code (optional)',
  merchantCodeHint: 'The 4-digit code the bank gave with a merchant UPI ID',
  feeOnApply: 'Fee asked when a parent applies',
  feeOnApplyHint: 'Asked once the application is sent, before the office reviews it.',
  none: 'None',
  feeOption: (name: string, amount: string) => `${name} (${amount})`,
  noAmount: (name: string) => `${name} (no amount in Fees)`,
  feesOnOffer: 'Fees asked when the office offers a place',
  feesOnOfferHint: 'Asked together when an application is accepted.',
  noHeads: 'No fee of this year has an amount yet: add the amounts in the Fees section first.',
  feesLink: 'Open Fees',
  retention: 'Keep receipts for (years)',
  retentionHint: 'How long the school keeps its receipts and refunds before they are deleted.',
  retentionInvalid: 'Receipts must be kept a whole number of years',
  save: 'Save Payments',
  saved: 'Payment settings saved',
  saveFailed: 'Error saving the payment settings',
} as const;
