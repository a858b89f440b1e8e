import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { useAddressTarget } from '../kit/use-address-target';
import { PrivacySettingsForm } from '../privacy/privacy-settings-form';
import { useCan } from '../shell/access';
import { AdmissionsForm } from './admissions-form';
import { BrandingForm, LogoForm } from './branding-form';
import { BrochureForm } from './brochure-form';
import { DeskSettingsForm } from './desk-settings-form';
import { MailPanel } from './mail-panel';
import { PasswordForm } from './password-form';
import { PaymentSettingsForm } from './payments-settings-form';
import { SessionsPanel } from './sessions-panel';
import { SettingsTranslationsPanel } from './settings-translations-panel';
import { SiteSettingsForm } from './site-settings-form';
import { StatementSettingsForm } from './statement-settings-form';
import { TwoFactorPanel } from './two-factor-panel';

/**
 * Settings: the school's name, colours and logo, admissions, the site settings, the brochure and the
 * administrator's password. Each panel saves its own fields (admin.settings.save merges them).
 */
export function SettingsSection({ mustChangePassword = false }: { mustChangePassword?: boolean }) {
  const can = useCan();
  if (!can('settings')) return <AccountOnly mustChangePassword={mustChangePassword} />;
  return <SchoolSettings mustChangePassword={mustChangePassword} />;
}

/** What anyone on the staff finds in Settings: their own password and sign-in, none of the school's settings. */
function AccountOnly({ mustChangePassword }: { mustChangePassword: boolean }) {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHead title="Settings" description="Your own password and how you sign in." />
      {mustChangePassword && <MustChangePassword />}
      <div className="grid admin-settings-side">
        <PasswordForm focus={mustChangePassword} />
        <TwoFactorPanel />
        <SessionsPanel />
      </div>
    </section>
  );
}

function MustChangePassword() {
  return (
    <div className="alert alert-info admin-must-change" role="alert">
      You signed in with a one-time password. Choose a new password below to keep using the dashboard.
    </div>
  );
}

function SchoolSettings({ mustChangePassword }: { mustChangePassword: boolean }) {
  const toast = useToast();
  const query = trpc.admin.settings.get.useQuery();
  // A link from the overview's setup checklist names the field to fix (/admin/settings#email).
  useAddressTarget(Boolean(query.data));
  useEffect(() => {
    if (query.isError) toast.error('Error loading settings data');
  }, [query.isError, toast]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHead
        title="Settings"
        description="The school's details used across the whole site: the header, the footer, the home page, the Contact page and the brochure download. Your own password is here too."
      />
      {mustChangePassword && <MustChangePassword />}
      {query.data ? (
        <div className="page-columns admin-settings">
          <div className="admin-settings-main">
            <BrandingForm initial={query.data.settings} />
            <AdmissionsForm initial={query.data.settings} />
            <DeskSettingsForm initial={query.data.settings} />
            <PaymentSettingsForm />
            <SiteSettingsForm initial={query.data.settings} />
            <SettingsTranslationsPanel />
            <PrivacySettingsForm initial={query.data.settings} />
            <StatementSettingsForm initial={query.data.settings} />
            <MailPanel initial={query.data.settings} />
          </div>
          <div className="grid admin-settings-side">
            <LogoForm logo={query.data.settings.logo} />
            <BrochureForm hasCustom={query.data.hasCustomBrochure} />
            <PasswordForm focus={mustChangePassword} />
            <TwoFactorPanel />
            <SessionsPanel />
          </div>
        </div>
      ) : (
        <LoadState
          failed={query.isError}
          loadingText="Loading settings..."
          errorText="Error loading settings data"
          onRetry={() => query.refetch()}
        />
      )}
    </section>
  );
}
