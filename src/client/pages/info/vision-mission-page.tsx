import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function VisionMissionPage() {
  return <PageHero title={PAGES.visionMission.heading} />;
}
