import type { FormEvent } from 'react';
import { z } from 'zod';
import { PATHS } from '../../../shared/paths';
import { PrivacySettingsSchema, type SiteSettings } from '../../../shared/schemas/settings';
import { TextField } from '../../components/form/field';
import { trpc } from '../../lib/trpc';
import { useSettingsPanel } from '../settings/use-settings-panel';
import './privacy-settings-form.css';
import { FormActions } from '../kit/form-actions';

const {
  retentionEnquiryMonths,
  retentionApplicationMonths,
  retentionAuditMonths,
  retentionCandidateMonths,
  retentionFutureCandidateMonths,
  retentionAppointedMonths,
} = PrivacySettingsSchema.shape;

/** A number of months as typed (text), checked by the settings' own rule once it is a whole number. */
function monthsText(rule: z.ZodNumber, label: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, `${label} must be a whole number of months`)
    .transform(Number)
    .pipe(rule);
}

/** The panel's form: the settings' rules, the months typed as text. */
const PrivacyFormSchema = PrivacySettingsSchema.extend({
  retentionEnquiryMonths: monthsText(retentionEnquiryMonths, 'Enquiries'),
  retentionApplicationMonths: monthsText(retentionApplicationMonths, 'Applications'),
  retentionAuditMonths: monthsText(retentionAuditMonths, 'Audit log'),
  retentionCandidateMonths: monthsText(retentionCandidateMonths, 'Candidates not taken forward'),
  retentionFutureCandidateMonths: monthsText(retentionFutureCandidateMonths, 'Candidates kept for future posts'),
  retentionAppointedMonths: monthsText(retentionAppointedMonths, 'Appointed candidates'),
});

const pickPrivacy = (s: SiteSettings) => ({
  grievanceOfficerName: s.grievanceOfficerName,
  grievanceOfficerEmail: s.grievanceOfficerEmail,
  grievanceOfficerPhone: s.grievanceOfficerPhone,
  retentionEnquiryMonths: String(s.retentionEnquiryMonths),
  retentionApplicationMonths: String(s.retentionApplicationMonths),
  retentionAuditMonths: String(s.retentionAuditMonths),
  retentionCandidateMonths: String(s.retentionCandidateMonths),
  retentionFutureCandidateMonths: String(s.retentionFutureCandidateMonths),
  retentionAppointedMonths: String(s.retentionAppointedMonths),
});

const MONTHS_FIELDS = [
  { name: 'retentionEnquiryMonths', label: 'Enquiries' },
  { name: 'retentionApplicationMonths', label: 'Applications' },
  { name: 'retentionAuditMonths', label: 'Audit log' },
] as const;

/** Candidates for a post (docs/decisions/053-careers.md): each period counted from its own date. */
const CANDIDATE_FIELDS = [
  {
    name: 'retentionCandidateMonths',
    label: 'Candidates not taken forward',
    hint: 'After the vacancy closes',
  },
  {
    name: 'retentionFutureCandidateMonths',
    label: 'Candidates kept for future posts',
    hint: 'After they applied: for any suitable post, or kept with their consent',
  },
  { name: 'retentionAppointedMonths', label: 'Appointed candidates', hint: 'After the appointment; export first' },
] as const;

/**
 * What the Privacy Notice (/privacy) says that is the school's to decide: its grievance officer under
 * India's DPDP Act and how long each kind of record is kept. Saving a change publishes a new version of
 * the notice (src/server/features/privacy/service.ts).
 */
export function PrivacySettingsForm({ initial }: { initial: SiteSettings }) {
  const utils = trpc.useUtils();
  const { form, onSubmit, saving } = useSettingsPanel(PrivacyFormSchema, initial, {
    pick: pickPrivacy,
    savedMessage: 'Privacy settings saved',
  });

  async function save(e: FormEvent) {
    await onSubmit(e);
    void utils.privacy.notice.invalidate();
  }

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={save} aria-labelledby="privacy-settings-title">
      <h2 id="privacy-settings-title">Privacy</h2>
      <p className="muted">
        The{' '}
        <a href={PATHS.privacy} target="_blank" rel="noopener">
          Privacy Notice<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        names the grievance officer parents write to, and says how long records are kept. Saving a change publishes a
        new version of the notice; each enquiry and application keeps the version current when it was sent.
      </p>
      <div className="admin-form-grid">
        <TextField form={form} name="grievanceOfficerName" label="Grievance officer’s name" autoComplete="off" />
        <TextField
          form={form}
          name="grievanceOfficerEmail"
          label="Grievance officer’s e-mail address"
          type="email"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="grievanceOfficerPhone"
          label="Grievance officer’s contact number"
          type="tel"
          hint="Leave empty to publish the email only"
          autoComplete="off"
        />
      </div>
      <fieldset className="admin-retention" aria-describedby="privacy-retention-hint">
        <legend>How long records are kept (months)</legend>
        <p className="field-hint" id="privacy-retention-hint">
          Counted from each record’s last change, then erased; candidates’ periods from the date each names. Backups
          older than the longest period of enquiries, applications and candidates are deleted too.
        </p>
        <div className="admin-form-grid">
          {MONTHS_FIELDS.map(({ name, label }) => (
            <TextField key={name} form={form} name={name} label={label} inputMode="numeric" maxLength={4} />
          ))}
          {CANDIDATE_FIELDS.map(({ name, label, hint }) => (
            <TextField key={name} form={form} name={name} label={label} hint={hint} inputMode="numeric" maxLength={4} />
          ))}
        </div>
      </fieldset>
      <FormActions label="Save Privacy" working={saving} />
    </form>
  );
}
