import './tc-section.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import { trpc } from '../../lib/trpc';
import { confirmDelete } from '../kit/confirm';
import { ListSectionTop } from '../kit/list-section-top';
import { LoadState } from '../kit/load-state';
import { useToast } from '../kit/toast';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import { type AdminTc, dropTc, TcDialog, useTcList } from './tc-dialog';

function matches(tc: AdminTc, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [tc.tcNumber, tc.studentName, tc.classLeft, tc.campusName].some((v) => v.toLowerCase().includes(q));
}

/**
 * The dashboard's Transfer Certificates: the register of issued TCs, per campus, that receiving schools
 * verify on /tc-verification by number and date of birth (never listed on the site). Add New, edit the
 * TC the address names (/admin/transfer-certificates/3), upload or replace its scanned PDF, delete.
 */
export function TcSection({ open }: { open: ItemRef | null }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const list = useTcList();
  const campuses = trpc.admin.campuses.list.useQuery();
  const [search, setSearch] = useState('');
  const [campusFilter, setCampusFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  useEffect(() => {
    if (list.isError) toast.error('Error loading transfer certificates');
  }, [list.isError, toast]);
  useEffect(() => {
    if (campuses.isError) toast.error('Error loading the campuses');
  }, [campuses.isError, toast]);

  const openItem = typeof open === 'number' ? (list.data?.find((t) => t.id === open) ?? null) : null;
  const missing = typeof open === 'number' && !list.isPending && !list.isError && !openItem;
  useEffect(() => {
    if (!missing) return;
    toast.error('This transfer certificate no longer exists');
    navigate(sectionPath('transferCertificates'), { replace: true });
  }, [missing, navigate, toast]);

  async function onDelete(tc: AdminTc) {
    if (!confirmDelete(`TC ${tc.tcNumber}`)) return;
    setDeleting(tc.id);
    try {
      await utils.client.admin.transferCertificates.remove.mutate({ id: tc.id });
      dropTc(utils, tc.id);
      toast.success(`TC ${tc.tcNumber} deleted`);
    } catch {
      toast.error('Error deleting the TC');
    } finally {
      setDeleting(null);
    }
  }

  function closeDialog() {
    setCreating(false);
    if (open !== null) navigate(sectionPath('transferCertificates'), { replace: open === 'new' });
  }

  const campusList = campuses.data ?? [];
  const items = (list.data ?? []).filter(
    (t) => (campusFilter === '' || t.campusId === Number(campusFilter)) && matches(t, search),
  );
  const busy = deleting !== null;
  const dialogOpen = creating || open === 'new' || openItem !== null;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <ListSectionTop
        title="Transfer Certificates"
        description={
          <>
            Receiving schools verify a TC on{' '}
            <a href={PATHS.tcVerification} target="_blank" rel="noopener">
              {PATHS.tcVerification}
            </a>{' '}
            by its number and the student’s date of birth; the site never lists them.
          </>
        }
        onAdd={() => setCreating(true)}
        addDisabled={busy || list.isPending || campuses.isPending}
        searchId="tc-search"
        searchLabel="transfer certificates"
        search={search}
        onSearch={setSearch}
      />
      {campusList.length > 1 && (
        <div className="admin-toolbar admin-tc-filter">
          <div className="field">
            <label htmlFor="tc-campus-filter">Campus</label>
            <select id="tc-campus-filter" value={campusFilter} onChange={(e) => setCampusFilter(e.target.value)}>
              <option value="">All campuses</option>
              {campusList.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}

      {list.isPending || list.isError ? (
        <LoadState
          failed={list.isError}
          loadingText="Loading transfer certificates..."
          errorText="Error loading transfer certificates"
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="admin-empty">
          {list.data.length === 0 ? 'No transfer certificates yet.' : 'No transfer certificates found.'}
        </p>
      ) : (
        <ul className="admin-grid">
          {items.map((t) => (
            <li key={t.id} className="admin-card">
              <div className="admin-card-body">
                <h2>TC {t.tcNumber}</h2>
                <p className="admin-card-sub">{t.studentName}</p>
                <p className="admin-tc-line">
                  Issued {formatDate(t.issuedOn)} · Class left: {t.classLeft}
                </p>
                <ul className="admin-card-meta" aria-label="Details">
                  <li className="badge">{t.campusName}</li>
                  {t.fileUrl ? (
                    <li className="badge status-badge status-resolved">PDF uploaded</li>
                  ) : (
                    <li className="badge status-badge status-in-progress">No PDF</li>
                  )}
                  {t.example && <li className="badge status-badge">Example</li>}
                </ul>
              </div>
              <div className="admin-card-actions">
                {t.fileUrl && (
                  <a
                    className="btn btn-ghost btn-sm"
                    href={t.fileUrl}
                    target="_blank"
                    rel="noopener"
                    aria-label={`View the PDF of TC ${t.tcNumber}`}
                  >
                    View PDF
                  </a>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Edit TC ${t.tcNumber}`}
                  onClick={() => navigate(itemPath('transferCertificates', t.id))}
                  disabled={busy}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  aria-label={`Delete TC ${t.tcNumber}`}
                  onClick={() => onDelete(t)}
                  disabled={busy}
                >
                  {deleting === t.id ? 'Deleting...' : 'Delete'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {dialogOpen && campuses.data && (
        <TcDialog
          key={openItem?.id ?? 'new'}
          tc={openItem}
          campuses={campuses.data}
          onClose={closeDialog}
          onSaved={closeDialog}
        />
      )}
    </section>
  );
}
