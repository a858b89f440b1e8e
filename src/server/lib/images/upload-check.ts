import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '../../../shared/constants';
import { IMAGE_REJECTED_MESSAGE } from '../../../shared/schemas/admin-content';
import { UploadRejectedError } from '../errors';
import { ImageRefusedError, runImageJob } from './image-jobs';
import type { ImageFormat } from './image-worker';

export type { ImageFormat };

/**
 * The format by magic bytes, never by file name or declared type: a text file called photo.jpg,
 * an SVG (script-capable) or anything else is refused before a decoder sees it.
 */
export function sniffImageFormat(buf: Buffer): ImageFormat | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: [size]['ftyp'][major brand][minor][compatible brands...]; AVIF names 'avif' or 'avis'.
  if (buf.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 64);
    const brands = buf.toString('latin1', 8, boxSize);
    if (/avi[fs]/.test(brands)) return 'avif';
  }
  return null;
}

/** Accepts a real JPEG, PNG, WebP or AVIF of at most MAX_UPLOAD_BYTES and MAX_UPLOAD_PIXELS. */
export async function checkImageUpload(buf: Buffer): Promise<{ format: ImageFormat; width: number; height: number }> {
  if (buf.length === 0 || buf.length > MAX_UPLOAD_BYTES) throw new UploadRejectedError(IMAGE_REJECTED_MESSAGE);
  const format = sniffImageFormat(buf);
  if (!format) throw new UploadRejectedError(IMAGE_REJECTED_MESSAGE);
  try {
    // The header only, in the image worker (image-jobs.ts): a pixel-flood image is refused before
    // anything is decoded.
    const { width, height } = await runImageJob({ kind: 'check', input: buf, format, maxPixels: MAX_UPLOAD_PIXELS });
    return { format, width, height };
  } catch (error) {
    throw refusedUpload(error);
  }
}

/** A refusal from the image worker as the message the form shows; any other error as it was. */
export function refusedUpload(error: unknown): unknown {
  if (!(error instanceof ImageRefusedError)) return error;
  if (error.reason === 'tooManyPixels') {
    return new UploadRejectedError(
      `${IMAGE_REJECTED_MESSAGE} and ${Math.round(MAX_UPLOAD_PIXELS / 1_000_000)} megapixels`,
    );
  }
  return new UploadRejectedError(IMAGE_REJECTED_MESSAGE);
}

/** Writes a file whole or not at all: a temporary file first, then renamed over `target`. */
export async function writeFileAtomic(target: string, buf: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    await fs.writeFile(tmp, buf);
    await fs.rename(tmp, target);
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/**
 * Stores a PDF the caller has checked under a new random name in a folder of DATA_DIR/media
 * ('notices', 'disclosure', 'tc'); returns its key ('<folder>/<hex>.pdf').
 */
export async function writeNewPdf(mediaRoot: string, folder: string, buf: Buffer): Promise<string> {
  const key = `${folder}/${crypto.randomBytes(16).toString('hex')}.pdf`;
  await writeFileAtomic(path.join(mediaRoot, key), buf);
  return key;
}
