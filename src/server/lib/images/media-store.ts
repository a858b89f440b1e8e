import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '../../../shared/constants';
import { IMAGE_REJECTED_MESSAGE } from '../../../shared/schemas/admin-content';
import { UploadRejectedError } from '../errors';
import { runImageJob } from './image-jobs';
import type { ImageFormat } from './image-worker';
import { refusedUpload, sniffImageFormat } from './upload-check';

// The one module that owns image files on disk (docs/decisions/004-images-reencoded-to-webp.md). Keys look like
// `slides/3f9c0a...`; each width is stored as `<key>-<width>.webp` under DATA_DIR/media.
export const MEDIA_FOLDERS = [
  'gallery',
  'slides',
  'achievements',
  'journeys',
  'site',
  'staff',
  'photos',
  'activities',
  'alumni',
  // Photos the office puts on an information page in place of a drawing, and its share image.
  'pages',
  // Notice attachments (src/server/features/notices/files.ts): served only through their notice, never by /media.
  'notices',
] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

const FOLDERS = MEDIA_FOLDERS.join('|');
const KEY_PATTERN = new RegExp(`^(${FOLDERS})/[a-f0-9]{32}$`);
const FILE_PATTERN = new RegExp(`^(${FOLDERS})/[a-f0-9]{32}-\\d{2,4}\\.webp$`);

/**
 * WebP effort (0-6) per stored width. The 1600 px file (a 12-megapixel photo's costliest step, mostly
 * opened on large screens) is encoded at effort 2, half the CPU time of 4 for about the same bytes;
 * the widths phones download keep effort 4, which costs little at their size.
 */
const webpEffort = (width: number) => (width >= 1600 ? 2 : 4);

export class MediaStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'media');
  }

  static isKey(key: string): boolean {
    return KEY_PATTERN.test(key);
  }

  /** Absolute path of a public media file, or null when the name is not one we could have written. */
  resolveFile(relative: string): string | null {
    if (!FILE_PATTERN.test(relative)) return null;
    return path.join(this.root, relative);
  }

  /**
   * Re-encodes an image into WebP variants and returns its key. Orientation is applied and all
   * metadata (EXIF, GPS) dropped: sharp writes none unless asked. Files are written (by the image
   * worker, image-jobs.ts) before any database row points to them; on failure the partial files are
   * removed, and a file the decoder cannot read throws UploadRejectedError.
   */
  async store(folder: MediaFolder, input: Buffer): Promise<string> {
    return this.encode(folder, input, null);
  }

  private async encode(folder: MediaFolder, input: Buffer, check: { format: ImageFormat } | null): Promise<string> {
    const key = `${folder}/${crypto.randomBytes(16).toString('hex')}`;
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    // Decoded once at the largest width, each smaller width derived from those pixels.
    const files = [...IMAGE_WIDTHS]
      .sort((a, b) => b - a)
      .map((width) => ({
        width,
        path: path.join(this.root, `${key}-${width}.webp`),
        effort: webpEffort(width),
        quality: 78,
      }));
    try {
      await runImageJob({ kind: 'store', input, check, maxPixels: MAX_UPLOAD_PIXELS, files });
    } catch (error) {
      throw refusedUpload(error);
    }
    return key;
  }

  /**
   * Stores files already encoded by `store` (the seed's drawn illustrations, seed-illustrations.ts)
   * under a new key: `fileOf(width)` names the WebP file for each stored width. Copied one at a time,
   * never read into memory; on failure the copies made are removed.
   */
  async storeVariants(folder: MediaFolder, fileOf: (width: number) => string): Promise<string> {
    const key = `${folder}/${crypto.randomBytes(16).toString('hex')}`;
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    const written: string[] = [];
    try {
      for (const w of IMAGE_WIDTHS) {
        const file = path.join(this.root, `${key}-${w}.webp`);
        written.push(file);
        await fs.copyFile(fileOf(w), file);
      }
      return key;
    } catch (error) {
      await Promise.all(written.map((f) => fs.rm(f, { force: true })));
      throw error;
    }
  }

  /**
   * Checks an uploaded file by its content (upload-check.ts) and stores it. A refused file (by the
   * check, or by the decoder in `store`) throws UploadRejectedError and writes nothing.
   */
  async storeUpload(folder: MediaFolder, input: Buffer): Promise<string> {
    // The byte checks here; the header's and the decoder's in the same worker job as the encoding.
    const format = input.length <= MAX_UPLOAD_BYTES ? sniffImageFormat(input) : null;
    if (!format) throw new UploadRejectedError(IMAGE_REJECTED_MESSAGE);
    return this.encode(folder, input, { format });
  }

  /** Deletes every variant of a key; unknown or malformed keys are ignored. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !MediaStore.isKey(key)) return;
    await Promise.all(IMAGE_WIDTHS.map((w) => fs.rm(path.join(this.root, `${key}-${w}.webp`), { force: true })));
  }
}
