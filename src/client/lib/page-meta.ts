import { PAGES, PATHS, SCHOOL_NAME } from '../../shared/paths';

export interface HeadMeta {
  title: string;
  description: string;
  isKnown: boolean;
  noindex: boolean;
}

const byPath = new Map(Object.values(PAGES).map((p) => [p.path, p]));

/** Title and description of a path; used by the server document and client navigation alike. */
export function metaFor(pathname: string): HeadMeta {
  const page = byPath.get(pathname);
  if (page) return { title: page.title, description: page.description, isKnown: true, noindex: false };
  if (pathname === PATHS.adminLogin)
    return {
      title: `Admin Portal | ${SCHOOL_NAME}`,
      description: 'Administrator sign-in.',
      isKnown: true,
      noindex: true,
    };
  if (pathname.startsWith('/admin'))
    return {
      title: `Dashboard | ${SCHOOL_NAME}`,
      description: 'Site administration.',
      isKnown: pathname === PATHS.adminDashboard,
      noindex: true,
    };
  return {
    title: `Page not found | ${SCHOOL_NAME}`,
    description: 'The page you asked for does not exist.',
    isKnown: false,
    noindex: true,
  };
}
