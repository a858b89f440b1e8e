import { ILLUSTRATIVE_LEADERS } from '../../../shared/content/leadership';
import { lines } from '../../../shared/lines';
import { ITEM_ANCHORS } from '../../../shared/paths';
import { textLanguage, useLanguage } from '../../lib/language';
import { trpc } from '../../lib/trpc';
import { useInfoWords } from '../../lib/use-home-words';
import { CheckList, IllustrativeNote, Photo } from './info-parts';
import { DocumentPage } from './sections/page-document';

// "Leadership Team": its words are data the office edits (docs/decisions/038-pages-as-data.md); the
// people are the office's list (People).

/** Two letters for a person without a photo: 'Mrs. Shaheen Ansari' gives SA. */
function initials(name: string): string {
  const words = name
    .replace(/^(mr|mrs|ms|miss|dr|prof)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** The people marked as shown, prefetched with the page. */
function LeadershipTeam() {
  const language = useLanguage();
  const WORDS = useInfoWords().leadership;
  const { data: people = [], isError } = trpc.staff.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <>
      {isError && <p role="alert">{WORDS.loadFailed}</p>}
      <div className="grid grid-3">
        {people.map((p) => (
          <article className="card card-accent" key={p.id} id={ITEM_ANCHORS.person(p.id)}>
            {p.imageUrl ? (
              <Photo image={p} slot="avatar" />
            ) : (
              <div className="avatar" aria-hidden="true">
                {initials(p.name)}
              </div>
            )}
            <span className="badge role-label" {...textLanguage(language, p, 'role')}>
              {p.role}
            </span>
            <h3>{p.name}</h3>
            {p.qualifications && <p className="muted qualifications">{p.qualifications}</p>}
            {p.message && (
              <p className="quote" {...textLanguage(language, p, 'message')}>
                {p.message}
              </p>
            )}
            {p.responsibilities && (
              <>
                <h4 className="muted" style={{ fontSize: 'var(--text-sm)', marginBottom: 'var(--space-2)' }}>
                  {WORDS.responsibilities}
                </h4>
                <CheckList items={lines(p.responsibilities)} {...textLanguage(language, p, 'responsibilities')} />
              </>
            )}
          </article>
        ))}
      </div>
      {people.some((p) => ILLUSTRATIVE_LEADERS.includes(p.name)) && (
        <IllustrativeNote>{WORDS.illustrative}</IllustrativeNote>
      )}
    </>
  );
}

export default function LeadershipPage() {
  return <DocumentPage page="leadership" data={{ leadershipTeam: LeadershipTeam }} />;
}
