import fs from 'node:fs/promises';
import { IMAGE_WIDTHS } from '../../shared/constants';
import { DEFAULT_PRIMARY_COLOUR, derivePalette } from '../../shared/palette';
import { runImageJob } from '../lib/images/image-jobs';
import type { MediaStore } from '../lib/images/media-store';

// The browser tab's icon: a small PNG made from the school's uploaded logo, or the built-in mark
// (/favicon.svg, in the school's colours) when there is none. The logo's key, or the colour, is in the
// address, so a new logo or colour is a new address and a browser never keeps showing the old one.

export const FAVICON_SIZE = 64;

/** The built-in mark, in the school's colours (the designed purple by default): the favicon and app icons without a logo. */
export function builtInMarkSvg(primaryColor: string): string {
  const tokens = primaryColor === DEFAULT_PRIMARY_COLOUR ? null : derivePalette(primaryColor).light;
  const from = tokens?.['logo-from'] ?? '#5b21b6';
  const to = tokens?.['logo-to'] ?? '#a21caf';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="48" height="48" rx="12" fill="url(#g)"/><path d="M27 9a8 8 0 1 0 6 13 6.5 6.5 0 1 1-6-13z" fill="#fde68a"/><path d="M9 30c5-2 10-2 15 1 5-3 10-3 15-1v9c-5-2-10-2-15 1-5-3-10-3-15-1z" fill="#fff"/></svg>`;
}

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
  const { data } = await runImageJob({
    kind: 'convert',
    input: source,
    resize: { width: FAVICON_SIZE, height: FAVICON_SIZE, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } },
    output: { format: 'png' },
  });
  const png = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  last = { key, png };
  return png;
}
