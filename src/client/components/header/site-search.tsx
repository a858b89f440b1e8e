import { PATHS } from '../../../shared/paths';
import type { Words } from '../../../shared/words';
import { useSiteHref } from '../../lib/language';
import { Search } from '../icons/icons';

/**
 * The site's search field: a GET form to the search page in the page's language, server HTML only
 * (it needs no script). Drawn twice, above the header's row from 1024 px and in the mobile menu
 * (header.css): each with its own id.
 */
export function SiteSearch({
  id,
  className,
  words,
}: {
  id: string;
  className: string;
  words: Words['header']['search'];
}) {
  const siteHref = useSiteHref();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the landmark; <search> is unknown to the browsers of before 2023 that parents' phones still run
    <form
      className={`site-search ${className}`}
      role="search"
      aria-label={words.region}
      method="get"
      action={siteHref(PATHS.search)}
    >
      <label htmlFor={id} className="visually-hidden">
        {words.label}
      </label>
      <input
        id={id}
        className="site-search-input"
        type="search"
        name="q"
        placeholder={words.placeholder}
        enterKeyHint="search"
      />
      <button type="submit" className="site-search-button">
        <Search />
        <span className="visually-hidden">{words.button}</span>
      </button>
    </form>
  );
}
