import { useEffect } from 'react';
import { ADMISSION_FORM_FEE_DUE } from '../../../shared/content/calendar';
import { importantDatesMeta } from '../../../shared/content/important-dates';
import { ANNUAL_TUITION_RULE, PTM } from '../../../shared/content/school-facts';
import { PAGES, pageTitle } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { trpc } from '../../lib/trpc';
import { useSiteSettings } from '../../lib/use-site-settings';
import { Card, CardGrid, CtaBand, DataTable, Section } from './info-parts';

// The Important Dates page: the school calendar's events of one academic year (exams and results, fee
// instalments, the monthly parent-teacher meetings, holidays), so the office edits a date once, in the
// dashboard's Calendar (docs/decisions/020-calendar-and-ical.md).

const ONCE = { staleTime: Number.POSITIVE_INFINITY };

export default function ImportantDatesPage() {
  const { data } = trpc.events.importantDates.useQuery(undefined, ONCE);
  const { eyebrow = '', intro } = PAGES.importantDates;
  const year = data?.year ?? '';
  const names = useSiteSettings();

  // After the layout's own title (effects run child first): the title names the year shown, as the server's does.
  useEffect(() => {
    if (!year) return;
    const meta = importantDatesMeta(year);
    queueMicrotask(() => {
      document.title = pageTitle(meta, names);
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    });
  }, [year, names]);
  const installments = (data?.fees ?? []).map((f) => ({
    title: f.title,
    text: <>Due: {f.due}</>,
    icon: 'calendar' as const,
  }));
  const holidays = data?.holidays ?? [];

  return (
    <>
      <PageHero eyebrow={eyebrow} title={`Important Dates ${year}`}>
        {intro}
      </PageHero>
      <Section id="exams-title" eyebrow="Exams" title="Exams and results">
        <DataTable
          stack
          caption={`Examinations ${year}`}
          columns={['Examination', 'When', 'Results']}
          rows={(data?.exams ?? []).map((e) => ({ key: e.key, head: e.title, cells: [e.period, e.results] }))}
        />
      </Section>

      <Section soft id="fees-title" eyebrow="Fees" title="Fee installments">
        <CardGrid columns={3} items={installments}>
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
          {(data?.ptm ?? []).map((d) => (
            <li className="card" key={d.key}>
              <strong>{d.month}</strong>
              <span className="muted">
                <time dateTime={d.date}>{d.when}</time>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section soft id="holidays-title" eyebrow="Holidays" title={`Holidays (${holidays.length})`}>
        <DataTable
          onSurface
          caption={`School holidays ${year}`}
          columns={['Holiday', 'Date']}
          rows={holidays.map((h) => ({
            key: h.key,
            head: h.title,
            cells: [
              <>
                <time dateTime={h.date}>{h.when}</time>
                {h.note && <span className="muted"> ({h.note})</span>}
              </>,
            ],
          }))}
        />
      </Section>
      <CtaBand />
    </>
  );
}
