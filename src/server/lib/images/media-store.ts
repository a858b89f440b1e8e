import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, MAX_UPLOAD_PIXELS } from '../../../shared/constants';
import { IMAGE_REJECTED_MESSAGE } from '../../../shared/schemas/admin-content';
import { UploadRejectedError } from '../errors';
import { loadSharp } from './sharp';
import { checkImageUpload } from './upload-check';

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

/**
 * Decodes the input into raw pixels at most `width` wide. The upload check reads only the header,
 * so a file cut short or damaged after it (an interrupted upload) fails here: that is a refused
 * file, not a server fault, and nothing has been written yet. This step only reads memory, so any
 * failure is about the input.
 */
async function decode(input: Buffer, width: number | undefined) {
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      // Never upscale: a small original is stored at its own size under every width name.
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRejectedError(IMAGE_REJECTED_MESSAGE);
  }
}

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
   * metadata (EXIF, GPS) dropped: sharp writes none unless asked. Files are written before any
   * database row points to them; on failure the partial files are removed.
   */
  async store(folder: MediaFolder, input: Buffer): Promise<string> {
    const key = `${folder}/${crypto.randomBytes(16).toString('hex')}`;
    await fs.mkdir(path.join(this.root, folder), { recursive: true });
    const written: string[] = [];
    try {
      // Decode once (JPEG shrink-on-load makes this cheap), at the largest stored width, then derive
      // the smaller widths from those pixels: a 12-megapixel photo is stored in a fraction of a second.
      const widths = [...IMAGE_WIDTHS].sort((a, b) => b - a);
      const largest = await decode(input, widths[0]);
      const sharp = await loadSharp();
      const { width, height, channels } = largest.info;
      for (const w of widths) {
        const file = path.join(this.root, `${key}-${w}.webp`);
        written.push(file);
        await sharp(largest.data, { raw: { width, height, channels } })
          .resize({ width: Math.min(w, width), withoutEnlargement: true })
          .webp({ quality: 78, effort: webpEffort(w) })
          .toFile(file);
      }
      return key;
    } catch (error) {
      await Promise.all(written.map((f) => fs.rm(f, { force: true })));
      throw error;
    }
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
    await checkImageUpload(input);
    return this.store(folder, input);
  }

  /** Deletes every variant of a key; unknown or malformed keys are ignored. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !MediaStore.isKey(key)) return;
    await Promise.all(IMAGE_WIDTHS.map((w) => fs.rm(path.join(this.root, `${key}-${w}.webp`), { force: true })));
  }
}
