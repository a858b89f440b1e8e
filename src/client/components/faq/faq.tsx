import { useId, useMemo, useState } from 'react';
import { FAQ_CATEGORIES, type FaqFilter, filterFaq } from '../../../shared/content/faq';
import { trpc } from '../../lib/trpc';
import { SearchField } from '../form/search-field';
import { ChevronDown } from '../icons/icons';
import './faq.css';

/**
 * The FAQ: category buttons combined with a visible search, most popular first, several answers open
 * at once. Answers are in the server HTML.
 */
export function Faq() {
  const uid = useId();
  const [category, setCategory] = useState<FaqFilter>('all');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  // Prefetched with the page (src/server/ssr/pages.ts), so the answers are in the server HTML.
  const { data: items = [] } = trpc.faqs.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const results = useMemo(() => filterFaq(items, category, search), [items, category, search]);

  function toggle(id: number) {
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="faq">
      <div className="faq-toolbar">
        <SearchField
          className="faq-search"
          boxClassName="faq-search-box"
          id={`${uid}-search`}
          label="Search questions"
          placeholder="Type a word, e.g. fees or Hifz"
          value={search}
          onChange={setSearch}
        />
        <fieldset className="bare-fieldset faq-categories">
          <legend className="visually-hidden">Question categories</legend>
          {FAQ_CATEGORIES.map((c) => (
            <button
              key={c.id}
              type="button"
              className="pill-btn faq-category"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
            >
              {c.label}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {results.length === 1 ? '1 question shown' : `${results.length} questions shown`}
      </p>
      {results.length === 0 ? (
        <div className="empty-state">
          <p className="faq-empty-title">No results found</p>
          <p>Try adjusting your search terms or selecting a different category</p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setSearch('');
              setCategory('all');
            }}
          >
            Show all questions
          </button>
        </div>
      ) : (
        <ul className="faq-list">
          {results.map((item) => {
            const isOpen = open.has(item.id);
            const answerId = `${uid}-${item.id}`;
            return (
              <li key={item.id} className={`faq-item${isOpen ? ' is-open' : ''}`}>
                <h3 className="faq-question">
                  <button type="button" aria-expanded={isOpen} aria-controls={answerId} onClick={() => toggle(item.id)}>
                    <span>{item.question}</span>
                    <ChevronDown />
                  </button>
                </h3>
                <div className="faq-answer" id={answerId} hidden={!isOpen}>
                  <p>{item.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
