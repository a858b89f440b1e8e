import fs from 'node:fs/promises';
import { IMAGE_WIDTHS } from '../../../shared/constants';
import { DEFAULT_PRIMARY_COLOUR } from '../../../shared/palette';
import { builtInMarkSvg } from '../../http/favicon';
import { runImageJob } from '../../lib/images/image-jobs';
import type { MediaStore } from '../../lib/images/media-store';

// The icons a phone shows for the site once it is added to the home screen (the web app manifest):
// the school's uploaded logo made square, or the built-in mark in the school's colours, as the favicon
// is chosen (http/favicon.ts). Each is made once per logo or colour and size, on first request.

/** The sizes every browser that installs a web app asks for (Chrome's minimum and its splash screen). */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

export const appIconPath = (size: AppIconSize) => `/app-icon-${size}.png`;

/** An icon's address: its logo's key, or the colour, in it, so a new logo or colour is a new address. */
export function appIconHref({ logo, primaryColor }: { logo: string; primaryColor: string }, size: AppIconSize): string {
  if (logo) return `${appIconPath(size)}?v=${logo.slice(logo.indexOf('/') + 1, logo.indexOf('/') + 13)}`;
  return primaryColor === DEFAULT_PRIMARY_COLOUR
    ? appIconPath(size)
    : `${appIconPath(size)}?c=${primaryColor.slice(1)}`;
}

/** The last icon made at each size: the logo or colour changes rarely, so one each is enough. */
const made = new Map<AppIconSize, { source: string; png: Buffer }>();

export async function appIconPng(
  media: MediaStore,
  { logo, primaryColor }: { logo: string; primaryColor: string },
  size: AppIconSize,
): Promise<Buffer> {
  const source = logo ? `logo:${logo}` : `mark:${primaryColor}`;
  const last = made.get(size);
  if (last?.source === source) return last.png;
  const logoImage = logo ? await storedLogo(media, logo, size) : null;
  const { data } = logoImage
    ? await runImageJob({
        kind: 'convert',
        input: logoImage,
        resize: { width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } },
        output: { format: 'png' },
      })
    : // The mark is drawn on a 48-unit square: rendered at the density that makes it `size` pixels wide.
      await runImageJob({
        kind: 'convert',
        input: Buffer.from(builtInMarkSvg(primaryColor)),
        density: (72 * size) / 48,
        resize: { width: size, height: size },
        output: { format: 'png' },
      });
  const png = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  made.set(size, { source, png });
  return png;
}

/** The smallest stored width of the logo at least as wide as the icon (the largest when none is). */
async function storedLogo(media: MediaStore, key: string, size: number): Promise<Buffer | null> {
  const width = IMAGE_WIDTHS.find((w) => w >= size) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  const file = media.resolveFile(`${key}-${width}.webp`);
  return file ? fs.readFile(file).catch(() => null) : null;
}
