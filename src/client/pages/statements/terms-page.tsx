import { termsOfUse } from '../../../shared/content/statements';
import { PAGES } from '../../../shared/paths';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useSiteSettings } from '../../lib/use-site-settings';
import { StatementView } from './statement-view';

// /terms: the terms of use, copyright and hyperlinking policies, written from the site settings
// (src/shared/content/statements.ts).
export default function TermsPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageMetaHero page={PAGES.terms} />
      <StatementView id="terms" sections={termsOfUse(settings)} />
    </>
  );
}
