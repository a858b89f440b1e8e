import { OFFLINE_PATH, OFFLINE_WORDS } from './content/offline-words';
import { SCHOOL_STAGES } from './content/school-facts';
import type { SchoolNames } from './schemas/settings';
import type { EN } from './words/en';

// Every public route in one registry. Header, footer, router, sitemap and tests read it, so a path is
// spelled once.
export interface PageMeta {
  path: string;
  /**
   * The page's own title; the school's name is added when the head is rendered (pageTitle). A title
   * that names the school itself says where, with {school}.
   */
  title: string;
  description: string;
  /** The main heading, visible on the page; tests find pages by it. */
  heading: string;
  /** The small line above the heading of an information page. */
  eyebrow?: string;
  /** The lead paragraph under the heading of an information page. */
  intro?: string;
  /**
   * Its words are a document the office edits (docs/decisions/038-pages-as-data.md): first seeded from
   * its file in src/server/features/information-pages/seed/, drawn by its own component when
   * src/client/page-routes.tsx names one, else as the document alone.
   */
  editable?: true;
}

// The school's name, short name, tagline and academic year are settings (the school can rebrand from
// the dashboard, docs/decisions/013-school-branding.md): the texts below name them with these
// placeholders, filled when a page is rendered.
const PLACEHOLDERS: Record<string, keyof SchoolNames> = {
  '{school}': 'schoolName',
  '{short}': 'shortName',
  '{tagline}': 'tagline',
  '{year}': 'academicYear',
};

/** A page text with {school}, {short}, {tagline} and {year} replaced by the school's settings. */
export function fillSchoolText(text: string, names: SchoolNames): string {
  return text.replace(/\{(school|short|tagline|year)\}/g, (token) => names[PLACEHOLDERS[token] ?? 'schoolName']);
}

/** The document title of a page: its own title, then the school's name (unless the title names it). */
export function pageTitle(page: Pick<PageMeta, 'title'>, names: SchoolNames): string {
  const own = fillSchoolText(page.title, names);
  return page.title.includes('{school}') ? own : `${own} | ${names.schoolName}`;
}

export const PATHS = {
  home: '/',
  why: '/why-al-mahmood',
  whyMisspelt: '/why-al-mehmood',
  about: '/about',
  studentsJourney: '/students-journey',
  visionMission: '/vision-mission',
  schoolActivities: '/school-activities',
  infrastructure: '/infrastructure',
  awards: '/awards',
  leadership: '/leadership',
  academics: '/academics',
  teaching: '/teaching',
  activities: '/activities',
  global: '/global',
  alumni: '/alumni',
  admissions: '/admissions',
  admissionProcess: '/admission-process',
  apply: '/apply',
  importantDates: '/important-dates',
  eligibility: '/eligibility',
  fees: '/fees',
  contact: '/contact',
  notices: '/notices',
  calendar: '/calendar',
  disclosure: '/mandatory-public-disclosure',
  tcVerification: '/tc-verification',
  admissionStatus: '/admission-status',
  privacy: '/privacy',
  accessibility: '/accessibility',
  terms: '/terms',
  /** The school's open vacancies, and each at /careers/<slug> (features/careers/). */
  careers: '/careers',
  /** The application form for a vacancy or "any suitable post"; its no-script post lands here too. */
  careersApply: '/careers/apply',
  /** The site's search: its results are made for each request, never stored nor indexed (features/search/page.ts). */
  search: '/search',
  /** What the site's worker shows a visitor without a connection (docs/decisions/040-offline.md). */
  offline: OFFLINE_PATH,
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  /** Accepting an invitation: /admin/invitation/<token> (the token is masked in the log). */
  adminInvitation: '/admin/invitation',
  adminForgotPassword: '/admin/forgot-password',
  /** Choosing a new password: /admin/reset-password/<token> (the token is masked in the log). */
  adminResetPassword: '/admin/reset-password',
  brochure: '/brochure.pdf',
} as const;

/**
 * The ids of single items on their pages, by the content row's id, which links (search results) name
 * in their fragment: an FAQ question on the home page (`/#faq-12`, on its answer, so the browser opens
 * the question itself), a person on the leadership page (`/leadership#person-3`), an activity
 * (`/activities#activity-7`).
 */
export const ITEM_ANCHORS = {
  faq: (id: number) => `faq-${id}`,
  person: (id: number) => `person-${id}`,
  activity: (id: number) => `activity-${id}`,
} as const;

/** The FAQ question an address's fragment names (`#faq-12` is 12), else null. */
export function faqIdOfFragment(hash: string): number | null {
  const match = /^#faq-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/**
 * Files the dashboard downloads through plain routes (tRPC cannot stream a file): outside /admin/,
 * whose addresses are the dashboard's pages. robots.txt's `Disallow: /admin` covers it too.
 */
export const ADMIN_FILES_PATH = '/admin-files';
/** Where the payment box's "I have paid" posts without JavaScript, in every language (features/payments/routes.ts). */
export const PAYMENT_CLAIM_PATH = '/admission-status/paid';
/** Where the dashboard downloads a backup archive. */
export const BACKUP_FILES_PATH = `${ADMIN_FILES_PATH}/backups`;

/** The download address of one archive ('/admin-files/backups/school-backup-20261122-210819.tar.gz'). */
export const backupFilePath = (name: string): string => `${BACKUP_FILES_PATH}/${encodeURIComponent(name)}`;

export type PublicPageKey = Exclude<
  keyof typeof PATHS,
  | 'whyMisspelt'
  | 'adminLogin'
  | 'adminDashboard'
  | 'adminInvitation'
  | 'adminForgotPassword'
  | 'adminResetPassword'
  | 'brochure'
>;

/** The link in an invitation mail or shown once to copy. */
export const invitationPath = (token: string): string => `${PATHS.adminInvitation}/${token}`;
/** The link in a password reset mail. */
export const resetPasswordPath = (token: string): string => `${PATHS.adminResetPassword}/${token}`;

/**
 * Title, description and main heading of each public page: the registry the header, footer, sitemap
 * and tests read. A page whose words are data (`editable`, docs/decisions/038-pages-as-data.md) takes
 * its head and hero from its document instead; its entry here names it until the office renames it,
 * and the dashboard's Pages lists those pages in this order.
 */
const PAGE_ENTRIES = {
  home: {
    editable: true,
    path: PATHS.home,
    title: `{school} | ${SCHOOL_STAGES}, CBSE with Islamic Studies, Akola`,
    description: `An English-medium CBSE school in Akola from ${SCHOOL_STAGES}, with Islamic studies and Hifz. Admissions, fees, academics and enquiries.`,
    heading: '{tagline}',
  },
  about: {
    editable: true,
    path: PATHS.about,
    title: 'About Us',
    description: 'About our school, our campus in Akola and our special facilities: laboratories and library.',
    heading: 'About Us',
  },
  why: {
    editable: true,
    path: PATHS.why,
    title: 'Why {school}',
    description:
      'Why parents choose our school: CBSE academics with Islamic values, Hifz, caring teachers and a balanced education.',
    heading: 'Why {school}?',
  },
  visionMission: {
    editable: true,
    path: PATHS.visionMission,
    title: 'Vision & Mission',
    description: 'Our vision, mission, concept, key features and academic support.',
    heading: 'Vision & Mission',
  },
  studentsJourney: {
    editable: true,
    path: PATHS.studentsJourney,
    title: 'Student Journey',
    description: `A glimpse into student life: the journey of our students from ${SCHOOL_STAGES}.`,
    heading: 'Student Journey',
  },
  academics: {
    editable: true,
    path: PATHS.academics,
    title: 'Academic Excellence',
    description: 'Curriculum, CBSE grading scale, promotion rules, exam calendar and school schedule.',
    heading: 'Academic Excellence',
  },
  teaching: {
    editable: true,
    path: PATHS.teaching,
    title: 'Teaching Methodology',
    description: 'How we teach: Islamic, modern and practical methods.',
    heading: 'Teaching Methodology',
  },
  activities: {
    editable: true,
    path: PATHS.activities,
    title: 'Extracurricular Activities',
    description: 'Islamic, academic, arts, sports and special activities beyond the classroom.',
    heading: 'Extracurricular Activities',
  },
  global: {
    editable: true,
    path: PATHS.global,
    title: 'Global Exposure',
    description: 'Global exposure and our partner schools.',
    heading: 'Global Exposure',
  },
  schoolActivities: {
    editable: true,
    path: PATHS.schoolActivities,
    title: 'School Activities',
    description:
      'Academic and cultural activities through the year, the activity gallery and the annual calendar by term.',
    heading: 'School Activities',
  },
  infrastructure: {
    editable: true,
    path: PATHS.infrastructure,
    title: 'Infrastructure',
    description: 'Our facilities, campus safety and campus gallery.',
    heading: 'Infrastructure',
  },
  awards: {
    editable: true,
    path: PATHS.awards,
    title: 'Awards & Recognition',
    description: 'Awards and recognition earned by our students and school.',
    heading: 'Awards & Recognition',
  },
  leadership: {
    editable: true,
    path: PATHS.leadership,
    title: 'Leadership Team',
    description: 'Meet our Principal, Vice Principal and Academic Coordinator.',
    heading: 'Leadership Team',
  },
  alumni: {
    editable: true,
    path: PATHS.alumni,
    title: 'Alumni',
    description: 'Our alumni: doctors, engineers and professionals in India and around the world.',
    heading: 'Our Alumni',
  },
  admissions: {
    editable: true,
    path: PATHS.admissions,
    title: 'Admissions',
    description: `Admission process, age criteria, documents and fees for ${SCHOOL_STAGES}.`,
    heading: 'Admissions',
  },
  admissionProcess: {
    path: PATHS.admissionProcess,
    title: 'Admission Process',
    description: `Admission process, age criteria, documents and fees for ${SCHOOL_STAGES}.`,
    heading: 'Admissions',
  },
  eligibility: {
    editable: true,
    path: PATHS.eligibility,
    title: 'Eligibility Criteria',
    description: 'General and academic requirements for admission and the age for each class.',
    heading: 'Eligibility Criteria',
  },
  fees: {
    editable: true,
    path: PATHS.fees,
    title: 'Fee Structure',
    description: 'Fee structure, accepted payment methods, payment rules and policies.',
    heading: 'Fee Structure',
  },
  // The page's head and heading add the academic year its events are of (features/events/page.ts).
  importantDates: {
    editable: true,
    path: PATHS.importantDates,
    title: 'Important Dates',
    description:
      'Exams and results, fee installments, monthly parent-teacher meetings and holidays of the academic year.',
    heading: 'Important Dates',
  },
  apply: {
    path: PATHS.apply,
    title: 'Apply Online',
    description: 'Apply online for admission to our school.',
    heading: 'Application Form',
  },
  contact: {
    path: PATHS.contact,
    title: 'Contact Us',
    description:
      'Addresses, email and phone of our schools in Akola and our Dubai office, and the admission enquiry form.',
    heading: 'Contact Us',
  },
  notices: {
    path: PATHS.notices,
    title: 'Notices',
    description: 'Circulars, news, exam timetables, holidays and admission notices from the school office.',
    heading: 'Notices',
    eyebrow: 'From the school office',
    intro: 'Circulars, news, exam timetables, holidays and admission notices.',
  },
  calendar: {
    path: PATHS.calendar,
    title: 'School Calendar',
    description:
      'Exams, holidays, parent-teacher meetings, fee due dates and school events, with an iCal feed for Google Calendar, Apple Calendar and Outlook.',
    heading: 'School Calendar',
    eyebrow: 'Dates for your diary',
    intro: 'Every exam, holiday, meeting and fee date of the school year, in one place and in your phone’s calendar.',
  },
  disclosure: {
    path: PATHS.disclosure,
    title: 'Mandatory Public Disclosure',
    description:
      'The CBSE Mandatory Public Disclosure (Appendix IX) of each campus: affiliation, documents, results, staff and infrastructure.',
    heading: 'Mandatory Public Disclosure',
    eyebrow: 'CBSE Appendix IX',
    intro: 'The information every CBSE school publishes, campus by campus, kept current by the school office.',
  },
  privacy: {
    path: PATHS.privacy,
    title: 'Privacy Notice',
    description:
      'What the school collects through this website, why, how long it is kept, who sees it, and how to ask for access or erasure.',
    heading: 'Privacy Notice',
    eyebrow: 'Your data',
    intro: 'What happens to the details you send us, in plain words.',
  },
  accessibility: {
    path: PATHS.accessibility,
    title: 'Accessibility Statement',
    description: 'How accessible this website is, how we test it, and how to tell us about a problem.',
    heading: 'Accessibility statement',
    intro: 'We want everyone to be able to use this website.',
  },
  terms: {
    path: PATHS.terms,
    title: 'Terms of Use',
    description: 'Terms of use, copyright and hyperlinking policies of this website.',
    heading: 'Terms of use',
    intro: 'The rules for using this website and its content.',
  },
  // Never indexed nor in the sitemap: a search's answer is for the one who asked (features/search/page.ts).
  search: {
    path: PATHS.search,
    title: 'Search',
    description: 'Search the pages, notices, questions and dates of this website.',
    heading: 'Search',
  },
  // Never indexed nor in the sitemap: the worker shows it in place of a page it cannot reach.
  offline: {
    path: PATHS.offline,
    title: OFFLINE_WORDS.title,
    description: OFFLINE_WORDS.description,
    heading: OFFLINE_WORDS.heading,
  },
  careers: {
    path: PATHS.careers,
    title: 'Careers',
    description: 'Teaching and non-teaching vacancies at our schools in Akola, and how to apply with your CV.',
    heading: 'Careers',
    eyebrow: 'Work with us',
    intro: 'Teaching and other posts open now at our campuses. Apply online with your CV.',
  },
  careersApply: {
    path: PATHS.careersApply,
    title: 'Apply for a post',
    description: 'Apply for a teaching or non-teaching post at the school with your CV.',
    heading: 'Apply for a post',
    eyebrow: 'Careers',
    intro: 'Tell us about your qualifications and experience, and attach your CV as a PDF.',
  },
  tcVerification: {
    path: PATHS.tcVerification,
    title: 'Transfer Certificate Verification',
    description: 'Verify a transfer certificate issued by the school, by its number and the student’s date of birth.',
    heading: 'Transfer Certificate Verification',
    eyebrow: 'For receiving schools',
    intro: 'Enter the TC number as printed on the certificate and the student’s date of birth.',
  },
  admissionStatus: {
    path: PATHS.admissionStatus,
    title: 'Admission Status',
    description: 'Check the status of your admission enquiry or application with its reference number.',
    heading: 'Admission status',
    eyebrow: 'For parents',
    intro:
      'Enter the reference number you were given when you sent your enquiry or application, and the last 4 digits of the mobile number you gave.',
  },
} satisfies Record<PublicPageKey, PageMeta>;
export const PAGES: Record<PublicPageKey, PageMeta> = PAGE_ENTRIES;

/** The pages whose words are data. */
export type EditablePageKey = {
  [K in PublicPageKey]: (typeof PAGE_ENTRIES)[K] extends { editable: true } ? K : never;
}[PublicPageKey];
/** The pages whose words are data, in the order the dashboard's Pages lists them (/admin/pages/1 is the first). */
export const EDITABLE_PAGES = (Object.keys(PAGE_ENTRIES) as PublicPageKey[]).filter(
  (key): key is EditablePageKey => PAGES[key].editable === true,
) as [EditablePageKey, ...EditablePageKey[]];

/** A page the menus link to: its label in each language is the catalogue's (src/shared/words/). */
export type NavPageKey = keyof (typeof EN)['nav'];

export interface NavItem {
  key: NavPageKey;
  /** The English label; a page in another language takes its catalogue's (`nav`, by `key`). */
  label: string;
  /** Shorter label from DESKTOP_BREAKPOINT_PX up to SHORT_LABELS_BELOW_PX, where the full one does not fit. */
  shortLabel?: string;
  path: string;
  children?: { key: NavPageKey; label: string; path: string }[];
}

/** A link to a public page, named by the page's title unless the menu words it otherwise. */
const link = (key: NavPageKey, label = PAGES[key].title) => ({ key, label, path: PAGES[key].path });

export const NAV: NavItem[] = [
  { key: 'home', label: 'Home', path: PATHS.home },
  {
    ...link('about'),
    shortLabel: 'About',
    children: [
      link('about'),
      link('visionMission'),
      link('leadership'),
      link('awards'),
      link('infrastructure'),
      link('schoolActivities', 'Activities'),
      link('careers'),
    ],
  },
  {
    ...link('why', 'Why {short}'),
    shortLabel: 'Why Us',
    children: [link('academics'), link('teaching'), link('studentsJourney'), link('activities'), link('global')],
  },
  {
    ...link('admissions'),
    children: [link('admissionProcess'), link('fees'), link('eligibility'), link('importantDates'), link('calendar')],
  },
  link('alumni'),
  link('notices'),
  { ...link('contact'), shortLabel: 'Contact' },
];

// Footer Quick Links: pages of this site, never placeholder links.
// `key` names its words in the catalogues (src/shared/words/, `footer.quickLinks`); `label` is English's.
export const FOOTER_QUICK_LINKS = [
  { key: 'about', label: 'About Us', path: PATHS.about },
  { key: 'why', label: 'Why {short}', path: PATHS.why },
  { key: 'brochure', label: 'Download Brochure', path: PATHS.brochure },
  { key: 'admissions', label: 'Admissions', path: PATHS.admissions },
  { key: 'academics', label: 'Academic Programs', path: PATHS.academics },
  { key: 'notices', label: 'Notices', path: PATHS.notices },
  { key: 'careers', label: 'Careers', path: PATHS.careers },
  { key: 'contact', label: 'Contact', path: PATHS.contact },
] as const;

// The information pages say when their content last changed ("Last updated", under the main content):
// the server works the date out from what each page shows (docs/decisions/033-last-updated.md). Not
// the forms and tools, nor the lists whose items carry dates of their own.
const UNDATED_PAGES = [
  'apply',
  'notices',
  'calendar',
  'disclosure',
  'tcVerification',
  'admissionStatus',
  'search',
  'offline',
  'careers',
  'careersApply',
] as const;
export type LastUpdatedPageKey = Exclude<PublicPageKey, (typeof UNDATED_PAGES)[number]>;
/** Every public page but UNDATED_PAGES. */
export const LAST_UPDATED_PAGES = (Object.keys(PAGES) as PublicPageKey[]).filter(
  (key): key is LastUpdatedPageKey => !(UNDATED_PAGES as readonly string[]).includes(key),
) as [LastUpdatedPageKey, ...LastUpdatedPageKey[]];

/** The key of the page at `pathname` when it shows "Last updated", else null. */
export function lastUpdatedPageAt(pathname: string): LastUpdatedPageKey | null {
  return LAST_UPDATED_PAGES.find((key) => PAGES[key].path === pathname) ?? null;
}

/** The pages never in the sitemap: another's copy, and pages no search engine indexes. */
const NOT_IN_SITEMAP: readonly PublicPageKey[] = ['admissionProcess', 'search', 'offline'];

/** Public pages for the sitemap (canonical paths only), in the order of PATHS. */
export const SITEMAP_PATHS: string[] = (Object.keys(PATHS) as (keyof typeof PATHS)[])
  .filter((key): key is PublicPageKey => key in PAGES && !NOT_IN_SITEMAP.includes(key as PublicPageKey))
  .map((key) => PAGES[key].path);

export function canonicalPath(path: string): string {
  return path === PATHS.admissionProcess ? PATHS.admissions : path;
}

// The site's languages (docs/architecture.md, "Languages"): English keeps every address it has; each
// other language has the same pages under its code ('/mr/fees', '/mr/' its home page). The header,
// footer, router, sitemap, forms, the worker and the tests read this one list.
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'mr', name: 'मराठी', dir: 'ltr' },
  { code: 'hi', name: 'हिंदी', dir: 'ltr' },
  { code: 'ur', name: 'اردو', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];
/** The language whose addresses have no prefix, and the `x-default` of every page. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** The languages whose addresses carry their code ('/mr/...'). */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).map((l) => l.code);

export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

export function isLanguageCode(code: string): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

/**
 * The language of an address and the address of its page without the language's prefix:
 * '/mr/fees' is Marathi '/fees', '/mr/' and '/mr' Marathi '/', '/fees' English. Only a prefix in the
 * list, in lower case, is a language ('/MR/fees', '/xx/fees' are English addresses no page has);
 * '/en/...' is not a language address either (the server sends it to the English one).
 */
export function splitLanguage(pathname: string): { lang: LanguageCode; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (code && code !== DEFAULT_LANGUAGE && isLanguageCode(code)) return { lang: code, path: match[2] ?? '/' };
  return { lang: DEFAULT_LANGUAGE, path: pathname };
}

/**
 * An address of the site in a language: '/fees' in Marathi is '/mr/fees', '/' is '/mr/', and a query
 * or fragment stays ('/fees?tab=rules' → '/mr/fees?tab=rules'). English addresses are as they are.
 */
export function pathInLanguage(path: string, lang: LanguageCode): string {
  if (lang === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${lang}/${path.slice(1)}` : `/${lang}${path}`;
}

/**
 * Query parameters that change what a public page shows (tabs, filters, a page number): the page
 * cache keeps them in its key, and the language switcher keeps them on the same page in another
 * language (`vacancy`: the post /careers/apply preselects; `campus` and `level`: the careers filters).
 * Others are dropped.
 */
export const PAGE_QUERY_PARAMS = ['tab', 'category', 'page', 'month', 'vacancy', 'campus', 'level'] as const;

/** The fixed addresses of the public pages but the home page. */
const PAGE_PATHS = [...new Set(Object.values(PAGE_ENTRIES).map((p) => p.path as string))].filter((p) => p !== '/');

/**
 * Whether a link of the site leads to a page (which has a version in every language), not a file, a
 * feed, the dashboard or the API: '/', a page of PAGES, or an address one step under one that names
 * no file ('/notices/<slug>', but not '/notices/feed.xml', '/calendar/<uid>.ics' nor a notice's
 * attachment '/notices/<slug>/files/<id>').
 */
export function isPageAddress(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0] ?? '';
  if (path === '/') return true;
  return PAGE_PATHS.some((p) => path === p || (path.startsWith(`${p}/`) && /^[^/.]+$/.test(path.slice(p.length + 1))));
}

/**
 * A link as a page in `lang` shows it: a page of the site in that language, anything else (another
 * site, a file, a feed, an anchor, the dashboard) as it is.
 */
export function siteHref(href: string, lang: LanguageCode): string {
  return isPageAddress(href) ? pathInLanguage(href, lang) : href;
}

/**
 * A page's version in every language and `x-default` (the English one), from its English address
 * ('/fees', '/notices?category=exam'): what a page's head and the sitemap list as its alternates.
 */
export function languageVersions(englishPath: string): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGES.map((l) => ({ hreflang: l.code as string, path: pathInLanguage(englishPath, l.code) })),
    { hreflang: 'x-default', path: englishPath },
  ];
}
