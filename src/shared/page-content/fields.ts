// Values the site computes or the office keeps elsewhere, written in a page's text as fields
// ({schoolName}, {admissionFee}) so they are never typed twice: a fee changed in Fees reaches every
// sentence that states it. The server fills them as it renders a page (features/information-pages/
// render.ts); the editor offers them to insert. An unknown name is refused when the page, or any other
// office text that holds fields, is saved (unknownFieldProblems).

export const PAGE_FIELDS = {
  schoolName: 'The school’s name (Settings)',
  shortName: 'The school’s short name (Settings)',
  tagline: 'The tagline (Settings)',
  heroButtonText:
    'The home page’s admissions button: the open or the closed text, such as Admissions Open For AY 2027-28 (Settings)',
  academicYear: 'The current academic year, such as 2026-27 (Settings)',
  admissionYear: 'The year parents apply for now, such as 2027-28 (from the date and the months in Settings)',
  phone: 'The office’s phone number (Settings)',
  email: 'The office’s e-mail address (Settings)',
  addressIndia: 'The Akola school’s address (Settings)',
  addressInternational: 'The international school’s address (Settings)',
  addressDubai: 'The Dubai office’s address (Settings)',
  admissionFee: 'The admission form fee of the current year, such as ₹2,000 (Fees)',
  foundedYear: 'The year the school was founded',
  schoolStages: 'The classes the school teaches: Nursery to Grade 12',
  curriculum: 'The curriculum: CBSE pattern with Islamic studies and Hifz',
  academicSession: 'When the session runs (Settings)',
  hifzDuration: 'How long Hifz usually takes',
  morningAssembly: 'The time of the morning assembly, such as 7:55 AM (Settings)',
  applyBy: 'The month to apply by (Settings)',
  schoolHours: 'The school hours of Classes 1-12, such as 8:00 AM - 2:00 PM (Settings)',
  prePrimaryHours: 'The school hours of Pre-primary, such as 9:00 AM - 1:00 PM (Settings)',
  ptm: 'When parent-teacher meetings are held, such as Third Saturday of every month, 12:00 - 2:00 PM (Settings)',
  ptmInSentence:
    'The same, in lower case for the middle of a sentence: third Saturday of every month, 12:00 - 2:00 PM (Settings)',
  documentList:
    'The documents to bring, as one list: birth certificate, … and recent passport-size photographs (Settings)',
  promotionRules: 'The promotion rules, one after another (Settings)',
  admissionConfirmation:
    'What confirms admission, as one list: admission fee, … and admission form with all documents (Fee Structures)',
  admissionConfirmationCount: 'How many things confirm admission, in words, such as three (Fee Structures)',
  minMarksPercent: 'The minimum marks in the previous class, in per cent',
  withdrawalNoticeMonths: 'The months of notice for a withdrawal',
  calendarYear: 'The academic year whose dates Important Dates shows, such as 2026-27 (Calendar)',
  holidayCount: 'How many holidays that year has (Calendar)',
  examPeriods:
    'That year’s examinations and their months: First Evaluation in July - August, … and Term 2 Examination in March - April (Calendar)',
} as const;

export type PageField = keyof typeof PAGE_FIELDS;
export const PAGE_FIELD_NAMES = Object.keys(PAGE_FIELDS) as PageField[];

// A name in braces in any script: a field misspelt in a translation ('{शाळेचेनाव}') is refused as
// one misspelt in English, never shown to visitors as typed.
const FIELD = /\{(\p{L}[\p{L}\p{M}\p{N}]*)\}/gu;

const isField = (name: string): name is PageField => Object.hasOwn(PAGE_FIELDS, name);

/** Fills every field of a text; `values` has one for each name (unknown names were refused on save). */
export function fillFields(text: string, values: Readonly<Record<PageField, string>>): string {
  if (!text.includes('{')) return text;
  return text.replace(FIELD, (whole, name: string) => (isField(name) ? values[name] : whole));
}

/** The fields a text uses, each once ('{admissionFee}' → admissionFee). */
export function usedFields(text: string): PageField[] {
  return [...new Set([...text.matchAll(FIELD)].map((m) => m[1] ?? ''))].filter(isField);
}

/** The names of a text's fields that do not exist ('{fee}'). */
export function unknownFields(text: string): string[] {
  return [...text.matchAll(FIELD)].map((m) => m[1] ?? '').filter((name) => !isField(name));
}

/**
 * The page editor's words for a name in braces that is not a field: every office text that holds
 * fields (a page, an FAQ answer, a fee note, a tile, a reply template) refuses one with this sentence.
 */
export function unknownFieldMessage(name: string): string {
  return `There is no field {${name}}: use one of the fields offered, such as {schoolName}`;
}

/**
 * One message per unknown field of a text, each name once. The check every save of a text holding
 * the pages' fields runs (the page editor's documents, the content types' `fieldTexts`), so nothing
 * reaches a visitor with a field written as typed.
 */
export function unknownFieldProblems(text: string): string[] {
  if (!text.includes('{')) return [];
  return [...new Set(unknownFields(text))].map(unknownFieldMessage);
}

// Markdown links: [words](target), <scheme:...> autolinks and reference definitions ([1]: target).
// Safe: a site path, #anchor, http(s), mailto and tel; anything else (javascript:, data:, vbscript:,
// file:, //another.site, a relative 'fees') is refused, not dropped quietly.
const LINK_TARGETS = /\]\(\s*<?([^)\s>]*)|<([a-zA-Z][a-zA-Z0-9+.-]*:[^>\s]*)>|^ {0,3}\[[^\]\n]+\]:\s*<?([^\s>]*)/gm;
const SAFE_TARGET = /^(https?:|mailto:|tel:|\/(?!\/)|#|$)/i;

/** The named character references that spell a scheme's punctuation ('javascript&colon;'). */
const SCHEME_REFERENCES: Record<string, string> = {
  colon: ':',
  sol: '/',
  plus: '+',
  period: '.',
  Tab: '',
  NewLine: '',
};

/**
 * A link target as the Markdown renderer reads it: backslash escapes and character references undone,
 * tabs and line breaks dropped (as a browser does), so 'javascript&#58;' is seen as a scheme.
 */
function readTarget(target: string): string {
  const char = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD');
  return target
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&#(\d{1,7});/g, (_, d: string) => char(Number(d)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, h: string) => char(Number.parseInt(h, 16)))
    .replace(/&(colon|sol|plus|period|Tab|NewLine);/g, (_, name: string) => SCHEME_REFERENCES[name] ?? '')
    .replace(/[\t\n\r]/g, '');
}

/** The link targets of a Markdown text that are not safe ('javascript:alert(1)'). */
export function unsafeLinks(text: string): string[] {
  const bad: string[] = [];
  for (const m of text.matchAll(LINK_TARGETS)) {
    const written = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    const target = readTarget(written);
    // A relative target ('fees') is refused too: the renderer would drop it, leaving the brackets as text.
    if (!SAFE_TARGET.test(target)) bad.push(written);
  }
  return bad;
}

/** What is wrong with a text's fields and links, one message each, in words the office reads. */
export function fieldProblems(text: string): string[] {
  // Most texts have no field and no link target to read: nothing to look for. '//' starts an address on
  // another site; '&' and '\\' can spell a scheme's ':' or '/'.
  if (!/[{:&\\]|\/\/|\]\(/.test(text)) return [];
  const problems = unknownFieldProblems(text);
  for (const target of new Set(unsafeLinks(text))) {
    problems.push(`This link is not allowed: ${target.slice(0, 40)}. Use a page address or an http(s) address`);
  }
  return problems;
}
