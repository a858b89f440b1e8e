import { useEffect } from 'react';
import { useToast } from '../../../components/admin/toast';
import { trpc } from '../../../lib/trpc';
import { BrochureForm } from './brochure-form';
import { PasswordForm } from './password-form';
import { SiteSettingsForm } from './site-settings-form';

/** Settings: the site settings, the brochure and the administrator's password. */
export function SettingsSection() {
  const toast = useToast();
  const query = trpc.admin.settings.get.useQuery();
  useEffect(() => {
    if (query.isError) toast.error('Error loading settings data');
  }, [query.isError, toast]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h1 id="admin-section-title">Settings</h1>
      </div>
      {query.data ? (
        <div className="page-columns admin-settings">
          <SiteSettingsForm initial={query.data.settings} />
          <div className="grid admin-settings-side">
            <BrochureForm hasCustom={query.data.hasCustomBrochure} />
            <PasswordForm />
          </div>
        </div>
      ) : query.isError ? (
        <div className="alert alert-error admin-load-error">
          <span>Error loading settings data</span>
          <button type="button" className="btn btn-outline" onClick={() => query.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <p className="admin-empty" role="status">
          Loading settings...
        </p>
      )}
    </section>
  );
}
