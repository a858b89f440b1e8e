import {
  ADMISSION_FORM_FEE_DUE,
  EXAMS_AND_RESULTS,
  FEE_INSTALLMENTS,
  HOLIDAYS,
  PTM,
  PTM_DATES,
} from '../../../shared/content/calendar';
import { ACADEMIC_SESSION, ANNUAL_TUITION_RULE } from '../../../shared/content/school-facts';
import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { GlyphBadge } from './illustration';
import { CtaBand, SectionHeader } from './info-parts';

// spec §2 'Important Dates 2025-2026': exams and results, fee installments, monthly PTM, 12 holidays.
export default function ImportantDatesPage() {
  return (
    <>
      <PageHero eyebrow="Academic calendar" title={PAGES.importantDates.heading}>
        The dates to keep in your diary this year. The session runs from the {ACADEMIC_SESSION}.
      </PageHero>

      <section className="section" aria-labelledby="exams-title">
        <div className="container">
          <SectionHeader id="exams-title" eyebrow="Exams" title="Exams and results" />
          <div className="table-wrap">
            <table className="table table-stack">
              <caption>Examinations 2025-2026</caption>
              <thead>
                <tr>
                  <th scope="col">Examination</th>
                  <th scope="col">When</th>
                  <th scope="col">Results</th>
                </tr>
              </thead>
              <tbody>
                {EXAMS_AND_RESULTS.map((e) => (
                  <tr key={e.name}>
                    <th scope="row">{e.name}</th>
                    <td data-label="When">{e.period}</td>
                    <td data-label="Results">{e.results}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className="section section-soft" aria-labelledby="fees-title">
        <div className="container">
          <SectionHeader id="fees-title" eyebrow="Fees" title="Fee installments" />
          <div className="grid grid-3">
            {FEE_INSTALLMENTS.map((f, i) => (
              <div className="card" key={f.name}>
                <GlyphBadge kind="calendar" tone={i} />
                <h3>{f.name}</h3>
                <p>Due: {f.due}</p>
              </div>
            ))}
            <div className="card">
              <GlyphBadge kind="star" tone={2} />
              <h3>Admission form fee</h3>
              <p>{ADMISSION_FORM_FEE_DUE}</p>
            </div>
          </div>
          <p className="muted" style={{ marginTop: 'var(--space-4)' }}>
            Please note: the fee rules also state that {ANNUAL_TUITION_RULE.charAt(0).toLowerCase()}
            {ANNUAL_TUITION_RULE.slice(1)} The School Accounts Office will confirm which applies to your child.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="ptm-title">
        <div className="container">
          <SectionHeader id="ptm-title" eyebrow="Parents" title="Monthly parent-teacher meetings">
            {PTM}.
          </SectionHeader>
          <ul className="grid grid-4 ptm-list" aria-label="Parent-teacher meeting dates">
            {PTM_DATES.map((d) => (
              <li className="card" key={d.date}>
                <strong>{d.month}</strong>
                <span className="muted">
                  <time dateTime={d.date}>{d.when}</time>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-soft" aria-labelledby="holidays-title">
        <div className="container">
          <SectionHeader id="holidays-title" eyebrow="Holidays" title={`Holidays (${HOLIDAYS.length})`} />
          <div className="table-wrap" style={{ background: 'var(--color-surface)' }}>
            <table className="table">
              <caption>School holidays 2025-2026</caption>
              <thead>
                <tr>
                  <th scope="col">Holiday</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {HOLIDAYS.map((h) => (
                  <tr key={h.name}>
                    <th scope="row">{h.name}</th>
                    <td>
                      <time dateTime={h.date}>{h.when}</time>
                      {h.note && <span className="muted"> ({h.note})</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
