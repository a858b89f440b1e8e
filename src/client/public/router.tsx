import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { DEFAULT_LANGUAGE, type LanguageCode, pathInLanguage, splitLanguage } from '../../shared/paths';

// The public pages' stand-in for react-router-dom (docs/architecture.md, "Islands"). The
// server renders every page with React Router; in the browser this gives the few hooks and components
// public pages use, rendering exactly what React Router rendered on the server, at a fraction of its
// size. Each public page is a document of its own (docs/architecture.md, "Islands"); the dashboard
// keeps the real router.
//
// A page in another language ('/mr/fees') is rendered by the server with React Router's basename
// (src/client/entry-server.tsx): its components read their address without the prefix ('/fees'), and
// every link gets it. The stand-ins do the same, with the language read from the address.

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/** The page's language, from its address: the same for the page's whole life (another language is another page). */
const language: LanguageCode =
  typeof window === 'undefined' ? DEFAULT_LANGUAGE : splitLanguage(window.location.pathname).lang;

/** The language of the page, as the server rendered it (the islands' runtime gives it to LanguageContext). */
export function pageLanguage(): LanguageCode {
  return language;
}

/** The window's address as the page's components read it: without the language's prefix. */
function windowPlace(): Place {
  const { pathname, search, hash } = window.location;
  return { pathname: splitLanguage(pathname).path, search, hash };
}

let place: Place = typeof window === 'undefined' ? { pathname: '/', search: '', hash: '' } : windowPlace();
const listeners = new Set<() => void>();

/** Takes the address from the window and tells every component that reads it. */
export function readPlace() {
  const { pathname, search, hash } = windowPlace();
  if (pathname !== place.pathname || search !== place.search || hash !== place.hash) place = { pathname, search, hash };
  for (const listener of listeners) listener();
}

/** An address of the page's components ('/fees') as the browser's: with the language's prefix, as a basename adds it. */
const withPrefix = (href: string) => (href.startsWith('/') ? pathInLanguage(href, language) : href);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Goes to `to`: on public pages each page is a document (docs/architecture.md, "Islands"), so the
 * address is loaded; an island that shows another state in place (the calendar's month) keeps the
 * address itself.
 */
export function navigate(to: string, replace = false) {
  const url = new URL(withPrefix(to), window.location.href);
  if (replace) window.location.replace(url.href);
  else window.location.assign(url.href);
}

if (typeof window !== 'undefined') window.addEventListener('popstate', readPlace);

export function useLocation(): Place & { state: null; key: string } {
  const current = useSyncExternalStore(
    subscribe,
    () => place,
    () => place,
  );
  return useMemo(() => ({ ...current, state: null, key: 'default' }), [current]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The address's query, and a setter that changes it in place (history), as a tab choice does. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: { replace?: boolean }) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: { replace?: boolean }) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(place.search)) : next;
    const query = new URLSearchParams(value).toString();
    const url = `${withPrefix(place.pathname)}${query ? `?${query}` : ''}${place.hash}`;
    if (options?.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    readPlace();
  };
  return [params, set];
}

export function useNavigate() {
  return (to: string | number, options?: { replace?: boolean }) => {
    if (typeof to === 'number') window.history.go(to);
    else navigate(to, options?.replace);
  };
}

interface RouteState {
  params: Record<string, string | undefined>;
  outlet: ReactNode;
  error: unknown;
}

export const RouteContext = createContext<RouteState>({ params: {}, outlet: null, error: undefined });

export function useParams(): Record<string, string | undefined> {
  return useContext(RouteContext).params;
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** The runtime scrolls a page it shows to the top; the browser restores it on back and forward. */
export function ScrollRestoration() {
  return null;
}

export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

export function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string; data: unknown } {
  return typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error;
}

type To = string | { pathname?: string; search?: string; hash?: string };

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? place.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

const isInternal = (href: string) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  state?: unknown;
  viewTransition?: boolean;
};

/** A link, rendered as React Router's: a plain link, since each public page is a document. */
export function Link({ to, replace, reloadDocument, preventScrollReset, state, viewTransition, ...rest }: LinkProps) {
  const href = withPrefix(hrefOf(to));
  return <a {...rest} href={href} data-discover={isInternal(href) ? 'true' : undefined} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string | undefined);
};

/** A link that says it is the current page, by React Router's rule (`end`: only the exact
 * path; the home page's link is always exact). */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = (hrefOf(rest.to).split(/[?#]/)[0] ?? '').toLowerCase();
  const here = pathname.toLowerCase();
  const isActive =
    here === target || (!end && target !== '/' && here.startsWith(target) && here.charAt(target.length) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive, isPending: false })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} aria-current={isActive ? 'page' : undefined} className={classes} />;
}
