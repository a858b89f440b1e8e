import { fill } from '../../../shared/words/fill';
import { CheckboxField } from '../../components/form/field';
import { useFormsWords } from '../../components/form/forms-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import type { ApplicationFormModel } from './use-application-form';

export function ApplyTerms({ form }: { form: ApplicationFormModel }) {
  // The fee is the one Fees states ({admissionFee} on the pages), not a copy (docs/decisions/044).
  const WORDS = useFormsWords().application;
  const APPLICATION_LABELS = WORDS.labels;
  const { truth, noGuarantee, fee, originals } = WORDS.terms;
  const TERMS = [truth, noGuarantee, fill(fee, { fee: useSiteSettings().admissionFee }), originals];
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
