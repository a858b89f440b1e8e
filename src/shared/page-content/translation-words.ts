import type { LanguageCode } from '../paths';

// The page editor's words for translating a page (docs/architecture.md, "Languages", "Pages in four
// languages"). The dashboard is in English; each language is named in its own script.

export const TRANSLATION_WORDS = {
  language: 'Language',
  languageHint: 'Translate this page: its layout, pictures and links stay as in English.',
  /** The language choice's options: English and each language in its own script. */
  languageNames: { en: 'English', mr: 'मराठी', hi: 'हिंदी', ur: 'اردو' } satisfies Record<LanguageCode, string>,
  english: 'English:',
  needsTranslation: 'Needs translation',
  seededNote: 'Draft translation, please review',
  seededHint:
    'These words were written for the site’s first start. Read them, correct what needs it, and save: the note goes away.',
  translationHint:
    'Write each text in this language beside its English. A text left empty shows in English. Sections, pictures and links are changed in English.',
  loading: 'Loading the translation…',
  loadFailed: 'The translation could not be loaded.',
  notPublished: 'Not published in this language yet: visitors see the English words.',
  state: (version: number, by: string | null, at: string | null) =>
    version === 0 || !at
      ? 'Not published in this language yet.'
      : `Version ${version}, published by ${by ?? 'someone'} on ${at.slice(0, 10)}.`,
} as const;
