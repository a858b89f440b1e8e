import { jpeg, png, webp } from '../fixtures/images';

// Image bytes for content that needs a picture but whose test is not about images: small, so
// re-encoding them takes milliseconds. Tests of uploads themselves use tests/fixtures/images.ts.

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const MAKERS = { jpeg, png, webp } as const;
const MIME_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** A tiny valid image (32 x 24 pixels by default). */
export function makeImageBytes(
  format: ImageFormat = 'jpeg',
  size: { width?: number; height?: number } = {},
): Promise<Buffer> {
  return MAKERS[format](size.width ?? 32, size.height ?? 24);
}

export interface ImageFile {
  name: string;
  bytes: Buffer;
  type: string;
}

/** A file as the dashboard's form sends it (for `formData` of tests/fixtures/images.ts). */
export async function makeImageFile(overrides: Partial<ImageFile> & { format?: ImageFormat } = {}): Promise<ImageFile> {
  const { format = 'jpeg', ...rest } = overrides;
  return {
    name: `photo.${EXTENSIONS[format]}`,
    type: MIME_TYPES[format],
    bytes: rest.bytes ?? (await makeImageBytes(format)),
    ...rest,
  };
}
