import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SETTINGS } from '../../shared/schemas/settings';

// The default /brochure.pdf (DECISIONS.md: a real PDF ships; the administrator can replace it).
// Written here as a small, valid PDF 1.4 with the standard Helvetica fonts, so no binary is committed.
const LINES: [size: number, text: string][] = [
  [24, 'Al Mahmood School'],
  [13, 'Nurturing The Uniqueness Of Every Student'],
  [11, ''],
  [11, 'An English-medium school network from Nursery to Grade 12, on the CBSE pattern,'],
  [11, 'with Islamic studies and Hifz. Founded in 2010. Campuses in Akola, Maharashtra;'],
  [11, 'an office in Dubai.'],
  [11, ''],
  [14, 'Admissions'],
  [11, '- Session: second week of June to first week of April. Apply preferably by May.'],
  [11, '- Obtain the form from the school office; submit it with documents and the'],
  [11, '  non-refundable admission form fee of Rs 2,000.'],
  [11, '- Entrance exam; offer based on exam results, past performance and seat availability.'],
  [11, '- Minimum age: Nursery 3 years, one year more for each class, up to Class XII 17 years.'],
  [11, ''],
  [14, 'Fees'],
  [11, '- Annual tuition is paid in full at admission. Payments only at the School Accounts Office.'],
  [11, '- Accepted: cash, bank transfer / RTGS / NEFT, UPI / digital payment. No cheques.'],
  [11, '- Withdrawal needs 3 months written notice on the official form.'],
  [11, ''],
  [14, 'School day'],
  [11, '- Classes 1-12: 8:00 to 14:00. Pre-primary: 9:00 to 13:00. Morning assembly 7:55.'],
  [11, '- Parent-teacher meeting: third Saturday of each month, 12:00 to 2:00 PM.'],
  [11, ''],
  [14, 'Contact'],
  [11, `Email: ${DEFAULT_SETTINGS.email}    Phone: ${DEFAULT_SETTINGS.phone}`],
  [11, 'Send an admission enquiry from the Contact page of our website.'],
];

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function buildDefaultBrochure(): Buffer {
  let y = 790;
  const ops: string[] = ['0.36 0.13 0.71 rg 0 800 595 42 re f', 'BT'];
  for (const [size, text] of LINES) {
    y -= size === 24 ? 40 : size + 7;
    const font = size >= 13 ? 'F2' : 'F1';
    ops.push(`/${font} ${size} Tf 1 0 0 1 56 ${y} Tm (${escapePdf(text)}) Tj`);
  }
  ops.push('ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Title (Al Mahmood School Brochure) /Producer (Al Mahmood School website) >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const BROCHURE_FILENAME = 'brochure.pdf';

/** The uploaded brochure when the administrator has replaced it, else the default. */
export function brochurePath(dataDir: string): string | null {
  const file = path.join(dataDir, BROCHURE_FILENAME);
  return fs.existsSync(file) ? file : null;
}
