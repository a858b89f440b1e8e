import { DocumentPage } from './sections/page-document';

// "Eligibility Criteria": its words are data the office edits (docs/decisions/038-pages-as-data.md).
export default function EligibilityPage() {
  return <DocumentPage page="eligibility" />;
}
