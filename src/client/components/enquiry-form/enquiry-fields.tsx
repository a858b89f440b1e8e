import { MOBILE_LENGTH } from '../../../shared/constants';
import { citiesFor, ENQUIRY_GRADES, ENQUIRY_STATES, schoolsFor } from '../../../shared/content/enquiry-options';
import { ENQUIRY_LABELS, ENQUIRY_MESSAGES, ENQUIRY_FORM_WORDS as WORDS } from '../../../shared/enquiry-form';
import { Options, SelectField, TextAreaField, TextField } from '../form/field';
import type { EnquiryFormModel } from './use-enquiry-form';

/** The nine fields of the Enquiry Form; the city and school lists follow the chosen state and city. */
export function EnquiryFields({ form }: { form: EnquiryFormModel }) {
  const { values, errors } = form;
  const digits = values.mobile.length;
  // While fewer than 10 digits are typed, a warning says so (the message replaces it after a submit).
  const mobileWarning =
    digits > 0 && digits < MOBILE_LENGTH && !errors.mobile
      ? `${ENQUIRY_MESSAGES.mobile} (${digits}/${MOBILE_LENGTH})`
      : undefined;
  return (
    <div className="field-grid">
      <SelectField form={form} name="state" label={ENQUIRY_LABELS.state} autoComplete="address-level1">
        <option value="">{WORDS.selectState}</option>
        <Options items={ENQUIRY_STATES} />
      </SelectField>
      <SelectField form={form} name="city" label={ENQUIRY_LABELS.city} autoComplete="address-level2">
        <option value="">{values.state ? WORDS.selectCity : WORDS.selectStateFirst}</option>
        <Options items={citiesFor(values.state)} />
      </SelectField>
      <SelectField form={form} name="school" label={ENQUIRY_LABELS.school}>
        <option value="">{values.city ? WORDS.selectSchool : WORDS.selectCityFirst}</option>
        <Options items={schoolsFor(values.city)} />
      </SelectField>
      <TextField form={form} name="firstName" label={ENQUIRY_LABELS.firstName} autoComplete="given-name" />
      <TextField form={form} name="lastName" label={ENQUIRY_LABELS.lastName} autoComplete="family-name" />
      <SelectField form={form} name="grade" label={ENQUIRY_LABELS.grade}>
        <option value="">{WORDS.selectGrade}</option>
        <Options items={ENQUIRY_GRADES} />
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
