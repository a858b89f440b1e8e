import { z } from 'zod';
import { PATHS } from '../../../shared/paths';
import { type SiteSettings, StatementSettingsSchema } from '../../../shared/schemas/settings';
import { TextAreaField, TextField } from '../../components/form/field';
import { FormActions } from '../kit/form-actions';
import { useSettingsPanel } from './use-settings-panel';

const DAYS_MESSAGE = 'Reply time must be a whole number of working days';

/** The panel's form: the settings' rules, the reply time typed as text. */
const StatementFormSchema = StatementSettingsSchema.extend({
  accessibilityResponseDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, DAYS_MESSAGE)
    .transform(Number)
    .pipe(StatementSettingsSchema.shape.accessibilityResponseDays),
});

const pickStatements = (s: SiteSettings) => ({
  accessibilityContactName: s.accessibilityContactName,
  accessibilityContactEmail: s.accessibilityContactEmail,
  accessibilityContactPhone: s.accessibilityContactPhone,
  accessibilityResponseDays: String(s.accessibilityResponseDays),
  accessibilityLimitations: s.accessibilityLimitations,
  accessibilityReviewedOn: s.accessibilityReviewedOn,
  jurisdictionCity: s.jurisdictionCity,
});

/** A link to a public page from the dashboard, in a new tab so unsaved work stays. */
function PageLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * What the accessibility statement (/accessibility) and the terms of use (/terms) say that is the
 * school's to decide. Their other words are the site's (src/shared/content/statements.ts).
 */
export function StatementSettingsForm({ initial }: { initial: SiteSettings }) {
  const { form, onSubmit, saving } = useSettingsPanel(StatementFormSchema, initial, {
    pick: pickStatements,
    savedMessage: 'Accessibility and terms saved',
  });

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="statement-settings-title">
      <h2 id="statement-settings-title">Accessibility and terms</h2>
      <p className="muted">
        The <PageLink href={PATHS.accessibility}>Accessibility statement</PageLink> says who answers visitors who cannot
        use part of the site, how fast, and what is known not to work yet. The{' '}
        <PageLink href={PATHS.terms}>Terms of use</PageLink> name the city whose courts hear a dispute.
      </p>
      <div className="admin-form-grid">
        <TextField
          form={form}
          name="accessibilityContactName"
          label="Accessibility contact’s name"
          hint="Leave empty for “The school office”"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="accessibilityContactEmail"
          label="Accessibility contact’s e-mail address"
          type="email"
          hint="Leave empty for the school’s email (Site settings)"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="accessibilityContactPhone"
          label="Accessibility contact’s number"
          type="tel"
          hint="Leave empty for the school’s phone (Site settings)"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="accessibilityResponseDays"
          label="Reply within (working days)"
          inputMode="numeric"
          maxLength={3}
        />
        <TextField
          form={form}
          name="accessibilityReviewedOn"
          label="Date of the last accessibility review"
          type="date"
          hint="Leave empty for the day the site was first started"
        />
        <TextField form={form} name="jurisdictionCity" label="City of the courts (terms of use)" autoComplete="off" />
      </div>
      <TextAreaField
        form={form}
        name="accessibilityLimitations"
        label="Known accessibility limitations"
        hint="One limitation per line, in plain words. Leave empty if you know of none."
        rows={5}
      />
      <FormActions label="Save Accessibility and terms" working={saving} />
    </form>
  );
}
