import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function TeachingPage() {
  return <PageHero title={PAGES.teaching.heading} />;
}
