import { LEADERSHIP_TEAM, LEARNING_RESULTS } from '../../../shared/content/leadership';
import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { GlyphBadge, type IllustrationKind } from './illustration';
import { CtaBand, IllustrativeNote, SectionHeader } from './info-parts';

const RESULT_KINDS: IllustrationKind[] = ['mic', 'graduation', 'moon', 'heart'];

// spec §2 'Leadership Team: Principal, Vice Principal, Academic Coordinator, learning results'.
export default function LeadershipPage() {
  return (
    <>
      <PageHero eyebrow="Our people" title={PAGES.leadership.heading}>
        The team that leads our teachers and looks after every student.
      </PageHero>
      <section className="section" aria-labelledby="team-title">
        <div className="container">
          <SectionHeader id="team-title" eyebrow="Leadership" title="Meet our leaders" />
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
                <ul className="check-list">
                  {p.focus.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <IllustrativeNote>
            Names shown are illustrative; the school office will introduce the current team.
          </IllustrativeNote>
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="results-title">
        <div className="container">
          <SectionHeader id="results-title" eyebrow="Our promise" title="Learning results">
            What our leadership team holds itself to, for every child.
          </SectionHeader>
          <div className="grid grid-4">
            {LEARNING_RESULTS.map((r, i) => (
              <div className="card" key={r.title}>
                <GlyphBadge kind={RESULT_KINDS[i] ?? 'star'} tone={i} />
                <h3>{r.title}</h3>
                <p>{r.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
