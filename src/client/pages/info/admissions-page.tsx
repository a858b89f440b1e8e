import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function AdmissionsPage() {
  return <PageHero title={PAGES.admissions.heading} />;
}
