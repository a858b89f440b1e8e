import { telHref } from '../../../shared/format';
import { DEFAULT_LANGUAGE } from '../../../shared/paths';
import { Mail, MapPin, Phone } from '../../components/icons/icons';
import { useLanguage } from '../../lib/language';
import { useInfoWords } from '../../lib/use-home-words';
import { usePageWords } from '../../lib/use-page-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import {
  approvedText,
  FeeConfirmation,
  FeePaymentMethods,
  FeePaymentRules,
  FeePolicies,
  FeeTableData,
  FeeWithdrawalRules,
  useFees,
  useRefusedPayment,
} from './fee-data';
import { DocumentPage } from './sections/page-document';

// "Fee Structure": its words are data the office edits (docs/decisions/038-pages-as-data.md); the
// fees, rules and policies are the year's fee structure, each part a data block of the document.

/** The fee structure's note and the day it was approved. */
function FeeNote() {
  const fees = useFees();
  const note = fees.structure?.note ?? '';
  const { code } = useLanguage();
  const words = useInfoWords().fees;
  const { dates } = usePageWords();
  const approved = approvedText(
    fees.structure?.approvedOn ?? '',
    code === DEFAULT_LANGUAGE ? undefined : { approved: words.approved, dates },
  );
  if (!note && !approved) return null;
  return (
    <p className="muted">
      {note} {approved && `${approved}.`}
    </p>
  );
}

function RefusedPayment() {
  const refused = useRefusedPayment();
  return refused ? (
    <p className="alert alert-error">
      <strong>{refused}</strong>
    </p>
  ) : null;
}

/** The office's phone and e-mail (Settings). */
function PhoneAndEmail() {
  const settings = useSiteSettings();
  return (
    <>
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
    </>
  );
}

/** The two schools' addresses (Settings). */
function SchoolAddresses() {
  const settings = useSiteSettings();
  return (
    <>
      {[settings.addressIndia, settings.addressInternational].map((address, i) => (
        <p className="contact-line" key={i}>
          <MapPin />
          <span>{address}</span>
        </p>
      ))}
    </>
  );
}

const DATA = {
  feeTable: FeeTableData,
  feeNote: FeeNote,
  feePaymentMethods: FeePaymentMethods,
  feeRefusedPayment: RefusedPayment,
  feeConfirmation: FeeConfirmation,
  feePaymentRules: FeePaymentRules,
  feeWithdrawalRules: FeeWithdrawalRules,
  feePolicies: FeePolicies,
  phoneAndEmail: PhoneAndEmail,
  addresses: SchoolAddresses,
};

export default function FeesPage() {
  return <DocumentPage page="fees" data={DATA} />;
}
