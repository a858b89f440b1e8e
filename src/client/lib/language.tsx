import { type AnchorHTMLAttributes, createContext, useContext } from 'react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  isPageAddress,
  type Language,
  type LanguageCode,
  languageOf,
  siteHref,
} from '../../shared/paths';

// The language of the page being rendered (docs/architecture.md, "Languages"): given by the server
// render (src/client/entry-server.tsx) from the page's address, and by the islands' runtime from the
// same address in the browser. Components read it to pick their words later and to give their links
// the page's prefix; links through `Link`/`NavLink` get it from the router already.
export const LanguageContext = createContext<LanguageCode>(DEFAULT_LANGUAGE);

/** The page's language: its code, its name in its own script and its direction. */
export function useLanguage(): Language {
  return languageOf(useContext(LanguageContext));
}

/**
 * A function giving a plain link (`<a href>`, a form's `action`) the page's prefix when it leads to a
 * page of the site ('/contact#enquiry' → '/mr/contact#enquiry'); files, feeds and other sites as they are.
 */
export function useSiteHref(): (href: string) => string {
  const lang = useContext(LanguageContext);
  return (href: string) => siteHref(href, lang);
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link someone wrote (a page document's, an information tile's): a page of the site through the
 * router, which gives it the page's prefix; a file, a feed or another site as a plain link, as it is.
 */
export function SiteLink({ to, ...rest }: SiteLinkProps) {
  return isPageAddress(to) ? <Link to={to} {...rest} /> : <a href={to} {...rest} />;
}
