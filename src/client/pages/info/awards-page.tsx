import { ACHIEVEMENT_CATEGORIES } from '../../../shared/constants';
import { trpc } from '../../lib/trpc';
import { GlyphBadge, type IllustrationKind } from './illustration';
import { CardGrid, InfoPage, Section } from './info-parts';

// The list is the achievements the administrator manages (the same as the home page carousel), so
// the school updates it without a developer.
const CATEGORY_TEXT: Record<
  (typeof ACHIEVEMENT_CATEGORIES)[number],
  { title: string; text: string; icon: IllustrationKind }
> = {
  excellence: {
    title: 'Excellence',
    text: 'Board results, olympiads and competitions where our students set the standard.',
    icon: 'trophy',
  },
  trust: {
    title: 'Trust',
    text: 'The confidence of parents who choose us year after year, and recommend us to others.',
    icon: 'shield',
  },
  respect: {
    title: 'Respect',
    text: 'Recognition for the character, manners and service of our students in the community.',
    icon: 'heart',
  },
  brand: {
    title: 'Reputation',
    text: 'A name known in Akola and beyond for balanced, value-based education.',
    icon: 'star',
  },
};

export default function AwardsPage() {
  const { data, isLoading, isError } = trpc.achievements.list.useQuery();
  return (
    <InfoPage page="awards">
      <Section id="recognised-title" eyebrow="What we are recognised for" title="Four kinds of recognition">
        <CardGrid columns={4} tile muted items={ACHIEVEMENT_CATEGORIES.map((c) => CATEGORY_TEXT[c])} />
      </Section>
      <Section soft id="awards-title" eyebrow="Achievements" title="Awards and achievements">
        {isLoading && (
          <p className="muted" style={{ textAlign: 'center' }}>
            Loading achievements...
          </p>
        )}
        {isError && (
          <p className="alert alert-error">The list of awards could not be loaded. Please try again later.</p>
        )}
        {data && data.length === 0 && (
          <p className="muted" style={{ textAlign: 'center' }}>
            New awards will appear here soon.
          </p>
        )}
        {data && data.length > 0 && (
          <ul className="grid grid-3 plain-list">
            {data.map((a, i) => (
              <li className="card" key={a.id}>
                <GlyphBadge kind={CATEGORY_TEXT[a.category]?.icon ?? 'trophy'} tone={i} />
                {a.badge && <span className="badge">{a.badge}</span>}
                <h3 style={{ marginTop: 'var(--space-2)' }}>{a.title}</h3>
                <p className="muted">{[a.organization, a.year].filter(Boolean).join(' · ')}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </InfoPage>
  );
}
