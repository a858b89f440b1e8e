import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function AcademicsPage() {
  return <PageHero title={PAGES.academics.heading} />;
}
