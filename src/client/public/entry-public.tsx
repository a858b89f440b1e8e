// The public pages' browser entry (docs/architecture.md, "The public runtime"). The server has rendered
// the whole page; this makes it interactive: it reads the data the page was rendered with, imports the
// page's module from the address the server gives, and hydrates. A link to another public page shows
// that page here: its module and stylesheets are loaded, and its data is fetched from the API.
// Global styles first, so component styles that follow can override them (the server puts this CSS
// into the page itself: src/server/http/client-assets.ts).
import '../styles/global.css';
import { type ComponentType, StrictMode, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_ROUTE_KEY, type PageRoute, type RouteEntry } from '../../shared/page-route';
import { RouteErrorScreen } from '../components/layout/error-screen';
import { RootLayout } from '../components/layout/root-layout';
import { rememberVisitSource } from '../lib/visit-source';
import { registerServiceWorker } from '../site/offline';
import { RouteContext, RouteErrorBoundary, readPlace, setNavigator } from './router';
import { readPageData, setPageData } from './trpc';

type Params = Record<string, string | undefined>;
interface View {
  Page: ComponentType;
  params: Params;
  /** Changes with every page shown, so a page that failed does not keep its error screen. */
  key: string;
}

/** React Router's match of a path pattern ('/notices/:slug'): case-insensitive, a trailing slash ignored. */
function matchPath(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (const [i, w] of want.entries()) {
    const h = have[i] ?? '';
    if (!w.startsWith(':')) {
      if (w.toLowerCase() !== h.toLowerCase()) return null;
      continue;
    }
    try {
      params[w.slice(1)] = decodeURIComponent(h);
    } catch {
      return null;
    }
  }
  return params;
}

function findRoute(routes: RouteEntry[], pathname: string): { entry: RouteEntry; params: Params } | null {
  // A fixed path before one with parameters, as React Router ranks them.
  const ranked = [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  for (const entry of ranked) {
    const params = matchPath(entry.path, pathname);
    if (params) return { entry, params };
  }
  return null;
}

const loadedCss = new Set<string>();

function addStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = reject;
    document.head.appendChild(link);
  });
}

/** A page's module, once the stylesheets it needs are in (so it never shows unstyled). */
async function loadPage(entry: RouteEntry): Promise<ComponentType> {
  const missing = entry.css.filter((href) => !loadedCss.has(href));
  await Promise.all(missing.map(addStylesheet));
  for (const href of missing) loadedCss.add(href);
  const module = (await import(/* @vite-ignore */ entry.module)) as { default: ComponentType };
  return module.default;
}

function PublicApp({ first, routes }: { first: View; routes: RouteEntry[] }) {
  const [view, setView] = useState(first);

  useEffect(() => {
    let latest = 0;
    /** Shows the page of `url` if it is a public page; false sends the browser there instead. */
    const show = (url: URL, how: 'push' | 'replace' | 'pop'): boolean => {
      if (url.origin !== window.location.origin) return false;
      const found = findRoute(routes, url.pathname);
      if (!found) return false;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash && how !== 'pop') return false;
      const current = ++latest;
      loadPage(found.entry).then(
        (Page) => {
          if (current !== latest) return;
          if (how === 'push') window.history.pushState(null, '', url.href);
          if (how === 'replace') window.history.replaceState(null, '', url.href);
          readPlace();
          setView({ Page, params: found.params, key: url.pathname });
          if (how !== 'pop') {
            const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
            if (target) target.scrollIntoView();
            else window.scrollTo(0, 0);
          }
        },
        // The module or a stylesheet could not be loaded (a new release replaced it): load the page.
        () => window.location.assign(url.href),
      );
      return true;
    };
    setNavigator((url, replace) => show(url, replace ? 'replace' : 'push'));
    const onPop = () => {
      if (!show(new URL(window.location.href), 'pop')) window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [routes]);

  return (
    <RouteErrorBoundary key={view.key} fallback={<RouteErrorScreen />}>
      <RouteContext.Provider value={{ params: view.params, outlet: <view.Page />, error: undefined }}>
        <RootLayout />
      </RouteContext.Provider>
    </RouteErrorBoundary>
  );
}

async function start() {
  // Until the site script (src/client/site/site.ts) calls it.
  registerServiceWorker();
  // Before anything else: this is still the landing page, with its address and referrer.
  rememberVisitSource();
  const dataEl = document.getElementById('__PAGE_DATA__');
  const root = document.getElementById('root');
  if (!dataEl?.textContent || !root) return;
  setPageData(JSON.parse(dataEl.textContent));
  const route = readPageData(PAGE_ROUTE_KEY) as PageRoute | undefined;
  if (!route) return;
  for (const href of route.css) loadedCss.add(href);
  const { default: Page } = (await import(/* @vite-ignore */ route.module)) as { default: ComponentType };
  const first: View = { Page, params: route.params, key: window.location.pathname };
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        {/* The server renders React Router's StaticRouterProvider, whose fragment holds the routes and an
            empty slot for its hydration script: two children. useId derives its ids from such forks in
            the tree, so the same shape here gives every field, label and description the server's ids. */}
        <>
          <PublicApp first={first} routes={route.routes} />
          {null}
        </>
      </StrictMode>,
      // A page the browser renders differently from the server is a bug: say so where tests look.
      { onRecoverableError: (error) => console.error('Hydration:', error) },
    );
  });
}

void start();
