import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function AwardsPage() {
  return <PageHero title={PAGES.awards.heading} />;
}
