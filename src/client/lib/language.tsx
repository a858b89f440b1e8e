import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react';
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

/**
 * The `lang` (and `dir`) of the smallest element showing one of an item's translatable texts on a
 * page in another language: English where the text has no translation yet (the item's `untranslated`,
 * src/server/platform/translations.ts), so a screen reader reads it with an English voice and, on an
 * Urdu page, it runs left to right; the page's own language where it is translated. On an English page
 * nothing, so its HTML stays as it was.
 */
export function textLanguage(
  language: Language,
  item: { untranslated?: readonly string[] },
  field: string,
): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (language.code === DEFAULT_LANGUAGE || !item.untranslated) return {};
  if (item.untranslated.includes(field))
    return { lang: DEFAULT_LANGUAGE, ...(language.dir === 'rtl' ? { dir: 'ltr' as const } : {}) };
  return { lang: language.code, ...(language.dir === 'rtl' ? { dir: 'rtl' as const } : {}) };
}

/**
 * One of an item's texts inside an element that holds other words too (a table cell, a line): in a
 * `span` saying its language on a page in another language (`textLanguage`), as it is in English.
 */
export function ItemText({
  item,
  field,
  children,
}: {
  item: { untranslated?: readonly string[] };
  field: string;
  children: ReactNode;
}) {
  const props = textLanguage(useLanguage(), item, field);
  return props.lang ? <span {...props}>{children}</span> : children;
}
