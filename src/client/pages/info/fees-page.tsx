import { Link } from 'react-router-dom';
import { FEE_HELP_OFFICES } from '../../../shared/content/school-facts';
import { telHref } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import { Mail, MapPin, Phone } from '../../components/icons/icons';
import { Tabs } from '../../components/tabs/tabs';
import { useSiteSettings } from '../../lib/use-site-settings';
import { approvedText, FeeTable, useFees } from './fee-data';
import { Card, CardGrid, CheckList, InfoPage, Section, Stack, Subsection } from './info-parts';

const HELP_OFFICES = FEE_HELP_OFFICES.map((office, i) => ({
  title: office.name,
  text: office.helpsWith,
  icon: i === 0 ? ('people' as const) : ('book' as const),
}));

export default function FeesPage() {
  const settings = useSiteSettings();
  const fees = useFees();
  const approved = approvedText(fees.structure?.approvedOn ?? '');

  const structure = (
    <Stack>
      <Subsection title="Fee structure">
        <FeeTable fees={fees} />
        {(fees.structure?.note || approved) && (
          <p className="muted">
            {fees.structure?.note} {approved && `${approved}.`}
          </p>
        )}
      </Subsection>
      <div className="grid grid-2">
        <Card accent icon="star" title="Payment of fees">
          <p>Fees are paid at the School Accounts Office by any of these accepted methods:</p>
          <CheckList items={fees.paymentMethods} />
          {fees.structure?.refusedPayment && (
            <p className="alert alert-error">
              <strong>{fees.structure.refusedPayment.replace(/\.?$/, '.')}</strong>
            </p>
          )}
        </Card>
        <Card accent icon="shield" tone={1} title="Admission confirmation">
          <p>Admission is confirmed only when all of these are submitted:</p>
          <CheckList items={fees.confirmation} />
          <p className="muted">Paying the admission fee alone does not confirm admission.</p>
        </Card>
      </div>
    </Stack>
  );

  const rules = (
    <div className="grid grid-2">
      <Card accent icon="calendar" tone={2} level={2} title="Late fee policy">
        <CheckList items={fees.paymentRules} />
      </Card>
      <Card accent icon="pen" tone={3} level={2} title="Withdrawal policy">
        <CheckList items={fees.withdrawalRules} />
      </Card>
    </div>
  );

  const policies = (
    <Stack>
      <Subsection title="General rules">
        <CheckList className="two-col-list" items={fees.policies} />
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
            Phone: <a href={telHref(settings.phone)}>{settings.phone}</a>
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
