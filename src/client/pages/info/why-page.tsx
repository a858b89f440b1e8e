import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function WhyPage() {
  return <PageHero title={PAGES.why.heading} />;
}
