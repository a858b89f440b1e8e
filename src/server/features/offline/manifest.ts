import { PATHS } from '../../../shared/paths';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { themeStyle } from '../../http/theme-style';
import { APP_ICON_SIZES, appIconHref } from './app-icons';

/** The designed page background (tokens.css --color-bg, light): what a phone shows while the site opens. */
const BACKGROUND_COLOUR = '#ffffff';

/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/): the school's name, short name, colour and
 * icons from the settings, so the site added to a phone's home screen carries the school's own brand.
 */
export function webAppManifest(settings: SiteSettings) {
  return {
    name: settings.schoolName,
    short_name: settings.shortName,
    description: settings.tagline,
    lang: 'en',
    start_url: PATHS.home,
    scope: PATHS.home,
    display: 'standalone',
    theme_color: themeStyle(settings.primaryColor).themeColour,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICON_SIZES.map((size) => ({
      src: appIconHref(settings, size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
