import { accessibilityStatement } from '../../../shared/content/statements';
import { DEFAULT_LANGUAGE } from '../../../shared/paths';
import { statementWordsFor } from '../../../shared/words/statements';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useLanguage } from '../../lib/language';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import { StatementView } from './statement-view';

// /accessibility: the accessibility statement, written from the site settings
// (src/shared/content/statements.ts); its review date is filled by the server when the school has not set one.
export default function AccessibilityPage() {
  const settings = useSiteSettings();
  const { code } = useLanguage();
  const words = statementWordsFor(code);
  const { dates } = usePageWords();
  return (
    <>
      <PageMetaHero page={usePageHero('accessibility')} />
      <StatementView
        id="accessibility"
        sections={accessibilityStatement(settings, words, code === DEFAULT_LANGUAGE ? undefined : dates)}
        contents={words.contents}
      />
    </>
  );
}
