import './desk-report-section.css';
import { useEffect, useId, useState } from 'react';
import { DESK_REPORT_WORDS as W } from '../../../shared/content/desk-report-words';
import { trpc } from '../../lib/trpc';
import { ExportCsvButton } from '../kit/list-controls';
import { LoadState } from '../kit/load-state';
import { downloadCsv } from '../kit/paged-list';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';

const number = (n: number) => n.toLocaleString('en-IN');

interface Filters {
  year: string;
  grade: string;
  campusId: string;
  source: string;
}

const asInput = (f: Filters) => ({
  ...(f.year ? { year: f.year } : {}),
  ...(f.grade ? { grade: f.grade } : {}),
  ...(f.campusId ? { campusId: Number(f.campusId) } : {}),
  ...(f.source ? { source: f.source } : {}),
});

function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel?: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The admissions report: the funnel of an academic year by family, drawn by the server as an SVG
 * (no chart library in the dashboard's bundle) beside a table of the same figures, the conversion,
 * the median days to admission and the sources ranked by admissions; Export CSV saves the same.
 */
export function DeskReportSection() {
  const uid = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [filters, setFilters] = useState<Filters>({ year: '', grade: '', campusId: '', source: '' });
  const [exporting, setExporting] = useState(false);
  const report = trpc.admin.deskReport.funnel.useQuery(asInput(filters), {
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
  useEffect(() => {
    if (report.isError) toast.error(W.error);
  }, [report.isError, toast]);
  const data = report.data;
  const titleId = `${uid}-title`;
  const set = (key: keyof Filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  async function exportCsv() {
    setExporting(true);
    try {
      const { filename, csv } = await utils.client.admin.deskReport.exportCsv.mutate(asInput(filters));
      downloadCsv(filename, csv);
    } catch {
      toast.error(W.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="admin-section desk-report" aria-labelledby={titleId} aria-busy={report.isFetching}>
      <SectionHead title={W.title} titleId={titleId} description={W.description}>
        <ExportCsvButton exporting={exporting} disabled={!data} onClick={exportCsv} />
      </SectionHead>
      {!data ? (
        <LoadState
          failed={report.isError}
          loadingText={W.loading}
          errorText={W.error}
          onRetry={() => report.refetch()}
        />
      ) : (
        <>
          <fieldset className="desk-report-filters">
            <legend className="visually-hidden">{W.filters}</legend>
            <FilterSelect
              label={W.year}
              value={filters.year || data.year}
              options={data.options.years.map((y) => ({ value: y, label: y }))}
              onChange={set('year')}
            />
            <FilterSelect
              label={W.grade}
              value={filters.grade}
              allLabel={W.allGrades}
              options={data.options.grades.map((g) => ({ value: g, label: g }))}
              onChange={set('grade')}
            />
            <FilterSelect
              label={W.campus}
              value={filters.campusId}
              allLabel={W.allCampuses}
              options={data.options.campuses.map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={set('campusId')}
            />
            <FilterSelect
              label={W.source}
              value={filters.source}
              allLabel={W.allSources}
              options={[...new Set([...data.options.sources, ...(filters.source ? [filters.source] : [])])].map(
                (s) => ({ value: s, label: s }),
              )}
              onChange={set('source')}
            />
          </fieldset>
          <p className="desk-report-note">
            <time dateTime={data.from}>{data.from}</time> – <time dateTime={data.to}>{data.to}</time>
          </p>
          <dl className="desk-report-figures">
            <div className="desk-report-figure">
              <dt>{W.conversion}</dt>
              <dd>{W.conversionValue(data.conversionPercent)}</dd>
              <dd className="desk-report-figure-detail">{W.conversionDetail(data.admitted, data.families)}</dd>
            </div>
            <div className="desk-report-figure">
              <dt>{W.medianDays}</dt>
              <dd>{W.medianDaysValue(data.medianDays)}</dd>
            </div>
          </dl>
          <div className="desk-report-pair">
            <div
              className="desk-report-chart"
              // The server builds this SVG and escapes every text in it (features/desk/funnel-chart.ts);
              // inline, it takes the theme's colours from the page's custom properties.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-drawn SVG, all text escaped there
              dangerouslySetInnerHTML={{ __html: data.chartSvg }}
            />
            <section
              className="table-wrap admin-table-wrap desk-report-table-wrap"
              aria-label={W.tableCaption(data.year)}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in this region, which takes the keyboard's focus to scroll
              tabIndex={0}
            >
              <table className="table desk-report-table">
                <caption>{W.tableCaption(data.year)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{W.stage}</th>
                    <th scope="col" className="desk-report-number">
                      {W.families}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.stages.map((s) => (
                    <tr key={s.stage} className={s.tone === 'closed' ? 'is-closed' : undefined}>
                      <th scope="row">
                        {s.label}
                        <span className="desk-report-tone"> ({s.tone === 'open' ? W.reached : W.closed})</span>
                      </th>
                      <td className="desk-report-number">{number(s.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
          {data.sources.length === 0 ? (
            <p className="desk-report-note">{W.noSources}</p>
          ) : (
            <section
              className="table-wrap admin-table-wrap desk-report-table-wrap"
              aria-label={W.sourcesCaption}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in this region, which takes the keyboard's focus to scroll
              tabIndex={0}
            >
              <table className="table desk-report-table">
                <caption>{W.sourcesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{W.sourceColumn}</th>
                    <th scope="col" className="desk-report-number">
                      {W.admissionsColumn}
                    </th>
                    <th scope="col" className="desk-report-number">
                      {W.enquiriesColumn}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.sources.map((s) => (
                    <tr key={s.source}>
                      <th scope="row">{s.source}</th>
                      <td className="desk-report-number">{number(s.admissions)}</td>
                      <td className="desk-report-number">{number(s.enquiries)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </section>
  );
}
