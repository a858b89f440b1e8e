import {
  ACTIVITY_CATEGORIES,
  DEFAULT_ACTIVITY_CATEGORY,
  EXTRACURRICULAR_ACTIVITIES,
} from '../../../shared/content/activities';
import { useUrlChoice } from '../../components/tabs/tabs';
import { Illustration } from './illustration';
import { InfoPage, Section } from './info-parts';

const CATEGORY_IDS = ACTIVITY_CATEGORIES.map((c) => c.id);
const categoryLabel = (id: string) => ACTIVITY_CATEGORIES.find((c) => c.id === id)?.label ?? id;

// The filter lives in the URL (?category=sports), so the server renders the filtered list too.
export default function ActivitiesPage() {
  const [category, setCategory] = useUrlChoice('category', CATEGORY_IDS, DEFAULT_ACTIVITY_CATEGORY);
  const shown =
    category === 'all' ? EXTRACURRICULAR_ACTIVITIES : EXTRACURRICULAR_ACTIVITIES.filter((a) => a.category === category);

  return (
    <InfoPage page="activities">
      <Section>
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
        <ul className="grid grid-3" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Activities">
          {shown.map((a, i) => (
            <li className="card activity-card" key={a.id}>
              <Illustration kind={a.image} tone={i} width={480} height={220} />
              <div className="card-body">
                <span className="badge">{categoryLabel(a.category)}</span>
                <h2 className="activity-title">{a.title}</h2>
                <p className="muted">{a.description}</p>
                <p className="schedule">Schedule: {a.schedule}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </InfoPage>
  );
}
