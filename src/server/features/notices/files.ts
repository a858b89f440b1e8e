import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, MAX_BROCHURE_BYTES, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { ATTACHMENT_REJECTED_MESSAGE } from '../../../shared/notices';
import { UploadRejectedError } from '../../lib/errors';
import type { MediaStore } from '../../lib/images/media-store';
import { checkImageUpload, sniffImageFormat, writeNewPdf } from '../../lib/images/upload-check';
import { checkWholePdf, hasPdfSignature } from '../../lib/pdf';

// A notice's attachments under DATA_DIR/media/notices/ (so backups include them): a PDF as it was
// uploaded, after checks of its content; an image re-encoded to WebP variants by the media store, like
// every image (docs/decisions/004). Neither is served by /media: only by the notice's own file route,
// while the notice is visible (src/server/features/notices/routes.ts).

export const NOTICE_MEDIA_FOLDER = 'notices' as const;
/** The widest stored variant of an image attachment: what a visitor downloads. */
export const NOTICE_IMAGE_DOWNLOAD_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

const PDF_FILE = /^notices\/[a-f0-9]{32}\.pdf$/;
const IMAGE_KEY = /^notices\/[a-f0-9]{32}$/;

export interface StoredAttachment {
  kind: 'pdf' | 'image';
  /** The stored file's key: 'notices/<hex>.pdf' or an image key 'notices/<hex>'. */
  file: string;
  /** What a visitor downloads, in bytes. */
  bytes: number;
}

/**
 * Checks an uploaded file by its content and stores it; nothing is written when it is refused. The
 * caller points a row at it, and removes it again (removeAttachmentFile) if that write fails.
 */
export async function storeAttachment(media: MediaStore, buf: Buffer): Promise<StoredAttachment> {
  if (buf.length === 0 || buf.length > MAX_BROCHURE_BYTES) throw new UploadRejectedError(ATTACHMENT_REJECTED_MESSAGE);
  if (hasPdfSignature(buf)) {
    checkWholePdf(buf, ATTACHMENT_REJECTED_MESSAGE);
    return { kind: 'pdf', file: await writeNewPdf(media.root, NOTICE_MEDIA_FOLDER, buf), bytes: buf.length };
  }
  if (!sniffImageFormat(buf) || buf.length > MAX_UPLOAD_BYTES)
    throw new UploadRejectedError(ATTACHMENT_REJECTED_MESSAGE);
  try {
    await checkImageUpload(buf);
  } catch {
    throw new UploadRejectedError(ATTACHMENT_REJECTED_MESSAGE);
  }
  const key = await media.store(NOTICE_MEDIA_FOLDER, buf);
  const stat = await fs.stat(path.join(media.root, `${key}-${NOTICE_IMAGE_DOWNLOAD_WIDTH}.webp`));
  return { kind: 'image', file: key, bytes: stat.size };
}

/** The absolute path of a stored PDF, or of one width of a stored image; null for anything else. */
export function attachmentFilePath(media: MediaStore, file: string, width?: number): string | null {
  if (PDF_FILE.test(file)) return path.join(media.root, file);
  if (IMAGE_KEY.test(file) && width !== undefined && (IMAGE_WIDTHS as readonly number[]).includes(width))
    return path.join(media.root, `${file}-${width}.webp`);
  return null;
}

export async function removeAttachmentFile(media: MediaStore, file: string | null | undefined): Promise<void> {
  if (!file) return;
  if (PDF_FILE.test(file)) await fs.rm(path.join(media.root, file), { force: true });
  else if (IMAGE_KEY.test(file)) await media.remove(file);
}
