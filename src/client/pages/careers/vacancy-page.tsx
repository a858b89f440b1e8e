import { Link, useParams } from 'react-router-dom';
import { dayMonthYear } from '../../../shared/day-month-year';
import { PATHS } from '../../../shared/paths';
import { careersWordsFor } from '../../../shared/words/careers';
import { careersFormWordsFor } from '../../../shared/words/careers-form';
import { fill } from '../../../shared/words/fill';
import { PageHero } from '../../components/layout/page-hero';
import { textLanguage, useLanguage } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { trpc } from '../../lib/trpc';
import { usePageWords } from '../../lib/use-page-words';
import NotFoundPage from '../not-found/not-found-page';
import { CareersApplicationForm } from './application-form';
import { englishText, salaryText } from './vacancy-facts';
import './careers.css';

// /careers/<slug>: one published vacancy. Open, it carries the apply section (#apply) and its
// schema.org JobPosting, made and escaped on the server; past its closing date it still shows, saying
// when it closed, with neither. An archived vacancy answers 410 with a short page; a draft or unknown
// address is the site's 404 page (the server sets the statuses: features/careers/pages.ts).
export default function VacancyPage() {
  const { slug = '' } = useParams();
  const language = useLanguage();
  const w = careersWordsFor(language.code);
  const dates = usePageWords().dates;
  const own = useOwnLanguage();
  const { data: found, isPending } = trpc.vacancies.bySlug.useQuery({ slug }, { staleTime: 60_000 });

  if (isPending) return null;
  if (!found) return <NotFoundPage />;
  if (found.state === 'archived')
    return (
      <>
        <PageHero title={w.gone.heading} language={own} />
        <section className="section careers-section" {...own}>
          <div className="container careers-layout vacancy-gone">
            <p>{w.gone.text}</p>
            <p>
              <Link className="btn btn-primary" to={PATHS.careers}>
                {w.gone.link}
              </Link>
            </p>
          </div>
        </section>
      </>
    );

  const v = found.vacancy;
  const open = found.state === 'open';
  const closing = dayMonthYear(v.closingDate, dates);
  const fact = (label: string, value: string, field?: string) =>
    value ? (
      <div>
        <dt>{label}</dt>
        <dd {...(field ? textLanguage(language, v, field) : {})}>{value}</dd>
      </div>
    ) : null;

  return (
    <>
      <PageHero
        eyebrow={w.postLevels[v.postLevel]}
        title={v.title}
        titleLanguage={textLanguage(language, v, 'title')}
        language={own}
      >
        {open ? fill(w.applyBy, { date: closing }) : undefined}
      </PageHero>
      <section className="section careers-section" {...own}>
        <div className="container careers-layout">
          <p className="vacancy-back">
            <Link to={PATHS.careers}>{w.allVacancies}</Link>
            {open && (
              <>
                {' · '}
                <a href="#apply">{w.applyLink}</a>
              </>
            )}
          </p>
          <article className="vacancy-article" aria-labelledby="vacancy-facts-title">
            {!open && <p className="vacancy-closed">{fill(w.closedOn, { date: closing })}</p>}
            <h2 id="vacancy-facts-title" className="vacancy-facts-title">
              {w.facts.label}
            </h2>
            <dl className="vacancy-facts">
              {fact(w.facts.postLevel, w.postLevels[v.postLevel])}
              {fact(w.facts.subjects, v.subjects, 'subjects')}
              {fact(w.facts.classes, v.classes, 'classes')}
              <div>
                <dt>{w.facts.campus}</dt>
                <dd>{v.campusName ? <span {...englishText(language)}>{v.campusName}</span> : w.anyCampus}</dd>
              </div>
              {fact(w.facts.qualifications, v.qualifications, 'qualifications')}
              {fact(w.facts.tet, w.tetRequirements[v.tetRequired])}
              {fact(w.facts.experience, v.experience, 'experience')}
              {fact(w.facts.employmentType, w.employmentTypes[v.employmentType])}
              {v.salary && fact(w.facts.salary, salaryText(v.salary, w))}
              {fact(w.facts.postedOn, dayMonthYear(v.postedOn, dates))}
              {fact(w.facts.closingDate, closing)}
            </dl>

            <h2 className="vacancy-description-title">{w.description}</h2>
            <div
              className="vacancy-description"
              {...textLanguage(language, v, 'description')}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and made safe on the server (markdown-it with html: false, safe links only; src/server/lib/markdown.ts)
              dangerouslySetInnerHTML={{ __html: found.descriptionHtml }}
            />
          </article>

          {open && (
            <section id="apply" className="vacancy-apply" aria-labelledby="vacancy-apply-title">
              <h2 id="vacancy-apply-title">{w.applyHeading}</h2>
              <div className="card form-panel apply-card">
                <CareersApplicationForm
                  vacancies={[]}
                  fixedVacancy={{ slug: v.slug, title: v.title }}
                  words={careersFormWordsFor(language.code)}
                />
              </div>
            </section>
          )}

          {found.jobPostingJson && (
            <script
              type="application/ld+json"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made on the server with <, > and & escaped (features/careers/vacancies-page.ts, scriptJson), so it cannot end the element
              dangerouslySetInnerHTML={{ __html: found.jobPostingJson }}
            />
          )}
        </div>
      </section>
    </>
  );
}
