import type { AchievementCategory } from '../../../shared/constants';
import { trpc } from '../../lib/trpc';
import { GlyphBadge, type IllustrationKind } from './illustration';
import { DocumentPage } from './sections/page-document';

// "Awards & Recognition": its words are data the office edits (docs/decisions/038-pages-as-data.md).
// The list is the achievements the office manages (the same as the home page carousel), so the school
// updates it without a developer.

/** Each achievement's badge, by its category: the drawing of that kind of recognition on the page. */
const CATEGORY_ICONS: Record<AchievementCategory, IllustrationKind> = {
  excellence: 'trophy',
  trust: 'shield',
  respect: 'heart',
  brand: 'star',
};

function Achievements() {
  const { data, isLoading, isError } = trpc.achievements.list.useQuery();
  return (
    <>
      {isLoading && (
        <p className="muted" style={{ textAlign: 'center' }}>
          Loading achievements...
        </p>
      )}
      {isError && <p className="alert alert-error">The list of awards could not be loaded. Please try again later.</p>}
      {data && data.length === 0 && (
        <p className="muted" style={{ textAlign: 'center' }}>
          New awards will appear here soon.
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="grid grid-3 plain-list">
          {data.map((a, i) => (
            <li className="card" key={a.id}>
              <GlyphBadge kind={CATEGORY_ICONS[a.category] ?? 'trophy'} tone={i} />
              {a.badge && <span className="badge">{a.badge}</span>}
              <h3 style={{ marginTop: 'var(--space-2)' }}>{a.title}</h3>
              <p className="muted">{[a.organization, a.year].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function AwardsPage() {
  return <DocumentPage page="awards" data={{ achievements: Achievements }} />;
}
