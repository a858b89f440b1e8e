// Before anything that could create a zod schema (see zod-config.ts).
import '../shared/zod-config';
// Global styles first, so component styles that follow can override them.
import './styles/global.css';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router-dom';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../shared/paths';
import { AppProviders } from './app-providers';
import { IslandCounterContext, IslandRenderContext } from './islands/island';
import { LanguageContext } from './lib/language';
import { createBrowserTrpcClient } from './lib/trpc-client';
import { NOT_FOUND_ROUTE_ID, ROUTE_MODULE_ALIASES, routes } from './routes';

/**
 * A language's pages are the same routes under its prefix, as React Router's basename: the pages see
 * their address without it ('/fees'), and every `Link` and `NavLink` gets it ('/mr/fees'). With the
 * trailing slash, the home page's link is '/mr/'. The dashboard is English only: its routes are not
 * under a prefix ('/mr/admin/login' is the not-found page).
 */
export const languageBasename = (lang: LanguageCode): string => (lang === DEFAULT_LANGUAGE ? '/' : `/${lang}/`);

const publicRoutes: RouteObject[] = routes.map((route) =>
  route.index ? route : { ...route, children: route.children?.filter((child) => !child.path?.startsWith('/admin')) },
);

const handlers = new Map<LanguageCode, ReturnType<typeof createStaticHandler>>();
function handlerFor(lang: LanguageCode) {
  let handler = handlers.get(lang);
  if (!handler) {
    handler =
      lang === DEFAULT_LANGUAGE
        ? createStaticHandler(routes)
        : createStaticHandler(publicRoutes, { basename: languageBasename(lang) });
    handlers.set(lang, handler);
  }
  return handler;
}

export interface RenderResult {
  html: string;
  statusCode: number;
  /** Module ids of the matched routes, to preload their chunks. */
  moduleIds: string[];
  /** The matched route's parameters (a notice's slug). */
  params: Record<string, string | undefined>;
  /** How many islands the page has (islands/island.tsx): none, and the page needs no React in the browser. */
  islands: number;
}

/**
 * Renders a URL to HTML with the data already in `queryClient` (prefetched by the server through
 * services). Nothing here fetches: the tRPC client is only there for the hooks' context.
 */
export async function render(
  url: string,
  queryClient: QueryClient,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): Promise<RenderResult | Response> {
  const handler = handlerFor(lang);
  const basename = languageBasename(lang);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const trpcClient = createBrowserTrpcClient('http://localhost');
  const location = new URL(url, 'http://localhost');
  // An island is a React root of its own in the browser, so it is one here too: the same providers
  // around it, and its id as the prefix of the ids `useId` gives inside it.
  const renderIsland = (element: ReactElement, id: string) =>
    renderToString(
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <LanguageContext.Provider value={lang}>
          <StaticRouter basename={basename} location={location.pathname + location.search}>
            {element}
          </StaticRouter>
        </LanguageContext.Provider>
      </AppProviders>,
      { identifierPrefix: `${id}-` },
    );
  const counter = { next: 0 };
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <LanguageContext.Provider value={lang}>
          <IslandRenderContext.Provider value={renderIsland}>
            <IslandCounterContext.Provider value={counter}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </IslandCounterContext.Provider>
          </IslandRenderContext.Provider>
        </LanguageContext.Provider>
      </AppProviders>
    </StrictMode>,
  );
  const ids = context.matches.map((m) => m.route.id);
  const isNotFound = ids.includes(NOT_FOUND_ROUTE_ID);
  return {
    html,
    statusCode: isNotFound ? 404 : context.statusCode,
    moduleIds: ids.map((id) => ROUTE_MODULE_ALIASES[id] ?? id),
    params: { ...(context.matches.at(-1)?.params ?? {}) },
    islands: counter.next,
  };
}
