import { MAX_BROCHURE_BYTES } from '../../shared/constants';
import { PDF_REJECTED_MESSAGE } from '../../shared/schemas/admin-content';
import { UploadRejectedError } from './errors';

// PDFs: the checks of those uploaded (the brochure, notices' attachments, disclosure documents,
// transfer certificates) and the file structure of the small ones the site writes itself (the
// default brochure, sample notices).

/** Whether the bytes begin with the `%PDF-` signature. */
export const hasPdfSignature = (buf: Buffer): boolean => buf.toString('latin1', 0, 5) === '%PDF-';

const isPdfUpload = (buf: Buffer) => buf.length >= 8 && buf.length <= MAX_BROCHURE_BYTES && hasPdfSignature(buf);

/** A PDF by its `%PDF-` signature, within MAX_BROCHURE_BYTES. */
export function checkPdfUpload(buf: Buffer): void {
  if (!isPdfUpload(buf)) throw new UploadRejectedError(PDF_REJECTED_MESSAGE);
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
