import crypto from 'node:crypto';
import { derivePalette, paletteCss } from '../../shared/palette';

/** The designed palette's theme colour (tokens.css --color-primary-strong). */
const DEFAULT_THEME_COLOUR = '#5b21b6';

// The school's colours as a small <style> in every page's head (docs/decisions/013-school-branding.md).
// The Content-Security-Policy allows no inline style element except this one, named by its hash
// (docs/decisions/007-content-security-policy.md): the hash depends only on the colour, so a cached
// page and the policy sent with it always agree (saving the settings clears the page cache).

export interface ThemeStyle {
  /** The CSS text, '' for the designed default colour (tokens.css is used as it is). */
  css: string;
  /** The CSP source for it, e.g. `'sha256-...'`, or null when there is no style. */
  hash: string | null;
  /** `<meta name="theme-color">`. */
  themeColour: string;
}

let last: { colour: string; style: ThemeStyle } | null = null;

/** The style for a primary colour; computed once per colour. */
export function themeStyle(primaryColour: string): ThemeStyle {
  if (last?.colour === primaryColour) return last.style;
  const css = paletteCss(primaryColour);
  const style: ThemeStyle = {
    css,
    hash: css ? `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'` : null,
    themeColour: css ? derivePalette(primaryColour).themeColour : DEFAULT_THEME_COLOUR,
  };
  last = { colour: primaryColour, style };
  return style;
}
