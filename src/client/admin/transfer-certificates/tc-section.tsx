import './tc-section.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import { trpc } from '../../lib/trpc';
import { ItemCard, ListSection } from '../kit/list-section';
import { matchesText } from '../kit/search';
import { useToast } from '../kit/toast';
import { type ItemRef, sectionPath } from '../shell/admin-paths';
import { type AdminTc, dropTc, TcDialog, useTcList } from './tc-dialog';

const matches = (tc: AdminTc, search: string) =>
  matchesText([tc.tcNumber, tc.studentName, tc.classLeft, tc.campusName], search);

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
  const [campusFilter, setCampusFilter] = useState('');
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (campuses.isError) toast.error('Error loading the campuses');
  }, [campuses.isError, toast]);

  function closeDialog() {
    setCreating(false);
    if (open !== null) navigate(sectionPath('transferCertificates'), { replace: open === 'new' });
  }

  const campusList = campuses.data ?? [];
  return (
    <ListSection
      section="transferCertificates"
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
      searchId="tc-search"
      searchLabel="transfer certificates"
      list={list}
      open={open}
      matches={(t, search) => (campusFilter === '' || t.campusId === Number(campusFilter)) && matches(t, search)}
      texts={{
        loading: 'Loading transfer certificates...',
        loadFailed: 'Error loading transfer certificates',
        empty: (all) => (all.length === 0 ? 'No transfer certificates yet.' : 'No transfer certificates found.'),
        missing: 'This transfer certificate no longer exists',
      }}
      itemName={(t) => `TC ${t.tcNumber}`}
      deleteItem={{
        request: (t) => utils.client.admin.transferCertificates.remove.mutate({ id: t.id }),
        drop: (t) => dropTc(utils, t.id),
        success: (t) => `TC ${t.tcNumber} deleted`,
        failure: () => 'Error deleting the TC',
      }}
      onAdd={() => setCreating(true)}
      addDisabled={campuses.isPending}
      toolbar={
        campusList.length > 1 && (
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
        )
      }
      renderItems={(items, actions) => (
        <ul className="admin-grid">
          {items.map((t) => (
            <ItemCard
              key={t.id}
              item={t}
              name={`TC ${t.tcNumber}`}
              actions={actions}
              leading={
                t.fileUrl && (
                  <a
                    className="btn btn-ghost btn-sm"
                    href={t.fileUrl}
                    target="_blank"
                    rel="noopener"
                    aria-label={`View the PDF of TC ${t.tcNumber}`}
                  >
                    View PDF
                  </a>
                )
              }
            >
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
            </ItemCard>
          ))}
        </ul>
      )}
      renderDialog={(openItem) =>
        (creating || open === 'new' || openItem !== null) &&
        campuses.data && (
          <TcDialog
            key={openItem?.id ?? 'new'}
            tc={openItem}
            campuses={campuses.data}
            onClose={closeDialog}
            onSaved={closeDialog}
          />
        )
      }
    />
  );
}
