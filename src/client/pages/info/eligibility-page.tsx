import { Link } from 'react-router-dom';
import {
  AGE_BY_CLASS,
  ELIGIBILITY_ACADEMIC,
  ELIGIBILITY_GENERAL,
  EXPECTED_LEARNING_RESULTS,
} from '../../../shared/content/school-facts';
import { PAGES, PATHS } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { GlyphBadge } from './illustration';
import { CheckList, CtaBand, SectionHeader } from './info-parts';

// spec §2 'Eligibility': general and academic requirements, age by class, expected learning results.
export default function EligibilityPage() {
  return (
    <>
      <PageHero eyebrow="Admissions" title={PAGES.eligibility.heading}>
        What your child needs for admission, and the right age for each class.
      </PageHero>
      <section className="section">
        <div className="container">
          <div className="grid grid-2">
            <div className="card card-accent">
              <GlyphBadge kind="shield" />
              <h2 className="section-title">General requirements</h2>
              <CheckList items={ELIGIBILITY_GENERAL} />
            </div>
            <div className="card card-accent">
              <GlyphBadge kind="graduation" tone={1} />
              <h2 className="section-title">Academic requirements</h2>
              <CheckList items={ELIGIBILITY_ACADEMIC} />
            </div>
          </div>
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="age-title">
        <div className="container">
          <SectionHeader id="age-title" eyebrow="Age criteria" title="Age by class">
            Children are placed in the class that suits their age on the date of admission.
          </SectionHeader>
          <div className="table-wrap" style={{ maxWidth: 640, margin: '0 auto', background: 'var(--color-surface)' }}>
            <table className="table">
              <caption>Age by class</caption>
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Age</th>
                </tr>
              </thead>
              <tbody>
                {AGE_BY_CLASS.map((row) => (
                  <tr key={row.className}>
                    <th scope="row">{row.className}</th>
                    <td>{row.ageRange}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted" style={{ textAlign: 'center', marginTop: 'var(--space-4)' }}>
            Minimum ages for every class up to Class XII are on the{' '}
            <Link to={`${PATHS.admissions}?tab=age-criteria`}>Admissions page</Link>.
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="results-title">
        <div className="container">
          <SectionHeader id="results-title" eyebrow="What we aim for" title="Expected learning results" />
          <div className="grid grid-2">
            {EXPECTED_LEARNING_RESULTS.map((r, i) => (
              <div className="card" key={r.title}>
                <GlyphBadge kind={i === 0 ? 'trophy' : 'heart'} tone={i + 2} />
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
