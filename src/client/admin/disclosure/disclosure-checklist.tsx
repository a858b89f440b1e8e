import { Link } from 'react-router-dom';
import { CHECKLIST_STATE_LABELS, type ChecklistState, isProblem } from '../../../shared/disclosure';
import { sectionPath } from '../shell/admin-paths';
import { type ChecklistEntry, problemsText } from './disclosure-api';

// The campus's checklist (src/server/features/disclosure/service.ts campusChecklist): what needs attention first,
// each with its state in words and a symbol (never by colour alone) and where to put it right; what is
// in order under it, folded away while something needs attention.

const TABLE_NAMES: Record<ChecklistEntry['table'], string> = {
  A: 'A · General information',
  B: 'B · Documents and information',
  C: 'C · Result and academics',
  D: 'D · Staff (teaching)',
  E: 'E · School infrastructure',
  'Annual report': 'Annual report',
};

/** Problems by urgency, then what is only due, then what is in order. */
const ORDER: Record<ChecklistState, number> = {
  expired: 0,
  missing: 1,
  expiring: 2,
  due: 3,
  present: 4,
  'not-applicable': 5,
};

const SYMBOLS: Record<ChecklistState, string> = {
  expired: '✕',
  missing: '✕',
  expiring: '!',
  due: '…',
  present: '✓',
  'not-applicable': '–',
};

/** Where an item is put right: a section of the dashboard, or a part of this one. */
function fixFor(entry: ChecklistEntry): { text: string; to: string; inPage: boolean } {
  if (entry.table === 'E' || entry.key === 'sections')
    return { text: 'Open Campuses', to: sectionPath('campuses'), inPage: false };
  if (entry.table === 'A' || entry.table === 'D')
    return { text: 'Open People', to: sectionPath('staff'), inPage: false };
  if (entry.table === 'Annual report')
    return { text: 'Go to annual reports', to: '#disclosure-annual-reports', inPage: true };
  if (entry.key.startsWith('results-')) return { text: 'Go to board results', to: '#disclosure-results', inPage: true };
  return { text: 'Go to the document', to: `#disclosure-doc-${entry.key}`, inPage: true };
}

export function StateBadge({ state }: { state: ChecklistState }) {
  return (
    <span className={`badge disclosure-state disclosure-state-${state}`}>
      <span aria-hidden="true" className="disclosure-state-symbol">
        {SYMBOLS[state]}
      </span>
      <span>{CHECKLIST_STATE_LABELS[state]}</span>
    </span>
  );
}

function EntryList({ entries, withFix }: { entries: ChecklistEntry[]; withFix: boolean }) {
  return (
    <ul className="admin-rows">
      {entries.map((e) => {
        const fix = withFix ? fixFor(e) : null;
        return (
          <li key={e.key} className={`disclosure-check disclosure-check-${e.state}`}>
            <StateBadge state={e.state} />
            <div className="disclosure-check-body">
              <p className="disclosure-check-label">{e.label}</p>
              <p className="disclosure-check-detail">
                <span className="disclosure-check-table">{TABLE_NAMES[e.table]}</span>
                {e.detail && <span>{e.detail}</span>}
              </p>
            </div>
            {fix &&
              (fix.inPage ? (
                <a className="btn btn-outline btn-sm" href={fix.to} aria-label={`${fix.text}: ${e.label}`}>
                  {fix.text}
                </a>
              ) : (
                <Link className="btn btn-outline btn-sm" to={fix.to} aria-label={`${fix.text}: ${e.label}`}>
                  {fix.text}
                </Link>
              ))}
          </li>
        );
      })}
    </ul>
  );
}

export function DisclosureChecklist({ entries }: { entries: ChecklistEntry[] }) {
  const sorted = [...entries].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  const attention = sorted.filter((e) => isProblem(e.state) || e.state === 'due');
  const inOrder = sorted.filter((e) => !attention.includes(e));
  const problems = entries.filter((e) => isProblem(e.state)).length;
  return (
    <section
      className="admin-panel disclosure-panel"
      id="disclosure-checklist"
      aria-labelledby="disclosure-checklist-title"
    >
      <h2 id="disclosure-checklist-title">Checklist: {problemsText(problems)}</h2>
      <p className="disclosure-panel-intro">
        Every item CBSE requires on this campus's disclosure page, as the page shows it today. A certificate is flagged
        two months before it expires.
      </p>
      {attention.length > 0 && (
        <>
          <h3 className="disclosure-subhead">Needs attention</h3>
          <EntryList entries={attention} withFix />
        </>
      )}
      {inOrder.length > 0 && (
        <details className="disclosure-in-order" open={attention.length === 0}>
          <summary>
            {attention.length === 0 ? 'Everything is in order' : 'In order'} ({inOrder.length}{' '}
            {inOrder.length === 1 ? 'item' : 'items'})
          </summary>
          <EntryList entries={inOrder} withFix={false} />
        </details>
      )}
    </section>
  );
}
