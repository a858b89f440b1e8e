import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paletteCss } from '../../src/shared/palette';

// Without a script no theme class is set on <html> (the head script sets it), so the dark theme
// applies from the system's preference too: the same tokens, under `@media (prefers-color-scheme: dark)`.

/** The declarations of the first rule whose selector is exactly `selector`, in order. */
function declarations(css: string, selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return body
    .split(';')
    .map((d) => d.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('the dark theme without a script', () => {
  it("tokens.css gives the system's dark preference the same tokens as the .dark class", () => {
    const css = fs.readFileSync(path.resolve('src/client/styles/tokens.css'), 'utf8');
    const byClass = declarations(css, ':root.dark');
    const media = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));
    expect(byClass.length).toBeGreaterThan(20);
    expect(declarations(media, ':root:not(.light)')).toEqual(byClass);
  });

  it("a school's own palette does too", () => {
    const css = paletteCss('#14532d');
    const dark = css.match(/:root\.dark\{([^}]*)\}/)?.[1];
    expect(dark).toBeTruthy();
    expect(css).toContain(`@media (prefers-color-scheme:dark){:root:not(.light){${dark}}}`);
  });
});
