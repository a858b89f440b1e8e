import { Link } from 'react-router-dom';
import {
  ADMISSION_CONFIRMATION_REQUIREMENTS,
  ADMISSION_FEE_NOTE,
  ADMISSION_FORM_FEE_TEXT,
  ANNUAL_TUITION_RULE,
  FEE_HELP_OFFICES,
  LATE_FEE_POLICY,
  PAYMENT_METHODS,
  PAYMENT_POLICIES,
  REFUSED_PAYMENT,
  WITHDRAWAL_NOTICE_MONTHS,
  WITHDRAWAL_POLICIES,
} from '../../../shared/content/school-facts';
import { PAGES, PATHS } from '../../../shared/paths';
import { Mail, MapPin, Phone } from '../../components/icons/icons';
import { PageHero } from '../../components/layout/page-hero';
import { Tabs } from '../../components/tabs/tabs';
import { useSiteSettings } from '../../lib/use-site-settings';
import { GlyphBadge } from './illustration';
import { CheckList, CtaBand } from './info-parts';

// spec §2 'Fees (/fees)': tabs Fee Structure (default), Payment Rules, Policies, Contact; §4 admission
// confirmation; §5 policies; §9 fee, tuition and withdrawal notice.
export default function FeesPage() {
  const settings = useSiteSettings();

  const structure = (
    <div className="info-stack">
      <div>
        <h2>Fee structure</h2>
        <div className="table-wrap">
          <table className="table table-stack">
            <caption>Fees at admission</caption>
            <thead>
              <tr>
                <th scope="col">Fee</th>
                <th scope="col">Amount</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Admission form fee</th>
                <td data-label="Amount">{ADMISSION_FORM_FEE_TEXT} (non-refundable)</td>
                <td data-label="When">One time only, with the admission form</td>
              </tr>
              <tr>
                <th scope="row">Annual tuition fee</th>
                <td data-label="Amount">As advised by the School Accounts Office</td>
                <td data-label="When">In full at admission, in June</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p className="muted">
          {ADMISSION_FEE_NOTE} {ANNUAL_TUITION_RULE}
        </p>
      </div>
      <div className="grid grid-2">
        <div className="card card-accent">
          <GlyphBadge kind="star" />
          <h3>Payment of fees</h3>
          <p>Fees are paid at the School Accounts Office by any of these accepted methods:</p>
          <CheckList items={PAYMENT_METHODS} />
          <p className="alert alert-error">
            <strong>{REFUSED_PAYMENT}.</strong>
          </p>
        </div>
        <div className="card card-accent">
          <GlyphBadge kind="shield" tone={1} />
          <h3>Admission confirmation</h3>
          <p>Admission is confirmed only when all three are submitted:</p>
          <CheckList items={ADMISSION_CONFIRMATION_REQUIREMENTS} />
          <p className="muted">Paying the admission fee alone does not confirm admission.</p>
        </div>
      </div>
    </div>
  );

  const rules = (
    <div className="grid grid-2">
      <div className="card card-accent">
        <GlyphBadge kind="calendar" tone={2} />
        <h2 className="section-title">Late fee policy</h2>
        <CheckList items={[...LATE_FEE_POLICY, ...PAYMENT_POLICIES]} />
      </div>
      <div className="card card-accent">
        <GlyphBadge kind="pen" tone={3} />
        <h2 className="section-title">Withdrawal policy</h2>
        <p>
          To withdraw a student, parents give at least {WITHDRAWAL_NOTICE_MONTHS} months written notice on the school’s
          official form.
        </p>
        <CheckList items={WITHDRAWAL_POLICIES} />
      </div>
    </div>
  );

  const policies = (
    <div className="info-stack">
      <div>
        <h2>General rules</h2>
        <CheckList className="two-col-list" items={[...PAYMENT_POLICIES, ...WITHDRAWAL_POLICIES]} />
      </div>
      <div>
        <h2>Contact for assistance</h2>
        <div className="grid grid-2">
          {FEE_HELP_OFFICES.map((office, i) => (
            <div className="card" key={office.name}>
              <GlyphBadge kind={i === 0 ? 'people' : 'book'} tone={i} />
              <h3>{office.name}</h3>
              <p className="muted">{office.helpsWith}</p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );

  const contact = (
    <div className="grid grid-2">
      <div className="card">
        <h2 className="section-title">Phone and e-mail</h2>
        <p className="contact-line">
          <Phone />
          <span>
            Phone: <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>{settings.phone}</a>
          </span>
        </p>
        <p className="contact-line">
          <Mail />
          <span>
            E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </span>
        </p>
        <p className="muted">Ask for the PRO Office for admissions or the School Accounts Office for fees.</p>
      </div>
      <div className="card">
        <h2 className="section-title">Address</h2>
        <p className="contact-line">
          <MapPin />
          <span>{settings.addressIndia}</span>
        </p>
        <p className="contact-line">
          <MapPin />
          <span>{settings.addressInternational}</span>
        </p>
        <Link className="btn btn-outline" to={PATHS.contact}>
          All contact details
        </Link>
      </div>
    </div>
  );

  return (
    <>
      <PageHero eyebrow="Admissions" title={PAGES.fees.heading}>
        Clear fees and simple rules: what you pay, when, and how.
      </PageHero>
      <section className="section">
        <div className="container">
          <Tabs
            label="Fee information"
            defaultTab="fee-structure"
            tabs={[
              { id: 'fee-structure', label: 'Fee Structure', content: structure },
              { id: 'payment-rules', label: 'Payment Rules', content: rules },
              { id: 'policies', label: 'Policies', content: policies },
              { id: 'contact', label: 'Contact', content: contact },
            ]}
          />
        </div>
      </section>
      <CtaBand />
    </>
  );
}
