/** Where a public page's data says how the public runtime shows it (src/client/public/entry-public.tsx). */
export const PAGE_ROUTE_KEY = '@route';

/** A public page's route, for the runtime to show it when a visitor moves in the site. */
export interface RouteEntry {
  /** The route's path pattern (`/notices/:slug`). */
  path: string;
  /** The built page module's address, e.g. /assets/about-page-1a2b3c.js. */
  module: string;
  /** The page's stylesheets beyond those every page has. */
  css: string[];
}

export interface PageRoute {
  /** This page's module. */
  module: string;
  /** The address's parameters (a notice's slug, a campus). */
  params: Record<string, string | undefined>;
  /** The stylesheets whose CSS is already in this page. */
  css: string[];
  /** Every public page's route. */
  routes: RouteEntry[];
}
