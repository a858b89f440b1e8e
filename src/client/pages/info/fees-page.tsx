import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function FeesPage() {
  return <PageHero title={PAGES.fees.heading} />;
}
