import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function EligibilityPage() {
  return <PageHero title={PAGES.eligibility.heading} />;
}
