import { TRANSLATION_WORDS as WORDS } from '../../../shared/content/translation-words';
import { trpc } from '../../lib/trpc';
import { TranslationTabs } from '../kit/translation-tabs';

const MULTILINE = new Set(['addressIndia', 'addressInternational', 'addressDubai', 'admissionsNotice']);

const FIELDS = Object.entries(WORDS.settingsLabels).map(([name, label]) => ({
  name,
  label,
  multiline: MULTILINE.has(name),
}));

/**
 * The school's words in the families' languages (docs/architecture.md, "Languages"): its names,
 * tagline, addresses, admissions texts and the facts in words, beside their English, one tab a language.
 */
export function SettingsTranslationsPanel() {
  const utils = trpc.useUtils();
  return (
    <section className="admin-panel" aria-labelledby="settings-translations-title">
      <h2 id="settings-translations-title">{WORDS.settingsTitle}</h2>
      <TranslationTabs api={utils.client.admin.settings} queryKey={['admin', 'settings']} id={0} fields={FIELDS}>
        <p className="muted">{WORDS.settingsEnglishTab}</p>
      </TranslationTabs>
    </section>
  );
}
