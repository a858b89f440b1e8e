import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function SchoolActivitiesPage() {
  return <PageHero title={PAGES.schoolActivities.heading} />;
}
