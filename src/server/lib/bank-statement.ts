import { isUtf8 } from 'node:buffer';
import crypto from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { CsvError, type Options, parse } from 'csv-parse';

// Reading the CSV statement an Indian bank exports, for matching the school's UPI credits to the
// fees due (docs/decisions/052-upi-fees.md). The import is all or nothing: one row that cannot be
// read refuses the file, with its line number, so the office never matches half a statement.
//
// Banks put a few rows about the account before the column names, so the header is looked for in the
// first rows, by the names HDFC, ICICI, Axis, Kotak and SBI use and the usual generic ones. A layout
// none of them fits is shown to the office, who choose the columns once; the choice is remembered
// by the header's signature. Amounts are read from their digits into whole paise, never through a
// float. The file is read as a stream and reading stops at the row limit, so a huge file is
// refused without reading it all.

export type ColumnMapping = {
  date: number;
  narration: number;
  reference: number | null;
  credit: number;
  /** A column saying Cr or Dr of the amount in `credit`, when the layout has one amount column. */
  creditIndicator?: number | null;
};

export type StatementLine = {
  /** The 1-based line number in the file where the row starts. */
  row: number;
  /** YYYY-MM-DD. */
  date: string;
  narration: string;
  reference: string;
  utr: string | null;
  amountPaise: number;
  payerName: string | null;
  /** The payer's UPI ID with most of its handle hidden: 'ra***@okhdfcbank'. */
  payerVpaMasked: string | null;
  /** sha256 hex of the line's date, UTR or reference, amount and narration and its count among identical lines. */
  key: string;
};

export type StatementRead =
  | {
      ok: true;
      headerSignature: string;
      bank: string | null;
      headers: string[];
      lines: StatementLine[];
      skippedDebits: number;
    }
  | { ok: false; needsMapping: true; headerSignature: string; headers: string[] }
  | { ok: false; needsMapping?: false; row: number | null; message: string };

/** Data rows a statement may have: a school's year of fees fits many times over. */
export const MAX_STATEMENT_ROWS = 20_000;
/** The header is looked for in this many rows from the top. */
export const HEADER_SEARCH_ROWS = 40;
const CHUNK_BYTES = 64 * 1024;

export const STATEMENT_MESSAGES = {
  notCsv:
    'This file is not a CSV file (it looks like a PDF, Excel or ZIP file). Download the statement from the bank as CSV and choose that file.',
  notUtf8:
    'This file is not UTF-8 text. Download the statement from the bank as CSV again, or open it in a spreadsheet and save it as "CSV UTF-8".',
  empty: 'The file is empty.',
  noHeader: `No row of column names (such as Date, Narration, Deposit) was found in the first ${HEADER_SEARCH_ROWS} rows. Check that this is the bank statement as CSV.`,
  mappingOutside: (row: number, columns: number) =>
    `Row ${row}: the header has ${columns} columns, and the columns chosen for this bank's layout are not among them. Choose the columns again.`,
  tooManyRows: `The statement has more than ${MAX_STATEMENT_ROWS.toLocaleString('en-IN')} rows. Download a shorter period from the bank and import it in parts.`,
  brokenQuotes: (row: number) =>
    `Row ${row}: a quoted value is not closed or has a stray quote mark. Download the statement from the bank as CSV again.`,
  columns: (row: number, found: number, expected: number) =>
    `Row ${row}: it has ${found} columns where the header has ${expected}. A value may hold an unquoted comma; download the statement from the bank as CSV again.`,
  date: (row: number, text: string) => `Row ${row}: the date "${text}" is not a date`,
  amount: (row: number, text: string) => `Row ${row}: the amount "${text}" is not an amount`,
  indicator: (row: number, text: string) => `Row ${row}: "${text}" says neither Cr (credit) nor Dr (debit)`,
} as const;

// ---------- Header recognition ----------

/** A header cell as compared: lower case, letters and digits only ('Chq./Ref.No.' → 'chqrefno'). */
const normaliseName = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Names of each column, best first (a transaction date beats a value date). */
const DATE_NAMES = [
  'date',
  'txndate',
  'trandate',
  'transactiondate',
  'transdate',
  'postingdate',
  'postdate',
  'bookingdate',
  'valuedate',
  'valuedt',
];
const NARRATION_NAMES = [
  'narration',
  'description',
  'particulars',
  'transactionremarks',
  'remarks',
  'transactiondetails',
  'transactiondescription',
  'details',
];
const REFERENCE_NAMES = [
  'utr',
  'utrno',
  'utrnumber',
  'chqrefno',
  'refnochequeno',
  'chequerefno',
  'chqrefnumber',
  'chequenumber',
  'chequeno',
  'chqno',
  'refno',
  'referenceno',
  'referencenumber',
  'reference',
  'transactionid',
];
const CREDIT_NAMES = [
  'depositamt',
  'depositamount',
  'depositamountinr',
  'depositamtinr',
  'deposit',
  'deposits',
  'credit',
  'creditamount',
  'creditamt',
  'creditinr',
  'creditamountinr',
  'credits',
  'cr',
];
const AMOUNT_NAMES = ['amount', 'amountinr', 'amountrs', 'transactionamount', 'transactionamountinr', 'amt'];
const INDICATOR_NAMES = [
  'drcr',
  'crdr',
  'debitcredit',
  'creditdebit',
  'crdrindicator',
  'drcrindicator',
  'type',
  'txntype',
];

const BANKS: { name: string; has: string[] }[] = [
  { name: 'HDFC Bank', has: ['narration', 'chqrefno', 'withdrawalamt', 'depositamt'] },
  { name: 'ICICI Bank', has: ['transactionremarks', 'depositamountinr'] },
  { name: 'Axis Bank', has: ['trandate', 'particulars', 'dr', 'cr'] },
  { name: 'Kotak Mahindra Bank', has: ['slno', 'description', 'chqrefno'] },
  { name: 'State Bank of India', has: ['txndate', 'refnochequeno'] },
];

function best(names: string[], candidates: string[], except: Set<number> = new Set()): number | null {
  let found: number | null = null;
  let rank = Number.POSITIVE_INFINITY;
  names.forEach((name, i) => {
    const r = candidates.indexOf(name);
    if (r >= 0 && r < rank && !except.has(i)) {
      found = i;
      rank = r;
    }
  });
  return found;
}

/** The columns of a header row when its names say where the date and the credits are. */
function recogniseColumns(cells: string[]): ColumnMapping | null {
  const names = cells.map(normaliseName);
  const date = best(names, DATE_NAMES);
  if (date === null) return null;
  const narration = best(names, NARRATION_NAMES) ?? -1;
  const reference = best(names, REFERENCE_NAMES);
  const credit = best(names, CREDIT_NAMES);
  if (credit !== null) return { date, narration, reference, credit, creditIndicator: null };
  const amount = best(names, AMOUNT_NAMES);
  if (amount !== null) {
    // Kotak has a Dr / Cr after the amount and another after the balance: the nearest one to the right.
    const indicators = names.map((n, i) => (INDICATOR_NAMES.includes(n) ? i : -1)).filter((i) => i >= 0);
    const creditIndicator = indicators.find((i) => i > amount) ?? indicators[0] ?? null;
    return { date, narration, reference, credit: amount, creditIndicator };
  }
  // Kotak's one-column layout: 'Debit / Credit' holds the amount with (Cr) or (Dr) after it.
  const signed = names.indexOf('debitcredit');
  return signed >= 0 ? { date, narration, reference, credit: signed, creditIndicator: null } : null;
}

function recogniseBank(cells: string[]): string | null {
  const names = new Set(cells.map(normaliseName));
  return BANKS.find((b) => b.has.every((n) => names.has(n)))?.name ?? null;
}

/** What looks like a number, an amount or a date rather than a column's name. */
const looksNumeric = (cell: string) =>
  /^[\d\s,.:/₹+-]+$/.test(cell) || /^\d{1,2}[-\s][a-z]{3}[-\s]\d{2,4}$/i.test(cell);

/** The first row with at least three filled cells, mostly not numbers: the header of a layout we do not know. */
function looksLikeHeader(cells: string[]): boolean {
  const filled = cells.filter((c) => c !== '');
  return filled.length >= 3 && filled.filter(looksNumeric).length * 2 < filled.length;
}

/** The header's cells joined, as compared between two exports of the same layout. */
export function headerSignature(cells: string[]): string {
  const names = cells.map(normaliseName);
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  return names.join('|');
}

// ---------- Values ----------

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const TIME = String.raw`(?:[ T]+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]m)?)?`;
const NUMERIC_DATE = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`, 'i');
const NAMED_MONTH_DATE = new RegExp(String.raw`^(\d{1,2})[-\s/]([a-z]{3,9})[-\s/,]+(\d{4}|\d{2})${TIME}$`, 'i');
const ISO_DATE = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`, 'i');

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day, month and year a date is written with, or null when it is written in none of the ways banks use. */
function dateParts(text: string): [day: number, month: number, year: number] | null {
  const fullYear = (y: string) => Number(y) + (y.length === 2 ? 2000 : 0);
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) return [Number(numeric[1]), Number(numeric[3]), fullYear(numeric[4]!)];
  const iso = ISO_DATE.exec(text);
  if (iso) return [Number(iso[3]), Number(iso[2]), Number(iso[1])];
  const named = NAMED_MONTH_DATE.exec(text);
  if (!named) return null;
  const name = named[2]!.toLowerCase();
  const month = MONTHS[name] ?? MONTHS[name.slice(0, 3)];
  // A longer name must be the month's whole name ('April'), not any word starting like one.
  if (!month || (name.length > 4 && name !== MONTH_NAMES[month - 1])) return null;
  return [Number(named[1]), month, fullYear(named[3]!)];
}

/** A statement's date, day first as Indian banks write it, as YYYY-MM-DD; null when it is not a calendar date. */
export function readStatementDate(text: string): string | null {
  const parts = dateParts(text);
  if (!parts) return null;
  const [day, month, year] = parts;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || year < 1900) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Amount = { paise: number; side: 'credit' | 'debit' | null } | 'none' | 'unreadable';

/**
 * An amount cell: '₹2,000.00', '2,000.00 Cr', '1,00,000.50', 'INR 2000', '2,000.00(Dr)', '-500'.
 * Empty, '-' and zero are no amount. The side is said by a Cr/Dr after it or a minus sign, else null.
 */
export function readAmount(text: string): Amount {
  let s = text.replace(/\s+/g, ' ').trim();
  if (s === '' || s === '-') return 'none';
  let side: 'credit' | 'debit' | null = null;
  const mark = /\s*\(?\s*(cr|dr)\.?\s*\)?$/i.exec(s);
  if (mark) {
    side = mark[1]!.toLowerCase() === 'cr' ? 'credit' : 'debit';
    s = s.slice(0, mark.index);
  }
  s = s.replace(/^(?:₹|inr|rs\.?)\s*/i, '');
  if (s.startsWith('-')) {
    side = 'debit';
    s = s.slice(1).replace(/^(?:₹|inr|rs\.?)\s*/i, '');
  } else if (s.startsWith('+')) {
    s = s.slice(1);
  }
  const m = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m || m[1]!.replace(/,/g, '').length > 13) return 'unreadable';
  const paise = Number(m[1]!.replace(/,/g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paise === 0 ? 'none' : { paise, side };
}

function readIndicator(text: string): 'credit' | 'debit' | null {
  const s = normaliseName(text);
  if (['cr', 'c', 'credit', 'deposit'].includes(s)) return 'credit';
  if (['dr', 'd', 'debit', 'withdrawal'].includes(s)) return 'debit';
  return null;
}

// ---------- UPI narrations ----------

/** Parts of a UPI narration that are never the payer's name. */
const NOT_A_NAME = new Set(['upi', 'cr', 'dr', 'p2m', 'p2a', 'p2p', 'rev', 'by transfer', 'payment from ph', 'na']);
const IFSC = /^[a-z]{4}0[a-z0-9]{6}$/i;
const VPA = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9.-]{1,63}$/i;

export type UpiNarration = { utr: string | null; payerName: string | null; payerVpa: string | null };

/**
 * The UTR, payer's name and UPI ID of a UPI narration: ICICI 'UPI/612345678901/RAVI KUMAR/ravi.k@okicici/…',
 * HDFC 'UPI-RAVI KUMAR-ravikumar@okhdfcbank-HDFC0001234-612345678901-…', SBI 'BY TRANSFER-UPI/CR/612345678901/RAVI KUMAR/…',
 * Axis 'UPI/P2M/612345678901/RAVI KUMAR/…'. Null when the narration is not a UPI one.
 */
export function readUpiNarration(narration: string): UpiNarration | null {
  const m = /(?:^|[^a-z])upi([/-])/i.exec(narration);
  if (!m) return null;
  const parts = narration
    .slice(m.index + m[0].length)
    .split(m[1]!)
    .map((p) => p.replace(/\s+/g, ' ').trim());
  const utr = parts.find((p) => /^\d{12}$/.test(p)) ?? null;
  const payerVpa = parts.find((p) => VPA.test(p)) ?? null;
  const payerName =
    parts.find(
      (p) =>
        /^[a-z][a-z .']*[a-z.]$/i.test(p) &&
        (p.match(/[a-z]/gi)?.length ?? 0) >= 3 &&
        !NOT_A_NAME.has(p.toLowerCase()) &&
        !IFSC.test(p),
    ) ?? null;
  return { utr, payerName, payerVpa };
}

/** 'ravikumar@okhdfcbank' → 'ra***@okhdfcbank': enough for the office to recognise, not to copy. */
export function maskVpa(vpa: string): string {
  const at = vpa.lastIndexOf('@');
  return `${vpa.slice(0, Math.min(2, at))}***${vpa.slice(at)}`;
}

/** A 12-digit UTR in a reference cell: '612345678901', HDFC's zero-padded '0000612345678901', Kotak's 'UPI-612345678901'. */
function utrOfReference(reference: string): string | null {
  return /(?:^|\D)0*(\d{12})(?:\D|$)/.exec(reference)?.[1] ?? null;
}

// ---------- Rows ----------

const FOOTER_WORDS =
  /opening balance|closing balance|end of statement|statement summary|^total|grand total|generated on|computer generated|page \d+ of/i;
const SEPARATOR = /^[*=_\-\s]+$/;

type RawRecord = { row: number; cells: string[] };

const isBlank = (cells: string[]) => cells.every((c) => c === '');
const trimmedLength = (cells: string[]) => {
  let n = cells.length;
  while (n > 0 && cells[n - 1] === '') n--;
  return n;
};

async function* textChunks(bytes: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += CHUNK_BYTES) yield bytes.subarray(i, i + CHUNK_BYTES);
}

/** Signatures of files that are not text: PDF, ZIP (so XLSX), the old Excel format, images. */
function isBinary(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 8);
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  return (
    starts([0x25, 0x50, 0x44, 0x46]) || // %PDF
    starts([0x50, 0x4b, 0x03, 0x04]) || // ZIP, XLSX
    starts([0xd0, 0xcf, 0x11, 0xe0]) || // XLS
    starts([0x89, 0x50, 0x4e, 0x47]) || // PNG
    starts([0xff, 0xd8, 0xff]) || // JPEG
    bytes.subarray(0, 8192).includes(0)
  );
}

function keyOf(parts: string, count: number): string {
  return crypto.createHash('sha256').update(`${parts}|${count}`).digest('hex');
}

/**
 * Reads a bank statement exported as CSV (UTF-8, with or without a byte order mark): its credits as
 * lines, or why it cannot be read, or (for a layout not recognised and no mapping) the header to
 * choose the columns from.
 */
export async function readStatement(bytes: Buffer, mapping?: ColumnMapping): Promise<StatementRead> {
  const refuse = (row: number | null, message: string): StatementRead => ({ ok: false, row, message });
  if (isBinary(bytes)) return refuse(null, STATEMENT_MESSAGES.notCsv);
  if (!isUtf8(bytes)) return refuse(null, STATEMENT_MESSAGES.notUtf8);
  if (bytes.length === 0) return refuse(null, STATEMENT_MESSAGES.empty);

  // Where the last record read ended, kept as the parser reads (it reads ahead of the loop below),
  // so each record knows the line it starts on and a quoting error names the row after the last.
  let lastEnd = 0;
  const options: Options<RawRecord, string[]> = {
    bom: true,
    trim: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    on_record: (cells, context) => {
      const row = lastEnd + 1;
      lastEnd = context.lines;
      return { row, cells };
    },
  };
  // The parser's types take records as arrays; on_record turns each into a RawRecord.
  const parser = parse(options as unknown as Options);
  pipeline(Readable.from(textChunks(bytes)), parser, () => {});

  let header: RawRecord | null = null;
  let columns: ColumnMapping | null = null;
  const top: RawRecord[] = [];
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  let skippedDebits = 0;
  let dataRows = 0;
  let dataStarted = false;
  let footer = false;
  let candidate: RawRecord | null = null;

  /** Reads one row after the header; a message when it refuses the file. */
  const readRow = ({ row, cells }: RawRecord, cols: ColumnMapping, width: number): StatementRead | null => {
    if (footer || isBlank(cells)) return null;
    const dateCell = cells[cols.date] ?? '';
    const text = cells.join(' ');
    if (dateCell === '' || SEPARATOR.test(dateCell) || (FOOTER_WORDS.test(text) && !readStatementDate(dateCell))) {
      // A totals line, a line of asterisks, 'Opening balance', '*** End of statement': the data has ended
      // (a line of asterisks right under the header, as HDFC writes, comes before it).
      if (dataStarted && dateCell !== '') footer = true;
      return null;
    }
    dataRows++;
    if (dataRows > MAX_STATEMENT_ROWS) return refuse(null, STATEMENT_MESSAGES.tooManyRows);
    const expected = trimmedLength(header!.cells);
    if (trimmedLength(cells) > width || cells.length < expected) {
      const found = cells.length < expected ? cells.length : trimmedLength(cells);
      return refuse(row, STATEMENT_MESSAGES.columns(row, found, expected));
    }
    dataStarted = true;
    const amountCell = cells[cols.credit] ?? '';
    const amount = readAmount(amountCell);
    if (amount === 'unreadable') return refuse(row, STATEMENT_MESSAGES.amount(row, amountCell));
    if (amount === 'none') {
      skippedDebits++;
      return null;
    }
    let side = amount.side;
    if (cols.creditIndicator !== null && cols.creditIndicator !== undefined) {
      const mark = cells[cols.creditIndicator] ?? '';
      const said = readIndicator(mark);
      if (!said) return refuse(row, STATEMENT_MESSAGES.indicator(row, mark));
      side = said;
    }
    if (side === 'debit') {
      skippedDebits++;
      return null;
    }
    const date = readStatementDate(dateCell);
    if (!date) return refuse(row, STATEMENT_MESSAGES.date(row, dateCell));
    const narration = (cells[cols.narration] ?? '').replace(/\s+/g, ' ');
    const reference = cols.reference === null ? '' : (cells[cols.reference] ?? '');
    const upi = readUpiNarration(narration);
    const utr = utrOfReference(reference) ?? upi?.utr ?? null;
    const parts = `${date}|${utr ?? reference}|${amount.paise}|${narration.toLowerCase()}`;
    const count = seen.get(parts) ?? 0;
    seen.set(parts, count + 1);
    lines.push({
      row,
      date,
      narration,
      reference,
      utr,
      amountPaise: amount.paise,
      payerName: upi?.payerName ?? null,
      payerVpaMasked: upi?.payerVpa ? maskVpa(upi.payerVpa) : null,
      key: keyOf(parts, count),
    });
    return null;
  };

  /** Settles the header from the rows at the top; a result when the file goes no further. */
  const settleHeader = (): StatementRead | null => {
    const recognised = top.find((r) => recogniseColumns(r.cells) !== null);
    const chosen = recognised ?? candidate;
    if (!chosen) return refuse(null, STATEMENT_MESSAGES.noHeader);
    if (mapping) {
      const width = chosen.cells.length;
      const used = [mapping.date, mapping.narration, mapping.credit, mapping.reference, mapping.creditIndicator];
      if (used.some((i) => i !== null && i !== undefined && (!Number.isInteger(i) || i < 0 || i >= width))) {
        return refuse(chosen.row, STATEMENT_MESSAGES.mappingOutside(chosen.row, trimmedLength(chosen.cells)));
      }
      columns = { ...mapping, reference: mapping.reference ?? null, creditIndicator: mapping.creditIndicator ?? null };
    } else if (recognised) {
      columns = recogniseColumns(recognised.cells);
    } else {
      return { ok: false, needsMapping: true, headerSignature: headerSignature(chosen.cells), headers: chosen.cells };
    }
    header = chosen;
    for (const r of top) {
      if (r.row <= chosen.row) continue;
      const stop = readRow(r, columns!, chosen.cells.length);
      if (stop) return stop;
    }
    return null;
  };

  try {
    for await (const current of parser as AsyncIterable<RawRecord>) {
      if (header) {
        const stop = readRow(current, columns!, (header as RawRecord).cells.length);
        if (stop) return stop;
        continue;
      }
      top.push(current);
      if (!candidate && looksLikeHeader(current.cells)) candidate = current;
      // A recognised header settles at once without a mapping; with one, the first rows are all looked at.
      if (top.length >= HEADER_SEARCH_ROWS || (!mapping && recogniseColumns(current.cells))) {
        const stop = settleHeader();
        if (stop) return stop;
      }
    }
  } catch (error) {
    if (error instanceof CsvError) return refuse(lastEnd + 1, STATEMENT_MESSAGES.brokenQuotes(lastEnd + 1));
    throw error;
  } finally {
    parser.destroy();
  }
  if (!header && top.every((r) => isBlank(r.cells))) return refuse(null, STATEMENT_MESSAGES.empty);
  if (!header) {
    const stop = settleHeader();
    if (stop) return stop;
  }
  const h = header as RawRecord | null;
  if (!h) return refuse(null, STATEMENT_MESSAGES.noHeader);
  return {
    ok: true,
    headerSignature: headerSignature(h.cells),
    bank: recogniseColumns(h.cells) ? recogniseBank(h.cells) : null,
    headers: h.cells,
    lines,
    skippedDebits,
  };
}
