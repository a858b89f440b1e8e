import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function LeadershipPage() {
  return <PageHero title={PAGES.leadership.heading} />;
}
