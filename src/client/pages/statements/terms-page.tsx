import { termsOfUse } from '../../../shared/content/statements';
import { statementWordsFor } from '../../../shared/words/statements';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useLanguage } from '../../lib/language';
import { usePageHero } from '../../lib/use-page-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import { StatementView } from './statement-view';

// /terms: the terms of use, copyright and hyperlinking policies, written from the site settings
// (src/shared/content/statements.ts).
export default function TermsPage() {
  const settings = useSiteSettings();
  const { code } = useLanguage();
  const words = statementWordsFor(code);
  return (
    <>
      <PageMetaHero page={usePageHero('terms')} />
      <StatementView id="terms" sections={termsOfUse(settings, words)} contents={words.contents} />
    </>
  );
}
