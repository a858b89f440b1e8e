import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { ReceiptLabels } from '../../shared/words/receipt';
import { formatPaise, rupeesInWords } from './rupees-in-words';

// A fee receipt as a one-page PDF, A4 portrait: the paper of the office's printer and of the parents'
// (a receipt is printed for a file or shown at a bank), with room for a long name, a dozen fee heads
// and a refund or two on one page. Black text and thin rules only: it prints the same on any printer.
//
// Its text is in the Noto faces the site already serves (@fontsource, a dependency of the server):
// PDF's standard Helvetica has neither '₹' nor Devanagari nor Arabic. Each of those packages is cut
// into files by script, so each piece of text is drawn in the face that has its characters: Latin
// letters and digits in the Latin file, Devanagari and '₹' in the Devanagari file, Urdu in Naskh.
// pdfkit shapes each piece with fontkit (Devanagari's conjuncts and vowel signs, Arabic's joined
// forms) and embeds only the glyphs used.

export interface ReceiptDocument {
  school: { name: string; address: string; affiliation: string };
  /** 'RCT/2026-27/00001' */
  number: string;
  /** '14 May 2026', written by the caller. */
  issuedOn: string;
  /** In the script the family wrote it in: Latin, Devanagari or Arabic (Urdu). */
  studentName: string;
  /** 'Class 5' */
  className: string;
  /** The application's reference, 'APP-2026-00045'. */
  reference: string;
  /** The payer as the bank names them. */
  payerName: string;
  lines: { head: string; amountPaise: number }[];
  totalPaise: number;
  /** 'UPI', 'Cash', 'Cheque', 'Bank transfer': the caller's label. */
  mode: string;
  /** The UTR or the cheque's number; '' when there is none. */
  modeReference: string;
  refunds: { amountPaise: number; on: string; reference: string; reason: string }[];
  labels: ReceiptLabels;
  /** The PDF's creation date (its metadata): the service's clock. Without it, pdfkit's own (now). */
  createdAt?: Date;
}

type Weight = 'regular' | 'bold';
type Script = 'latin' | 'devanagari' | 'latinExt' | 'arabic';

/** The font files, by script, in the order a character is looked for. */
const FACES: Record<Weight, Record<Script, string>> = {
  regular: {
    latin: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff',
    devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    latinExt: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-400-normal.woff',
    arabic: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff',
  },
  bold: {
    latin: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff',
    devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
    latinExt: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-700-normal.woff',
    arabic: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
  },
};
const SCRIPTS: Script[] = ['latin', 'devanagari', 'latinExt', 'arabic'];

/**
 * Each file's characters, the unicode-range of its @font-face in the package's CSS (first and last
 * code point): which file a character is drawn from, decided without opening the font.
 */
const RANGES: Record<Script, [number, number][]> = {
  latin: [
    [0x0000, 0x00ff],
    [0x0131, 0x0131],
    [0x0152, 0x0153],
    [0x02bb, 0x02bc],
    [0x02c6, 0x02c6],
    [0x02da, 0x02da],
    [0x02dc, 0x02dc],
    [0x0304, 0x0304],
    [0x0308, 0x0308],
    [0x0329, 0x0329],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ],
  devanagari: [
    [0x0900, 0x097f],
    [0x1cd0, 0x1cf9],
    [0x200c, 0x200d],
    [0x20a8, 0x20a8],
    [0x20b9, 0x20b9],
    [0x20f0, 0x20f0],
    [0x25cc, 0x25cc],
    [0xa830, 0xa839],
    [0xa8e0, 0xa8ff],
  ],
  latinExt: [
    [0x0100, 0x02ba],
    [0x02bd, 0x02c5],
    [0x02c7, 0x02cc],
    [0x02ce, 0x02d7],
    [0x02dd, 0x02ff],
    [0x1d00, 0x1dbf],
    [0x1e00, 0x1e9f],
    [0x1ef2, 0x1eff],
    [0x2020, 0x2020],
    [0x20a0, 0x20ab],
    [0x20ad, 0x20c0],
    [0x2113, 0x2113],
    [0x2c60, 0x2c7f],
    [0xa720, 0xa7ff],
  ],
  arabic: [
    [0x0600, 0x06ff],
    [0x0750, 0x07ff],
    [0x0870, 0x08ff],
    [0x2010, 0x2011],
    [0x204f, 0x204f],
    [0x2e41, 0x2e41],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfefc],
  ],
};
/** Right-to-left letters (Hebrew, Arabic): a text holding one is laid out from the right (see `runs`). */
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Spaces and the joiners (ZWNJ, ZWJ): kept in the piece they are in, so a name is not cut at each space. */
const NEUTRAL = /^[\s\u{200c}\u{200d}]$/u;

/**
 * A WOFF file as the TrueType font it wraps: its tables inflated (zlib, natively) and put back in an
 * sfnt. fontkit reads WOFF itself, but inflates each table in JavaScript for every document (pdfkit
 * opens its fonts afresh for each): inflated once here, a receipt takes a tenth of the time.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(stored) : stored,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const log2 = Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(2 ** log2 * 16, 6);
  sfnt.writeUInt16BE(log2, 8);
  sfnt.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** The fonts, read on the first receipt and kept: about 1 MB for the eight, inflated. */
const fontBytes = new Map<string, Buffer>();

function fontFile(weight: Weight, script: Script): Buffer {
  const specifier = FACES[weight][script];
  let bytes = fontBytes.get(specifier);
  if (!bytes) {
    // Resolved when first needed, from this module's place (the sources, or the server's build).
    bytes = woffToSfnt(fs.readFileSync(createRequire(import.meta.url).resolve(specifier)));
    fontBytes.set(specifier, bytes);
  }
  return bytes;
}

const fontName = (weight: Weight, script: Script) => `${weight}-${script}`;

interface Run {
  script: Script;
  text: string;
}

/** The script whose file has the character: Latin when none has it (the file draws its empty box). */
function scriptOf(char: string): Script {
  const code = char.codePointAt(0) ?? 0;
  return SCRIPTS.find((script) => RANGES[script].some(([from, to]) => code >= from && code <= to)) ?? 'latin';
}

/**
 * A text cut into pieces of one font each, in the order they are drawn from the left. A space stays in
 * the piece it is in. pdfkit does not reorder right-to-left text: fontkit lays out one piece of Arabic
 * from the right, so a name in Urdu is right; in a text that holds Arabic, the pieces are also put
 * from the right (a number in a name of Urdu stays at its end, on the left), which is what a
 * bidirectional layout gives for a text whose first strong letter is right-to-left.
 */
function runs(text: string): Run[] {
  const out: Run[] = [];
  for (const char of text) {
    const last = out.at(-1);
    if (last && (NEUTRAL.test(char) || scriptOf(char) === last.script)) last.text += char;
    else out.push({ script: NEUTRAL.test(char) ? 'latin' : scriptOf(char), text: char });
  }
  return RTL.test(text) ? out.reverse() : out;
}

/**
 * pdfkit lays a text out word by word and puts the words from the left, which turns the words of an
 * Urdu name around; given features (none beyond the script's own), it lays out the whole text at
 * once, and fontkit puts its words from the right.
 */
const shaping = (text: string): { features?: PDFKit.Mixins.OpenTypeFeatures[] } =>
  RTL.test(text) ? { features: [] } : {};

/** A4 in points, and the margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - PAGE.margin;
const SIZE = { school: 16, title: 14, body: 10, small: 8 };
/** The labels' column in the block of details. */
const LABEL_WIDTH = 140;

interface TextOptions {
  size?: number;
  weight?: Weight;
  /** 'left' (the default), 'right' or 'center' within `width`. */
  align?: 'left' | 'right' | 'center';
  width?: number;
}

/** The PDF being drawn, with the one cursor `y` of where the next line goes. */
class Receipt {
  readonly pdf: PDFKit.PDFDocument;
  y = PAGE.margin;

  constructor(pdf: PDFKit.PDFDocument) {
    this.pdf = pdf;
  }

  /** Starts a new page when `height` more would not fit on this one. */
  room(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.pdf.addPage();
    this.y = PAGE.margin;
  }

  /**
   * Draws a text at (x, this.y) and gives its height. A text of one font wraps within the width; a
   * text of several (a Latin label with a Devanagari name, '₹' with its digits) is one line, made
   * smaller if it is too wide.
   */
  text(text: string, x: number, options: TextOptions = {}): number {
    const { size = SIZE.body, weight = 'regular', align = 'left', width = RIGHT - x } = options;
    const pieces = runs(text);
    const pdf = this.pdf;
    if (pieces.length <= 1) {
      pdf.font(fontName(weight, pieces[0]?.script ?? 'latin')).fontSize(size);
      const height = pdf.heightOfString(text, { width, align, ...shaping(text) });
      pdf.text(text, x, this.y, { width, align, lineBreak: true, ...shaping(text) });
      return height;
    }
    const measure = (fontSize: number) =>
      pieces.reduce(
        (sum, run) =>
          sum + pdf.font(fontName(weight, run.script)).fontSize(fontSize).widthOfString(run.text, shaping(run.text)),
        0,
      );
    let fontSize = size;
    let total = measure(fontSize);
    if (total > width) {
      fontSize = (size * width) / total;
      total = measure(fontSize);
    }
    let left = align === 'right' ? x + width - total : align === 'center' ? x + (width - total) / 2 : x;
    let height = 0;
    for (const run of pieces) {
      pdf.font(fontName(weight, run.script)).fontSize(fontSize);
      pdf.text(run.text, left, this.y, { lineBreak: false, ...shaping(run.text) });
      left += pdf.widthOfString(run.text, shaping(run.text));
      height = Math.max(height, pdf.currentLineHeight(true));
    }
    return height;
  }

  /** A text on the whole width, and the cursor moved below it. */
  line(text: string, options: TextOptions & { gap?: number } = {}): void {
    const height = this.text(text, PAGE.margin, { width: CONTENT_WIDTH, ...options });
    this.y += height + (options.gap ?? 2);
  }

  /** A label and its value, side by side. */
  field(label: string, value: string): void {
    this.room(16);
    const height = Math.max(
      this.text(label, PAGE.margin, { width: LABEL_WIDTH - 8 }),
      this.text(value, PAGE.margin + LABEL_WIDTH, { width: CONTENT_WIDTH - LABEL_WIDTH, weight: 'bold' }),
    );
    this.y += height + 4;
  }

  /** A row of cells, each at its x with its width and alignment. */
  row(cells: { text: string; x: number; width: number; align?: 'left' | 'right'; weight?: Weight }[]): void {
    this.room(16);
    const height = Math.max(...cells.map((cell) => this.text(cell.text, cell.x, cell)));
    this.y += height + 4;
  }

  rule(weight = 0.75, gap = 6): void {
    this.room(gap * 2);
    this.y += gap;
    this.pdf.moveTo(PAGE.margin, this.y).lineTo(RIGHT, this.y).lineWidth(weight).strokeColor('black').stroke();
    this.y += gap;
  }

  space(points: number): void {
    this.y += points;
  }
}

/** The receipt's fee heads, total, payment and refunds: the PDF's bytes. */
export function receiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const labels = doc.labels;
  const refunded = doc.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
  if (refunded > doc.totalPaise) {
    throw new RangeError(`Refunds of ${refunded} paise exceed the total received, ${doc.totalPaise} paise`);
  }
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // The default font would be Helvetica, read from pdfkit's own files: the receipt's Latin face instead.
    font: fontFile('regular', 'latin') as unknown as string,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${labels.title} ${doc.number}`,
      Creator: doc.school.name,
      Producer: doc.school.name,
      ...(doc.createdAt ? { CreationDate: doc.createdAt } : {}),
    },
  });
  for (const weight of ['regular', 'bold'] as const) {
    for (const script of SCRIPTS) pdf.registerFont(fontName(weight, script), fontFile(weight, script));
  }
  pdf.fillColor('black');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const r = new Receipt(pdf);
  // The school.
  r.line(doc.school.name, { size: SIZE.school, weight: 'bold', align: 'center' });
  if (doc.school.address) r.line(doc.school.address, { align: 'center' });
  if (doc.school.affiliation) r.line(doc.school.affiliation, { align: 'center' });
  r.rule(1.5, 8);
  r.line(labels.title, { size: SIZE.title, weight: 'bold', align: 'center', gap: 8 });

  // The receipt's number and date on one line, then the student and the payer.
  const half = CONTENT_WIDTH / 2;
  r.row([
    { text: `${labels.receiptNumber}: ${doc.number}`, x: PAGE.margin, width: half, weight: 'bold' },
    { text: `${labels.date}: ${doc.issuedOn}`, x: PAGE.margin + half, width: half, align: 'right', weight: 'bold' },
  ]);
  r.space(6);
  r.field(labels.student, doc.studentName);
  r.field(labels.className, doc.className);
  r.field(labels.applicationReference, doc.reference);
  r.field(labels.receivedFrom, doc.payerName);

  // The fee heads and the total.
  const amountWidth = 130;
  const headWidth = CONTENT_WIDTH - amountWidth - 12;
  const amountX = RIGHT - amountWidth;
  r.rule();
  r.row([
    { text: labels.feeHead, x: PAGE.margin, width: headWidth, weight: 'bold' },
    { text: labels.amount, x: amountX, width: amountWidth, align: 'right', weight: 'bold' },
  ]);
  r.rule(0.5, 3);
  for (const line of doc.lines) {
    r.row([
      { text: line.head, x: PAGE.margin, width: headWidth },
      { text: formatPaise(line.amountPaise), x: amountX, width: amountWidth, align: 'right' },
    ]);
  }
  r.rule(0.5, 3);
  r.row([
    { text: labels.total, x: PAGE.margin, width: headWidth, weight: 'bold' },
    { text: formatPaise(doc.totalPaise), x: amountX, width: amountWidth, align: 'right', weight: 'bold' },
  ]);
  r.rule();
  r.field(labels.amountInWords, rupeesInWords(doc.totalPaise));
  r.field(labels.modeOfPayment, doc.mode);
  if (doc.modeReference) r.field(labels.modeReference, doc.modeReference);
  r.space(4);
  r.line(labels.noGst);

  // Refunds, and what the school keeps.
  if (doc.refunds.length > 0) {
    r.rule();
    r.line(labels.refunds, { weight: 'bold', gap: 4 });
    const dateWidth = 90;
    const referenceWidth = 120;
    const reasonX = PAGE.margin + dateWidth + referenceWidth;
    const reasonWidth = amountX - reasonX - 12;
    r.row([
      { text: labels.refundDate, x: PAGE.margin, width: dateWidth, weight: 'bold' },
      { text: labels.refundReference, x: PAGE.margin + dateWidth, width: referenceWidth, weight: 'bold' },
      { text: labels.refundReason, x: reasonX, width: reasonWidth, weight: 'bold' },
      { text: labels.amount, x: amountX, width: amountWidth, align: 'right', weight: 'bold' },
    ]);
    for (const refund of doc.refunds) {
      r.row([
        { text: refund.on, x: PAGE.margin, width: dateWidth },
        { text: refund.reference, x: PAGE.margin + dateWidth, width: referenceWidth },
        { text: refund.reason, x: reasonX, width: reasonWidth },
        { text: formatPaise(refund.amountPaise), x: amountX, width: amountWidth, align: 'right' },
      ]);
    }
    r.rule(0.5, 3);
    const net = doc.totalPaise - refunded;
    r.row([
      { text: labels.netAmount, x: PAGE.margin, width: headWidth, weight: 'bold' },
      { text: formatPaise(net), x: amountX, width: amountWidth, align: 'right', weight: 'bold' },
    ]);
    r.field(labels.netInWords, rupeesInWords(net));
  }

  r.rule();
  r.line(labels.computerGenerated, { size: SIZE.small, align: 'center' });
  pdf.end();
  return done;
}
