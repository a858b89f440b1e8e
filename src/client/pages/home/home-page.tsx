import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function HomePage() {
  return <PageHero title={PAGES.home.heading} />;
}
