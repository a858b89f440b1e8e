import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_CV_BYTES } from '../../../shared/careers';
import { UploadRejectedError } from '../../lib/errors';
import type { MediaStore } from '../../lib/images/media-store';
import { writeNewPdf } from '../../lib/images/upload-check';
import { checkWholePdf } from '../../lib/pdf';

// Candidates' CVs (docs/decisions/053-careers.md): PDFs checked by their content as every PDF the site
// takes (a whole PDF, no script, launch, form submission or embedded file), at most 5 MB, stored as
// sent under DATA_DIR/media/cv/ with a name the server chooses, so backups carry them and the
// privacy tools' erasure reaches them. /media never serves this folder (it serves image variants
// only); the shortlist's own route does, to a role holding `recruitment`.

const CV_KEY = /^cv\/[a-f0-9]{32}\.pdf$/;

/** What each refusal says beside the CV field: the words are the form's, in the page's language. */
export interface CvMessages {
  notPdf: string;
  tooLarge: string;
  active: string;
}

/**
 * Checks a CV and stores it; nothing is written when it is refused (UploadRejectedError with the
 * field's message). The caller points the candidate's row at the key and removes the file again
 * (removeCv) if that write fails.
 */
export async function storeCv(media: MediaStore, buf: Buffer, messages: CvMessages): Promise<string> {
  if (buf.length > MAX_CV_BYTES) throw new UploadRejectedError(messages.tooLarge);
  try {
    checkWholePdf(buf, messages.notPdf);
  } catch (error) {
    // checkWholePdf words active content in English for the office; a candidate reads the form's words.
    if (error instanceof UploadRejectedError && error.message !== messages.notPdf)
      throw new UploadRejectedError(messages.active);
    throw error;
  }
  if (isEncrypted(buf)) throw new UploadRejectedError(messages.active);
  return writeNewPdf(media.root, 'cv', buf);
}

/**
 * An encrypted PDF names its /Encrypt dictionary in its trailer (or its cross-reference stream's
 * dictionary, which is not compressed): the office could not open it without the password.
 */
export function isEncrypted(buf: Buffer): boolean {
  return /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(buf.toString('latin1'));
}

/** The absolute path of a stored CV, or null for anything that is not one of our keys. */
export function cvPath(media: MediaStore, key: string | null | undefined): string | null {
  return key && CV_KEY.test(key) ? path.join(media.root, key) : null;
}

export async function removeCv(media: MediaStore, key: string | null | undefined): Promise<void> {
  const file = cvPath(media, key);
  if (file) await fs.rm(file, { force: true });
}
