import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function AlumniPage() {
  return <PageHero title={PAGES.alumni.heading} />;
}
