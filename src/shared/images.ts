import { IMAGE_WIDTHS } from './constants';

// Stored images are referred to by a key such as `slides/3f9c...`; each width is a WebP file.
// Public shapes carry `imageUrl` (a mid-size variant) and `imageSrcSet` for responsive slots.
export const MEDIA_PREFIX = '/media';

export function imageVariantUrl(key: string, width: number): string {
  return `${MEDIA_PREFIX}/${key}-${width}.webp`;
}

export function imageSrcSet(key: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(key, w)} ${w}w`).join(', ');
}

/** The default `imageUrl` of a public item: the middle width, good for cards. */
export function imageUrl(key: string | null | undefined): string | null {
  return key ? imageVariantUrl(key, IMAGE_WIDTHS[1]) : null;
}
