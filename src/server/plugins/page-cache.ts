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

const MAX_ENTRIES = 300;

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
 * Rendered public pages, compressed once, kept until content changes, so the home page is served
 * near the rate of a static file (docs/decisions/001-server-rendering-and-page-cache.md). Any
 * content or settings change clears it all (pages share the header and footer, so partial
 * invalidation would buy little), and so does the instant a scheduled item appears or disappears.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
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
    if (this.pages.size >= MAX_ENTRIES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, page);
    return page;
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.validUntil = this.nextChange()?.getTime() ?? Number.POSITIVE_INFINITY;
  }
}
