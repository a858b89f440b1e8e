// The site's colours derived from the school's one primary colour, and the WCAG contrast check that
// decides whether a colour can be used (docs/decisions/013-school-branding.md). Shared: the dashboard
// form checks as the administrator picks, the server checks again before saving (the authority), and
// the server renders the palette into each page once.

export type Rgb = readonly [r: number, g: number, b: number];

/** The colour the site was designed in; with it the hand-tuned tokens.css is used as it is. */
export const DEFAULT_PRIMARY_COLOUR = '#6d28d9';

/** WCAG 2.x AA: normal text needs 4.5:1; large text and the edges of controls need 3:1. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

export function parseHex(hex: string): Rgb {
  const m = HEX.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance of an sRGB colour (0 for black, 1 for white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const la = relativeLuminance(typeof a === 'string' ? parseHex(a) : a);
  const lb = relativeLuminance(typeof b === 'string' ? parseHex(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Rounded down to one decimal, so a shown 4.5:1 is never really 4.49:1. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b), in sRGB. */
export function mix(a: Rgb, b: Rgb | string, t: number): Rgb {
  const bb = typeof b === 'string' ? parseHex(b) : b;
  return [a[0] + (bb[0] - a[0]) * t, a[1] + (bb[1] - a[1]) * t, a[2] + (bb[2] - a[2]) * t];
}

/** The same colour with its hue turned by `degrees` (HSL), lightness and saturation kept. */
export function rotateHue([r, g, b]: Rgb, degrees: number): Rgb {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [r, g, b];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === rr ? ((gg - bb) / d) % 6 : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255];
}

/**
 * `colour` moved towards `target` in small steps until it has at least `ratio` against `against`
 * (or reaches the target). Used only for colours the school did not choose itself (the second
 * gradient stop, the dark theme's link colour), never for the primary colour.
 */
function towards(colour: Rgb, target: string, against: Rgb | string, ratio: number, from = 0): Rgb {
  for (let t = from; t < 1; t += 0.02) {
    const c = mix(colour, target, t);
    if (contrastRatio(c, against) >= ratio) return c;
  }
  return parseHex(target);
}

const rgba = (c: Rgb, alpha: number) => `rgba(${Math.round(c[0])}, ${Math.round(c[1])}, ${Math.round(c[2])}, ${alpha})`;

const WHITE = '#ffffff';
const BLACK = '#000000';
const INK = '#0a0a0a';

/** The CSS custom properties of one theme (names without the leading `--`). */
export type ThemeTokens = Record<string, string>;

export interface Palette {
  light: ThemeTokens;
  dark: ThemeTokens;
  /** The browser's theme colour (`<meta name="theme-color">`). */
  themeColour: string;
}

/**
 * Both themes' tokens from the primary colour. The neutrals (backgrounds, borders, text) take a
 * trace of its hue, as the designed purple palette does, so a green school gets greenish greys.
 */
export function derivePalette(primaryHex: string): Palette {
  const p = parseHex(primaryHex);
  const strong = mix(p, BLACK, 0.18);
  const deep = mix(p, BLACK, 0.32);
  // The gradient's far end: a neighbouring hue, no lighter (for white text) than the colour itself.
  const neighbour = towards(rotateHue(p, 35), BLACK, WHITE, Math.min(contrastRatio(p, WHITE), 7));
  const onGradient = towards(mix(p, WHITE, 0.88), WHITE, p, AA_TEXT);
  const shade = mix(p, BLACK, 0.85);

  const shared: ThemeTokens = {
    'color-primary-deep': toHex(deep),
    'color-primary-ink': toHex(mix(p, BLACK, 0.5)),
    'color-primary-solid': toHex(strong),
    'color-on-gradient': toHex(onGradient),
    'color-on-gradient-accent': toHex(towards(mix(neighbour, WHITE, 0.8), WHITE, p, AA_TEXT)),
    'color-on-gradient-pale': toHex(towards(mix(p, WHITE, 0.94), WHITE, p, AA_TEXT)),
    'color-glow': rgba(mix(neighbour, WHITE, 0.55), 0.28),
    'color-shade': rgba(shade, 0.45),
    'color-shade-strong': rgba(shade, 0.88),
    'logo-from': toHex(strong),
    'logo-to': toHex(neighbour),
    'logo-line': toHex(mix(p, WHITE, 0.15)),
  };

  const lightBgSoft = mix(p, WHITE, 0.96);
  const light: ThemeTokens = {
    ...shared,
    'color-bg-soft': toHex(lightBgSoft),
    'color-surface-2': toHex(mix(p, WHITE, 0.93)),
    'color-border': toHex(mix(p, WHITE, 0.82)),
    'color-text': toHex(mix(p, INK, 0.85)),
    'color-text-muted': toHex(mix(p, '#404040', 0.75)),
    'color-primary': toHex(p),
    'color-primary-strong': toHex(strong),
    'color-primary-soft': toHex(mix(p, WHITE, 0.87)),
    'color-on-primary': WHITE,
    'color-accent': toHex(neighbour),
    'color-footer-bg': toHex(mix(p, INK, 0.8)),
    'color-footer-text': toHex(mix(p, WHITE, 0.9)),
    'color-footer-muted': toHex(mix(p, WHITE, 0.75)),
    'color-footer-icon': toHex(mix(p, WHITE, 0.65)),
    'gradient-primary': `linear-gradient(135deg, ${toHex(strong)} 0%, ${toHex(p)} 55%, ${toHex(neighbour)} 100%)`,
    'gradient-soft': `linear-gradient(135deg, ${toHex(mix(p, WHITE, 0.95))} 0%, ${toHex(mix(neighbour, WHITE, 0.95))} 100%)`,
    'gradient-hero': `linear-gradient(120deg, ${rgba(mix(p, BLACK, 0.6), 0.92)} 0%, ${rgba(strong, 0.85)} 50%, ${rgba(
      mix(neighbour, BLACK, 0.2),
      0.8,
    )} 100%)`,
    'shadow-md': `0 6px 20px ${rgba(deep, 0.12)}`,
    'shadow-lg': `0 18px 45px ${rgba(deep, 0.18)}`,
    'focus-ring': `0 0 0 3px ${rgba(p, 0.45)}`,
  };

  const darkBg = mix(p, INK, 0.9);
  const darkSurface2 = mix(p, INK, 0.78);
  const darkSoft = mix(p, INK, 0.68);
  const darkPrimary = towards(p, WHITE, darkSurface2, AA_TEXT + 1, 0.6);
  const dark: ThemeTokens = {
    'color-bg': toHex(darkBg),
    'color-bg-soft': toHex(mix(p, INK, 0.86)),
    'color-surface': toHex(mix(p, INK, 0.83)),
    'color-surface-2': toHex(darkSurface2),
    'color-border': toHex(mix(p, INK, 0.6)),
    'color-text': toHex(mix(p, WHITE, 0.92)),
    'color-text-muted': toHex(towards(p, WHITE, darkSurface2, AA_TEXT + 1.5, 0.7)),
    'color-primary': toHex(darkPrimary),
    'color-primary-strong': toHex(towards(p, WHITE, darkSoft, AA_TEXT + 2, 0.78)),
    'color-primary-soft': toHex(darkSoft),
    'color-on-primary': toHex(mix(p, BLACK, 0.8)),
    'color-accent': toHex(towards(neighbour, WHITE, darkBg, AA_TEXT + 1, 0.6)),
    'color-header-bg': rgba(darkBg, 0.98),
    'color-header-scrolled': rgba(darkBg, 0.82),
    'color-footer-bg': toHex(mix(p, BLACK, 0.93)),
    'color-footer-text': toHex(mix(p, WHITE, 0.9)),
    'color-footer-muted': toHex(mix(p, WHITE, 0.7)),
    'gradient-primary': `linear-gradient(135deg, ${toHex(mix(p, BLACK, 0.3))} 0%, ${toHex(p)} 55%, ${toHex(
      mix(neighbour, BLACK, 0.1),
    )} 100%)`,
    'gradient-soft': `linear-gradient(135deg, ${toHex(mix(p, INK, 0.86))} 0%, ${toHex(mix(neighbour, INK, 0.82))} 100%)`,
  };

  return { light, dark, themeColour: toHex(strong) };
}

/** One text-on-background pair the site uses, and what it is called in a refusal. */
interface Pair {
  theme: 'light' | 'dark';
  what: string;
  fg: string;
  bg: string;
  min: number;
}

function pairs(primaryHex: string): Pair[] {
  const { light, dark } = derivePalette(primaryHex);
  const token = (t: ThemeTokens, name: string) => t[name] ?? WHITE;
  return [
    // Buttons, the page heroes and the splash are white text on the colour, in both themes (the dark
    // theme's gradient passes through the colour itself).
    { theme: 'light', what: 'white button text on it', fg: WHITE, bg: primaryHex, min: AA_TEXT },
    {
      theme: 'light',
      what: 'links in it on the tinted page background',
      fg: primaryHex,
      bg: token(light, 'color-bg-soft'),
      min: AA_TEXT,
    },
    {
      theme: 'light',
      what: 'badge text on its pale tint',
      fg: token(light, 'color-primary-strong'),
      bg: token(light, 'color-primary-soft'),
      min: AA_TEXT,
    },
    {
      theme: 'light',
      what: 'the text of its footer',
      fg: token(light, 'color-footer-muted'),
      bg: token(light, 'color-footer-bg'),
      min: AA_TEXT,
    },
    {
      theme: 'dark',
      what: 'links in the dark theme',
      fg: token(dark, 'color-primary'),
      bg: token(dark, 'color-surface-2'),
      min: AA_TEXT,
    },
    {
      theme: 'dark',
      what: 'badge text in the dark theme',
      fg: token(dark, 'color-primary-strong'),
      bg: token(dark, 'color-primary-soft'),
      min: AA_TEXT,
    },
    // The focus outline and control borders are drawn in the colour: 3:1 against the page.
    { theme: 'light', what: 'the focus outline around buttons and fields', fg: primaryHex, bg: WHITE, min: AA_LARGE },
  ];
}

export type ColourCheck = { ok: true } | { ok: false; message: string; ratio: number; needed: number };

/**
 * Whether the primary colour gives readable text and buttons in both themes (WCAG AA). A refusal
 * says which use fails, by how much, and which way to move the colour.
 */
export function checkPrimaryColour(primaryHex: string): ColourCheck {
  if (!isHexColour(primaryHex)) {
    return { ok: false, message: 'Choose a colour as a #rrggbb code, for example #6d28d9.', ratio: 0, needed: AA_TEXT };
  }
  const primaryLum = relativeLuminance(parseHex(primaryHex));
  for (const pair of pairs(primaryHex)) {
    const ratio = contrastRatio(pair.fg, pair.bg);
    if (ratio >= pair.min) continue;
    // Text darker than its background failed because the background is too dark, and the other way round;
    // for the white-on-colour pairs the colour itself is the background.
    const tooLight = primaryLum > 0.18;
    const which = tooLight ? 'too light' : 'too dark';
    return {
      ok: false,
      ratio,
      needed: pair.min,
      message: `This colour is ${which}: ${pair.what} has a contrast of ${formatRatio(ratio)}; it needs at least ${formatRatio(pair.min)}.`,
    };
  }
  return { ok: true };
}

/** The palette as CSS custom properties for both themes; empty for the designed default colour. */
export function paletteCss(primaryHex: string): string {
  if (!isHexColour(primaryHex) || primaryHex.toLowerCase() === DEFAULT_PRIMARY_COLOUR) return '';
  const { light, dark } = derivePalette(primaryHex);
  const decl = (t: ThemeTokens) =>
    Object.entries(t)
      .map(([k, v]) => `--${k}:${v}`)
      .join(';');
  // Without a script (no theme class on <html>), the system's choice, as tokens.css does.
  return `:root{${decl(light)}}:root.dark{${decl(dark)}}@media (prefers-color-scheme:dark){:root:not(.light){${decl(dark)}}}`;
}
