import { PAGES, PATHS, pageTitle } from '../../shared/paths';
import type { SchoolNames } from '../../shared/schemas/settings';

export interface HeadMeta {
  title: string;
  description: string;
  isKnown: boolean;
  noindex: boolean;
}

const byPath = new Map(Object.values(PAGES).map((p) => [p.path, p]));

/** Whether a path is one of the site's pages (the dashboard's included); the page cache keeps only these. */
export function isKnownPath(pathname: string): boolean {
  return byPath.has(pathname) || pathname === PATHS.adminLogin || pathname === PATHS.adminDashboard;
}

/**
 * Title and description of a path, with the school's name from the settings; used by the server
 * document and client navigation alike.
 */
export function metaFor(pathname: string, names: SchoolNames): HeadMeta {
  const page = byPath.get(pathname);
  if (page) return { title: pageTitle(page, names), description: page.description, isKnown: true, noindex: false };
  if (pathname === PATHS.adminLogin)
    return {
      title: pageTitle({ title: 'Admin Portal' }, names),
      description: 'Administrator sign-in.',
      isKnown: true,
      noindex: true,
    };
  if (pathname.startsWith('/admin'))
    return {
      title: pageTitle({ title: 'Dashboard' }, names),
      description: 'Site administration.',
      isKnown: pathname === PATHS.adminDashboard,
      noindex: true,
    };
  return {
    title: pageTitle({ title: 'Page not found' }, names),
    description: 'The page you asked for does not exist.',
    isKnown: false,
    noindex: true,
  };
}
