import { dayMonthYear } from '../day-month-year';
import { PATHS } from '../paths';
import type { PublicSiteSettings } from '../schemas/settings';

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
  | { kind: 'list'; items: string[] }
  | { kind: 'facts'; facts: StatementFact[] }
  /** A sentence with one link in it: `before`, the link, `after`. */
  | { kind: 'link'; before: string; link: { text: string; href: string }; after: string };

export interface StatementSection {
  /** The section's anchor on the page (/accessibility#contact). */
  id: string;
  title: string;
  blocks: StatementBlock[];
}

/** The standard the site aims at, as the statement names it. */
export const ACCESSIBILITY_STANDARD = 'WCAG 2.2 level AA';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The known limitations as the school typed them: one a line, blank lines dropped. */
export function limitationLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Who answers accessibility problems: the named contact, else the school office's own details. */
export function accessibilityContact(s: PublicSiteSettings): { name: string; email: string; phone: string } {
  return {
    name: s.accessibilityContactName || 'The school office',
    email: s.accessibilityContactEmail || s.email,
    phone: s.accessibilityContactPhone || s.phone,
  };
}

const workingDays = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;

/**
 * The accessibility statement's sections. Its review date ('2026-11-26') is the setting, or the day
 * the site was first started when the school has not set one (the server fills it in the public settings).
 */
export function accessibilityStatement(s: PublicSiteSettings): StatementSection[] {
  const limitations = limitationLines(s.accessibilityLimitations);
  const contact = accessibilityContact(s);
  const contactFacts: StatementFact[] = [
    { term: 'Name', detail: contact.name },
    { term: 'Email', detail: contact.email, href: `mailto:${contact.email}` },
  ];
  if (contact.phone) contactFacts.push({ term: 'Phone', detail: contact.phone, href: telHref(contact.phone) });
  return [
    {
      id: 'commitment',
      title: 'Our commitment',
      blocks: [
        {
          kind: 'text',
          text: `${s.schoolName} runs this website. We want as many people as possible to be able to use it, whatever their abilities and whatever device they use. For example, you should be able to:`,
        },
        {
          kind: 'list',
          items: [
            'move through every page and use every form with a keyboard alone',
            'use the site with a screen reader, such as NVDA, JAWS, TalkBack or VoiceOver',
            'zoom in without text spilling off the screen, and read every page on a small phone',
            'choose a light or a dark theme',
            'send the enquiry form and the application even when JavaScript does not load',
          ],
        },
      ],
    },
    {
      id: 'standard',
      title: 'The standard we aim at',
      blocks: [
        {
          kind: 'text',
          text: `We aim to meet ${ACCESSIBILITY_STANDARD}: version 2.2 of the Web Content Accessibility Guidelines (WCAG), at level AA. It is the international standard that India’s Guidelines for Indian Government Websites (GIGW) build on.`,
        },
        {
          kind: 'text',
          text:
            limitations.length > 0
              ? `This website partially conforms to ${ACCESSIBILITY_STANDARD}: most of it meets the standard, and the parts that do not yet are listed under “Known limitations” below.`
              : `We believe this website fully conforms to ${ACCESSIBILITY_STANDARD}. If you find a part that does not, please tell us.`,
        },
      ],
    },
    {
      id: 'testing',
      title: 'How we test this website',
      blocks: [
        { kind: 'text', text: 'We check the website against the standard in several ways:' },
        {
          kind: 'list',
          items: [
            'automated accessibility checks with axe run on the pages in every build of the site, and a build with a failure is not released',
            'checks with a keyboard alone, and with a screen reader',
            'checks on phones 375 pixels wide and on desktop screens',
            'checks in both the light and the dark theme, for colour contrast and legibility',
          ],
        },
      ],
    },
    {
      id: 'limitations',
      title: 'Known limitations',
      blocks:
        limitations.length > 0
          ? [
              { kind: 'text', text: 'We know that these parts of the website are not yet fully accessible:' },
              { kind: 'list', items: limitations },
              {
                kind: 'text',
                text: 'If you need something from one of them in another form, contact us as below and we will send it to you.',
              },
            ]
          : [{ kind: 'text', text: 'We know of no part of this website that does not meet the standard.' }],
    },
    {
      id: 'contact',
      title: 'Feedback and contact',
      blocks: [
        {
          kind: 'text',
          text: 'If you cannot use any part of this website, find a problem we have not listed, or need information in another format (large print, an audio recording, the text of a scanned circular), contact:',
        },
        { kind: 'facts', facts: contactFacts },
        {
          kind: 'text',
          text: `We will reply within ${workingDays(s.accessibilityResponseDays)}.`,
        },
      ],
    },
    {
      id: 'escalation',
      title: 'If you are not happy with our answer',
      blocks: [
        {
          kind: 'text',
          text: `Write to ${s.grievanceOfficerName} at ${s.grievanceOfficerEmail}, who will look at your complaint again. If you are still not satisfied, you can complain to the State Commissioner for Persons with Disabilities of your state, or to the Chief Commissioner for Persons with Disabilities, under the Rights of Persons with Disabilities Act, 2016.`,
        },
      ],
    },
    {
      id: 'review',
      title: 'Preparation of this statement',
      blocks: [
        {
          kind: 'text',
          text: `${s.accessibilityReviewedOn ? `This statement was last reviewed on ${dayMonthYear(s.accessibilityReviewedOn)}.` : 'This statement was prepared when the website was first published.'} We review it again whenever the website changes in a way that could affect its accessibility.`,
        },
      ],
    },
  ];
}

/** The terms of use's sections, in the wording GIGW lists for a public site, filled from the settings. */
export function termsOfUse(s: PublicSiteSettings): StatementSection[] {
  const school = s.schoolName;
  return [
    {
      id: 'terms',
      title: 'Terms and conditions',
      blocks: [
        {
          kind: 'text',
          text: `This website is owned and maintained by ${school}. By using it, you accept these terms. We may change them at any time; the date under this page says when they last changed.`,
        },
        {
          kind: 'text',
          text: `We make every effort to keep the content of this website accurate and current, but it should not be read as a statement of law or used for any legal purpose. Fees, dates and rules are confirmed by the school office: in case of any doubt, please check with us at ${s.email} or ${s.phone}.`,
        },
      ],
    },
    {
      id: 'copyright',
      title: 'Copyright policy',
      blocks: [
        {
          kind: 'text',
          text: `The text, photos, drawings and documents on this website are the copyright of ${school}, unless they say otherwise. You may reproduce text and documents free of charge after asking us for permission by e-mail to ${s.email}. The material must be reproduced accurately, not in a misleading or derogatory way, and its source must be acknowledged where it is published.`,
        },
        {
          kind: 'text',
          text: 'This permission does not cover material that is identified as the copyright of someone else, nor photos of our students, which may not be reproduced at all.',
        },
      ],
    },
    {
      id: 'hyperlinking',
      title: 'Hyperlinking policy',
      blocks: [
        {
          kind: 'text',
          text: 'Links to this website from other websites: you may link directly to any page of this website without asking for permission first, to share its information. We do not permit our pages to be shown inside frames on another website: they must open in a browser window of their own.',
        },
        {
          kind: 'text',
          text: `Links from this website to other websites: some pages link to other websites for your convenience. ${school} is not responsible for their content or reliability, and a link does not mean that we endorse the website, its views or what it offers. We cannot guarantee that such links will always work, as we have no control over the linked pages.`,
        },
      ],
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer',
      blocks: [
        {
          kind: 'text',
          text: `Under no circumstances will ${school} be liable for any expense, loss or damage, direct or indirect, arising from the use of this website or of information on it, or from it being unavailable.`,
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      blocks: [
        {
          kind: 'link',
          before: 'What this website collects about you, why, and how long it is kept is explained in our ',
          link: { text: 'Privacy Notice', href: PATHS.privacy },
          after: '.',
        },
        {
          kind: 'link',
          before: 'How accessible this website is, and how to tell us about a problem, is explained in our ',
          link: { text: 'Accessibility statement', href: PATHS.accessibility },
          after: '.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        {
          kind: 'text',
          text: `These terms are governed by the laws of India. Any dispute arising under them is subject to the exclusive jurisdiction of the courts at ${s.jurisdictionCity}, India.`,
        },
      ],
    },
  ];
}
