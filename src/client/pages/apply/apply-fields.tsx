import { useEffect, useState } from 'react';
import { APPLICATION_LABELS as LABELS, todayIso } from '../../../shared/application-form';
import { MOBILE_LENGTH } from '../../../shared/constants';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import { BLOOD_GROUPS, GENDERS } from '../../../shared/content/school-facts';
import { Options, SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useSiteSettings } from '../../lib/use-site-settings';
import type { ApplicationFormModel } from './use-application-form';

type Props = { form: ApplicationFormModel };

export function StudentDetails({ form }: Props) {
  // The latest date the date input may pick; set after hydration so server and browser clocks never disagree in the HTML.
  const [maxDate, setMaxDate] = useState<string | undefined>(undefined);
  useEffect(() => setMaxDate(todayIso()), []);
  // The classes the school takes applications for now (Settings, Admissions), in the school's order.
  const { applicationClasses } = useSiteSettings();
  const classes = SCHOOL_CLASSES.filter((c) => applicationClasses.includes(c.value));
  return (
    <fieldset className="apply-fieldset">
      <legend>Student details</legend>
      <div className="field-grid">
        <TextField
          form={form}
          name="studentName"
          label={LABELS.studentName}
          className="field-wide"
          autoComplete="off"
        />
        <TextField form={form} name="dateOfBirth" label={LABELS.dateOfBirth} type="date" max={maxDate} />
        <SelectField form={form} name="classApplying" label={LABELS.classApplying}>
          <option value="">Select class</option>
          <Options items={classes} />
        </SelectField>
        <SelectField form={form} name="gender" label={LABELS.gender}>
          <option value="">Select gender</option>
          <Options items={GENDERS} />
        </SelectField>
        <SelectField form={form} name="bloodGroup" label={LABELS.bloodGroup}>
          <option value="">Select blood group</option>
          <Options items={BLOOD_GROUPS} />
        </SelectField>
        <TextField
          form={form}
          name="previousSchool"
          label={LABELS.previousSchool}
          className="field-wide"
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}

export function ParentDetails({ form }: Props) {
  return (
    <fieldset className="apply-fieldset">
      <legend>Parent details</legend>
      <div className="field-grid">
        <TextField form={form} name="fatherName" label={LABELS.fatherName} autoComplete="off" />
        <TextField form={form} name="motherName" label={LABELS.motherName} autoComplete="off" />
        <TextField
          form={form}
          name="contactNumber"
          label={LABELS.contactNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          // Digits only before the form's script too (src/client/site/digits.ts).
          data-digits={MOBILE_LENGTH}
          // Ten digits at most, as the typing filter keeps them; the schema's own limit is looser.
          maxLength={MOBILE_LENGTH}
          placeholder={`${MOBILE_LENGTH} digits`}
        />
        <TextField form={form} name="email" label={LABELS.email} type="email" autoComplete="email" />
        <TextAreaField
          form={form}
          name="address"
          label={LABELS.address}
          className="field-wide"
          rows={3}
          autoComplete="street-address"
        />
      </div>
    </fieldset>
  );
}
