import zlib from 'node:zlib';

export interface CachedPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** One validator per representation: a cache must not answer a br request with the gzip bytes. */
  etags: { br: string; gzip: string; identity: string };
  /** The page's Content-Security-Policy (security.ts pageCsp), or null for the site's default. */
  csp: string | null;
}

/**
 * How many pages and feeds are kept. Every fixed public page in the four languages is 120 entries
 * (30 pages × 4); with each language's variants a parent reaches (notice and calendar categories, a
 * year of months, campuses, notices, the calendar feeds: about 80 a language) about 330: 600 keeps
 * them all at once with room for what crawlers ask (docs/decisions/024-memory-budget.md, "Four
 * languages").
 */
export const PAGE_CACHE_MAX_ENTRIES = 600;
/**
 * What the stored pages may hold in all (their brotli and gzip forms): a crafted address (any `tab`
 * value) makes a new entry, so the count alone would let a crawler grow the process by tens of MB
 * (docs/decisions/024-memory-budget.md). The 120 fixed pages of the four languages take about 3.4 MB
 * (about 30 kB a page), the 330 entries parents reach about 10 MB: 12 MB, 4 MB above the one-language
 * bound.
 */
export const PAGE_CACHE_MAX_BYTES = 12 * 1024 * 1024;

function hash(s: string): string {
  let h = 5381;
  for (let i = 0; i < s.length; i++) h = ((h << 5) + h + s.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** A rendered page with its brotli and gzip forms, made once. */
export function compressPage(status: number, html: string, csp: string | null = null): CachedPage {
  const raw = Buffer.from(html);
  return {
    status,
    html: raw,
    br: zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
    etags: {
      br: `"${raw.length.toString(36)}-${hash(html)}-br"`,
      gzip: `"${raw.length.toString(36)}-${hash(html)}-gz"`,
      identity: `"${raw.length.toString(36)}-${hash(html)}"`,
    },
    csp,
  };
}

/**
 * The page as stored: its compressed forms only. The uncompressed HTML, twice to five times their
 * size, is made again from the gzip form for the rare client that accepts neither encoding.
 */
function storedForm(page: CachedPage): CachedPage {
  const { status, br, gzip, etags, csp } = page;
  return {
    status,
    br,
    gzip,
    etags,
    csp,
    get html() {
      return zlib.gunzipSync(gzip);
    },
  };
}

const sizeOf = (page: CachedPage) => page.br.length + page.gzip.length;

/**
 * Rendered public pages, compressed once, kept until content changes, so the home page is served
 * near the rate of a static file (docs/decisions/001-server-rendering-and-page-cache.md). Any
 * content or settings change clears it all (pages share the header and footer, so partial
 * invalidation would buy little), and so does the instant a scheduled item appears or disappears.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private generation = 0;
  /** When the pages stop being right by themselves (a publish window opens or closes); checked on read. */
  private validUntil = Number.NEGATIVE_INFINITY;

  /**
   * @param nextChange The next instant a public page changes without an edit (src/server/content/index.ts
   *   nextScheduledChange), asked again after every clear.
   * @param clock Milliseconds now (tests set it with the services' clock).
   */
  constructor(
    private readonly nextChange: () => Date | null = () => null,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    if (this.clock() >= this.validUntil) this.clear();
    return this.pages.get(key);
  }

  /** Increases on every change; a render begun before a change must not be stored after it. */
  get version(): number {
    return this.generation;
  }

  set(key: string, status: number, html: string, renderedAtVersion: number, csp: string | null = null): CachedPage {
    const page = compressPage(status, html, csp);
    if (renderedAtVersion !== this.generation) return page;
    const stored = storedForm(page);
    this.remove(key);
    // Oldest first, until the new page fits both bounds.
    for (const oldest of this.pages.keys()) {
      if (this.pages.size < PAGE_CACHE_MAX_ENTRIES && this.bytes + sizeOf(stored) <= PAGE_CACHE_MAX_BYTES) break;
      this.remove(oldest);
    }
    this.pages.set(key, stored);
    this.bytes += sizeOf(stored);
    return page;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.bytes = 0;
    this.validUntil = this.nextChange()?.getTime() ?? Number.POSITIVE_INFINITY;
  }
}
