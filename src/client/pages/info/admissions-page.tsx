import { admissionsText } from '../../../shared/content/academic-year';
import { useSiteSettings } from '../../lib/use-site-settings';
import { FeeConfirmation, FeePaymentMethods, FeeTableData, useFees, useRefusedPayment } from './fee-data';
import { AdmissionSteps, DocumentChecklist } from './school-lists';
import { DocumentPage } from './sections/page-document';

// Served at /admissions and /admission-process: both show the Admissions document (its words are
// data the office edits, docs/decisions/038-pages-as-data.md); only the head differs (PAGES).

/**
 * The admissions banner above the tabs: the open text while admissions are open, the closed text while
 * they are closed, as on the home page's button (one switch, docs/decisions/044-one-academic-year.md).
 */
function AdmissionsNotice() {
  const text = admissionsText(useSiteSettings());
  if (!text) return null;
  return (
    <p className="alert alert-info notice" data-testid="admissions-notice">
      {text}
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
  admissionSteps: AdmissionSteps,
  documentChecklist: DocumentChecklist,
};

export default function AdmissionsPage() {
  return <DocumentPage page="admissions" data={DATA} />;
}
