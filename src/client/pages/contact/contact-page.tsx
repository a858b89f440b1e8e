import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';

export default function ContactPage() {
  return <PageHero title={PAGES.contact.heading} />;
}
