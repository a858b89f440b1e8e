import { PromotionRules } from './school-lists';
import { DocumentPage } from './sections/page-document';

// "Academic Excellence": its words, grading scale and school year are data the office edits
// (docs/decisions/038-pages-as-data.md); the promotion rules are the Settings list.
const DATA = { promotionRules: PromotionRules };

export default function AcademicsPage() {
  return <DocumentPage page="academics" data={DATA} />;
}
