import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function StudentsJourneyPage() {
  return <PageHero title={PAGES.studentsJourney.heading} />;
}
