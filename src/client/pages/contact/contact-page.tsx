import { Link } from 'react-router-dom';
import { SCHOOL_HOURS } from '../../../shared/content/school-facts';
import { ENQUIRY_INTRO } from '../../../shared/enquiry-form';
import { telHref } from '../../../shared/format';
import { PAGES, PATHS } from '../../../shared/paths';
import { CampusAddressList, ContactLine } from '../../components/contact-line/contact-line';
import { EnquiryForm } from '../../components/enquiry-form/enquiry-form';
import { Mail, Phone } from '../../components/icons/icons';
import { PageHero } from '../../components/layout/page-hero';
import { useSiteSettings } from '../../lib/use-site-settings';
import '../info/info.css';
import './contact-page.css';

// The school's contact details (from the site settings) and the Enquiry Form; 'Enquire Now' in the
// header leads here.
export default function ContactPage() {
  const s = useSiteSettings();
  return (
    <>
      <PageHero eyebrow="We are here to help" title={PAGES.contact.heading}>
        Call, write or visit us, or send an enquiry and our admissions team will get back to you.
      </PageHero>
      <section className="section">
        <div className="container page-columns contact-layout">
          <div className="grid contact-details">
            <div className="card">
              <h2 className="section-title">Get in touch</h2>
              <ContactLine as="p" icon={<Phone />} label="Phone">
                <a href={telHref(s.phone)}>{s.phone}</a>
              </ContactLine>
              <ContactLine as="p" icon={<Mail />} label="Email">
                <a href={`mailto:${s.email}`}>{s.email}</a>
              </ContactLine>
            </div>
            <div className="card">
              <h2 className="section-title">Our addresses</h2>
              <CampusAddressList />
            </div>
            <div className="card">
              <h2 className="section-title">School timings</h2>
              <ul className="plain-list contact-hours">
                {/* The hours and meetings are settings, as the pages', the FAQ's and the brochure's fields state them. */}
                <li>
                  School hours, {SCHOOL_HOURS[0].group}: {s.schoolHours}
                </li>
                <li>
                  School hours, {SCHOOL_HOURS[1].group}: {s.prePrimaryHours}
                </li>
                <li>Parent-teacher meeting: {s.ptm}</li>
              </ul>
              <p className="muted">
                Ready to apply? <Link to={PATHS.apply}>Fill in the online application</Link>.
              </p>
            </div>
          </div>
          <div className="contact-form-area" id="enquiry">
            <h2 className="section-title">Send an enquiry</h2>
            <p className="muted">
              {ENQUIRY_INTRO.lead} {ENQUIRY_INTRO.requiredBefore} <span className="required">*</span>{' '}
              {ENQUIRY_INTRO.requiredAfter}
            </p>
            <EnquiryForm />
          </div>
        </div>
      </section>
    </>
  );
}
