import { DocumentPage } from './sections/page-document';

// "Global Exposure": its words are data the office edits (docs/decisions/038-pages-as-data.md).
export default function GlobalPage() {
  return <DocumentPage page="global" />;
}
