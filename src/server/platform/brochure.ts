import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '../../shared/constants';
import {
  ANNUAL_TUITION_RULE,
  admissionFeeNote,
  CURRICULUM,
  FOUNDED_YEAR,
  MIN_AGE_CLASS_XII,
  MIN_AGE_NURSERY,
  SCHOOL_HOURS,
  SCHOOL_LOCATIONS,
  SCHOOL_STAGES,
} from '../../shared/content/school-facts';
import { admissionStepsOf } from '../../shared/content/school-lists';
import { fillFields, type PageField } from '../../shared/page-content/fields';
import { parseHex } from '../../shared/palette';
import type { SiteSettings } from '../../shared/schemas/settings';
import { runImageJob } from '../lib/images/image-jobs';
import type { MediaStore } from '../lib/images/media-store';
import { writeFileAtomic } from '../lib/images/upload-check';
import { assemblePdf, checkPdfUpload } from '../lib/pdf';

// The default /brochure.pdf, served until the administrator uploads one. Written here as a small,
// valid one-page PDF 1.4 with the standard Helvetica fonts, so no binary is committed. The facts the
// pages state through fields (the fee from Fees, the session, the school day and the parent-teacher
// meetings from Settings) come from the same field values the pages are filled with, which the
// composition passes, as it passes the current fee structure's rules; the admission steps are the
// Settings list the Admissions page shows; the others from school-facts.ts like the pages'; the
// school's name, tagline, logo, colour and contact details from the settings
// (docs/decisions/044-one-academic-year.md).

/** What the built-in brochure shows from the settings. */
export type BrochureSettings = Pick<
  SiteSettings,
  'schoolName' | 'tagline' | 'logo' | 'primaryColor' | 'email' | 'phone' | 'academicYear' | 'admissionSteps'
>;

/** The pages' field values the brochure states (src/server/content/field-values.ts). */
export type BrochureFacts = Readonly<Record<PageField, string>>;

/**
 * The current fee structure's lists (src/server/content/field-values.ts), one item each; null before
 * the office publishes one, when the brochure leaves the payment and withdrawal lines out.
 */
export interface BrochureFees {
  paymentMethods: readonly string[];
  paymentRules: readonly string[];
  policies: readonly string[];
}

/** At most this many admission steps: the Admissions page states them all. */
const MAX_STEPS = 6;

/** A line to print: its size, its text, and whether it is the office's text that may be cut to fit. */
type Line = [size: number, text: string, office?: boolean];

/**
 * The fees' two lines: the accepted methods with the general rules that are also payment rules, and
 * the other general rules, which are the withdrawal ones (the Fees page's "General rules" holds both,
 * the payment rules first; decision 044).
 */
function feeLines(fees: BrochureFees | null, f: BrochureFacts): Line[] {
  if (!fees) return [];
  const fill = (items: readonly string[]) => items.map((item) => fillFields(item, f));
  const payment = fees.policies.filter((p) => fees.paymentRules.includes(p));
  const withdrawal = fees.policies.filter((p) => !fees.paymentRules.includes(p));
  const out: Line[] = [];
  if (fees.paymentMethods.length > 0 || payment.length > 0) {
    const methods = fees.paymentMethods.length > 0 ? `${fill(fees.paymentMethods).join(', ')}. ` : '';
    out.push([11, `- Accepted: ${methods}${fill(payment).join(' ')}`.trimEnd(), true]);
  }
  if (withdrawal.length > 0) out.push([11, `- Withdrawal: ${fill(withdrawal).join(' ')}`, true]);
  return out;
}

const lines = (s: BrochureSettings, f: BrochureFacts, fees: BrochureFees | null): Line[] => [
  [24, s.schoolName],
  [13, s.tagline],
  [11, ''],
  [
    11,
    `An English-medium school network from ${SCHOOL_STAGES}, on the ${CURRICULUM}. Founded in ${FOUNDED_YEAR}. ${SCHOOL_LOCATIONS}.`,
  ],
  [11, ''],
  [14, 'Admissions'],
  [11, `- Academic year ${s.academicYear}. Session: ${f.academicSession}. Apply preferably by ${f.applyBy}.`],
  ...admissionStepsOf(s.admissionSteps)
    .slice(0, MAX_STEPS)
    .map((step): Line => [11, `- ${fillFields(step.text || step.title, f)}`, true]),
  [11, `- ${admissionFeeNote(f.admissionFee)}`],
  [
    11,
    `- Minimum age: ${MIN_AGE_NURSERY} years for Nursery, one year more for each class, up to ${MIN_AGE_CLASS_XII} years for Class XII.`,
  ],
  [11, ''],
  [14, 'Fees'],
  [11, `- ${ANNUAL_TUITION_RULE}`],
  ...feeLines(fees, f),
  [11, ''],
  [14, 'School day'],
  [11, `- ${SCHOOL_HOURS[0].group}: ${f.schoolHours}`],
  [11, `- ${SCHOOL_HOURS[1].group}: ${f.prePrimaryHours}`],
  [11, `- Morning assembly: ${f.morningAssembly}`],
  [11, `- Parent-teacher meeting: ${f.ptm}`],
  [11, ''],
  [14, 'Contact'],
  [11, `Email: ${s.email}    Phone: ${s.phone}`],
  [11, 'Send an admission enquiry from the Contact page of our website.'],
];

const PAGE_WIDTH = 595;
const MARGIN = 56;

/**
 * The standard fonts are used in their standard encoding, so text is kept to printable ASCII: the
 * rupee sign is spelled out and typographic marks are straightened.
 */
function toAscii(text: string): string {
  return text
    .replace(/₹/g, 'Rs ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** A PDF string literal's content: backslashes and parentheses escaped. */
function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Helvetica's glyph widths (thousandths of an em) for the characters ' ' to '~', from its AFM file. */
const HELVETICA_WIDTHS = (
  '278 278 355 556 556 889 667 222 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 ' +
  '278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 ' +
  '611 722 667 944 667 667 611 278 278 278 469 556 222 556 556 500 556 556 278 556 556 222 222 500 222 833 ' +
  '556 556 556 556 333 500 278 556 500 722 500 500 500 334 260 334 584'
)
  .split(' ')
  .map(Number);

/** Width in points of ASCII text; bold glyphs are up to a tenth wider, hence the margin. */
function textWidth(size: number, text: string): number {
  let units = 0;
  for (const c of text) units += HELVETICA_WIDTHS[c.charCodeAt(0) - 32] ?? 1000;
  return (units * size * 1.1) / 1000;
}

/** Breaks a line to the page width; a '- ' item continues indented under its text. */
function wrap(size: number, text: string): string[] {
  const indent = text.startsWith('- ') ? '  ' : '';
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && textWidth(size, `${line} ${word}`) > PAGE_WIDTH - 2 * MARGIN) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

/** The logo as a JPEG (flattened on white, at most LOGO_PX square), for a DCTDecode image; null without one. */
const LOGO_PX = 240;
const LOGO_PT = 64;
async function logoJpeg(media: MediaStore, key: string) {
  if (!key) return null;
  const file = media.resolveFile(`${key}-${IMAGE_WIDTHS[0]}.webp`);
  const source = file ? await fsp.readFile(file).catch(() => null) : null;
  if (!source) return null;
  const { data, width, height } = await runImageJob({
    kind: 'convert',
    input: source,
    flatten: '#ffffff',
    resize: { width: LOGO_PX, height: LOGO_PX, fit: 'inside', withoutEnlargement: true },
    output: { format: 'jpeg', quality: 90 },
  });
  return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
}

let cached: { key: string; pdf: Buffer } | null = null;

/** The built-in brochure for these settings, facts and fees; made once per change of what it shows. */
export async function defaultBrochure(
  settings: BrochureSettings,
  facts: BrochureFacts,
  fees: BrochureFees | null,
  media: MediaStore,
): Promise<Buffer> {
  const { logo, primaryColor } = settings;
  // Its words as written, with the logo and the colour: every change of what it shows makes a new one.
  const key = JSON.stringify([logo, primaryColor, lines(settings, facts, fees)]);
  if (cached?.key === key) return cached.pdf;
  const pdf = buildDefaultBrochure(settings, facts, fees, await logoJpeg(media, logo));
  cached = { key, pdf };
  return pdf;
}

export function buildDefaultBrochure(
  settings: BrochureSettings,
  facts: BrochureFacts,
  fees: BrochureFees | null,
  logo: { data: Buffer; width: number; height: number } | null = null,
): Buffer {
  const [r, g, b] = parseHex(settings.primaryColor).map((c) => (c / 255).toFixed(3));
  const ops: string[] = [`${r} ${g} ${b} rg 0 800 595 42 re f`];
  let y = 790;
  if (logo) {
    // Kept to its proportions in a LOGO_PT box at the top left; the text starts below it.
    const scale = LOGO_PT / Math.max(logo.width, logo.height);
    const [w, h] = [logo.width * scale, logo.height * scale];
    ops.push(`q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} ${MARGIN} ${(784 - h).toFixed(2)} cm /Im1 Do Q`);
    y -= LOGO_PT + 4;
  }
  ops.push('0 0 0 rg', 'BT');
  // The office's long steps and rules are cut to fewer printed lines, ending '...', until the one page
  // holds everything; the pages state them in full.
  const all = lines(settings, facts, fees);
  const top = y;
  let text: string[] = [];
  for (const limit of [Number.POSITIVE_INFINITY, 3, 2, 1]) {
    text = [];
    y = top;
    for (const [size, line, office] of all) {
      let printed = wrap(size, toAscii(line));
      if (office && printed.length > limit) {
        const last = printed[limit - 1] ?? '';
        printed = [...printed.slice(0, limit - 1), `${last.slice(0, last.lastIndexOf(' '))} ...`];
      }
      for (const part of printed) {
        y -= size === 24 ? 40 : size + 5;
        const font = size >= 13 ? 'F2' : 'F1';
        text.push(`/${font} ${size} Tf 1 0 0 1 ${MARGIN} ${y} Tm (${escapePdf(part)}) Tj`);
      }
    }
    if (y >= MARGIN) break;
  }
  if (y < MARGIN) throw new Error('The default brochure no longer fits on one page');
  ops.push(...text, 'ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >>${
      logo ? ' /XObject << /Im1 8 0 R >>' : ''
    } >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdf(toAscii(`${settings.schoolName} Brochure`))}) /Producer (${escapePdf(toAscii(`${settings.schoolName} website`))}) >>`,
  ];
  if (logo) {
    // The JPEG bytes as they are (DCTDecode); latin1 keeps every byte.
    objects.push(
      `<< /Type /XObject /Subtype /Image /Width ${logo.width} /Height ${logo.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${logo.data.length} >>\nstream\n${logo.data.toString('latin1')}\nendstream`,
    );
  }
  return assemblePdf(objects, ' /Info 7 0 R');
}

export const BROCHURE_FILENAME = 'brochure.pdf';

/** The download's file name, from the school's name: 'al-mahmood-school-brochure.pdf'. */
export function brochureFilename(schoolName: string): string {
  const slug = schoolName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'school'}-brochure.pdf`;
}

/** The uploaded brochure when the administrator has replaced it, else the default. */
export function brochurePath(dataDir: string): string | null {
  const file = path.join(dataDir, BROCHURE_FILENAME);
  return fs.existsSync(file) ? file : null;
}

/** Replaces DATA_DIR/brochure.pdf atomically. */
export async function storeBrochure(dataDir: string, buf: Buffer): Promise<void> {
  checkPdfUpload(buf);
  await writeFileAtomic(path.join(dataDir, BROCHURE_FILENAME), buf);
}

/** Goes back to the built-in brochure. */
export async function removeBrochure(dataDir: string): Promise<void> {
  await fsp.rm(path.join(dataDir, BROCHURE_FILENAME), { force: true });
}
