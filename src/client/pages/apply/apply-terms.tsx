import { APPLICATION_LABELS } from '../../../shared/application-form';
import { admissionFeeNote } from '../../../shared/content/school-facts';
import { CheckboxField } from '../../components/form/field';
import { useSiteSettings } from '../../lib/use-site-settings';
import type { ApplicationFormModel } from './use-application-form';

// The fee is the one Fees states ({admissionFee} on the pages), not a copy (docs/decisions/044).
const terms = (admissionFee: string) => [
  'The information given in this form is true and complete to the best of my knowledge.',
  'Submitting this form does not guarantee admission; admission is offered after the entrance exam, on the basis of its results, past performance and seat availability.',
  admissionFeeNote(admissionFee),
  'Original documents will be verified at the school office before admission is confirmed.',
];

export function ApplyTerms({ form }: { form: ApplicationFormModel }) {
  const TERMS = terms(useSiteSettings().admissionFee);
  return (
    <div className="apply-terms">
      <h3>Terms and conditions</h3>
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
