import { ACTIVITY_CATEGORIES, ACTIVITY_ICONS, DEFAULT_ACTIVITY_CATEGORY } from '../../../shared/content/activities';
import { useUrlChoice } from '../../components/tabs/tabs';
import { trpc } from '../../lib/trpc';
import { Illustration } from './illustration';
import { Photo } from './info-parts';
import { DocumentPage } from './sections/page-document';

// "Extracurricular Activities": its words are data the office edits (docs/decisions/038-pages-as-data.md);
// the activities and their filter are the office's list, drawn where the page's `activities` block puts them.

const CATEGORY_IDS = ACTIVITY_CATEGORIES.map((c) => c.id);
const drawing = (icon: string) => ACTIVITY_ICONS.find((i) => i === icon) ?? 'star';
const categoryLabel = (id: string) => ACTIVITY_CATEGORIES.find((c) => c.id === id)?.label ?? id;

// The filter lives in the URL (?category=sports), so the server renders the filtered list too.
function Activities() {
  const [category, setCategory] = useUrlChoice('category', CATEGORY_IDS, DEFAULT_ACTIVITY_CATEGORY);
  // Prefetched with the page (src/server/features/information-pages/index.ts), in the school's order.
  const { data: activities = [], isError } = trpc.activities.list.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  const shown = category === 'all' ? activities : activities.filter((a) => a.category === category);

  return (
    <>
      <fieldset className="filter-bar">
        <legend className="visually-hidden">Filter activities by category</legend>
        {ACTIVITY_CATEGORIES.map((c) => (
          <button
            key={c.id}
            type="button"
            className="pill-btn filter-btn"
            aria-pressed={c.id === category}
            onClick={() => setCategory(c.id)}
          >
            {c.label}
          </button>
        ))}
      </fieldset>
      <p className="filter-count muted" role="status">
        Showing {shown.length} {category === 'all' ? '' : `${categoryLabel(category).toLowerCase()} `}
        {shown.length === 1 ? 'activity' : 'activities'}
      </p>
      {isError && <p role="alert">The activities could not be loaded. Please try again later.</p>}
      <ul className="grid grid-3" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Activities">
        {shown.map((a, i) => (
          <li className="card activity-card" key={a.id}>
            {a.imageUrl ? (
              <Photo image={a} slot="card" />
            ) : (
              <Illustration kind={drawing(a.icon)} tone={i} width={480} height={220} />
            )}
            <div className="card-body">
              <span className="badge">{categoryLabel(a.category)}</span>
              <h2 className="activity-title">{a.title}</h2>
              <p className="muted">{a.description}</p>
              <p className="schedule">Schedule: {a.schedule}</p>
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
