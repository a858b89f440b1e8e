// The dashboard's words around translating the office's texts (the dashboard stays in English;
// docs/architecture.md, "Languages"): the language tabs of the item dialogs, notices, site alert,
// reply templates and settings.

export const TRANSLATION_WORDS = {
  /** The accessible name of the tab list; each tab is a language's own name (LANGUAGES). */
  tabsLabel: 'Language',
  englishNow: 'English',
  /** A translatable field's label in a language's tab: 'Answer (मराठी)'. */
  fieldIn: (label: string, language: string) => `${label} (${language})`,
  emptyEnglish: 'Empty in English: nothing to translate.',
  needsTranslation: 'Needs translation',
  needsTranslationHint: 'The English changed after this was translated.',
  seeded: 'Draft translation, please review',
  intro: 'Visitors reading this language see these texts; a text left empty shows in English.',
  save: 'Save translation',
  saving: 'Saving...',
  saved: 'Translation saved',
  notSaved: 'The translation could not be saved',
  loading: 'Loading translations...',
  loadFailed: 'The translations could not be loaded. Please try again.',
  /** Shown in the English tab of an item not yet saved. */
  saveFirst: 'Save the English first; then translate it in the other languages’ tabs.',
  /** The Settings panel of the school's words in the other languages. */
  settingsTitle: 'In other languages',
  settingsEnglishTab:
    'The English of these words is edited in the panels above; translate them in each language’s tab.',
  settingsLabels: {
    schoolName: 'School name',
    shortName: 'Short name',
    tagline: 'Tagline',
    addressIndia: 'Akola school address',
    addressInternational: 'International school address',
    addressDubai: 'Dubai office address',
    heroButtonText: 'Admissions button (while open)',
    admissionsNotice: 'Admissions notice',
    academicSession: 'Academic session',
    applyBy: 'Apply by',
    schoolStages: 'School stages',
    curriculum: 'Curriculum',
    hifzDuration: 'Hifz duration',
  },
} as const;
