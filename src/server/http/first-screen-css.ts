// The CSS a page's first screen needs, so the page's first round trip carries it
// (docs/decisions/048-home-in-one-round-trip.md). A page that marks where its first screen ends
// (src/client/components/layout/first-screen-end.tsx) gets, in its <head>, only the rules that can
// style that part, and its whole CSS, unchanged and in its order, right after the mark: once that is
// parsed the cascade is exactly the page's usual one, so what the first subset leaves out (or keeps
// needlessly) only matters for the instant before.

/** A top-level piece of a stylesheet: a rule, a block at-rule (with its inner pieces), or a statement. */
type Piece =
  | {
      kind: 'rule';
      text: string /** Per selector of the list: the classes it needs, outside any `:not()`, `:is()`… */;
      needs: string[][];
    }
  | { kind: 'group'; prelude: string; pieces: Piece[] }
  | { kind: 'keep'; text: string };

/** At-rules whose blocks hold rules (filtered inside); any other at-rule (@keyframes, @font-face…) is kept whole. */
const GROUPING_AT_RULES = /^@(media|supports|layer|container|scope|document)\b/i;

/**
 * The classes the head script may put on <html> before the first paint (client-assets.ts HEAD_SCRIPT):
 * not in the server's HTML, but rules naming them style the first screen.
 */
const HEAD_SCRIPT_CLASSES = ['light', 'dark', 'show-splash', 'alert-dismissed'];

/** Splits stylesheet text into its top-level pieces: strings and comments are skipped, braces counted. */
function splitPieces(css: string): Piece[] {
  const pieces: Piece[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) {
        pieces.push(pieceOf(css.slice(start, open).trim(), css.slice(open + 1, i), css.slice(start, i + 1)));
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      pieces.push({ kind: 'keep', text: css.slice(start, i + 1) });
      start = i + 1;
    }
  }
  return pieces;
}

function pieceOf(prelude: string, body: string, text: string): Piece {
  if (GROUPING_AT_RULES.test(prelude)) return { kind: 'group', prelude, pieces: splitPieces(body) };
  if (prelude.startsWith('@')) return { kind: 'keep', text };
  return { kind: 'rule', text, needs: splitSelectors(prelude).map(requiredClasses) };
}

/** A selector list's selectors (commas inside parentheses or brackets do not split). */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/**
 * The classes an element must carry for the selector to match it: those outside parentheses and
 * attribute brackets (a class inside `:not()` is one it must not carry; inside `:is()` one of several).
 */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) outside += c;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][-\w]*)/g)].map((m) => m[1] as string);
}

function filterPieces(pieces: Piece[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'keep') out += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((needs) => needs.every((c) => classes.has(c)))) out += piece.text;
    } else {
      const inner = filterPieces(piece.pieces, classes);
      if (inner) out += `${piece.prelude}{${inner}}`;
    }
  }
  return out;
}

/** The classes named in the class attributes of `html`. */
export function classesIn(html: string): Set<string> {
  const classes = new Set(HEAD_SCRIPT_CLASSES);
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (m[1] as string).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Parsed once per stylesheet text (a page kind's CSS is one string, made once: client-assets.ts). */
const parsed = new Map<string, Piece[]>();

/**
 * The rules of `css` that can style an element of `html` (the first screen's markup): every rule
 * whose selector's classes are all in it, every rule naming no class, every at-rule that is not a
 * group of rules (keyframes, font faces), in their order.
 */
export function firstScreenCss(css: string, html: string): string {
  let pieces = parsed.get(css);
  if (!pieces) {
    pieces = splitPieces(css);
    // Few distinct texts exist (one per kind of public page); the bound is only a guard.
    if (parsed.size > 100) parsed.clear();
    parsed.set(css, pieces);
  }
  return filterPieces(pieces, classesIn(html));
}
