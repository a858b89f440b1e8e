import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NOTICE_SEARCH_MAX, NOTICES_PATH, noticesListPath, readNoticeQuery } from '../../../shared/notices';
import { DEFAULT_LANGUAGE } from '../../../shared/paths';
import type { WordsLike } from '../../../shared/words';
import { EN_NOTICE_SEARCH } from '../../../shared/words/pages/en';
import { Island } from '../../islands/island';
import { useLanguage, useSiteHref } from '../../lib/language';

type SearchWords = WordsLike<typeof EN_NOTICE_SEARCH>;

/**
 * The search box: an island (docs/architecture.md, "Islands"), hydrated when a visitor focuses it. Its
 * interface words travel with its props on a page in another language (English's are in its module).
 */
export function NoticeSearch({ words }: { words: SearchWords }) {
  const { code } = useLanguage();
  return (
    <Island name="notice-search" component={NoticeSearchIsland} props={code === DEFAULT_LANGUAGE ? {} : { words }} />
  );
}

/** The search reads what was searched and the category from the address, never from its props. */
export function NoticeSearchIsland({ words = EN_NOTICE_SEARCH }: { words?: SearchWords }) {
  const [params] = useSearchParams();
  const query = readNoticeQuery(params);
  const navigate = useNavigate();
  const siteHref = useSiteHref();
  // What the search box holds; a new address (back or forward) puts its search back in it.
  const [text, setText] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setText(query.q);
  }

  function onSearch(e: FormEvent<HTMLFormElement>) {
    // With JavaScript, the same address without empty parameters. The words are what the box shows,
    // which a visitor may have typed before the island woke.
    e.preventDefault();
    const q = new FormData(e.currentTarget).get('q');
    navigate(noticesListPath({ category: query.category, q: typeof q === 'string' ? q.trim() : '' }));
  }

  return (
    <form
      className="notice-search"
      method="get"
      action={siteHref(NOTICES_PATH)}
      aria-label={words.label}
      onSubmit={onSearch}
    >
      {query.category && <input type="hidden" name="category" value={query.category} />}
      <label htmlFor="notice-search-q" className="visually-hidden">
        {words.label}
      </label>
      <input
        id="notice-search-q"
        type="search"
        name="q"
        value={text}
        maxLength={NOTICE_SEARCH_MAX}
        placeholder={words.label}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        {words.button}
      </button>
    </form>
  );
}
