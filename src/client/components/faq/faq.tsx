import { type MouseEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FAQ_CATEGORIES, type FaqFilter, filterFaq, isFaqFilter } from '../../../shared/content/faq';
import { faqIdOfFragment, ITEM_ANCHORS } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { Island } from '../../islands/island';
import { type HomeIslandWords, IslandWords, useHomeWords, useIslandWords } from '../../lib/home-words';
import { textLanguage, useLanguage } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { trpc } from '../../lib/trpc';
import { SearchField } from '../form/search-field';
import { ChevronDown } from '../icons/icons';
import './faq.css';

interface FaqProps {
  /** The category the page was asked for (`?category=fees`), one of FAQ_CATEGORIES. */
  category?: FaqFilter;
  /** Its words on a page in another language (English's are in its module). */
  words?: HomeIslandWords;
  /** The id of the FAQ's heading: a category link brings the visitor back to it. */
  anchor?: string;
  /**
   * The page's other query parameters (`preview=draft` in an editor's preview), kept by the category
   * links, so choosing a category in a preview stays in the preview.
   */
  query?: string;
}

/**
 * The FAQ: category choices combined with a visible search, most popular first, several answers open
 * at once. Everything but the search works from the server's HTML: each question is a `details`, each
 * category a link to the page filtered by it (src/client/site/filters.ts filters in place before the
 * island wakes). The island wakes on the first focus or touch, for the search.
 */
export function Faq({ anchor }: { anchor?: string }) {
  const [params] = useSearchParams();
  const raw = params.get('category');
  const category: FaqFilter = isFaqFilter(raw) ? raw : 'all';
  const rest = new URLSearchParams(params);
  rest.delete('category');
  const query = rest.toString();
  const islandProps = useIslandWords(['faq']);
  return (
    <Island
      name="faq"
      component={FaqIsland}
      props={{ category, anchor, ...(query ? { query } : {}), ...islandProps }}
    />
  );
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function FaqIsland({ words, ...props }: FaqProps) {
  return (
    <IslandWords words={words}>
      <FaqList {...props} />
    </IslandWords>
  );
}

function FaqList({ category: pageCategory = 'all', anchor, query }: Omit<FaqProps, 'words'>) {
  const FAQ_WORDS = useHomeWords().faq;
  // Its own words are in the page's language, inside a section that may still say English.
  const own = useOwnLanguage();
  const uid = useId();
  const language = useLanguage();
  const rootRef = useRef<HTMLDivElement>(null);
  const [category, setCategory] = useState<FaqFilter>(pageCategory);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  // Prefetched with the page (its part's prefetch, src/server/features/information-pages/home-parts.ts),
  // so the answers are in the server HTML.
  const { data: items = [] } = trpc.faqs.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const all = useMemo(() => filterFaq(items, 'all', ''), [items]);
  const results = useMemo(() => filterFaq(items, category, search), [items, category, search]);
  const shownIds = useMemo(() => new Set(results.map((item) => item.id)), [results]);
  // A question the address names (`#faq-12`) that a category or a search hid: shown, then scrolled to.
  const [revealed, setRevealed] = useState<number | null>(null);

  // Before the island woke, the visitor may have opened answers (they are `details`) and chosen a
  // category (filters.ts): once, take the page as it is now into the state, so React draws what is
  // on screen rather than what the server sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island is hydrated
  useLayoutEffect(() => {
    const opened = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('details[open]') ?? []);
    if (opened.length > 0) setOpen(new Set(opened.map((el) => Number(el.dataset.faqId))));
    const chosen = new URLSearchParams(window.location.search).get('category');
    if (isFaqFilter(chosen) && chosen !== category) setCategory(chosen);
    const named = faqIdOfFragment(window.location.hash);
    if (
      named !== null &&
      isFaqFilter(chosen) &&
      chosen !== 'all' &&
      !filterFaq(items, chosen, '').some((i) => i.id === named)
    ) {
      setCategory('all');
      setRevealed(named);
    }
  }, []);

  // The address names a question (a search result's link, `/#faq-12`): its id is on the answer, inside
  // the question's `details`, so the browser opens the question itself, with or without script (the
  // fragment's "ancestor details revealing"), and onToggle tells the state. Once awake, the island
  // also shows it when a category or the search hid it, and opens it where the browser did not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setOpenOf only sets state
  useEffect(() => {
    function onHashChange() {
      const id = faqIdOfFragment(window.location.hash);
      if (id === null || !items.some((item) => item.id === id)) return;
      setOpenOf(id, true);
      setRevealed(id);
    }
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [items]);

  useEffect(() => {
    if (revealed === null) return;
    if (!shownIds.has(revealed)) {
      setSearch('');
      setCategory('all');
      const url = new URL(window.location.href);
      if (url.searchParams.has('category')) {
        url.searchParams.set('category', 'all');
        window.history.replaceState(window.history.state, '', url);
      }
      return;
    }
    setRevealed(null);
    document.getElementById(ITEM_ANCHORS.faq(revealed))?.scrollIntoView({ block: 'start' });
  }, [revealed, shownIds]);

  function setOpenOf(id: number, isOpen: boolean) {
    setOpen((prev) => {
      if (prev.has(id) === isOpen) return prev;
      const next = new Set(prev);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function choose(e: MouseEvent<HTMLAnchorElement>, id: FaqFilter, clearSearch = false) {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    setCategory(id);
    if (clearSearch) setSearch('');
    const url = new URL(window.location.href);
    url.searchParams.set('category', id);
    window.history.replaceState(window.history.state, '', url);
  }

  const hrefOf = (id: FaqFilter) => `?${query ? `${query}&` : ''}category=${id}${anchor ? `#${anchor}` : ''}`;
  const listId = `${uid}-list`;
  const statusId = `${uid}-status`;
  const emptyId = `${uid}-empty`;

  return (
    <div className="faq" ref={rootRef} {...own}>
      <div className="faq-toolbar">
        <SearchField
          className="faq-search"
          boxClassName="faq-search-box"
          id={`${uid}-search`}
          label={FAQ_WORDS.searchLabel}
          placeholder={FAQ_WORDS.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <fieldset
          className="bare-fieldset faq-categories"
          data-filter="category"
          data-filter-all="all"
          data-filter-list={listId}
          data-filter-status={statusId}
          data-filter-empty={emptyId}
        >
          <legend className="visually-hidden">{FAQ_WORDS.categoriesLegend}</legend>
          {FAQ_CATEGORIES.map((c) => (
            // biome-ignore lint/a11y/useSemanticElements: a link to the filtered page (it works without script), pressed as a toggle button
            <a
              key={c.id}
              role="button"
              href={hrefOf(c.id)}
              className="pill-btn faq-category"
              aria-pressed={category === c.id}
              data-filter-value={c.id}
              onClick={(e) => choose(e, c.id)}
            >
              {FAQ_WORDS.categories[c.id]}
            </a>
          ))}
        </fieldset>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" id={statusId}>
        {results.length === 1 ? FAQ_WORDS.shownOne : fill(FAQ_WORDS.shownMany, { count: results.length })}
      </p>
      <div className="empty-state" id={emptyId} hidden={results.length > 0}>
        <p className="faq-empty-title">{FAQ_WORDS.emptyTitle}</p>
        <p>{FAQ_WORDS.emptyText}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: a link to every question (it works without script), a button with script */}
        <a role="button" className="btn btn-outline" href={hrefOf('all')} onClick={(e) => choose(e, 'all', true)}>
          {FAQ_WORDS.showAll}
        </a>
      </div>
      {/* Every question is in the list, in the order of popularity; those filtered out are hidden. */}
      <ul className="faq-list" id={listId} data-filter-complete="">
        {all.map((item) => {
          const isOpen = open.has(item.id);
          // The answer's id is the one links name (ITEM_ANCHORS): see the hashchange effect above.
          const answerId = ITEM_ANCHORS.faq(item.id);
          return (
            <li
              key={item.id}
              className={`faq-item${isOpen ? ' is-open' : ''}`}
              data-filter-category={item.category}
              hidden={!shownIds.has(item.id)}
            >
              {/* The browser opens and closes it; React only follows (onToggle), so they never disagree. */}
              <details
                className="faq-details"
                data-faq-id={item.id}
                open={isOpen}
                onToggle={(e) => setOpenOf(item.id, e.currentTarget.open)}
              >
                {/* biome-ignore lint/a11y/useSemanticElements: the summary opens its answer without script; to assistive technology it is the button the question has always been */}
                <summary className="faq-question" role="button" aria-expanded={isOpen} aria-controls={answerId}>
                  <span {...textLanguage(language, item, 'question')}>{item.question}</span>
                  <ChevronDown />
                </summary>
                <div className="faq-answer" id={answerId}>
                  <p {...textLanguage(language, item, 'answer')}>{item.answer}</p>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
