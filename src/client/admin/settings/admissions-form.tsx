import { useId } from 'react';
import {
  ADMISSION_YEAR_FIELD,
  academicYearLabel,
  admissionYearStartOf,
  DEFAULT_YEAR_MONTHS,
} from '../../../shared/content/academic-year';
import { MONTH_NAMES } from '../../../shared/day-month-year';
import { fileDate } from '../../../shared/format';
import {
  AdmissionsSettingsSchema,
  admissionsWarnings,
  SCHOOL_CLASSES,
  type SiteSettings,
} from '../../../shared/schemas/settings';
import { CheckboxField, FieldError, Options, SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useSettingsPanel } from './use-settings-panel';
import './settings-panels.css';
import { FormActions } from '../kit/form-actions';

type Admissions = Pick<
  SiteSettings,
  | 'academicYear'
  | 'academicYearStartMonth'
  | 'nextYearAdmissionsMonth'
  | 'admissionsOpen'
  | 'applicationClasses'
  | 'heroButtonText'
  | 'admissionsNotice'
  | 'academicSession'
  | 'applyBy'
  | 'schoolHours'
  | 'prePrimaryHours'
  | 'morningAssembly'
  | 'ptm'
  | 'documentChecklist'
  | 'admissionSteps'
  | 'promotionRules'
>;

const pickAdmissions = (s: SiteSettings): Admissions => ({
  academicYear: s.academicYear,
  academicYearStartMonth: s.academicYearStartMonth,
  nextYearAdmissionsMonth: s.nextYearAdmissionsMonth,
  admissionsOpen: s.admissionsOpen,
  applicationClasses: s.applicationClasses,
  heroButtonText: s.heroButtonText,
  admissionsNotice: s.admissionsNotice,
  academicSession: s.academicSession,
  applyBy: s.applyBy,
  schoolHours: s.schoolHours,
  prePrimaryHours: s.prePrimaryHours,
  morningAssembly: s.morningAssembly,
  ptm: s.ptm,
  documentChecklist: s.documentChecklist,
  admissionSteps: s.admissionSteps,
  promotionRules: s.promotionRules,
});

const MONTHS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));

/**
 * What the school changes every admissions season: the academic year and the two months that place a
 * date in the school's years (docs/decisions/044-one-academic-year.md), whether admissions are open,
 * the classes parents may apply for on /apply, and the two texts the switch shows (the open one on the
 * home page's hero button and the admissions banner, the closed one there and on /apply). Warns while
 * a text says the opposite of when it is shown.
 */
/** The year parents apply for today with the months as chosen (before they are saved). */
function admissionYearNow(v: { academicYearStartMonth: unknown; nextYearAdmissionsMonth: unknown }): string {
  const months = {
    academicYearStartMonth: Number(v.academicYearStartMonth) || DEFAULT_YEAR_MONTHS.academicYearStartMonth,
    nextYearAdmissionsMonth: Number(v.nextYearAdmissionsMonth) || DEFAULT_YEAR_MONTHS.nextYearAdmissionsMonth,
  };
  return academicYearLabel(admissionYearStartOf(fileDate(), months));
}

export function AdmissionsForm({ initial }: { initial: SiteSettings }) {
  const classesId = useId();
  const { form, onSubmit, saving } = useSettingsPanel(AdmissionsSettingsSchema, initial, {
    pick: pickAdmissions,
    savedMessage: 'Admissions saved successfully',
  });
  const warnings = admissionsWarnings(form.values);
  const admissionYear = admissionYearNow(form.values);
  const classesState = form.field('applicationClasses');

  const toggleClass = (value: string, on: boolean) => {
    const current = form.values.applicationClasses;
    form.edit('applicationClasses', on ? [...current, value] : current.filter((v) => v !== value));
  };

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="admissions-title">
      <h2 id="admissions-title">Admissions</h2>
      <p className="muted">
        The hero button is on the home page, the banner on the Admissions page; the classes are the choices of the
        online application form. While admissions are open, the hero button and the banner show the hero button text;
        while they are closed, both and the Apply page show the admissions notice. Write{' '}
        <code>{ADMISSION_YEAR_FIELD}</code> for the year parents apply for: {admissionYear} today.
      </p>
      <div className="admin-form-grid">
        <TextField form={form} name="academicYear" label="Academic year" hint="Like 2025-26" inputMode="numeric" />
        <SelectField form={form} name="academicYearStartMonth" label="The academic year starts in">
          <Options items={MONTHS} />
        </SelectField>
        <SelectField
          form={form}
          name="nextYearAdmissionsMonth"
          label="Admissions for the next year open in"
          hint="From this month to the year’s end, parents apply for the next academic year."
        >
          <Options items={MONTHS} />
        </SelectField>
        <CheckboxField form={form} name="admissionsOpen" label="Admissions are open" className="admin-check" />
        <TextField form={form} name="heroButtonText" label="Hero button text" className="field-wide" />
        <TextAreaField form={form} name="admissionsNotice" label="Admissions notice" rows={2} className="field-wide" />
      </div>
      {/* Stated by the pages' fields, the FAQ, the brochure and the contact page (docs/decisions/044). */}
      <fieldset className="admin-form-grid">
        <legend>Session and school day</legend>
        <TextField
          form={form}
          name="academicSession"
          label="Academic session"
          hint="Completes “The session runs from the …”"
          className="field-wide"
        />
        <TextField form={form} name="applyBy" label="Apply by" hint="Completes “Apply preferably by …”" />
        <TextField form={form} name="morningAssembly" label="Morning assembly" hint="Like 7:55 AM" />
        <TextField form={form} name="schoolHours" label="School hours, Classes 1-12" hint="Like 8:00 AM - 2:00 PM" />
        <TextField form={form} name="prePrimaryHours" label="School hours, Pre-primary" hint="Like 9:00 AM - 1:00 PM" />
        <TextField
          form={form}
          name="ptm"
          label="Parent-teacher meetings"
          hint="Like Third Saturday of every month, 12:00 - 2:00 PM"
          className="field-wide"
        />
      </fieldset>
      {/* Lists the pages show as data blocks, and the FAQ, /apply and the brochure state (docs/decisions/044). */}
      <fieldset className="admin-form-grid">
        <legend>Admission and promotion lists</legend>
        <TextAreaField
          form={form}
          name="admissionSteps"
          label="Admission steps"
          hint="One step a line, as “Title: what to do”"
          rows={5}
          className="field-wide"
        />
        <TextAreaField
          form={form}
          name="documentChecklist"
          label="Document checklist"
          hint="One document a line"
          rows={6}
          className="field-wide"
        />
        <TextAreaField
          form={form}
          name="promotionRules"
          label="Promotion rules"
          hint="One rule a line"
          rows={4}
          className="field-wide"
        />
      </fieldset>
      <fieldset
        className="admin-classes"
        aria-describedby={classesState.error ? classesState.errorId : undefined}
        disabled={!form.values.admissionsOpen}
      >
        <legend id={classesId}>Classes open for application</legend>
        <ul>
          {SCHOOL_CLASSES.map((c) => (
            <li key={c.value}>
              <label>
                <input
                  type="checkbox"
                  name="applicationClasses"
                  value={c.value}
                  checked={form.values.applicationClasses.includes(c.value)}
                  onChange={(e) => toggleClass(c.value, e.target.checked)}
                />
                {c.label}
              </label>
            </li>
          ))}
        </ul>
        <FieldError state={classesState} />
      </fieldset>
      {/* Always on the page, so a warning that appears while typing is announced. */}
      <div role="status" className="admin-admissions-status">
        {warnings.length > 0 && (
          <div className="alert alert-warning">
            <p>
              <strong>Check the admissions texts:</strong>
            </p>
            <ul>
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <FormActions label="Save Admissions" working={saving} />
    </form>
  );
}
