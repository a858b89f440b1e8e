import { describe, expect, it } from 'vitest';
import { firstScreenCss } from '../../src/server/http/first-screen-css';

// The head's CSS of a page that marks its first screen: the rules that can style that markup, in
// their order (docs/decisions/048-home-in-one-round-trip.md).
const CSS = [
  ':root{--a:1}',
  'body{margin:0}',
  '.hero{color:red}',
  '.hero .btn{padding:1px}',
  '.carousel{display:flex}',
  '.lower,.hero-title{font-weight:700}',
  '.btn:not(.btn-light){border:0}',
  '.dark .hero{color:#fff}',
  '@media (min-width:640px){.hero{padding:2px}.carousel{gap:1px}}',
  '@media (min-width:1024px){.carousel{gap:2px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.card[data-x="{"]{color:blue}',
].join('');
const FIRST_SCREEN = '<section class="hero"><h1 class="hero-title">Title</h1><a class="btn">Go</a></section>';

describe('firstScreenCss', () => {
  const css = firstScreenCss(CSS, FIRST_SCREEN);

  it('keeps the rules whose classes the first screen carries, and those naming no class, in order', () => {
    expect(css).toBe(
      [
        ':root{--a:1}',
        'body{margin:0}',
        '.hero{color:red}',
        '.hero .btn{padding:1px}',
        '.lower,.hero-title{font-weight:700}',
        '.btn:not(.btn-light){border:0}',
        '.dark .hero{color:#fff}',
        '@media (min-width:640px){.hero{padding:2px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('leaves out the rules of what comes later, and a group left empty', () => {
    expect(css).not.toContain('.carousel');
    expect(css).not.toContain('1024px');
    // A brace inside a string does not confuse the split.
    expect(css).not.toContain('.card');
  });
});
