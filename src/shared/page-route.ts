/** Where a public page's data holds what its islands need of the route (src/client/islands/runtime.tsx). */
export const PAGE_ROUTE_KEY = '@route';

export interface PageRoute {
  /** The address's parameters (a notice's slug, a campus). */
  params: Record<string, string | undefined>;
}
