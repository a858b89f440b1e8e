import { useEffect, useState } from 'react';
import { todayIso } from '../../../shared/application-form';
import { MOBILE_LENGTH } from '../../../shared/constants';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import {
  ApplicationAddressField,
  ApplicationChoiceField,
  ApplicationTextField,
} from '../../components/form/application-fields';
import { useFormsWords } from '../../components/form/forms-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import type { ApplicationFormModel } from './use-application-form';

type Props = { form: ApplicationFormModel };

export function StudentDetails({ form }: Props) {
  // The latest date the date input may pick; set after hydration so server and browser clocks never disagree in the HTML.
  const [maxDate, setMaxDate] = useState<string | undefined>(undefined);
  useEffect(() => setMaxDate(todayIso()), []);
  // The classes the school takes applications for now (Settings, Admissions), in the school's order.
  const { applicationClasses } = useSiteSettings();
  const WORDS = useFormsWords().application;
  // Each class's label in the page's language; its value, what is stored, the same in every language.
  const classes = SCHOOL_CLASSES.filter((c) => applicationClasses.includes(c.value)).map((c) => ({
    value: c.value,
    label: (WORDS.classes as Readonly<Record<string, string>>)[c.value] ?? c.label,
  }));
  return (
    <fieldset className="apply-fieldset">
      <legend>{WORDS.studentDetails}</legend>
      <div className="field-grid">
        <ApplicationTextField form={form} name="studentName" className="field-wide" />
        <ApplicationTextField form={form} name="dateOfBirth" max={maxDate} />
        <ApplicationChoiceField
          form={form}
          name="classApplying"
          placeholder={WORDS.placeholders.classApplying}
          items={classes}
        />
        <ApplicationChoiceField form={form} name="gender" placeholder={WORDS.placeholders.gender} />
        <ApplicationChoiceField form={form} name="bloodGroup" placeholder={WORDS.placeholders.bloodGroup} />
        <ApplicationTextField form={form} name="previousSchool" className="field-wide" />
      </div>
    </fieldset>
  );
}

export function ParentDetails({ form }: Props) {
  const WORDS = useFormsWords().application;
  return (
    <fieldset className="apply-fieldset">
      <legend>{WORDS.parentDetails}</legend>
      <div className="field-grid">
        <ApplicationTextField form={form} name="fatherName" />
        <ApplicationTextField form={form} name="motherName" />
        <ApplicationTextField
          form={form}
          name="contactNumber"
          autoComplete="tel-national"
          // Digits only before the form's script too (src/client/site/digits.ts).
          data-digits={MOBILE_LENGTH}
          // Ten digits at most, as the typing filter keeps them; the schema's own limit is looser.
          maxLength={MOBILE_LENGTH}
          placeholder={WORDS.placeholders.contactNumber}
        />
        <ApplicationTextField form={form} name="email" autoComplete="email" />
        <ApplicationAddressField
          form={form}
          name="address"
          className="field-wide"
          rows={3}
          autoComplete="street-address"
        />
      </div>
    </fieldset>
  );
}
