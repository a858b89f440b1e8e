import {
  ADMISSION_FORM_FEE_DUE,
  EXAMS_AND_RESULTS,
  FEE_INSTALLMENTS,
  HOLIDAYS,
  PTM_DATES,
} from '../../../shared/content/calendar';
import { ANNUAL_TUITION_RULE, PTM } from '../../../shared/content/school-facts';
import { Card, CardGrid, DataTable, InfoPage, Section } from './info-parts';

const INSTALLMENTS = FEE_INSTALLMENTS.map((f) => ({
  title: f.name,
  text: <>Due: {f.due}</>,
  icon: 'calendar' as const,
}));

export default function ImportantDatesPage() {
  return (
    <InfoPage page="importantDates">
      <Section id="exams-title" eyebrow="Exams" title="Exams and results">
        <DataTable
          stack
          caption="Examinations 2025-2026"
          columns={['Examination', 'When', 'Results']}
          rows={EXAMS_AND_RESULTS.map((e) => ({ key: e.name, head: e.name, cells: [e.period, e.results] }))}
        />
      </Section>

      <Section soft id="fees-title" eyebrow="Fees" title="Fee installments">
        <CardGrid columns={3} items={INSTALLMENTS}>
          <Card icon="star" tone={2} title="Admission form fee">
            <p>{ADMISSION_FORM_FEE_DUE}</p>
          </Card>
        </CardGrid>
        <p className="muted" style={{ marginTop: 'var(--space-4)' }}>
          Please note: the fee rules also state that {ANNUAL_TUITION_RULE.charAt(0).toLowerCase()}
          {ANNUAL_TUITION_RULE.slice(1)} The School Accounts Office will confirm which applies to your child.
        </p>
      </Section>

      <Section id="ptm-title" eyebrow="Parents" title="Monthly parent-teacher meetings" intro={<>{PTM}.</>}>
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
      </Section>

      <Section soft id="holidays-title" eyebrow="Holidays" title={`Holidays (${HOLIDAYS.length})`}>
        <DataTable
          onSurface
          caption="School holidays 2025-2026"
          columns={['Holiday', 'Date']}
          rows={HOLIDAYS.map((h) => ({
            key: h.name,
            head: h.name,
            cells: [
              <>
                <time dateTime={h.date}>{h.when}</time>
                {h.note && <span className="muted"> ({h.note})</span>}
              </>,
            ],
          }))}
        />
      </Section>
    </InfoPage>
  );
}
