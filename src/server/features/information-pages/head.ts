import { imageVariantUrl } from '../../../shared/images';
import type { EditablePageKey } from '../../../shared/page-content/pages';
import { canonicalPath, DEFAULT_LANGUAGE, type LanguageCode, PAGES } from '../../../shared/paths';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { fieldValues } from '../../content/field-values';
import type { ServiceContext } from '../../context';
import type { PageHead } from '../../ssr/public-page';
import { renderDocument } from './render';
import { settingsInLanguage } from './translations';

/**
 * The head of a page whose words are data: its title (with the school's name, unless the title names
 * it), description and share card from the page's settings; in a preview, the draft's.
 */
export function documentHead(
  svc: ServiceContext,
  page: EditablePageKey,
  settings: SiteSettings,
  preview: boolean,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): PageHead {
  // Only the settings are filled here: the sections are rendered once, for the page's own data. In
  // another language, its translated settings (English where a text is untranslated).
  const source = { settings: settingsInLanguage(svc, page, lang, preview) };
  const doc = renderDocument({ settings: source.settings, sections: [] }, fieldValues(svc, lang));
  const namesSchool = source.settings.title.includes('{schoolName}');
  const title = namesSchool ? doc.settings.title : `${doc.settings.title} | ${settings.schoolName}`;
  const canonicalUrl = `${svc.config.siteUrl}${canonicalPath(PAGES[page].path)}`;
  const image = doc.settings.shareImage
    ? `${svc.config.siteUrl}${imageVariantUrl(doc.settings.shareImage, 960)}`
    : undefined;
  return {
    title,
    description: doc.settings.description,
    canonicalUrl,
    og: {
      type: 'website',
      title,
      description: doc.settings.description,
      url: canonicalUrl,
      siteName: settings.schoolName,
      image,
    },
  };
}
