import { MOBILE_LENGTH } from '../../../shared/constants';
import { citiesFor, ENQUIRY_GRADES, ENQUIRY_STATES, schoolsFor } from '../../../shared/content/enquiry-options';
import { Options, SelectField, TextAreaField, TextField } from '../form/field';
import { useFormsWords } from '../form/forms-words';
import type { EnquiryFormModel } from './use-enquiry-form';

/** The nine fields of the Enquiry Form; the city and school lists follow the chosen state and city. */
export function EnquiryFields({ form }: { form: EnquiryFormModel }) {
  const WORDS = useFormsWords().enquiry;
  const ENQUIRY_LABELS = WORDS.labels;
  // Each choice's label in the page's language; its value, what is stored, the English key.
  const labelled = (items: readonly string[], labels: Readonly<Record<string, string>>) =>
    items.map((value) => ({ value, label: labels[value] ?? value }));
  const { values, errors } = form;
  const digits = values.mobile.length;
  // While fewer than 10 digits are typed, a warning says so (the message replaces it after a submit).
  const mobileWarning =
    digits > 0 && digits < MOBILE_LENGTH && !errors.mobile ? `${WORDS.mobile} (${digits}/${MOBILE_LENGTH})` : undefined;
  return (
    <div className="field-grid">
      <SelectField form={form} name="state" label={ENQUIRY_LABELS.state} autoComplete="address-level1">
        <option value="">{WORDS.selectState}</option>
        <Options items={labelled(ENQUIRY_STATES, WORDS.states)} />
      </SelectField>
      <SelectField form={form} name="city" label={ENQUIRY_LABELS.city} autoComplete="address-level2">
        <option value="">{values.state ? WORDS.selectCity : WORDS.selectStateFirst}</option>
        <Options items={labelled(citiesFor(values.state), WORDS.cities)} />
      </SelectField>
      <SelectField form={form} name="school" label={ENQUIRY_LABELS.school}>
        <option value="">{values.city ? WORDS.selectSchool : WORDS.selectCityFirst}</option>
        <Options items={labelled(schoolsFor(values.city), WORDS.schools)} />
      </SelectField>
      <TextField form={form} name="firstName" label={ENQUIRY_LABELS.firstName} autoComplete="given-name" />
      <TextField form={form} name="lastName" label={ENQUIRY_LABELS.lastName} autoComplete="family-name" />
      <SelectField form={form} name="grade" label={ENQUIRY_LABELS.grade}>
        <option value="">{WORDS.selectGrade}</option>
        <Options items={labelled(ENQUIRY_GRADES, WORDS.grades)} />
      </SelectField>
      <TextField
        form={form}
        name="email"
        label={ENQUIRY_LABELS.email}
        className="enquiry-email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        form={form}
        name="mobile"
        label={ENQUIRY_LABELS.mobile}
        hint={mobileWarning}
        hintClassName="field-warning"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        // Digits only before the form's script too (src/client/site/digits.ts).
        data-digits={MOBILE_LENGTH}
        placeholder={WORDS.mobilePlaceholder}
      />
      <TextAreaField
        form={form}
        name="address"
        label={ENQUIRY_LABELS.address}
        className="field-wide"
        rows={3}
        autoComplete="street-address"
      />
    </div>
  );
}
