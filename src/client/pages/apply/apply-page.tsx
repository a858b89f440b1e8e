import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_ADMISSIONS_TEXTS, fillAdmissionYear } from '../../../shared/content/academic-year';
import { telHref } from '../../../shared/format';
import { lines } from '../../../shared/lines';
import { PATHS } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { PageHero } from '../../components/layout/page-hero';
import { useFormPostState } from '../../lib/form-post-state';
import { useOwnLanguage } from '../../lib/own-language';
import { useIslandFormsWords } from '../../lib/use-page-forms-words';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import { APPLY_ANCHOR, ApplicationCard } from './application-form';
import './apply.css';

/** The online application at /apply: the form (or its confirmation) beside the documents to bring. */
export default function ApplyPage() {
  const asideId = useId();
  const { admissionsOpen, admissionYear, admissionsNotice, phone, documentChecklist } = useSiteSettings();
  // An application posted without JavaScript after admissions closed: the server's refusal is said.
  const refused = useFormPostState('application')?.message;
  // The form's words in the page's language, given to its island with its props.
  const islandWords = useIslandFormsWords(['common', 'application', 'payment']);
  const WORDS = usePageWords().apply;
  const hero = usePageHero('apply');
  const own = useOwnLanguage();
  return (
    <>
      <PageHero eyebrow={fill(WORDS.eyebrow, { year: admissionYear })} title={hero.heading} language={hero.language}>
        {WORDS.intro}
      </PageHero>
      <section className="section" {...own}>
        <div className="container page-columns apply-layout">
          <div className="card form-panel apply-card" id={APPLY_ANCHOR}>
            {admissionsOpen ? (
              // The form and its confirmation: an island, hydrated when a parent starts on the form.
              <ApplicationCard words={islandWords} />
            ) : (
              // Closed: the form is not shown. A parent would otherwise spend five minutes on it only to
              // be refused (the server refuses applications while admissions are closed); what they
              // need instead is to know it is closed, and how to reach the school meanwhile.
              <div className="apply-closed">
                <h2 className="section-title">{WORDS.closedTitle}</h2>
                {refused && (
                  <p className="alert alert-error" role="alert">
                    {refused}
                  </p>
                )}
                <p className="alert alert-info" role="status">
                  {admissionsNotice || fillAdmissionYear(DEFAULT_ADMISSIONS_TEXTS.admissionsNotice, admissionYear)}
                </p>
                <p>
                  {WORDS.closedBefore}
                  <Link to={`${PATHS.contact}#enquiry`}>{WORDS.closedEnquiryLink}</Link>
                  {WORDS.closedMiddle}
                  <a href={telHref(phone)}>{phone}</a>
                  {WORDS.closedAfter}
                </p>
              </div>
            )}
          </div>

          <aside className="grid apply-aside" aria-labelledby={`${asideId}-docs`}>
            <div className="card">
              <h2 id={`${asideId}-docs`} className="section-title">
                {WORDS.documentsTitle}
              </h2>
              <p className="muted">{WORDS.documentsNote}</p>
              {/* The Settings list the Admissions page and the FAQ state too (docs/decisions/044). */}
              <ul className="check-list">
                {lines(documentChecklist).map((d, i) => (
                  <li key={i}>{d}</li>
                ))}
              </ul>
            </div>
            <div className="card">
              <h2 className="section-title">{WORDS.helpTitle}</h2>
              <p>
                {WORDS.help.before}
                <Link to={PATHS.admissions}>{WORDS.help.admissionProcess}</Link>
                {WORDS.help.and}
                <Link to={PATHS.eligibility}>{WORDS.help.eligibility}</Link>
                {WORDS.help.or}
                <Link to={PATHS.contact}>{WORDS.help.contactOffice}</Link>
                {WORDS.help.after}
              </p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
