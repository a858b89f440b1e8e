import { DocumentPage } from './sections/page-document';

// "Why choose us": its words are data the office edits (docs/decisions/038-pages-as-data.md).
export default function WhyPage() {
  return <DocumentPage page="why" />;
}
