import { OFFLINE_WORDS } from '../../content/offline-words';
import { EN_DATES } from './dates-en';
import { EN_STATUTORY } from './statutory-en';
import { EN_PAGE_TITLES } from './titles-en';

export { EN_DATES };

// The public pages' own interface words in English (docs/architecture.md, "Languages", "The pages'
// words"): the notices and calendar pages, dates, the offline page, the quick actions and the titles
// of the pages whose words are not a document the office edits. Each part is a constant of its own,
// so a module (an island, the dates) that reads one carries only that one. English is the source:
// Marathi, Hindi and Urdu are typed against it (`WordsLike`). Words an island receives are plain
// strings with `{placeholders}` (filled by `fill`), since its props travel as JSON.

export const EN_NOTICE_CATEGORIES = {
  circular: 'Circular',
  news: 'News',
  exam: 'Exam',
  holiday: 'Holiday',
  admission: 'Admission',
  event: 'Event',
} as const;

/** The notices' search box (an island: it takes these with its props on a page in another language). */
export const EN_NOTICE_SEARCH = {
  label: 'Search notices',
  button: 'Search',
} as const;

export const EN_NOTICES = {
  categories: EN_NOTICE_CATEGORIES,
  categoriesLabel: 'Notice categories',
  all: 'All',
  pinned: 'Pinned',
  heading: 'Notices',
  noneFound: 'No notices found',
  countOne: '{count} notice',
  countMany: '{count} notices',
  inCategory: ' in {category}',
  matching: ' matching “{q}”',
  loadFailed: 'The notices could not be loaded. Please try again later.',
  loading: 'Loading notices...',
  noMatch: 'No notice matches this search.',
  showAll: 'Show all notices',
  noneYet: 'There are no notices at the moment. Please check again soon.',
  pages: 'Pages of notices',
  newer: 'Newer notices',
  older: 'Older notices',
  pageOf: 'Page {page} of {pages}',
  feedLink: 'Follow the notices in a feed reader (RSS)',
  attachmentOne: '1 attachment',
  attachmentMany: '{count} attachments',
  loadingNotice: 'Loading notice...',
  noticeOf: '{category} notice',
  allNotices: '← All notices',
  attachments: 'Attachments',
  pdf: 'PDF',
  image: 'Image',
  share: 'Share this notice',
  whatsapp: 'Share on WhatsApp',
  linkToNotice: 'Link to this notice:',
  /** The list's title in the head: 'Exam notices', 'Notices, page 2'. */
  categoryTitle: '{category} notices',
  pageTitle: '{title}, page {page}',
  /** The RSS feed's title and the head's link to it. */
  feedTitle: '{school}: Notices',
  search: EN_NOTICE_SEARCH,
} as const;

export const EN_EVENT_CATEGORIES = {
  exam: 'Exam',
  holiday: 'Holiday',
  ptm: 'PTM',
  'fee-due': 'Fee due',
  admission: 'Admission',
  event: 'Event',
} as const;

/** The calendar page (its month view is an island: it takes these with its props in another language). */
export const EN_CALENDAR = {
  dates: EN_DATES,
  categories: EN_EVENT_CATEGORIES,
  region: 'Calendar',
  viewLabel: 'Calendar view',
  upcomingChip: 'Upcoming',
  monthChip: 'Month',
  categoriesLabel: 'Event categories',
  all: 'All',
  loadFailed: 'The calendar could not be loaded. Please try again.',
  loading: 'Loading the calendar...',
  zone: 'Times are school time ({zone}).',
  allDay: 'All day',
  timeRange: '{start} - {end}',
  dateAndTime: '{date}, {time}',
  addToCalendar: 'Add to calendar (.ics)',
  upcoming: 'Upcoming events',
  noUpcoming: 'No upcoming events yet.',
  noUpcomingInCategory: 'No upcoming events in this category yet.',
  previousMonth: ' (previous month)',
  nextMonth: ' (next month)',
  eventsByDay: 'Events in {month}, by day',
  eventsIn: 'Events in {month}',
  noEvents: 'No events this month.',
  noEventsInCategory: 'No events in this category this month.',
  subscribeHeading: 'Add the dates to your phone',
  subscribeText: 'Subscribe once and every date the school adds or changes appears in your own calendar by itself.',
  subscribeCategory: ' This subscription has only the dates of the category you chose.',
  subscribe: 'Subscribe (iCal)',
  categoryDates: '{category} dates',
  wholeCalendar: 'the calendar',
  webcal: 'Open in my calendar app (webcal)',
  address: 'Calendar address:',
  google: 'Google Calendar:',
  googleHelp:
    'on a computer, open Google Calendar, choose + beside Other calendars, then From URL, and paste the calendar address.',
  apple: 'Apple Calendar (iPhone, iPad, Mac):',
  appleHelp:
    'tap Open in my calendar app, or in Calendar choose File, New Calendar Subscription, and paste the address.',
  outlook: 'Outlook:',
  outlookHelp: 'choose Add calendar, then Subscribe from web, and paste the address.',
  /** The feed's name in a calendar app, of one category: '<school>: Exam'. */
  feedName: '{school}: {category}',
  /** The head's link to the feed. */
  feedTitle: '{school}: calendar (iCal)',
} as const;

/** The kinds of search result (src/shared/search.ts), as the small label beside a result. */
export const EN_SEARCH_KINDS = {
  page: 'Page',
  notice: 'Notice',
  'notice-file': 'Notice attachment',
  faq: 'Question and answer',
  event: 'Date',
  person: 'Our team',
  fee: 'Fees',
  activity: 'Activity',
  disclosure: 'Public disclosure',
  vacancy: 'Vacancy',
} as const;

/** The search page (/search): its form, its results and what it says when there are none. */
export const EN_SEARCH = {
  kinds: EN_SEARCH_KINDS,
  /** The name of the page's search form (the header's is another: two search regions on one page). */
  formLabel: 'Search this website',
  fieldLabel: 'Search for',
  button: 'Search',
  /** The head's title of a search: '“fees”: search results'. */
  resultsTitle: '“{q}”: search results',
  pageTitle: '{title}, page {page}',
  shortened: 'Only the first {chars} characters and {words} words were searched.',
  countOne: '1 result for “{q}”',
  countMany: '{count} results for “{q}”',
  noneFound: 'No results for “{q}”',
  noneText: 'Try fewer words, or another word for the same thing. The answer may also be among',
  faqLink: 'the questions parents often ask',
  or: ', or the school office can help:',
  contactLink: 'contact us',
  end: '.',
  emptyHeading: 'What are you looking for?',
  suggestionsText: 'Type a word or two above, or try one of the words searched most:',
  emptyText: 'Type a word or two above, such as fees, admission or holidays, and press Search.',
  notFound: 'There is no such page of results.',
  firstPage: 'Go to the first page of results',
  pages: 'Pages of results',
  previous: 'Previous results',
  next: 'More results',
  pageOf: 'Page {page} of {pages}',
  loadFailed: 'The search could not be done. Please try again later.',
} as const;

export const EN_OFFLINE = OFFLINE_WORDS;

export const EN_QUICK_ACTIONS = {
  label: 'Quick actions',
  enquire: 'Enquire',
  enquireMore: ' about admissions',
  call: 'Call',
  callMore: ' the school',
  whatsapp: 'WhatsApp',
  whatsappMore: ' the school (opens WhatsApp)',
} as const;

export const EN_PAGES = {
  ...EN_STATUTORY,
  dates: EN_DATES,
  notices: EN_NOTICES,
  calendar: EN_CALENDAR,
  search: EN_SEARCH,
  offline: EN_OFFLINE,
  quickActions: EN_QUICK_ACTIONS,
  errorScreen: {
    thrown: 'Unhandled Thrown Response!',
    title: 'Application Error!',
    text: 'Something went wrong while showing this page. Please try again.',
    home: 'Go to the home page',
  },
  titles: EN_PAGE_TITLES,
} as const;
