import { type DateWords, dayMonthYear } from '../day-month-year';
import { PATHS } from '../paths';
import type { PublicSiteSettings } from '../schemas/settings';
import { fill } from '../words/fill';
import type { WordsLike } from '../words/index';
import { EN_STATEMENTS } from '../words/statements/en';

// The words of the accessibility statement (/accessibility) and the terms of use (/terms), written
// from the site settings: the school's name, its contacts and what the school decides in Settings →
// Accessibility and terms. Kept here, not in the pages' JSX, so they can be translated in one place.
// The terms follow the wording India's Guidelines for Indian Government Websites (GIGW) list for a
// public site: terms and conditions, copyright, hyperlinking, privacy.

/** A line of facts: 'Email: access@school.example', with a link when the detail is an address to write to. */
export interface StatementFact {
  term: string;
  detail: string;
  href?: string;
}

export type StatementBlock =
  | { kind: 'text'; text: string }
  /** `typed`: lines the office typed in English, which stay English on a page in another language. */
  | { kind: 'list'; items: string[]; typed?: boolean }
  | { kind: 'facts'; facts: StatementFact[] }
  /** A sentence with one link in it: `before`, the link, `after`. */
  | { kind: 'link'; before: string; link: { text: string; href: string }; after: string };

export interface StatementSection {
  /** The section's anchor on the page (/accessibility#contact). */
  id: string;
  title: string;
  blocks: StatementBlock[];
}

type StatementWords = WordsLike<typeof EN_STATEMENTS>;

/** The standard the site aims at, as the statement names it. */
export const ACCESSIBILITY_STANDARD = EN_STATEMENTS.accessibility.standard;

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The known limitations as the school typed them: one a line, blank lines dropped. */
export function limitationLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Who answers accessibility problems: the named contact, else the school office's own details. */
export function accessibilityContact(
  s: PublicSiteSettings,
  office: string = EN_STATEMENTS.accessibility.officeContact,
): { name: string; email: string; phone: string } {
  return {
    name: s.accessibilityContactName || office,
    email: s.accessibilityContactEmail || s.email,
    phone: s.accessibilityContactPhone || s.phone,
  };
}

/**
 * The accessibility statement's sections, in a language's words (English's by default; `dates` for
 * its review date's month names). Its review date ('2026-11-26') is the setting, or the day the site
 * was first started when the school has not set one (the server fills it in the public settings).
 */
export function accessibilityStatement(
  s: PublicSiteSettings,
  words: StatementWords = EN_STATEMENTS,
  dates?: DateWords,
): StatementSection[] {
  const w = words.accessibility;
  const standard = w.standard;
  const limitations = limitationLines(s.accessibilityLimitations);
  const contact = accessibilityContact(s, w.officeContact);
  const contactFacts: StatementFact[] = [
    { term: words.facts.name, detail: contact.name },
    { term: words.facts.email, detail: contact.email, href: `mailto:${contact.email}` },
  ];
  if (contact.phone)
    contactFacts.push({ term: words.facts.phone, detail: contact.phone, href: telHref(contact.phone) });
  const days = s.accessibilityResponseDays;
  return [
    {
      id: 'commitment',
      title: w.commitmentTitle,
      blocks: [
        { kind: 'text', text: fill(w.commitment, { school: s.schoolName }) },
        {
          kind: 'list',
          items: [
            w.abilities.keyboard,
            w.abilities.screenReader,
            w.abilities.zoom,
            w.abilities.theme,
            w.abilities.noScript,
          ],
        },
      ],
    },
    {
      id: 'standard',
      title: w.standardTitle,
      blocks: [
        { kind: 'text', text: fill(w.aim, { standard }) },
        { kind: 'text', text: fill(limitations.length > 0 ? w.partial : w.full, { standard }) },
      ],
    },
    {
      id: 'testing',
      title: w.testingTitle,
      blocks: [
        { kind: 'text', text: w.testingIntro },
        { kind: 'list', items: [w.tests.automated, w.tests.keyboard, w.tests.sizes, w.tests.themes] },
      ],
    },
    {
      id: 'limitations',
      title: w.limitationsTitle,
      blocks:
        limitations.length > 0
          ? [
              { kind: 'text', text: w.limitationsIntro },
              { kind: 'list', items: limitations, typed: true },
              { kind: 'text', text: w.limitationsHelp },
            ]
          : [{ kind: 'text', text: w.noLimitations }],
    },
    {
      id: 'contact',
      title: w.contactTitle,
      blocks: [
        { kind: 'text', text: w.contactIntro },
        { kind: 'facts', facts: contactFacts },
        {
          kind: 'text',
          text: fill(w.reply, { days: fill(days === 1 ? w.workingDay : w.workingDays, { count: days }) }),
        },
      ],
    },
    {
      id: 'escalation',
      title: w.escalationTitle,
      blocks: [
        {
          kind: 'text',
          text: fill(w.escalation, { officer: s.grievanceOfficerName, email: s.grievanceOfficerEmail }),
        },
      ],
    },
    {
      id: 'review',
      title: w.reviewTitle,
      blocks: [
        {
          kind: 'text',
          text: `${s.accessibilityReviewedOn ? fill(w.reviewedOn, { date: dayMonthYear(s.accessibilityReviewedOn, dates) }) : w.preparedAtLaunch}${w.reviewAgain}`,
        },
      ],
    },
  ];
}

/** The terms of use's sections, in the wording GIGW lists for a public site, filled from the settings. */
export function termsOfUse(s: PublicSiteSettings, words: StatementWords = EN_STATEMENTS): StatementSection[] {
  const w = words.terms;
  const school = s.schoolName;
  return [
    {
      id: 'terms',
      title: w.termsTitle,
      blocks: [
        { kind: 'text', text: fill(w.owned, { school }) },
        { kind: 'text', text: fill(w.accuracy, { email: s.email, phone: s.phone }) },
      ],
    },
    {
      id: 'copyright',
      title: w.copyrightTitle,
      blocks: [
        { kind: 'text', text: fill(w.copyright, { school, email: s.email }) },
        { kind: 'text', text: w.copyrightLimits },
      ],
    },
    {
      id: 'hyperlinking',
      title: w.hyperlinkingTitle,
      blocks: [
        { kind: 'text', text: w.linksIn },
        { kind: 'text', text: fill(w.linksOut, { school }) },
      ],
    },
    {
      id: 'disclaimer',
      title: w.disclaimerTitle,
      blocks: [{ kind: 'text', text: fill(w.disclaimer, { school }) }],
    },
    {
      id: 'privacy',
      title: w.privacyTitle,
      blocks: [
        { kind: 'link', before: w.privacyBefore, link: { text: w.privacyLink, href: PATHS.privacy }, after: w.after },
        {
          kind: 'link',
          before: w.accessibilityBefore,
          link: { text: w.accessibilityLink, href: PATHS.accessibility },
          after: w.after,
        },
      ],
    },
    {
      id: 'governing-law',
      title: w.lawTitle,
      blocks: [{ kind: 'text', text: fill(w.law, { city: s.jurisdictionCity }) }],
    },
  ];
}
