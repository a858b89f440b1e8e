import { DEFAULT_LANGUAGE, type LanguageCode, PAGES, type PageMeta } from '../../paths';
import type { WordsLike } from '../index';
import { EN_PAGES } from './en';
import { HI_PAGES } from './hi';
import { MR_PAGES } from './mr';
import { UR_PAGES } from './ur';

// The public pages' own words in the site's four languages (docs/architecture.md, "Languages", "The
// pages' words"). Only the server's code and components the browser never hydrates import this
// module; an island takes its part in one language with its props.

export type PageWords = WordsLike<typeof EN_PAGES>;

export const PAGE_CATALOGUES: Record<LanguageCode, PageWords> = {
  en: EN_PAGES,
  mr: MR_PAGES,
  hi: HI_PAGES,
  ur: UR_PAGES,
};

export function pageWordsFor(lang: LanguageCode): PageWords {
  return PAGE_CATALOGUES[lang];
}

type TitledPage = keyof PageWords['titles'];

/** A page's hero in a language: PAGES' own in English (as it always was), else the catalogue's. */
export function pageHeroIn(key: TitledPage, lang: LanguageCode): Pick<PageMeta, 'eyebrow' | 'heading' | 'intro'> {
  if (lang === DEFAULT_LANGUAGE) return PAGES[key];
  const t = PAGE_CATALOGUES[lang].titles[key];
  return { heading: t.heading, eyebrow: t.eyebrow || undefined, intro: t.intro || undefined };
}

/** A page's title and description in a language (its head), or null for a page the catalogue does not title. */
export function pageTitleIn(path: string, lang: LanguageCode): { title: string; description: string } | null {
  if (lang === DEFAULT_LANGUAGE) return null;
  const key = (Object.keys(PAGE_CATALOGUES.en.titles) as TitledPage[]).find((k) => PAGES[k].path === path);
  return key ? PAGE_CATALOGUES[lang].titles[key] : null;
}
