import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, MAX_BROCHURE_BYTES, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { ATTACHMENT_REJECTED_MESSAGE } from '../../../shared/notices';
import type { MediaStore } from '../../lib/images/media-store';
import {
  checkImageUpload,
  checkPdfUpload,
  sniffImageFormat,
  UploadRejectedError,
  writeNewPdf,
} from '../../lib/images/upload-check';

// A notice's attachments under DATA_DIR/media/notices/ (so backups include them): a PDF as it was
// uploaded, after checks of its content; an image re-encoded to WebP variants by the media store, like
// every image (docs/decisions/004). Neither is served by /media: only by the notice's own file route,
// while the notice is visible (src/server/features/notices/routes.ts).

export const NOTICE_MEDIA_FOLDER = 'notices' as const;
/** The widest stored variant of an image attachment: what a visitor downloads. */
export const NOTICE_IMAGE_DOWNLOAD_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

const PDF_FILE = /^notices\/[a-f0-9]{32}\.pdf$/;
const IMAGE_KEY = /^notices\/[a-f0-9]{32}$/;

/**
 * A PDF by its content: the `%PDF-` signature and size (as the brochure check), then the parts a PDF
 * reader needs to open it at all: a version in the header, `startxref` and an `%%EOF` marker near
 * the end, and at least one object. A renamed text or image file, or a cut-off upload, is refused.
 */
export function checkNoticePdf(buf: Buffer): void {
  try {
    checkPdfUpload(buf);
  } catch {
    throw new UploadRejectedError(ATTACHMENT_REJECTED_MESSAGE);
  }
  const head = buf.toString('latin1', 0, 16);
  const tail = buf.toString('latin1', Math.max(0, buf.length - 2048));
  const ok =
    /^%PDF-[12]\.\d/.test(head) &&
    /startxref\s+\d+\s+%%EOF\s*$/.test(tail) &&
    /\d+\s+\d+\s+obj\b/.test(buf.toString('latin1', 0, Math.min(buf.length, 1024 * 1024)));
  if (!ok) throw new UploadRejectedError(ATTACHMENT_REJECTED_MESSAGE);
}

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
  if (buf.toString('latin1', 0, 5) === '%PDF-') {
    checkNoticePdf(buf);
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

/**
 * The name the office gave a file, made safe to show and store: no folders, no control characters,
 * at most 120 characters.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return cleaned || 'attachment';
}

/**
 * A Content-Disposition value that cannot break the header: an ASCII fallback name in quotes (no
 * quote, backslash or non-ASCII character) and the real name as RFC 5987 `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_') || 'attachment';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
