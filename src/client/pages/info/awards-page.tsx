import type { AchievementCategory } from '../../../shared/constants';
import { ItemText, textLanguage, useLanguage } from '../../lib/language';
import { trpc } from '../../lib/trpc';
import { useInfoWords } from '../../lib/use-home-words';
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
  const words = useInfoWords().awards;
  const language = useLanguage();
  return (
    <>
      {isLoading && (
        <p className="muted" style={{ textAlign: 'center' }}>
          {words.loading}
        </p>
      )}
      {isError && <p className="alert alert-error">{words.loadFailed}</p>}
      {data && data.length === 0 && (
        <p className="muted" style={{ textAlign: 'center' }}>
          {words.empty}
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="grid grid-3 plain-list">
          {data.map((a, i) => (
            <li className="card" key={a.id}>
              <GlyphBadge kind={CATEGORY_ICONS[a.category] ?? 'trophy'} tone={i} />
              {a.badge && (
                <span className="badge" {...textLanguage(language, a, 'badge')}>
                  {a.badge}
                </span>
              )}
              <h3 style={{ marginTop: 'var(--space-2)' }} {...textLanguage(language, a, 'title')}>
                {a.title}
              </h3>
              <p className="muted">
                {a.organization ? (
                  <ItemText item={a} field="organization">
                    {[a.organization, a.year].filter(Boolean).join(' · ')}
                  </ItemText>
                ) : (
                  a.year
                )}
              </p>
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
