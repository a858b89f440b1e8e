import fs from 'node:fs/promises';
import { IMAGE_WIDTHS } from '../../shared/constants';
import { DEFAULT_PRIMARY_COLOUR } from '../../shared/palette';
import type { MediaStore } from '../lib/images/media-store';
import { loadSharp } from '../lib/images/sharp';

// The browser tab's icon: a small PNG made from the school's uploaded logo, or the built-in mark
// (/favicon.svg, in the school's colours) when there is none. The logo's key, or the colour, is in the
// address, so a new logo or colour is a new address and a browser never keeps showing the old one.

export const FAVICON_SIZE = 64;

/** The `<link rel="icon">` of a page. */
export function faviconLink({ logo, primaryColor }: { logo: string; primaryColor: string }): {
  href: string;
  type: string;
} {
  if (!logo) {
    const colour = primaryColor === DEFAULT_PRIMARY_COLOUR ? '' : `?c=${primaryColor.slice(1)}`;
    return { href: `/favicon.svg${colour}`, type: 'image/svg+xml' };
  }
  return { href: `/favicon.png?v=${logo.slice(logo.indexOf('/') + 1, logo.indexOf('/') + 13)}`, type: 'image/png' };
}

let last: { key: string; png: Buffer } | null = null;

/** The logo as a square PNG with a transparent margin; made once per logo (the smallest stored width). */
export async function faviconPng(media: MediaStore, key: string): Promise<Buffer | null> {
  if (last?.key === key) return last.png;
  const file = media.resolveFile(`${key}-${IMAGE_WIDTHS[0]}.webp`);
  if (!file) return null;
  const source = await fs.readFile(file).catch(() => null);
  if (!source) return null;
  const sharp = await loadSharp();
  const png = await sharp(source)
    .resize(FAVICON_SIZE, FAVICON_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  last = { key, png };
  return png;
}
