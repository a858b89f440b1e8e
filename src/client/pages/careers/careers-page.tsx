import { Link, useSearchParams } from 'react-router-dom';
import { dayMonthYear } from '../../../shared/day-month-year';
import { PATHS } from '../../../shared/paths';
import { careersWordsFor } from '../../../shared/words/careers';
import { fill } from '../../../shared/words/fill';
import { PageMetaHero } from '../../components/layout/page-hero';
import { textLanguage, useLanguage, useSiteHref } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { trpc } from '../../lib/trpc';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
import { englishText } from './vacancy-facts';
import './careers.css';

// /careers: the open vacancies, by campus and then post level. The two filters are a GET form the
// server answers (?campus=<id>&level=<prt|tgt|pgt|non-teaching>), so they work without a script; a
// value that names nothing is ignored. The page is the server's HTML: no island.
export default function CareersPage() {
  const [params] = useSearchParams();
  const language = useLanguage();
  const w = careersWordsFor(language.code);
  const dates = usePageWords().dates;
  const own = useOwnLanguage();
  const siteHref = useSiteHref();
  const { data } = trpc.vacancies.list.useQuery(
    { campus: params.get('campus') ?? '', level: params.get('level') ?? '' },
    { staleTime: 60_000 },
  );
  // Campus names are the office's English (campuses have no translation).
  const english = englishText(language);
  const unmatched = Boolean(data && (data.chosen.campus || data.chosen.level) && data.openCount > 0);

  return (
    <>
      <PageMetaHero page={usePageHero('careers')} />
      <section className="section careers-section" aria-labelledby="careers-results-title" {...own}>
        <div className="container careers-layout">
          {data && (
            <form
              className="careers-filters"
              method="get"
              action={siteHref(PATHS.careers)}
              aria-label={w.filters.label}
            >
              <div className="field">
                <label htmlFor="careers-campus">{w.filters.campus}</label>
                <select id="careers-campus" name="campus" defaultValue={data.chosen.campus}>
                  <option value="">{w.filters.allCampuses}</option>
                  {data.options.campuses.map((c) => (
                    <option key={c.value} value={c.value} {...english}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="careers-level">{w.filters.level}</label>
                <select id="careers-level" name="level" defaultValue={data.chosen.level}>
                  <option value="">{w.filters.allLevels}</option>
                  {data.options.levels.map((l) => (
                    <option key={l.value} value={l.value}>
                      {w.postLevels[l.level]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn-primary careers-filters-submit">
                {w.filters.show}
              </button>
            </form>
          )}

          <h2 id="careers-results-title" className="careers-results-title">
            {!data
              ? w.filters.label
              : data.shownCount > 0
                ? fill(data.shownCount === 1 ? w.countOne : w.countMany, { count: data.shownCount })
                : unmatched
                  ? w.noMatch
                  : w.noneOpen}
          </h2>
          {data && data.shownCount === 0 && unmatched && (
            <p className="careers-empty">
              <Link to={PATHS.careers}>{w.showAll}</Link>
            </p>
          )}

          {data?.groups.map((group) => {
            const id = `careers-campus-${group.campusId ?? 'any'}`;
            return (
              <section key={id} className="careers-campus" aria-labelledby={id}>
                <h2 id={id} className="careers-campus-title">
                  {group.campusId === null ? w.anyCampus : <span {...english}>{group.campusName}</span>}
                </h2>
                {group.levels.map((lg) => (
                  <div key={lg.level} className="careers-level">
                    <h3 className="careers-level-title">{w.postLevels[lg.level]}</h3>
                    <ul className="careers-list">
                      {lg.vacancies.map((v) => (
                        <li key={v.id}>
                          <article className="vacancy-card" aria-labelledby={`vacancy-${v.id}`}>
                            <h4 id={`vacancy-${v.id}`} className="vacancy-card-title">
                              <Link to={v.path} {...textLanguage(language, v, 'title')}>
                                {v.title}
                              </Link>
                            </h4>
                            <p className="vacancy-card-badges">
                              <span className="badge">{w.postLevels[v.postLevel]}</span>
                              <span className="badge vacancy-card-type">{w.employmentTypes[v.employmentType]}</span>
                            </p>
                            {(v.subjects || v.classes) && (
                              <dl className="vacancy-card-facts">
                                {v.subjects && (
                                  <div>
                                    <dt>{w.facts.subjects}</dt>
                                    <dd {...textLanguage(language, v, 'subjects')}>{v.subjects}</dd>
                                  </div>
                                )}
                                {v.classes && (
                                  <div>
                                    <dt>{w.facts.classes}</dt>
                                    <dd {...textLanguage(language, v, 'classes')}>{v.classes}</dd>
                                  </div>
                                )}
                              </dl>
                            )}
                            <p className="vacancy-card-closing">
                              {fill(w.applyBy, { date: dayMonthYear(v.closingDate, dates) })}
                            </p>
                          </article>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            );
          })}

          <aside className="careers-any-post" aria-labelledby="careers-any-post-title">
            <h2 id="careers-any-post-title">{w.anyPostHeading}</h2>
            <p>{w.anyPostText}</p>
            <Link className="btn btn-outline" to={PATHS.careersApply}>
              {w.anyPostLink}
            </Link>
          </aside>
        </div>
      </section>
    </>
  );
}
