import { Link } from 'react-router-dom';
import {
  ACADEMIC_SESSION,
  ADMISSION_CONFIRMATION_REQUIREMENTS,
  ADMISSION_FEE_NOTE,
  ADMISSION_FORM_FEE_TEXT,
  ADMISSION_FORM_SOURCE,
  ADMISSION_STEPS,
  AGE_NORMS_NOTE,
  ANNUAL_TUITION_NOTE,
  APPLY_BY,
  DOCUMENT_CHECKLIST,
  MID_YEAR_ADMISSIONS,
  MIN_AGE_BY_CLASS,
  MIN_AGE_CLASS_XII,
  MIN_AGE_NURSERY,
  PAYMENT_METHODS,
  REFUSED_PAYMENT,
  SCHOOL_STAGES,
} from '../../../shared/content/school-facts';
import { PAGES, PATHS } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { Tabs } from '../../components/tabs/tabs';
import { useSiteSettings } from '../../lib/use-site-settings';
import { GlyphBadge, Illustration } from './illustration';
import { CheckList, CtaBand, FactList } from './info-parts';

// spec §2 'Admissions (/admissions, /admission-process)': tabs Overview (default), Age Criteria,
// Documents, Fees & Payment. Both 2025-26 statements ship (DECISIONS.md): the home hero says
// admissions are open, the editable admissions notice below says what the school sets.
export default function AdmissionsPage() {
  const settings = useSiteSettings();

  const overview = (
    <div className="info-stack">
      <div className="info-split">
        <div>
          <h2>Joining our school</h2>
          <p className="lead">
            We welcome children from {SCHOOL_STAGES}. Admission follows four simple steps, and the school office is
            happy to guide you at each one.
          </p>
          <FactList
            items={[
              { term: 'Academic session', value: `From the ${ACADEMIC_SESSION}` },
              { term: 'When to apply', value: `Preferably by ${APPLY_BY}, before the session begins` },
              { term: 'Mid-year admission', value: MID_YEAR_ADMISSIONS },
            ]}
          />
        </div>
        <Illustration kind="graduation" label="Illustration: a graduation cap" tone={1} />
      </div>
      <div>
        <h2>Admission process</h2>
        <ol className="steps steps-4">
          {ADMISSION_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );

  const ageCriteria = (
    <div className="info-stack">
      <div>
        <h2>Age criteria</h2>
        <p className="lead">
          The minimum age is {MIN_AGE_NURSERY} years for Nursery and rises by one year for each class, up to{' '}
          {MIN_AGE_CLASS_XII} years for Class XII, {AGE_NORMS_NOTE}.
        </p>
      </div>
      <div className="table-wrap">
        <table className="table">
          <caption>Minimum age by class</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Minimum age</th>
            </tr>
          </thead>
          <tbody>
            {MIN_AGE_BY_CLASS.map((row) => (
              <tr key={row.className}>
                <th scope="row">{row.className}</th>
                <td>{row.minAgeYears} years</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        See <Link to={PATHS.eligibility}>Eligibility Criteria</Link> for the age range of each early class and the other
        requirements.
      </p>
    </div>
  );

  const documents = (
    <div className="info-stack">
      <div className="grid grid-2">
        <div className="card card-accent">
          <GlyphBadge kind="book" />
          <h2 className="section-title">Admission form</h2>
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
        </div>
        <div className="card card-accent">
          <GlyphBadge kind="shield" tone={1} />
          <h2 className="section-title">Document checklist</h2>
          <CheckList items={DOCUMENT_CHECKLIST} />
        </div>
      </div>
    </div>
  );

  const fees = (
    <div className="info-stack">
      <div className="callout">
        <GlyphBadge kind="star" tone={2} />
        <div>
          <strong className="big">{ADMISSION_FORM_FEE_TEXT} admission form fee</strong>
          <p>{ADMISSION_FEE_NOTE}</p>
        </div>
      </div>
      <div className="grid grid-2">
        <div className="card">
          <h2 className="section-title">Annual tuition fee</h2>
          <p>{ANNUAL_TUITION_NOTE}</p>
          <p className="muted">Admission is confirmed only when all of these are submitted:</p>
          <CheckList items={ADMISSION_CONFIRMATION_REQUIREMENTS} />
        </div>
        <div className="card">
          <h2 className="section-title">How to pay</h2>
          <CheckList items={PAYMENT_METHODS} />
          <p>
            <strong>{REFUSED_PAYMENT}.</strong>
          </p>
          <p className="muted">
            Full details are on the <Link to={PATHS.fees}>Fee Structure</Link> page.
          </p>
        </div>
      </div>
      <div>
        <Link className="btn btn-primary" to={PATHS.contact}>
          Contact School Office
        </Link>
      </div>
    </div>
  );

  return (
    <>
      <PageHero eyebrow="Admissions 2025-26" title={PAGES.admissions.heading}>
        Everything you need to apply: the process, age criteria, documents and fees.
      </PageHero>
      <section className="section">
        <div className="container">
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
        </div>
      </section>
      <CtaBand />
    </>
  );
}
