import type { createServerSideHelpers } from '@trpc/react-query/server';
import type { LanguageCode } from '../../shared/paths';
import { PAGE_QUERY_PARAMS, pageTitle } from '../../shared/paths';
import type { SiteSettings } from '../../shared/schemas/settings';
import type { AppRouter } from '../app-router';
import type { ServiceContext } from '../context';

export type Helpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

/** The head of a page whose address says what it shows; replaces the registry's (src/shared/paths.ts). */
export interface PageHead {
  /** 404 when the address names nothing to show (a hidden notice); the page renders its not-found text. */
  status?: number;
  title: string;
  description: string;
  canonicalUrl: string | null;
  noindex?: boolean;
  og?: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string;
    siteName: string;
    /** The absolute address of the picture shown when the page is shared. */
    image?: string;
  };
  /** A feed of the page's items (<link rel="alternate">). */
  alternate?: { type: string; title: string; href: string };
}

/**
 * The head of a page whose Open Graph card repeats it: its title, description and address, with the
 * school's name; `cardTitle` when the card names the item without the site's title (a notice).
 */
export function headWithCard(
  settings: SiteSettings,
  page: { type: 'website' | 'article'; title: string; description: string; canonicalUrl: string; cardTitle?: string },
): PageHead {
  const { type, title, description, canonicalUrl, cardTitle } = page;
  return {
    title,
    description,
    canonicalUrl,
    og: { type, title: cardTitle ?? title, description, url: canonicalUrl, siteName: settings.schoolName },
  };
}

/** The head of an address that names nothing to show (a hidden notice, an unknown campus): a 404. */
export function notFoundHead(settings: SiteSettings): PageHead {
  return {
    status: 404,
    title: pageTitle({ title: 'Page not found' }, settings),
    description: 'The page you asked for does not exist.',
    canonicalUrl: null,
    noindex: true,
  };
}

/**
 * A feature's part of a public page: the data it prefetches into the server HTML (through the
 * procedures' caller, never over HTTP) and, for a page whose address carries what it shows
 * (/notices?category=exam, /notices/<slug>), its head and status. A page at a fixed address (`path`)
 * takes its head from PAGES (src/shared/paths.ts); several features may add data to one page (the
 * home page shows six content types and the latest notices).
 */
export interface PublicPage {
  /** A fixed address ('/leadership'); or `matches` for addresses that name what they show. */
  path?: string;
  matches?: (pathname: string) => boolean;
  prefetch: (h: Helpers, url: URL) => Promise<unknown>[];
  /**
   * Made for each request from what the visitor asked (a site search): never stored in the page cache
   * at any of its addresses, and answered with `Cache-Control: no-cache` and `X-Robots-Tag: noindex`
   * (docs/architecture.md, "Site search").
   */
  uncached?: true;
  /** Its head, in the page's language (`lang`; its addresses stay English, the render puts them in it). */
  head?: (
    svc: ServiceContext,
    url: URL,
    settings: SiteSettings,
    options: { preview: boolean; lang: LanguageCode },
  ) => PageHead;
}

/** Query parameters that change what a public page shows (src/shared/paths.ts). */
export { PAGE_QUERY_PARAMS };

/**
 * Free text a page reads from its address (a search): passed to the page, but a page that has one is
 * never stored in the page cache, so visitors cannot fill it with their searches.
 */
export const UNCACHED_QUERY_PARAMS = ['q'] as const;
/**
 * How much of such a text is passed on: the 100 characters a page reads and one more, so a page can
 * say that a longer text was cut.
 */
export const UNCACHED_QUERY_MAX_CHARS = 101;

/**
 * `?preview=draft`: an editor's preview of a page's draft. Only a signed-in person who may read the
 * site's content gets it; it is never stored in the page cache, never indexed, never kept by a browser.
 */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_VALUE = 'draft';

/** Every feature's pages, indexed once: fixed addresses by path, the others tried in order. */
export class PageRegistry {
  private readonly byPath = new Map<string, PublicPage[]>();
  private readonly matching: PublicPage[] = [];

  constructor(pages: readonly PublicPage[]) {
    for (const page of pages) {
      if (page.path !== undefined) this.byPath.set(page.path, [...(this.byPath.get(page.path) ?? []), page]);
      else this.matching.push(page);
    }
  }

  /** The parts of the page at `pathname` (none for a page that needs no data, or no page). */
  partsOf(pathname: string): PublicPage[] {
    const fixed = this.byPath.get(pathname) ?? [];
    const matched = this.matching.filter((p) => p.matches?.(pathname));
    return matched.length === 0 ? fixed : [...fixed, ...matched];
  }

  /** Whether the page at `pathname` is made for each request (`uncached`): never stored. */
  isUncached(pathname: string): boolean {
    return this.partsOf(pathname).some((p) => p.uncached === true);
  }

  /** Whether an address outside PAGES is a page (one whose address names what it shows). */
  isDynamic(pathname: string): boolean {
    return this.matching.some((p) => p.matches?.(pathname));
  }
}
