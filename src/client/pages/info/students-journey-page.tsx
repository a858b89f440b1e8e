import { textLanguage, useLanguage } from '../../lib/language';
import { trpc } from '../../lib/trpc';
import { useInfoWords } from '../../lib/use-home-words';
import { Illustration } from './illustration';
import { DocumentPage } from './sections/page-document';
import './students-journey.css';

// "Student Journey": its words are data the office edits (docs/decisions/038-pages-as-data.md); the
// journeys are the office's list, drawn here where the page's `journeys` block puts them.

// The journeys the administrator manages (prefetched on the server with the page). As on the home
// page, colours come from a fixed palette by position, here through the card's position in CSS.
function Journeys() {
  const { data, isLoading, isError } = trpc.journeys.list.useQuery();
  const words = useInfoWords().journeys;
  const language = useLanguage();
  return (
    <>
      {isLoading && <p className="muted">{words.loading}</p>}
      {isError && (
        <div className="alert alert-error" role="alert">
          <p>{words.failed}</p>
          {/* Asks for the page again, with or without a script: a form to this address. */}
          <form method="get">
            <button type="submit" className="btn btn-outline">
              {words.tryAgain}
            </button>
          </form>
        </div>
      )}
      {data && data.length === 0 && <p className="muted">{words.empty}</p>}
      {data && data.length > 0 && (
        <ol className="journey-list">
          {data.map((j, i) => (
            <li className="journey-card" key={j.id}>
              <div className="journey-media">
                {j.imageUrl ? (
                  <img
                    src={j.imageUrl}
                    srcSet={j.imageSrcSet ?? undefined}
                    sizes="(min-width: 900px) 40vw, 100vw"
                    width={960}
                    height={640}
                    alt=""
                    loading={i < 2 ? 'eager' : 'lazy'}
                  />
                ) : (
                  <Illustration kind="graduation" tone={i} width={960} height={640} />
                )}
              </div>
              <div className="journey-body">
                {j.label && (
                  <span className="journey-label" {...textLanguage(language, j, 'label')}>
                    {j.label}
                  </span>
                )}
                <h2 {...textLanguage(language, j, 'title')}>{j.title}</h2>
                {j.description && <p {...textLanguage(language, j, 'description')}>{j.description}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export default function StudentsJourneyPage() {
  return <DocumentPage page="studentsJourney" data={{ journeys: Journeys }} />;
}
