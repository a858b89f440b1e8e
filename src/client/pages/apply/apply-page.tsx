import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function ApplyPage() {
  return <PageHero title={PAGES.apply.heading} />;
}
