import { useLocation } from 'react-router-dom';
import { LANGUAGES, PAGE_QUERY_PARAMS, pathInLanguage } from '../../../shared/paths';
import { useLanguage } from '../../lib/language';
import { useWords } from '../../lib/use-words';

/**
 * The choice's query parameters kept from the address ('?tab=rules'): the same view of the page in
 * another language. A search, a preview or a campaign's parameters are not kept.
 */
function keptQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * The same page in each of the site's languages, each named in its own script (docs/architecture.md,
 * "Languages"). Plain links in the server's HTML: it works without a script. The router gives the
 * page's address without its language's prefix; each link puts its own language's on it.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const current = useLanguage();
  const words = useWords();
  const query = keptQuery(search);
  return (
    <nav className={className} aria-label={words.languageSwitcher}>
      <ul className="language-list">
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              className="language-link"
              href={`${pathInLanguage(pathname, language.code)}${query}`}
              lang={language.code}
              hrefLang={language.code}
              dir={language.dir}
              aria-current={language.code === current.code ? 'true' : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
