import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function ActivitiesPage() {
  return <PageHero title={PAGES.activities.heading} />;
}
