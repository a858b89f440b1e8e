import { Link } from 'react-router-dom';
import { telHref } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { CampusAddressList, ContactLine } from '../../components/contact-line/contact-line';
import { EnquiryForm } from '../../components/enquiry-form/enquiry-form';
import { Mail, Phone } from '../../components/icons/icons';
import { PageHero } from '../../components/layout/page-hero';
import { useOwnLanguage } from '../../lib/own-language';
import { useIslandFormsWords, usePageFormsWords } from '../../lib/use-page-forms-words';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import '../info/info.css';
import './contact-page.css';

// The school's contact details (from the site settings) and the Enquiry Form; 'Enquire Now' in the
// header leads here.
export default function ContactPage() {
  const s = useSiteSettings();
  // The form's words in the page's language, given to its island with its props.
  const { common, enquiry } = usePageFormsWords();
  const islandWords = useIslandFormsWords(['common', 'enquiry']);
  // The page's own words (its hero's eyebrow and intro are the page's, not PAGES').
  const WORDS = usePageWords().contact;
  const hero = usePageHero('contact');
  const own = useOwnLanguage();
  return (
    <>
      <PageHero eyebrow={WORDS.eyebrow} title={hero.heading} language={hero.language}>
        {WORDS.intro}
      </PageHero>
      <section className="section" {...own}>
        <div className="container page-columns contact-layout">
          <div className="grid contact-details">
            <div className="card">
              <h2 className="section-title">{WORDS.getInTouch}</h2>
              <ContactLine as="p" icon={<Phone />} label={WORDS.phone}>
                <a href={telHref(s.phone)}>{s.phone}</a>
              </ContactLine>
              <ContactLine as="p" icon={<Mail />} label={WORDS.email}>
                <a href={`mailto:${s.email}`}>{s.email}</a>
              </ContactLine>
            </div>
            <div className="card">
              <h2 className="section-title">{WORDS.addresses}</h2>
              <CampusAddressList />
            </div>
            <div className="card">
              <h2 className="section-title">{WORDS.timings}</h2>
              <ul className="plain-list contact-hours">
                {/* The hours and meetings are settings, as the pages', the FAQ's and the brochure's fields state them. */}
                <li>{fill(WORDS.schoolHours, { group: WORDS.hoursGroups.classes, hours: s.schoolHours })}</li>
                <li>{fill(WORDS.schoolHours, { group: WORDS.hoursGroups.prePrimary, hours: s.prePrimaryHours })}</li>
                <li>{fill(WORDS.parentTeacherMeeting, { when: s.ptm })}</li>
              </ul>
              <p className="muted">
                {WORDS.readyToApply}
                <Link to={PATHS.apply}>{WORDS.applyLink}</Link>
                {WORDS.applyAfter}
              </p>
            </div>
          </div>
          <div className="contact-form-area" id="enquiry">
            <h2 className="section-title">{WORDS.enquiryTitle}</h2>
            <p className="muted">
              {enquiry.lead} {common.requiredBefore} <span className="required">*</span> {common.requiredAfter}
            </p>
            <EnquiryForm words={islandWords} />
          </div>
        </div>
      </section>
    </>
  );
}
