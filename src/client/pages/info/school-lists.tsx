import { admissionStepsOf } from '../../../shared/content/school-lists';
import { lines } from '../../../shared/lines';
import { pageFieldValues } from '../../../shared/page-content/field-values';
import { fillFields } from '../../../shared/page-content/fields';
import { useSiteSettings } from '../../lib/use-site-settings';
import { CheckList } from './info-parts';

// The school's lists kept in Settings (docs/decisions/044-one-academic-year.md), as the data blocks of
// the pages that show them, in the markup the pages' own lists and steps have. The brochure, /apply
// and the FAQ's fields state the same lists.

/** `admissionSteps`: the steps in order, each a title over its text (a fee written as its field). */
export function AdmissionSteps() {
  const settings = useSiteSettings();
  const steps = admissionStepsOf(settings.admissionSteps);
  const fields = pageFieldValues(settings);
  return (
    <ol className={steps.length === 4 ? 'steps steps-4' : 'steps'}>
      {steps.map((step, i) => (
        <li key={i}>
          <h3>{fillFields(step.title, fields)}</h3>
          {step.text && <p>{fillFields(step.text, fields)}</p>}
        </li>
      ))}
    </ol>
  );
}

/** `documentChecklist`: the documents to bring. */
export function DocumentChecklist() {
  return <CheckList items={lines(useSiteSettings().documentChecklist)} />;
}

/** `promotionRules`: the rules for moving up a class. */
export function PromotionRules() {
  return <CheckList items={lines(useSiteSettings().promotionRules)} />;
}
