import fs from 'node:fs/promises';
import path from 'node:path';
import { DISCLOSURE_PDF_REJECTED_MESSAGE } from '../../../shared/disclosure';
import type { MediaStore } from '../../lib/images/media-store';
import { writeNewPdf } from '../../lib/images/upload-check';
import { checkWholePdf } from '../../lib/pdf';

// The disclosure's documents and the transfer certificates' scans: PDFs checked by their content and
// stored as uploaded under DATA_DIR/media/<folder>/ (so backups include them) with a random name.
// /media never serves them (it serves only image variants); each has its own route.

export type PdfFolder = 'disclosure' | 'tc';

const PDF_KEY = /^(disclosure|tc)\/[a-f0-9]{32}\.pdf$/;

/**
 * Checks and stores a PDF; nothing is written when it is refused. The caller points a row at the key
 * and removes the file again (removePdf) if that write fails.
 */
export async function storePdf(media: MediaStore, folder: PdfFolder, buf: Buffer): Promise<string> {
  // Anything but a whole PDF of at most 20 MB, with the one message the forms show.
  checkWholePdf(buf, DISCLOSURE_PDF_REJECTED_MESSAGE);
  return writeNewPdf(media.root, folder, buf);
}

/** The absolute path of a stored PDF, or null for anything that is not one of our keys. */
export function pdfPath(media: MediaStore, key: string | null | undefined): string | null {
  return key && PDF_KEY.test(key) ? path.join(media.root, key) : null;
}

export async function removePdf(media: MediaStore, key: string | null | undefined): Promise<void> {
  const file = pdfPath(media, key);
  if (file) await fs.rm(file, { force: true });
}
