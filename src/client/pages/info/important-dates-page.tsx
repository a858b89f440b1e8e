import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function ImportantDatesPage() {
  return <PageHero title={PAGES.importantDates.heading} />;
}
