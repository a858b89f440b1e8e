import './notices-section.css';
import { useNavigate } from 'react-router-dom';
import { NOTICE_CATEGORY_LABELS, NOTICE_STATUS_LABELS, pdfTextPendingLine } from '../../../shared/notices';
import { trpc } from '../../lib/trpc';
import { ItemCard, ListSection } from '../kit/list-section';
import { matchesText } from '../kit/search';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import { type AdminNotice, dropNotice, useNoticeList, usePdfTextProgress } from './notices-api';
import { NoticeDialog } from './notices-dialog';

const STATUS_CLASS = {
  draft: 'status-badge',
  scheduled: 'status-badge status-new',
  published: 'status-badge status-resolved',
  expired: 'status-badge status-in-progress',
} as const;

const matches = (n: AdminNotice, search: string) =>
  matchesText([n.title, n.slug, NOTICE_CATEGORY_LABELS[n.category], NOTICE_STATUS_LABELS[n.status], n.body], search);

/**
 * The dashboard's Notices: every notice with its status (Draft, Scheduled, Published, Expired, in the
 * school's time), search, Add New, and the dialog of the notice the address names (/admin/notices/3).
 */
export function NoticesSection({ open }: { open: ItemRef | null }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const list = useNoticeList();
  const pdfText = usePdfTextProgress();
  return (
    <ListSection
      section="notices"
      title="Notices"
      description="Shown on the Notices page, the latest three on the home page, and in the notices feed."
      searchId="notices-search"
      searchLabel="notices"
      list={list}
      open={open}
      matches={matches}
      toolbar={
        pdfText && pdfText.pending > 0 ? (
          <p className="admin-notice-pdf-text" role="status">
            {pdfTextPendingLine(pdfText.pending, pdfText.pending + pdfText.read + pdfText.none)}
          </p>
        ) : null
      }
      texts={{
        loading: 'Loading notices...',
        loadFailed: 'Error loading notices',
        empty: () => 'No notices found.',
        missing: 'This notice no longer exists',
      }}
      itemName={(n) => n.title}
      deleteItem={{
        request: (n) => utils.client.admin.notices.remove.mutate({ id: n.id }),
        drop: (n) => dropNotice(utils, n.id),
        success: () => 'Notice deleted successfully',
        failure: () => 'Error deleting notice',
      }}
      renderItems={(items, actions) => (
        <ul className="admin-grid">
          {items.map((n) => (
            <ItemCard
              key={n.id}
              item={n}
              name={n.title}
              actions={actions}
              leading={
                n.status === 'published' && (
                  <a
                    className="btn btn-ghost btn-sm"
                    href={n.path}
                    target="_blank"
                    rel="noopener"
                    aria-label={`View ${n.title} on the site`}
                  >
                    View
                  </a>
                )
              }
            >
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
            </ItemCard>
          ))}
        </ul>
      )}
      renderDialog={(openItem) =>
        (open === 'new' || openItem) && (
          <NoticeDialog
            key={open}
            notice={openItem}
            onClose={() => navigate(sectionPath('notices'))}
            onCreated={(created) => navigate(itemPath('notices', created.id), { replace: true })}
            onSaved={() => navigate(sectionPath('notices'), { replace: true })}
          />
        )
      }
    />
  );
}
