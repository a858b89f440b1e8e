import './visits-section.css';
import { type ReactNode, useEffect, useId } from 'react';
import { DIRECT_SOURCE, VISITS_WORDS as W } from '../../../shared/content/visits';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';

const number = (n: number) => n.toLocaleString('en-IN');
const rate = (n: number | null) => (n === null ? W.noRate : n.toLocaleString('en-IN', { maximumFractionDigits: 1 }));
const sourceLabel = (source: string) => (source === DIRECT_SOURCE ? W.direct : source);

/** One titled table of counts: its heading names it in the outline and names the region that scrolls it; its caption names the table. */
function CountTable({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: { label: string; numeric?: boolean }[];
  rows: { key: string; cells: ReactNode[] }[];
  empty?: string;
}) {
  const uid = useId();
  return (
    <div className="visits-block">
      <h2 id={uid} className="visits-block-title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="visits-note">{empty}</p>
      ) : (
        <section
          className="table-wrap admin-table-wrap visits-table-wrap"
          aria-labelledby={uid}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in this region, which takes the keyboard's focus to scroll
          tabIndex={0}
        >
          <table className="table visits-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.numeric ? 'visits-number' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => {
                    const column = columns[i];
                    return i === 0 ? (
                      <th key={column?.label} scope="row" className="visits-name">
                        {cell}
                      </th>
                    ) : (
                      <td key={column?.label} className={column?.numeric ? 'visits-number' : undefined}>
                        {cell}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/**
 * The dashboard's Visits section (docs/decisions/032-visit-counts.md): the last 30 days' page views as
 * the site counted them, per page, referring site and campaign, and enquiries per 100 visits. Enquiries
 * do not record their source yet, so the rate by source shows once they do (the server says when).
 */
export function VisitsSection() {
  const uid = useId();
  const toast = useToast();
  const summary = trpc.admin.visits.summary.useQuery(undefined, { staleTime: 0 });
  useEffect(() => {
    if (summary.isError) toast.error(W.error);
  }, [summary.isError, toast]);
  const titleId = `${uid}-title`;
  const data = summary.data;
  const { columns: C } = W;

  return (
    <section className="admin-section visits" aria-labelledby={titleId} aria-busy={summary.isFetching}>
      <SectionHead title={W.title} titleId={titleId} description={W.description} />
      {!data ? (
        <LoadState
          failed={summary.isError}
          loadingText={W.loading}
          errorText={W.error}
          onRetry={() => summary.refetch()}
        />
      ) : data.visits === 0 ? (
        <div className="admin-empty visits-empty">
          <p className="visits-empty-title">{W.empty}</p>
          <p>{W.emptyDetail}</p>
        </div>
      ) : (
        <>
          <dl className="visits-totals">
            <div className="visits-total">
              <dt>{W.total}</dt>
              <dd>{number(data.visits)}</dd>
            </div>
            <div className="visits-total">
              <dt>{W.enquiries}</dt>
              <dd>{number(data.enquiries)}</dd>
            </div>
            <div className="visits-total">
              <dt>{W.perHundred}</dt>
              <dd>{rate(data.enquiriesPerHundredVisits)}</dd>
            </div>
          </dl>
          <p className="visits-note visits-range">
            <time dateTime={data.from}>{data.from}</time> – <time dateTime={data.to}>{data.to}</time>
          </p>
          <CountTable
            title={W.pagesCaption}
            columns={[{ label: C.page }, { label: C.visits, numeric: true }]}
            rows={data.pages.map((p) => ({ key: p.path, cells: [p.path, number(p.visits)] }))}
          />
          <div className="visits-pair">
            <CountTable
              title={W.referrersCaption}
              columns={[{ label: C.site }, { label: C.visits, numeric: true }]}
              rows={data.referrers.map((r) => ({ key: r.host, cells: [r.host, number(r.visits)] }))}
              empty={W.referrersEmpty}
            />
            <CountTable
              title={W.campaignsCaption}
              columns={[
                { label: C.source },
                { label: C.medium },
                { label: C.campaign },
                { label: C.visits, numeric: true },
              ]}
              rows={data.campaigns.map((c) => ({
                key: `${c.source}\n${c.medium}\n${c.campaign}`,
                cells: [c.source || W.none, c.medium || W.none, c.campaign || W.none, number(c.visits)],
              }))}
              empty={W.campaignsEmpty}
            />
          </div>
          {data.sourcesKnown ? (
            <CountTable
              title={W.sourcesCaption}
              columns={[
                { label: C.source },
                { label: C.visits, numeric: true },
                { label: C.enquiries, numeric: true },
                { label: C.perHundred, numeric: true },
              ]}
              rows={data.sources.map((s) => ({
                key: s.source,
                cells: [sourceLabel(s.source), number(s.visits), number(s.enquiries ?? 0), rate(s.perHundred)],
              }))}
            />
          ) : (
            <>
              <p className="visits-note">{W.sourcesPending}</p>
              <CountTable
                title={W.sourcesCaptionVisitsOnly}
                columns={[{ label: C.source }, { label: C.visits, numeric: true }]}
                rows={data.sources.map((s) => ({ key: s.source, cells: [sourceLabel(s.source), number(s.visits)] }))}
              />
            </>
          )}
        </>
      )}
      <p className="visits-note">{W.retention}</p>
    </section>
  );
}
