import fs from 'node:fs/promises';
import sharp, { type Metadata, type OutputInfo } from 'sharp';

// The image worker: a child process the server starts for its image work and that ends once the
// work is done (docs/decisions/049-photos-in-a-worker.md). libvips and the memory glibc keeps after
// it live and die here, never in the server. It imports sharp and Node only: every limit, width and
// file name comes in the job (image-jobs.ts), so it starts quickly and the built file stays small.

/** A job, as image-jobs.ts sends it. Inputs arrive as bytes; outputs are files or bytes. */
export type ImageJob =
  | {
      /** Reads the header only: the format, the size, and whether it exceeds `maxPixels`. */
      kind: 'check';
      input: Uint8Array;
      format: ImageFormat;
      maxPixels: number;
    }
  | {
      /** Optionally checks (as `check`), then writes WebP files: `files` from the widest. */
      kind: 'store';
      input: Uint8Array;
      check: { format: ImageFormat } | null;
      maxPixels: number;
      files: { width: number; path: string; effort: number; quality: number }[];
    }
  | {
      /** One resized copy as PNG or JPEG bytes (the favicon, the app icons, the brochure's logo). */
      kind: 'convert';
      input: Uint8Array;
      /** For an SVG input: the density that draws it at the wanted size. */
      density?: number;
      flatten?: string;
      resize: {
        width: number;
        height: number;
        fit?: 'contain' | 'inside';
        withoutEnlargement?: boolean;
        background?: { r: number; g: number; b: number; alpha: number };
      };
      output: { format: 'png' } | { format: 'jpeg'; quality: number };
    };

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export type ImageJobValue =
  | { kind: 'check'; format: ImageFormat; width: number; height: number }
  | { kind: 'store' }
  | { kind: 'convert'; data: Uint8Array; width: number; height: number };

/** Why an input was refused: the parent turns it into the message the form shows. */
export type Refusal = 'unreadable' | 'tooManyPixels';

export type ImageJobReply =
  | { id: number; ok: true; value: ImageJobValue }
  | { id: number; ok: false; refused: Refusal }
  | {
      id: number;
      ok: false;
      error: { name: string; message: string; code?: string; errno?: number; syscall?: string };
    };

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal);
  }
}

// libvips' operation cache keeps recent images for re-use, but no image is processed twice: it only
// held memory. Two threads per image use both cores of the smallest server.
sharp.cache(false);
sharp.concurrency(2);

const bytes = (input: Uint8Array) => Buffer.from(input.buffer, input.byteOffset, input.byteLength);

async function check(input: Buffer, format: ImageFormat, maxPixels: number) {
  let meta: Metadata;
  try {
    // Reads the header only: a pixel-flood image is refused before anything is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refused('unreadable');
  }
  const decoded = meta.format === 'heif' ? 'avif' : meta.format;
  if (decoded !== format || !meta.width || !meta.height) throw new Refused('unreadable');
  if (meta.width * meta.height > maxPixels) throw new Refused('tooManyPixels');
  return { kind: 'check' as const, format, width: meta.width, height: meta.height };
}

/**
 * Decodes once (JPEG shrink-on-load makes this cheap) at the largest width, orientation applied, then
 * encodes each width from those pixels. The decode only reads memory, so its failure (a file cut
 * short after a good header) is about the input; a failed write (a full disk) keeps its code. Files
 * written before a failure, and one written in part, are removed. Re-encoding writes no metadata: EXIF and GPS are dropped.
 */
async function store(job: Extract<ImageJob, { kind: 'store' }>) {
  const input = bytes(job.input);
  if (job.check) await check(input, job.check.format, job.maxPixels);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: job.maxPixels, failOn: 'error' })
      .rotate()
      // Never upscale: a small original is stored at its own size under every width name.
      .resize({ width: job.files[0]?.width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new Refused('unreadable');
  }
  const { width, height, channels } = decoded.info;
  const written: string[] = [];
  try {
    for (const file of job.files) {
      const webp = await sharp(decoded.data, { raw: { width, height, channels } })
        .resize({ width: Math.min(file.width, width), withoutEnlargement: true })
        .webp({ quality: file.quality, effort: file.effort })
        .toBuffer();
      // Written by Node, not libvips: a full disk fails with its code (ENOSPC), which the server's
      // answer depends on, where libvips' error would carry only a sentence.
      written.push(file.path);
      await fs.writeFile(file.path, webp);
    }
  } catch (error) {
    await Promise.all(written.map((f) => fs.rm(f, { force: true })));
    throw error;
  }
  return { kind: 'store' as const };
}

async function convert(job: Extract<ImageJob, { kind: 'convert' }>) {
  let image = sharp(bytes(job.input), job.density ? { density: job.density } : {});
  if (job.flatten) image = image.flatten({ background: job.flatten });
  const { width, height, ...options } = job.resize;
  image = image.resize(width, height, options);
  image = job.output.format === 'png' ? image.png() : image.jpeg({ quality: job.output.quality });
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { kind: 'convert' as const, data, width: info.width, height: info.height };
}

function run(job: ImageJob): Promise<ImageJobValue> {
  if (job.kind === 'check') return check(bytes(job.input), job.format, job.maxPixels);
  if (job.kind === 'store') return store(job);
  return convert(job);
}

/** An error as plain data: its code (ENOSPC...) is what the server's answer depends on. */
function describe(id: number, error: unknown): ImageJobReply {
  if (error instanceof Refused) return { id, ok: false, refused: error.refusal };
  const e = (error ?? {}) as NodeJS.ErrnoException;
  return {
    id,
    ok: false,
    error: {
      name: e.name ?? 'Error',
      message: e.message ?? String(error),
      ...(e.code ? { code: String(e.code) } : {}),
      ...(typeof e.errno === 'number' ? { errno: e.errno } : {}),
      ...(e.syscall ? { syscall: e.syscall } : {}),
    },
  };
}

// A write past a file-size limit (prlimit, a quota) fails with EFBIG, as on a full disk, instead of the
// kernel's SIGXFSZ ending the worker with no error to report.
process.on('SIGXFSZ', () => {});
// The server went away (or is done with the worker): nothing is left to do here.
process.on('disconnect', () => process.exit(0));
process.on('message', (message: { id: number; job: ImageJob }) => {
  run(message.job).then(
    (value) => process.send?.({ id: message.id, ok: true, value } satisfies ImageJobReply),
    (error: unknown) => process.send?.(describe(message.id, error)),
  );
});
