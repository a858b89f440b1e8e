import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type ReceiptDocument, receiptPdf, woffToSfnt } from '../../src/server/lib/receipt-pdf';
import { RECEIPT_LABELS_EN } from '../../src/shared/words/receipt';

// The receipt is read back as a reader reads it (PDF.js, through unpdf): what it finds is what a
// parent's PDF viewer finds and what a search of the office's files finds.

const receipt = (over: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  school: {
    name: 'Sunrise English Medium School',
    address: 'Plot 12, Sector 4, Nashik, Maharashtra 422001',
    affiliation: 'CBSE Affiliation No. 1130123',
  },
  number: 'RCT/2026-27/00001',
  issuedOn: '14 May 2026',
  studentName: 'Aarav Patil',
  className: 'Class 5',
  reference: 'APP-2026-00045',
  payerName: 'SUNIL R PATIL',
  lines: [
    { head: 'Admission fee', amountPaise: 25000_00 },
    { head: 'Tuition fee (first term)', amountPaise: 100050_00 },
  ],
  totalPaise: 125050_00,
  mode: 'UPI',
  modeReference: '412345678901',
  refunds: [],
  labels: RECEIPT_LABELS_EN,
  createdAt: new Date('2026-05-14T04:30:00Z'),
  ...over,
});

/** The PDF's text, its lines joined by spaces, and its metadata. */
async function read(pdf: Buffer): Promise<{ text: string; pages: number; info: Record<string, unknown> }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  const { info } = await doc.getMetadata();
  return { text: text.replace(/\s+/g, ' '), pages: totalPages, info: info as Record<string, unknown> };
}

describe('receiptPdf', () => {
  it('writes one page with the school, the receipt, each fee head, the total in figures and words, and the payment', async () => {
    const pdf = await receiptPdf(receipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(200 * 1024);
    const { text, pages } = await read(pdf);
    expect(pages).toBe(1);
    for (const words of [
      'Sunrise English Medium School',
      'Plot 12, Sector 4, Nashik, Maharashtra 422001',
      'CBSE Affiliation No. 1130123',
      'Fee receipt',
      'Receipt number: RCT/2026-27/00001',
      'Date: 14 May 2026',
      'Student Aarav Patil',
      'Class Class 5',
      'Application reference APP-2026-00045',
      'Received from SUNIL R PATIL',
      'Admission fee ₹25,000.00',
      'Tuition fee (first term) ₹1,00,050.00',
      'Total ₹1,25,050.00',
      'Amount in words Rupees One Lakh Twenty-Five Thousand Fifty Only',
      'Mode of payment UPI',
      'UTR / reference 412345678901',
      'No GST: education services exempt',
      'This is a computer-generated receipt and needs no signature.',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Refunded');
    expect(text).not.toContain('Net amount');
  });

  it('leaves out the UTR line when the payment has none (cash)', async () => {
    const { text } = await read(await receiptPdf(receipt({ mode: 'Cash', modeReference: '' })));
    expect(text).toContain('Mode of payment Cash');
    expect(text).not.toContain('UTR / reference');
  });

  it('lists each refund with its date, reference and reason, and the net amount in figures and words', async () => {
    const refunds = [
      { amountPaise: 5000_00, on: '20 May 2026', reference: 'RF-0001', reason: 'Transport not taken' },
      { amountPaise: 50_50, on: '21 May 2026', reference: 'RF-0002', reason: 'Paid twice' },
    ];
    const { text } = await read(await receiptPdf(receipt({ refunds })));
    expect(text).toContain('Refunded');
    expect(text).toContain('20 May 2026 RF-0001 Transport not taken ₹5,000.00');
    expect(text).toContain('21 May 2026 RF-0002 Paid twice ₹50.50');
    expect(text).toContain('Net amount received ₹1,19,999.50');
    expect(text).toContain(
      'Net amount in words Rupees One Lakh Nineteen Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
    );
  });

  it('refuses refunds of more than was received', async () => {
    await expect(async () =>
      receiptPdf(receipt({ refunds: [{ amountPaise: 125050_01, on: '20 May 2026', reference: 'RF-1', reason: 'x' }] })),
    ).rejects.toThrow(RangeError);
  });

  it('writes a Devanagari name as it was typed, in its own face', async () => {
    const latin = await receiptPdf(receipt());
    const name = 'आरव पाटील';
    const pdf = await receiptPdf(receipt({ studentName: name, payerName: 'सुनील पाटील' }));
    const { text } = await read(pdf);
    expect(text).toContain(`Student ${name}`);
    expect(text).toContain('Received from सुनील पाटील');
    expect(text).toContain('Sunrise English Medium School');
    // The Devanagari face's glyphs are embedded, a subset of them: a few kilobytes more.
    expect(pdf.length).toBeGreaterThan(latin.length);
    expect(pdf.length).toBeLessThan(200 * 1024);
  });

  it('keeps the letters of a Devanagari name whose vowel sign is drawn before its consonant', async () => {
    // Each 'ि' is drawn before its consonant (the first before the conjunct 'क्ष', one glyph): a
    // reader gives the glyphs in the order they are drawn, so each sign comes back one place early.
    const { text } = await read(await receiptPdf(receipt({ studentName: 'क्षितिज' })));
    expect(text).toContain('Student िक्षितज');
  });

  it('writes an Urdu name in the Naskh face, its words from the right', async () => {
    const name = 'عائشہ خان';
    const pdf = await receiptPdf(receipt({ studentName: name }));
    const { text } = await read(pdf);
    // A reader gets the letters back, but not in order: PDF.js cuts the line where a mark is placed
    // apart and reorders each piece by itself, and the glyphs of the dots Naskh draws apart have no
    // character (they come back as control characters).
    const line = /Student (.*?) Class Class 5/.exec(text)?.[1] ?? '';
    const letters = (s: string) => [...s.replace(/[\p{Cc}\s]/gu, '')].sort().join('');
    expect(letters(line)).toBe(letters(name));
    // The glyphs are in the content in drawing order, left to right: 'خان' (its last letter first)
    // on the left, then 'عائشہ' ending with its first letter 'ع' at the right.
    expect(line.replace(/\p{Cc}/gu, '').trim()).toBe('ان ہ خعائ ش');
  });

  it("sets the PDF's title, creator and creation date, so the same receipt gives the same bytes", async () => {
    const pdf = await receiptPdf(receipt());
    const { info } = await read(pdf);
    expect(info.Title).toBe('Fee receipt RCT/2026-27/00001');
    expect(info.Creator).toBe('Sunrise English Medium School');
    expect(info.CreationDate).toBe('D:20260514043000Z');
    expect((await receiptPdf(receipt())).equals(pdf)).toBe(true);
  });

  it('fits a dozen fee heads, long names and two refunds on one A4 page', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => ({ head: `Fee head number ${i + 1}`, amountPaise: 1000_00 }));
    const refunds = Array.from({ length: 2 }, (_, i) => ({
      amountPaise: 100_00,
      on: '20 May 2026',
      reference: `RF-${i}`,
      reason: 'Refund',
    }));
    const long = 'Venkatanarasimharajuvaripeta Subrahmanya Lakshminarayana';
    const { text, pages } = await read(
      await receiptPdf(receipt({ lines, totalPaise: 12000_00, refunds, studentName: long, payerName: long })),
    );
    expect(pages).toBe(1);
    expect(text).toContain('Fee head number 12 ₹1,000.00');
    expect(text).toContain('Net amount received ₹11,800.00');
  });
});

describe('woffToSfnt', () => {
  it('unwraps a WOFF font into the TrueType font it holds', () => {
    const woff = fs.readFileSync(
      new URL(
        '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff',
        import.meta.url,
      ),
    );
    const sfnt = woffToSfnt(woff);
    // The sfnt's version (TrueType's 0x00010000) and as many tables as the WOFF holds.
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    // The size the WOFF header gives for the font it wraps.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow();
  });
});
