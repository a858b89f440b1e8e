import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DUPLICATES_WORDS as W } from '../../../shared/content/desk-duplicates-words';
import { formatDateTime } from '../../../shared/format';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { useAdminAction } from '../kit/use-admin-action';
import { useCan } from '../shell/access';
import { itemPath } from '../shell/admin-paths';
import { DuplicateList, MergedList, stageLabel } from './duplicates-panel';
import { useRefreshDesk } from './start-application-dialog';
import './duplicates.css';

// The opened application's enquiry: the one a person linked, or the enquiries of the same family the
// server offers (same mobile or e-mail), each with its own "Link to …" button, since only a person can
// tell a sibling from the same child. Below, the application's own possible duplicates and merges.

export function LinkPanel({ applicationId }: { applicationId: number }) {
  const can = useCan();
  const canChange = can('admissions', 'change');
  const utils = trpc.useUtils();
  const query = trpc.admin.deskDuplicates.of.useQuery({ kind: 'application', id: applicationId }, { retry: false });
  const act = useAdminAction();
  const refresh = useRefreshDesk();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const headingId = `desk-link-${applicationId}`;
  const view = query.data;

  const openEnquiry = (id: number) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(itemPath('enquiries', id));
  };

  return (
    <section className="desk-dup" aria-labelledby={headingId}>
      <div className="desk-dup-head">
        <h3 id={headingId}>{W.panelTitle}</h3>
      </div>
      {!view ? (
        <LoadState
          failed={query.isError}
          loadingText={W.loading}
          errorText={W.loadFailed}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {view.mergedInto && <p className="desk-dup-merged-into">{W.mergedInto(view.mergedInto.reference)}</p>}
          <section className="desk-dup-part" aria-labelledby={`${headingId}-linked`}>
            <h4 id={`${headingId}-linked`}>{W.linkedEnquiry}</h4>
            {view.linkedEnquiry ? (
              <div className="desk-dup-item">
                <div className="desk-dup-what">
                  <a href={itemPath('enquiries', view.linkedEnquiry.id)} onClick={openEnquiry(view.linkedEnquiry.id)}>
                    {view.linkedEnquiry.reference}
                  </a>{' '}
                  <span>{view.linkedEnquiry.name}</span>
                  <span className="desk-dup-meta">
                    {stageLabel(view.linkedEnquiry.stage)} · {W.received} {formatDateTime(view.linkedEnquiry.createdAt)}
                  </span>
                </div>
                {canChange && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy}
                    onClick={() =>
                      void act({
                        busy: setBusy,
                        request: () => utils.client.admin.deskDuplicates.unlink.mutate({ applicationId }),
                        apply: refresh,
                        done: W.unlinked,
                        failed: W.unlinkFailed,
                      })
                    }
                  >
                    {W.unlink(view.linkedEnquiry.reference)}
                  </button>
                )}
              </div>
            ) : (
              <p className="muted">{W.noLinkedEnquiry}</p>
            )}
          </section>
          {!view.linkedEnquiry && (
            <section className="desk-dup-part" aria-labelledby={`${headingId}-candidates`}>
              <h4 id={`${headingId}-candidates`}>{W.candidateEnquiries}</h4>
              {view.candidateEnquiries.length === 0 ? (
                <p className="muted">{W.noCandidates}</p>
              ) : (
                <ul className="desk-dup-list">
                  {view.candidateEnquiries.map((c) => (
                    <li key={c.id} className="desk-dup-item">
                      <div className="desk-dup-what">
                        <a href={itemPath('enquiries', c.id)} onClick={openEnquiry(c.id)}>
                          {c.reference}
                        </a>{' '}
                        <span>{c.name}</span>
                        <span className="desk-dup-meta">
                          {stageLabel(c.stage)} · {W.received} {formatDateTime(c.createdAt)} ·{' '}
                          {c.matched.map((m) => W.matchedBy[m]).join(', ')}
                        </span>
                      </div>
                      {canChange && (
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          disabled={busy}
                          onClick={() =>
                            void act({
                              busy: setBusy,
                              request: () =>
                                utils.client.admin.deskDuplicates.link.mutate({ applicationId, enquiryId: c.id }),
                              apply: refresh,
                              done: W.linked(view.reference, c.reference),
                              failed: W.linkFailed,
                            })
                          }
                        >
                          {W.linkTo(c.reference)}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <DuplicateList view={view} canChange={canChange} />
          <MergedList view={view} />
        </>
      )}
    </section>
  );
}
