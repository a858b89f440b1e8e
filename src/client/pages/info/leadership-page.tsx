import { ILLUSTRATIVE_LEADERS, LEARNING_RESULTS } from '../../../shared/content/leadership';
import { lines } from '../../../shared/lines';
import { trpc } from '../../lib/trpc';
import type { IllustrationKind } from './illustration';
import { CardGrid, CheckList, IllustrativeNote, InfoPage, Photo, Section } from './info-parts';

const RESULT_KINDS: IllustrationKind[] = ['mic', 'graduation', 'moon', 'heart'];
const RESULTS = LEARNING_RESULTS.map((r, i) => ({ ...r, icon: RESULT_KINDS[i] ?? 'star' }));

/** Two letters for a person without a photo: 'Mrs. Shaheen Ansari' gives SA. */
function initials(name: string): string {
  const words = name
    .replace(/^(mr|mrs|ms|miss|dr|prof)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

export default function LeadershipPage() {
  // Prefetched with the page (src/server/ssr/pages.ts); only people marked as shown.
  const { data: people = [], isError } = trpc.staff.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <InfoPage page="leadership">
      <Section id="team-title" eyebrow="Leadership" title="Meet our leaders">
        {isError && <p role="alert">The team could not be loaded. Please try again later.</p>}
        <div className="grid grid-3">
          {people.map((p) => (
            <article className="card card-accent" key={p.id}>
              {p.imageUrl ? (
                <Photo image={p} slot="avatar" />
              ) : (
                <div className="avatar" aria-hidden="true">
                  {initials(p.name)}
                </div>
              )}
              <span className="badge role-label">{p.role}</span>
              <h3>{p.name}</h3>
              {p.qualifications && <p className="muted qualifications">{p.qualifications}</p>}
              {p.message && <p className="quote">{p.message}</p>}
              {p.responsibilities && (
                <>
                  <h4 className="muted" style={{ fontSize: 'var(--text-sm)', marginBottom: 'var(--space-2)' }}>
                    Responsibilities
                  </h4>
                  <CheckList items={lines(p.responsibilities)} />
                </>
              )}
            </article>
          ))}
        </div>
        {people.some((p) => ILLUSTRATIVE_LEADERS.includes(p.name)) && (
          <IllustrativeNote>
            Names shown are illustrative; the school office will introduce the current team.
          </IllustrativeNote>
        )}
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
