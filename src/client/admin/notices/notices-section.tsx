import './notices-section.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTICE_CATEGORY_LABELS, NOTICE_STATUS_LABELS } from '../../../shared/notices';
import { trpc } from '../../lib/trpc';
import { confirmDelete } from '../kit/confirm';
import { ListSectionTop } from '../kit/list-section-top';
import { LoadState } from '../kit/load-state';
import { useToast } from '../kit/toast';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import { type AdminNotice, dropNotice, useNoticeList } from './notices-api';
import { NoticeDialog } from './notices-dialog';

const STATUS_CLASS = {
  draft: 'status-badge',
  scheduled: 'status-badge status-new',
  published: 'status-badge status-resolved',
  expired: 'status-badge status-in-progress',
} as const;

function matches(n: AdminNotice, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [n.title, n.slug, NOTICE_CATEGORY_LABELS[n.category], NOTICE_STATUS_LABELS[n.status], n.body].some((v) =>
    v.toLowerCase().includes(q),
  );
}

/**
 * The dashboard's Notices: every notice with its status (Draft, Scheduled, Published, Expired, in the
 * school's time), search, Add New, and the dialog of the notice the address names (/admin/notices/3).
 */
export function NoticesSection({ open }: { open: ItemRef | null }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const list = useNoticeList();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);

  useEffect(() => {
    if (list.isError) toast.error('Error loading notices');
  }, [list.isError, toast]);

  const openItem = typeof open === 'number' ? (list.data?.find((n) => n.id === open) ?? null) : null;
  const missing = typeof open === 'number' && !list.isPending && !list.isError && !openItem;
  useEffect(() => {
    if (!missing) return;
    toast.error('This notice no longer exists');
    navigate(sectionPath('notices'), { replace: true });
  }, [missing, navigate, toast]);

  async function onDelete(notice: AdminNotice) {
    if (!confirmDelete(notice.title)) return;
    setDeleting(notice.id);
    try {
      await utils.client.admin.notices.remove.mutate({ id: notice.id });
      dropNotice(utils, notice.id);
      toast.success('Notice deleted successfully');
    } catch {
      toast.error('Error deleting notice');
    } finally {
      setDeleting(null);
    }
  }

  const items = (list.data ?? []).filter((n) => matches(n, search));
  const busy = deleting !== null;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <ListSectionTop
        title="Notices"
        description="Shown on the Notices page, the latest three on the home page, and in the notices feed."
        onAdd={() => navigate(itemPath('notices', 'new'))}
        addDisabled={busy || list.isPending}
        searchId="notices-search"
        searchLabel="notices"
        search={search}
        onSearch={setSearch}
      />

      {list.isPending || list.isError ? (
        <LoadState
          failed={list.isError}
          loadingText="Loading notices..."
          errorText="Error loading notices"
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="admin-empty">No notices found.</p>
      ) : (
        <ul className="admin-grid">
          {items.map((n) => (
            <li key={n.id} className="admin-card">
              <div className="admin-card-body">
                <h2>{n.title}</h2>
                <p className="admin-card-sub">{n.path}</p>
                <ul className="admin-card-meta" aria-label="Details">
                  <li className={`badge ${STATUS_CLASS[n.status]}`}>{NOTICE_STATUS_LABELS[n.status]}</li>
                  <li className="badge">{NOTICE_CATEGORY_LABELS[n.category]}</li>
                  {n.pinned && <li className="badge">Pinned</li>}
                  {n.attachments.length > 0 && (
                    <li className="badge">
                      {n.attachments.length === 1 ? '1 attachment' : `${n.attachments.length} attachments`}
                    </li>
                  )}
                </ul>
              </div>
              <div className="admin-card-actions">
                {n.status === 'published' && (
                  <a
                    className="btn btn-ghost btn-sm"
                    href={n.path}
                    target="_blank"
                    rel="noopener"
                    aria-label={`View ${n.title} on the site`}
                  >
                    View
                  </a>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Edit ${n.title}`}
                  onClick={() => navigate(itemPath('notices', n.id))}
                  disabled={busy}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  aria-label={`Delete ${n.title}`}
                  onClick={() => onDelete(n)}
                  disabled={busy}
                >
                  {deleting === n.id ? 'Deleting...' : 'Delete'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {(open === 'new' || openItem) && (
        <NoticeDialog
          key={open}
          notice={openItem}
          onClose={() => navigate(sectionPath('notices'))}
          onCreated={(created) => navigate(itemPath('notices', created.id), { replace: true })}
          onSaved={() => navigate(sectionPath('notices'), { replace: true })}
        />
      )}
    </section>
  );
}
