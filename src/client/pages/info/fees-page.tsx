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
import { PATHS } from '../../../shared/paths';
import { Mail, MapPin, Phone } from '../../components/icons/icons';
import { Tabs } from '../../components/tabs/tabs';
import { useSiteSettings } from '../../lib/use-site-settings';
import { Card, CardGrid, CheckList, DataTable, InfoPage, Section, Stack, Subsection } from './info-parts';

const HELP_OFFICES = FEE_HELP_OFFICES.map((office, i) => ({
  title: office.name,
  text: office.helpsWith,
  icon: i === 0 ? ('people' as const) : ('book' as const),
}));

export default function FeesPage() {
  const settings = useSiteSettings();

  const structure = (
    <Stack>
      <Subsection title="Fee structure">
        <DataTable
          stack
          caption="Fees at admission"
          columns={['Fee', 'Amount', 'When']}
          rows={[
            {
              key: 'form',
              head: 'Admission form fee',
              cells: [<>{ADMISSION_FORM_FEE_TEXT} (non-refundable)</>, 'One time only, with the admission form'],
            },
            {
              key: 'tuition',
              head: 'Annual tuition fee',
              cells: ['As advised by the School Accounts Office', 'In full at admission, in June'],
            },
          ]}
        />
        <p className="muted">
          {ADMISSION_FEE_NOTE} {ANNUAL_TUITION_RULE}
        </p>
      </Subsection>
      <div className="grid grid-2">
        <Card accent icon="star" title="Payment of fees">
          <p>Fees are paid at the School Accounts Office by any of these accepted methods:</p>
          <CheckList items={PAYMENT_METHODS} />
          <p className="alert alert-error">
            <strong>{REFUSED_PAYMENT}.</strong>
          </p>
        </Card>
        <Card accent icon="shield" tone={1} title="Admission confirmation">
          <p>Admission is confirmed only when all three are submitted:</p>
          <CheckList items={ADMISSION_CONFIRMATION_REQUIREMENTS} />
          <p className="muted">Paying the admission fee alone does not confirm admission.</p>
        </Card>
      </div>
    </Stack>
  );

  const rules = (
    <div className="grid grid-2">
      <Card accent icon="calendar" tone={2} level={2} title="Late fee policy">
        <CheckList items={[...LATE_FEE_POLICY, ...PAYMENT_POLICIES]} />
      </Card>
      <Card accent icon="pen" tone={3} level={2} title="Withdrawal policy">
        <p>
          To withdraw a student, parents give at least {WITHDRAWAL_NOTICE_MONTHS} months written notice on the school’s
          official form.
        </p>
        <CheckList items={WITHDRAWAL_POLICIES} />
      </Card>
    </div>
  );

  const policies = (
    <Stack>
      <Subsection title="General rules">
        <CheckList className="two-col-list" items={[...PAYMENT_POLICIES, ...WITHDRAWAL_POLICIES]} />
      </Subsection>
      <Subsection title="Contact for assistance">
        <CardGrid columns={2} muted items={HELP_OFFICES} />
      </Subsection>
    </Stack>
  );

  const contact = (
    <div className="grid grid-2">
      <Card level={2} title="Phone and e-mail">
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
      </Card>
      <Card level={2} title="Address">
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
      </Card>
    </div>
  );

  return (
    <InfoPage page="fees">
      <Section>
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
      </Section>
    </InfoPage>
  );
}
