import { accessibilityStatement } from '../../../shared/content/statements';
import { PAGES } from '../../../shared/paths';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useSiteSettings } from '../../lib/use-site-settings';
import { StatementView } from './statement-view';

// /accessibility: the accessibility statement, written from the site settings
// (src/shared/content/statements.ts); its review date is filled by the server when the school has not set one.
export default function AccessibilityPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageMetaHero page={PAGES.accessibility} />
      <StatementView id="accessibility" sections={accessibilityStatement(settings)} />
    </>
  );
}
