import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function AboutPage() {
  return <PageHero title={PAGES.about.heading} />;
}
