import './pages.css';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { EDITOR, PAGE_EDITOR_WORDS } from '../../../shared/content/page-editor-words';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { useCanChangeSection } from '../kit/section-access';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import { itemOfPage, pageOfItem } from './document-path';
import { PageEditor } from './page-editor';

/**
 * The dashboard's Pages (docs/decisions/038-pages-as-data.md): the information pages whose words are
 * data, each with its heading, address and whether a draft waits; /admin/pages/<n> opens the n-th in
 * the editor.
 */
export function PagesSection({ open }: { open: ItemRef | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const page = typeof open === 'number' ? pageOfItem(open) : null;
  const missing = open !== null && page === null;
  useEffect(() => {
    if (!missing) return;
    toast.error(EDITOR.pageMissing);
    navigate(sectionPath('pages'), { replace: true });
  }, [missing, navigate, toast]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHead title={PAGE_EDITOR_WORDS.sectionTitle} description={EDITOR.sectionDescription} />
      {page ? <PageEditor key={page} page={page} /> : <PageList />}
    </section>
  );
}

function PageList() {
  const navigate = useNavigate();
  const canChange = useCanChangeSection();
  const list = trpc.admin.pages.list.useQuery();
  if (list.data === undefined) {
    return (
      <LoadState
        failed={list.isError}
        loadingText={EDITOR.loading}
        errorText={EDITOR.loadFailed}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <ul className="admin-grid page-list" aria-label={EDITOR.listLabel}>
      {list.data.map((p) => (
        <li key={p.page} className="admin-card">
          <div className="admin-card-body">
            <h2>{p.heading}</h2>
            <p className="admin-card-sub">{p.path}</p>
            <ul className="admin-card-meta" aria-label={EDITOR.details}>
              {p.hasDraft && <li className="badge status-badge status-new">{EDITOR.draftBadge}</li>}
            </ul>
          </div>
          <div className="admin-card-actions">
            <a
              className="btn btn-ghost btn-sm"
              href={p.path}
              target="_blank"
              rel="noopener"
              aria-label={EDITOR.viewPage(p.heading)}
            >
              {EDITOR.view}
            </a>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={canChange ? EDITOR.editPage(p.heading) : EDITOR.openPage(p.heading)}
              onClick={() => navigate(itemPath('pages', itemOfPage(p.page)))}
            >
              {canChange ? EDITOR.edit : EDITOR.open}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
