import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function InfrastructurePage() {
  return <PageHero title={PAGES.infrastructure.heading} />;
}
