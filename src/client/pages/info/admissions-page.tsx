import { Link } from 'react-router-dom';
import {
  ACADEMIC_SESSION,
  ADMISSION_FORM_FEE_TEXT,
  ADMISSION_FORM_SOURCE,
  ADMISSION_STEPS,
  AGE_NORMS_NOTE,
  APPLY_BY,
  DOCUMENT_CHECKLIST,
  MID_YEAR_ADMISSIONS,
  MIN_AGE_BY_CLASS,
  MIN_AGE_CLASS_XII,
  MIN_AGE_NURSERY,
  SCHOOL_STAGES,
} from '../../../shared/content/school-facts';
import { PATHS } from '../../../shared/paths';
import { Tabs } from '../../components/tabs/tabs';
import { useSiteSettings } from '../../lib/use-site-settings';
import { FactList } from './fact-list';
import { FeeTable, useFees } from './fee-data';
import { Illustration } from './illustration';
import { Card, CheckList, DataTable, InfoPage, Section, Split, Stack, Subsection } from './info-parts';

// Served at /admissions and /admission-process. The school's brief says both that 2025-26 admissions
// are open (the home hero's button) and that they are closed (the admissions notice below): both are
// site settings, shipped as given, for the school to set from the dashboard.
export default function AdmissionsPage() {
  const feeData = useFees();
  const settings = useSiteSettings();

  const overview = (
    <Stack>
      <Split
        title="Joining our school"
        lead={
          <>
            We welcome children from {SCHOOL_STAGES}. Admission follows four simple steps, and the school office is
            happy to guide you at each one.
          </>
        }
        art={<Illustration kind="graduation" label="Illustration: a graduation cap" tone={1} />}
      >
        <FactList
          items={[
            { term: 'Academic session', value: `From the ${ACADEMIC_SESSION}` },
            { term: 'When to apply', value: `Preferably by ${APPLY_BY}, before the session begins` },
            { term: 'Mid-year admission', value: MID_YEAR_ADMISSIONS },
          ]}
        />
      </Split>
      <Subsection title="Admission process">
        <ol className="steps steps-4">
          {ADMISSION_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Subsection>
    </Stack>
  );

  const ageCriteria = (
    <Stack>
      <Subsection
        title="Age criteria"
        lead={
          <>
            The minimum age is {MIN_AGE_NURSERY} years for Nursery and rises by one year for each class, up to{' '}
            {MIN_AGE_CLASS_XII} years for Class XII, {AGE_NORMS_NOTE}.
          </>
        }
      />
      <DataTable
        caption="Minimum age by class"
        columns={['Class', 'Minimum age']}
        rows={MIN_AGE_BY_CLASS.map((row) => ({
          key: row.className,
          head: row.className,
          cells: [<>{row.minAgeYears} years</>],
        }))}
      />
      <p className="muted">
        See <Link to={PATHS.eligibility}>Eligibility Criteria</Link> for the age range of each early class and the other
        requirements.
      </p>
    </Stack>
  );

  const documents = (
    <Stack>
      <div className="grid grid-2">
        <Card accent icon="book" level={2} title="Admission form">
          <p>{ADMISSION_FORM_SOURCE}</p>
          <p>
            <strong>Admission form fee: {ADMISSION_FORM_FEE_TEXT} (non-refundable)</strong>
          </p>
          <p className="muted">
            You can also start with our online application form and complete the rest at the school office.
          </p>
          <Link className="btn btn-outline" to={PATHS.apply}>
            Apply Online
          </Link>
        </Card>
        <Card accent icon="shield" tone={1} level={2} title="Document checklist">
          <CheckList items={DOCUMENT_CHECKLIST} />
        </Card>
      </div>
    </Stack>
  );

  const fees = (
    <Stack>
      <FeeTable fees={feeData} />
      {feeData.structure?.note && <p className="muted">{feeData.structure.note}</p>}
      <div className="grid grid-2">
        <Card level={2} title="Admission confirmation">
          <p className="muted">Admission is confirmed only when all of these are submitted:</p>
          <CheckList items={feeData.confirmation} />
        </Card>
        <Card level={2} title="How to pay">
          <CheckList items={feeData.paymentMethods} />
          {feeData.structure?.refusedPayment && (
            <p>
              <strong>{feeData.structure.refusedPayment.replace(/\.?$/, '.')}</strong>
            </p>
          )}
          <p className="muted">
            Full details are on the <Link to={PATHS.fees}>Fee Structure</Link> page.
          </p>
        </Card>
      </div>
      <div>
        <Link className="btn btn-primary" to={PATHS.contact}>
          Contact School Office
        </Link>
      </div>
    </Stack>
  );

  return (
    <InfoPage page="admissions">
      <Section>
        {settings.admissionsNotice && (
          <p className="alert alert-info notice" data-testid="admissions-notice">
            {settings.admissionsNotice}
          </p>
        )}
        <Tabs
          label="Admission information"
          defaultTab="overview"
          tabs={[
            { id: 'overview', label: 'Overview', content: overview },
            { id: 'age-criteria', label: 'Age Criteria', content: ageCriteria },
            { id: 'documents', label: 'Documents', content: documents },
            { id: 'fees-payment', label: 'Fees & Payment', content: fees },
          ]}
        />
      </Section>
    </InfoPage>
  );
}
