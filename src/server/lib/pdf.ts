import zlib from 'node:zlib';
import { MAX_BROCHURE_BYTES } from '../../shared/constants';
import { PDF_ACTIVE_CONTENT_MESSAGE, PDF_REJECTED_MESSAGE } from '../../shared/schemas/admin-content';
import { UploadRejectedError } from './errors';

// PDFs: the checks of those uploaded (the brochure, notices' attachments, disclosure documents,
// transfer certificates) and the file structure of the small ones the site writes itself (the
// default brochure, sample notices).

/** Whether the bytes begin with the `%PDF-` signature. */
export const hasPdfSignature = (buf: Buffer): boolean => buf.toString('latin1', 0, 5) === '%PDF-';

const isPdfUpload = (buf: Buffer) => buf.length >= 8 && buf.length <= MAX_BROCHURE_BYTES && hasPdfSignature(buf);

/**
 * The names of what makes a PDF act by itself when opened or clicked: script (`/JavaScript`, `/JS`),
 * starting a program (`/Launch`), files carried inside (`/EmbeddedFile(s)`), Flash and 3D
 * (`/RichMedia`), and sending or importing form data (`/SubmitForm`, `/ImportData`). Links (`/URI`)
 * and going to a page (`/GoTo`) stay allowed. docs/decisions/030-pdfs-without-active-content.md
 */
const ACTIVE_NAME = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|SubmitForm|ImportData)(?=[\s/<>[\]()%{}]|$)/;
/** What the check inflates at most, in all: past it, a PDF of packed streams is refused unread. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const STREAM = /(?<!end)stream\r?\n/g;

/** A name may spell a letter as `#xx` (`/J#61vaScript`): read the text as a reader would. */
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Whether the PDF carries active content, in its objects or inside its compressed streams (an object
 * stream can hold the dictionaries themselves). Image streams are not inflated: no name hides there.
 */
export function hasActiveContent(buf: Buffer): boolean {
  const text = buf.toString('latin1');
  if (ACTIVE_NAME.test(decodeNames(text))) return true;
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dict = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
    if (!/\/FlateDecode/.test(dict) || /\/Subtype\s*\/Image/.test(dict)) continue;
    let inflated: Buffer;
    try {
      inflated = zlib.inflateSync(buf.subarray(start, end), { maxOutputLength: budget });
    } catch (error) {
      // More than the budget: refused rather than read past it. A damaged stream hides nothing a reader runs.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
      continue;
    }
    budget -= inflated.length;
    if (ACTIVE_NAME.test(decodeNames(inflated.toString('latin1')))) return true;
  }
  return false;
}

/** A PDF by its `%PDF-` signature, within MAX_BROCHURE_BYTES, without active content. */
export function checkPdfUpload(buf: Buffer): void {
  if (!isPdfUpload(buf)) throw new UploadRejectedError(PDF_REJECTED_MESSAGE);
  if (hasActiveContent(buf)) throw new UploadRejectedError(PDF_ACTIVE_CONTENT_MESSAGE);
}

/**
 * A PDF by its content: the `%PDF-` signature and size (as the brochure check), then the parts a PDF
 * reader needs to open it at all: a version in the header, `startxref` and an `%%EOF` marker near
 * the end, and at least one object. A renamed text or image file, or a cut-off upload, is refused
 * with `message`, the one its form shows.
 */
export function checkWholePdf(buf: Buffer, message: string): void {
  if (!isPdfUpload(buf)) throw new UploadRejectedError(message);
  const head = buf.toString('latin1', 0, 16);
  const tail = buf.toString('latin1', Math.max(0, buf.length - 2048));
  const ok =
    /^%PDF-[12]\.\d/.test(head) &&
    /startxref\s+\d+\s+%%EOF\s*$/.test(tail) &&
    /\d+\s+\d+\s+obj\b/.test(buf.toString('latin1', 0, Math.min(buf.length, 1024 * 1024)));
  if (!ok) throw new UploadRejectedError(message);
  if (hasActiveContent(buf)) throw new UploadRejectedError(PDF_ACTIVE_CONTENT_MESSAGE);
}

/**
 * A PDF file from its numbered objects (1 is the catalog): header, objects, cross-reference table and
 * trailer (`trailerExtra` adds entries such as ' /Info 7 0 R'). Bytes are latin1, so binary streams keep
 * every byte.
 */
export function assemblePdf(objects: string[], trailerExtra = ''): Buffer {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
