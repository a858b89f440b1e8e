import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  checkPrimaryColour,
  contrastRatio,
  DEFAULT_PRIMARY_COLOUR,
  derivePalette,
  formatRatio,
  paletteCss,
  relativeLuminance,
} from '../../src/shared/palette';

describe('WCAG contrast maths', () => {
  it('gives the reference values of the formula', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Order does not matter.
    expect(contrastRatio('#6d28d9', '#ffffff')).toBe(contrastRatio('#ffffff', '#6d28d9'));
    // Known pairs (WebAIM's checker): #767676 on white is the lightest grey passing 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT);
  });

  it('rounds a shown ratio down, so a failing one never reads as passing', () => {
    expect(formatRatio(4.499)).toBe('4.4:1');
    expect(formatRatio(2.16)).toBe('2.1:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});

describe('the primary colour check', () => {
  it('accepts the designed purple and dark school colours', () => {
    for (const colour of [DEFAULT_PRIMARY_COLOUR, '#14532d', '#1e3a8a', '#7f1d1d', '#000000', '#0000ff']) {
      expect(checkPrimaryColour(colour), colour).toEqual({ ok: true });
    }
  });

  it('refuses a light colour and says why, with the measured and the needed ratio', () => {
    const yellow = checkPrimaryColour('#facc15');
    expect(yellow.ok).toBe(false);
    if (yellow.ok) return;
    const measured = formatRatio(contrastRatio('#ffffff', '#facc15'));
    expect(yellow.message).toBe(
      `This colour is too light: white button text on it has a contrast of ${measured}; it needs at least 4.5:1.`,
    );
    expect(yellow.ratio).toBeLessThan(AA_TEXT);
  });

  it('checks every use, not only white text: a colour at the edge fails on the tinted background', () => {
    // #767676 passes white text (4.54:1), but links in it on the tinted page background do not.
    const edge = checkPrimaryColour('#767676');
    expect(edge.ok).toBe(false);
    if (!edge.ok) expect(edge.message).toMatch(/^This colour is too light: links in it on the tinted page background/);
    expect(checkPrimaryColour('#5c5c5c').ok).toBe(true);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(checkPrimaryColour('purple').ok).toBe(false);
    expect(checkPrimaryColour('#abc').ok).toBe(false);
  });
});

describe('the derived palette', () => {
  const colours = ['#14532d', '#1e3a8a', '#9d174d', '#0f766e', '#000000', '#0000ff', '#b45309'];

  it('keeps every text pair readable in both themes for any accepted colour', () => {
    for (const colour of colours) {
      if (!checkPrimaryColour(colour).ok) continue;
      const { light, dark } = derivePalette(colour);
      const t = (theme: Record<string, string>, name: string) => theme[name] as string;
      const pairs: [string, string, string][] = [
        ['light text', t(light, 'color-text'), t(light, 'color-bg-soft')],
        ['light muted text', t(light, 'color-text-muted'), t(light, 'color-surface-2')],
        ['light badge', t(light, 'color-primary-strong'), t(light, 'color-primary-soft')],
        ['light footer', t(light, 'color-footer-muted'), t(light, 'color-footer-bg')],
        ['hero text on the colour', t(light, 'color-on-gradient'), colour],
        ['dark text', t(dark, 'color-text'), t(dark, 'color-surface-2')],
        ['dark muted text', t(dark, 'color-text-muted'), t(dark, 'color-surface-2')],
        ['dark links', t(dark, 'color-primary'), t(dark, 'color-bg')],
        ['dark badge', t(dark, 'color-primary-strong'), t(dark, 'color-primary-soft')],
        ['dark footer', t(dark, 'color-footer-muted'), t(dark, 'color-footer-bg')],
      ];
      for (const [what, fg, bg] of pairs) {
        expect(contrastRatio(fg, bg), `${colour}: ${what} ${fg} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it('uses the colour itself as the light theme primary and a lighter one in the dark theme', () => {
    const { light, dark, themeColour } = derivePalette('#14532d');
    expect(light['color-primary']).toBe('#14532d');
    expect(contrastRatio(dark['color-primary'] as string, '#000000')).toBeGreaterThan(
      contrastRatio('#14532d', '#000000'),
    );
    expect(themeColour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('renders CSS custom properties for both themes, and nothing for the designed default', () => {
    expect(paletteCss(DEFAULT_PRIMARY_COLOUR)).toBe('');
    const css = paletteCss('#14532d');
    expect(css).toMatch(/^:root\{--color-primary:#14532d;|;--color-primary:#14532d;/);
    expect(css).toContain(':root.dark{');
    // Only colours and gradients: nothing that could close the <style> element or load anything.
    expect(css).not.toMatch(/[<>"']|url\(/);
  });
});
