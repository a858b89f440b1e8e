import { LANGUAGE_WORDS } from '../content/language-words';
import { NEWER_PAGE_WORDS } from '../content/offline-words';
import { CURRICULUM, SCHOOL_STAGES } from '../content/school-facts';
import { MENU_WORDS, THEME_WORDS } from '../content/site-controls-words';
import { STATUTORY_LINK_LABELS } from '../content/site-words';
import { PAGES } from '../paths';

// The English interface words of the site's frame (header, menus, footer, skip link, splash, the
// not-found page): the source of truth of every language's catalogue (docs/architecture.md,
// "Languages"). Marathi, Hindi and Urdu are typed against it (`Words`, index.ts), so a word missing
// in one of them fails the type check. A leaf is a string, with `{name}` where a value is filled in
// (the same names in every language), or a small function returning one.
//
// The words that other modules already hold (the site script's, the switcher's, PAGES' titles) are
// named from there, so English is written once.

export const EN = {
  skipLink: 'Skip to main content',
  /** Under the logo while the first page of a visit loads (http/document.ts). */
  splash: 'Loading Excellence in Education...',
  /**
   * The switcher's name. Another language's says 'Language' too, after its own word: someone who
   * landed on a page in a language they do not read finds the way back.
   */
  languageSwitcher: LANGUAGE_WORDS.switcher,
  menu: MENU_WORDS,
  theme: THEME_WORDS,
  header: {
    enquire: 'Enquire Now',
    brochure: 'Download Brochure',
    /** After the school's name in the brand: 'Academy · Akola'. */
    town: 'Akola',
    /** The search field above the header's row (from 1024 px) and in the mobile menu. */
    search: {
      region: 'Site search',
      label: 'Search the website',
      placeholder: 'Search',
      button: 'Search',
    },
  },
  /**
   * The menus' label of each page they link to, by its key in PAGES: the page's title unless the
   * menu words it otherwise. `{short}` is the school's short name.
   */
  nav: {
    home: 'Home',
    about: PAGES.about.title,
    visionMission: PAGES.visionMission.title,
    leadership: PAGES.leadership.title,
    awards: PAGES.awards.title,
    infrastructure: PAGES.infrastructure.title,
    schoolActivities: 'Activities',
    careers: PAGES.careers.title,
    why: 'Why {short}',
    academics: PAGES.academics.title,
    teaching: PAGES.teaching.title,
    studentsJourney: PAGES.studentsJourney.title,
    activities: PAGES.activities.title,
    global: PAGES.global.title,
    admissions: PAGES.admissions.title,
    admissionProcess: PAGES.admissionProcess.title,
    fees: PAGES.fees.title,
    eligibility: PAGES.eligibility.title,
    importantDates: PAGES.importantDates.title,
    calendar: PAGES.calendar.title,
    alumni: PAGES.alumni.title,
    notices: PAGES.notices.title,
    contact: PAGES.contact.title,
  },
  /** Shorter labels from 1024 px up to where the full ones fit (header.css). */
  navShort: {
    about: 'About',
    why: 'Why Us',
    contact: 'Contact',
  },
  footer: {
    contactHeading: 'Contact Us',
    quickLinksHeading: 'Quick Links',
    /** The footer's quick links, by page key (and the brochure). */
    quickLinks: {
      about: 'About Us',
      why: 'Why {short}',
      brochure: 'Download Brochure',
      admissions: 'Admissions',
      academics: 'Academic Programs',
      notices: 'Notices',
      careers: 'Careers',
      contact: 'Contact',
    },
    /** The campuses' short labels, by their address's setting. */
    campuses: {
      addressIndia: 'India',
      addressInternational: 'International School',
      addressDubai: 'Dubai Office',
    },
    /** How the directions link names the place, for a screen reader: 'Directions to the Akola school'. */
    places: {
      addressIndia: 'the Akola school',
      addressInternational: 'the International School',
      addressDubai: 'the Dubai office',
    },
    directions: 'Directions',
    /** After 'Directions', read by a screen reader only. */
    directionsTo: ' to {place}',
    stages: SCHOOL_STAGES,
    curriculum: CURRICULUM,
    about:
      '{stages} on the {curriculum}. Every student is unique, and since {year} we have nurtured what makes each one so.',
    copyright: '© {years} {school}. All rights reserved.',
    statutoryNav: 'Statutory information',
    statutory: STATUTORY_LINK_LABELS,
  },
  /** The bar a page kept on the device shows when a newer version arrived (site/offline.ts reads it from the page). */
  newerPage: NEWER_PAGE_WORDS,
  notFound: {
    heading: 'Page not found',
    text: 'Sorry, we could not find that page. It may have moved, or the address may be mistyped.',
    home: 'Go to the home page',
    popular: 'Popular pages',
  },
} as const;
