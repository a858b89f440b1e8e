import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function GlobalPage() {
  return <PageHero title={PAGES.global.heading} />;
}
