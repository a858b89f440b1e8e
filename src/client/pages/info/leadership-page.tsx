import { LEADERSHIP_TEAM, LEARNING_RESULTS } from '../../../shared/content/leadership';
import type { IllustrationKind } from './illustration';
import { CardGrid, CheckList, IllustrativeNote, InfoPage, Section } from './info-parts';

const RESULT_KINDS: IllustrationKind[] = ['mic', 'graduation', 'moon', 'heart'];
const RESULTS = LEARNING_RESULTS.map((r, i) => ({ ...r, icon: RESULT_KINDS[i] ?? 'star' }));

export default function LeadershipPage() {
  return (
    <InfoPage page="leadership">
      <Section id="team-title" eyebrow="Leadership" title="Meet our leaders">
        <div className="grid grid-3">
          {LEADERSHIP_TEAM.map((p) => (
            <article className="card card-accent" key={p.role}>
              <div className="avatar" aria-hidden="true">
                {p.initials}
              </div>
              <span className="badge role-label">{p.role}</span>
              <h3>{p.name}</h3>
              <p className="quote">{p.message}</p>
              <h4 className="muted" style={{ fontSize: 'var(--text-sm)', marginBottom: 'var(--space-2)' }}>
                Responsibilities
              </h4>
              <CheckList items={p.focus} />
            </article>
          ))}
        </div>
        <IllustrativeNote>
          Names shown are illustrative; the school office will introduce the current team.
        </IllustrativeNote>
      </Section>
      <Section
        soft
        id="results-title"
        eyebrow="Our promise"
        title="Learning results"
        intro="What our leadership team holds itself to, for every child."
      >
        <CardGrid columns={4} items={RESULTS} />
      </Section>
    </InfoPage>
  );
}
