import { useId } from 'react';
import { ACTIVITY_CATEGORIES, ACTIVITY_ICONS, DEFAULT_ACTIVITY_CATEGORY } from '../../../shared/content/activities';
import { ITEM_ANCHORS } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { fillParts } from '../../../shared/words/pages/fill-parts';
import { useUrlChoice } from '../../components/tabs/tabs';
import { ItemText, textLanguage, useLanguage } from '../../lib/language';
import { trpc } from '../../lib/trpc';
import { useInfoWords } from '../../lib/use-home-words';
import { Illustration } from './illustration';
import { Photo } from './info-parts';
import { DocumentPage } from './sections/page-document';

// "Extracurricular Activities": its words are data the office edits (docs/decisions/038-pages-as-data.md);
// the activities and their filter are the office's list, drawn where the page's `activities` block puts them.

const CATEGORY_IDS = ACTIVITY_CATEGORIES.map((c) => c.id);
/** Where the office's schedule goes in the page's words around it. */
const SLOT = '\u0000';
const drawing = (icon: string) => ACTIVITY_ICONS.find((i) => i === icon) ?? 'star';

// The filter lives in the URL (?category=sports), so the server renders the filtered list too. Each
// choice is a link to it; the site script (src/client/site/filters.ts) filters in place instead.
function Activities() {
  const uid = useId();
  const words = useInfoWords().activities;
  const language = useLanguage();
  const categoryLabel = (id: string) => words.categories[id as keyof typeof words.categories] ?? id;
  const [category, hrefOf] = useUrlChoice('category', CATEGORY_IDS, DEFAULT_ACTIVITY_CATEGORY);
  // Prefetched with the page (src/server/features/information-pages/index.ts), in the school's order.
  const { data: activities = [], isError } = trpc.activities.list.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  const isShown = (c: string, a: { category: string }) => c === 'all' || a.category === c;
  // 'Showing 15 activities', 'Showing 3 sports activities'.
  const countText = (c: string) => {
    const count = activities.filter((a) => isShown(c, a)).length;
    const one = count === 1;
    if (c === 'all') return fill(one ? words.countOne : words.countMany, { count });
    return fill(one ? words.countOneIn : words.countManyIn, { count, category: categoryLabel(c).toLowerCase() });
  };
  const shown = activities.filter((a) => isShown(category, a));
  const listId = `${uid}-list`;
  const statusId = `${uid}-status`;

  return (
    <>
      <fieldset
        className="filter-bar"
        data-filter="category"
        data-filter-all="all"
        data-filter-list={listId}
        data-filter-status={statusId}
      >
        <legend className="visually-hidden">{words.filterLegend}</legend>
        {ACTIVITY_CATEGORIES.map((c) => (
          // biome-ignore lint/a11y/useSemanticElements: a link to the filtered page (it works without script), pressed as a toggle button
          <a
            key={c.id}
            role="button"
            href={hrefOf(c.id)}
            className="pill-btn filter-btn"
            aria-pressed={c.id === category}
            data-filter-value={c.id}
            data-filter-text={countText(c.id)}
          >
            {words.categories[c.id]}
          </a>
        ))}
      </fieldset>
      <p className="filter-count muted" role="status" id={statusId}>
        {countText(category)}
      </p>
      {isError && <p role="alert">{words.loadFailed}</p>}
      {/* Filtered by the server, or every activity when all are shown: the site script then filters in place. */}
      <ul
        id={listId}
        className="grid grid-3"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={words.listLabel}
        data-filter-complete={category === 'all' ? '' : undefined}
      >
        {shown.map((a, i) => (
          <li
            className="card activity-card"
            key={a.id}
            id={ITEM_ANCHORS.activity(a.id)}
            data-filter-category={a.category}
          >
            {a.imageUrl ? (
              <Photo image={a} slot="card" />
            ) : (
              <Illustration kind={drawing(a.icon)} tone={i} width={480} height={220} />
            )}
            <div className="card-body">
              <span className="badge">{categoryLabel(a.category)}</span>
              <h2 className="activity-title" {...textLanguage(language, a, 'title')}>
                {a.title}
              </h2>
              <p className="muted" {...textLanguage(language, a, 'description')}>
                {a.description}
              </p>
              <p className="schedule">
                {fillParts(words.schedule, { schedule: SLOT }).map((part) =>
                  part === SLOT ? (
                    <ItemText key={SLOT} item={a} field="schedule">
                      {a.schedule}
                    </ItemText>
                  ) : (
                    part
                  ),
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function ActivitiesPage() {
  return <DocumentPage page="activities" data={{ activities: Activities }} />;
}
