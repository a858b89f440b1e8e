import { ACTIVITY_CATEGORIES } from '../../../content/activities';
import { ALUMNI_WORDS } from '../../../content/alumni';
import {
  ACHIEVEMENTS_WORDS,
  ART_WORDS,
  CAROUSEL_WORDS,
  HIGHLIGHTS_WORDS,
  JOURNEYS_WORDS,
} from '../../../content/carousel-words';
import { FAQ_WORDS } from '../../../content/faq';
import { LEADERSHIP_TEAM_WORDS } from '../../../content/leadership';
import { VIDEO_WORDS } from '../../../content/site-controls-words';

// The home page's and the information pages' own interface words in English (docs/architecture.md,
// "Languages", "The home page's and information pages' words"). English's words stay in the modules
// that always held them (content/carousel-words.ts, content/faq.ts); this names them as one catalogue,
// which Marathi, Hindi and Urdu are typed against. The islands' parts are plain `{placeholder}`
// templates: an island takes its part as JSON props on a page in another language.

/** The parts the home page's islands take (the FAQ and the four carousels). */
export const EN_HOME_ISLANDS = {
  carousel: CAROUSEL_WORDS,
  faq: FAQ_WORDS,
  highlights: HIGHLIGHTS_WORDS,
  journeys: JOURNEYS_WORDS,
  achievements: ACHIEVEMENTS_WORDS,
  art: ART_WORDS,
} as const;

/** The home page's sections the server alone renders. */
export const EN_HOME_SECTIONS = {
  viewAllNotices: 'View all notices',
  loadingInformation: 'Loading information...',
  moreAbout: 'More about {title}',
  /** The hero's picture, its placeholder when it cannot load, and the disclosure CBSE asks to be in the first screen. */
  heroImage: 'Illustration of three students walking towards a school with a purple dome',
  heroPlaceholder: 'Student',
  disclosure: 'CBSE Mandatory Public Disclosure',
  video: VIDEO_WORDS,
} as const;

/** The information pages' own words around the office's lists (server-rendered only). */
export const EN_INFO = {
  cta: { apply: 'Apply Online', enquire: 'Send an Enquiry' },
  fees: {
    loadFailed: 'The fee structure could not be loaded. Please try again later.',
    notYet: 'The fee structure will be published here soon. Please contact the school office.',
    caption: 'Fees for the academic year {year}',
    fee: 'Fee',
    amount: 'Amount',
    when: 'When',
    approved: 'Approved on {date}',
  },
  dates: {
    examCaption: 'Examinations {year}',
    examination: 'Examination',
    when: 'When',
    results: 'Results',
    due: 'Due: {due}',
    ptmLabel: 'Parent-teacher meeting dates',
    holidaysCaption: 'School holidays {year}',
    holiday: 'Holiday',
    date: 'Date',
  },
  leadership: LEADERSHIP_TEAM_WORDS,
  alumni: ALUMNI_WORDS,
  activities: {
    filterLegend: 'Filter activities by category',
    loadFailed: 'The activities could not be loaded. Please try again later.',
    listLabel: 'Activities',
    schedule: 'Schedule: {schedule}',
    categories: Object.fromEntries(ACTIVITY_CATEGORIES.map((c) => [c.id, c.label])) as {
      [C in (typeof ACTIVITY_CATEGORIES)[number] as C['id']]: C['label'];
    },
    /** What the filter says it shows: 'Showing 15 activities', 'Showing 3 sports activities'. */
    countOne: 'Showing {count} activity',
    countMany: 'Showing {count} activities',
    countOneIn: 'Showing {count} {category} activity',
    countManyIn: 'Showing {count} {category} activities',
  },
  awards: {
    loading: 'Loading achievements...',
    loadFailed: 'The list of awards could not be loaded. Please try again later.',
    empty: 'New awards will appear here soon.',
  },
  journeys: {
    loading: JOURNEYS_WORDS.loading,
    failed: JOURNEYS_WORDS.failedTitle,
    tryAgain: JOURNEYS_WORDS.tryAgain,
    empty: JOURNEYS_WORDS.empty,
  },
} as const;

export const EN_HOME = {
  ...EN_HOME_ISLANDS,
  sections: EN_HOME_SECTIONS,
  info: EN_INFO,
} as const;
