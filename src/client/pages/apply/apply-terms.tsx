import { APPLICATION_LABELS } from '../../../shared/application-form';
import { APPLICATION_FORM_WORDS as WORDS } from '../../../shared/content/apply-words';
import { CheckboxField } from '../../components/form/field';
import { useSiteSettings } from '../../lib/use-site-settings';
import type { ApplicationFormModel } from './use-application-form';

export function ApplyTerms({ form }: { form: ApplicationFormModel }) {
  // The fee is the one Fees states ({admissionFee} on the pages), not a copy (docs/decisions/044).
  const TERMS = WORDS.terms(useSiteSettings().admissionFee);
  return (
    <div className="apply-terms">
      <h3>{WORDS.termsTitle}</h3>
      <ul className="check-list">
        {TERMS.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {/* Required although booleans: the schema's rule that they be ticked is a refinement, which cannot be read. */}
      <CheckboxField form={form} name="agreeToTerms" label={APPLICATION_LABELS.agreeToTerms} required />
      {/* The consent a child's data needs under India's DPDP Act; the application stores when it was given. */}
      <CheckboxField
        form={form}
        name="guardianConsent"
        label={APPLICATION_LABELS.guardianConsent}
        className="checkbox-field apply-consent"
        required
      />
    </div>
  );
}
