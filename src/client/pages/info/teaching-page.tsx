import { DocumentPage } from './sections/page-document';

// "Teaching Methodology": its words are data the office edits (docs/decisions/038-pages-as-data.md).
export default function TeachingPage() {
  return <DocumentPage page="teaching" />;
}
