import { useSiteSettings } from '../../lib/use-site-settings';
import { FeeConfirmation, FeePaymentMethods, FeeTableData, useFees, useRefusedPayment } from './fee-data';
import { DocumentPage } from './sections/page-document';

// Served at /admissions and /admission-process: both show the Admissions document (its words are
// data the office edits, docs/decisions/038-pages-as-data.md); only the head differs (PAGES). The
// school's brief says both that 2025-26 admissions are open (the home hero's button) and that they
// are closed (the admissions notice): both are site settings, for the school to set from the dashboard.

/** The admissions notice (Settings), above the tabs when there is one. */
function AdmissionsNotice() {
  const { admissionsNotice } = useSiteSettings();
  if (!admissionsNotice) return null;
  return (
    <p className="alert alert-info notice" data-testid="admissions-notice">
      {admissionsNotice}
    </p>
  );
}

/** The fee structure's note. */
function FeeNote() {
  const note = useFees().structure?.note;
  return note ? <p className="muted">{note}</p> : null;
}

function RefusedPayment() {
  const refused = useRefusedPayment();
  return refused ? (
    <p>
      <strong>{refused}</strong>
    </p>
  ) : null;
}

const DATA = {
  admissionsNotice: AdmissionsNotice,
  feeTable: FeeTableData,
  feeNote: FeeNote,
  feeConfirmation: FeeConfirmation,
  feePaymentMethods: FeePaymentMethods,
  feeRefusedPayment: RefusedPayment,
};

export default function AdmissionsPage() {
  return <DocumentPage page="admissions" data={DATA} />;
}
