import './disclosure-section.css';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { sectionPath } from '../shell/admin-paths';

/**
 * Over every section of the dashboard while the seeded example data of the Mandatory Public Disclosure
 * remains (campuses, people, documents, results, transfer certificates the office has not replaced):
 * visitors would read it as the school's. Mounted again on each address, so the count is read anew.
 */
export function DisclosureExampleBanner() {
  const status = trpc.admin.disclosure.status.useQuery(undefined, { staleTime: 0 });
  const examples = status.data?.examples ?? 0;
  if (examples === 0) return null;
  return (
    <div className="alert alert-warning disclosure-example-banner">
      <p>
        The Mandatory Public Disclosure still shows example data ({examples} {examples === 1 ? 'record' : 'records'}).
        Replace it with your school's details.
      </p>
      <Link to={sectionPath('disclosure')}>Go to Disclosure</Link>
    </div>
  );
}
