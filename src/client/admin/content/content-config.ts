import type { z } from 'zod';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  POST_LEVEL_LABELS,
  POST_LEVELS,
  TET_REQUIREMENT_LABELS,
  TET_REQUIREMENTS,
  VACANCY_STATUS_LABELS,
  VACANCY_STATUSES,
  type VacancyStatus,
} from '../../../shared/careers';
import { ACHIEVEMENT_CATEGORIES, PHOTO_ALBUMS } from '../../../shared/constants';
import { ACTIVITY_CATEGORIES, ACTIVITY_ICONS } from '../../../shared/content/activities';
import { FAQ_CATEGORIES } from '../../../shared/content/faq';
import { CONTENT_TYPES, type ContentTypeName } from '../../../shared/content-types';
import { DESIGNATIONS, designationLabel } from '../../../shared/disclosure';
import { formatDateTime, SCHOOL_TIME_ZONE } from '../../../shared/format';
import { formatRupees } from '../../../shared/rupees';
import { instantToZoned, zonedToInstant } from '../../../shared/time-zone';
import { matchesText } from '../kit/search';

// The dashboard's part of each content type (docs/architecture.md): its form fields and the small
// lines on its cards. Names, labels, schema and image rule come from the shared definition.
export type ContentSectionId = ContentTypeName;

/** The navigation groups a content type may be listed under (src/client/admin/sections.tsx). */
export type ContentGroup = 'Website' | 'School';

/** The optional publish window of scheduled types (src/shared/schemas/publish-window.ts). */
const PUBLISH_WINDOW_FIELDS: FieldDef[] = [
  { name: 'publishAt', label: 'Publish at', kind: 'datetime', hint: 'India time. Empty: shown at once.' },
  { name: 'expireAt', label: 'Expire at', kind: 'datetime', hint: 'India time. Empty: shown until deleted.' },
];

/** 'Scheduled: 10 Jun 2026, 9:00 am', 'Expired', 'Expires 30 Jun 2026, 6:00 pm', or nothing. */
function windowLine(item: Record<string, unknown>): string {
  const publishAt = typeof item.publishAt === 'string' ? item.publishAt : '';
  const expireAt = typeof item.expireAt === 'string' ? item.expireAt : '';
  const now = instantToZoned(new Date(), SCHOOL_TIME_ZONE);
  const show = (local: string) => formatDateTime(zonedToInstant(local, SCHOOL_TIME_ZONE));
  if (expireAt && expireAt <= now) return 'Expired';
  if (publishAt && publishAt > now) return `Scheduled: ${show(publishAt)}`;
  if (expireAt) return `Published, expires ${show(expireAt)}`;
  return '';
}

export interface FieldDef {
  name: string;
  label: string;
  /**
   * 'date': a calendar day (YYYY-MM-DD). 'datetime': a date and time in the school's time zone (datetime-local), or empty. 'checkbox': a
   * yes or no, sent as 'true' or 'false' (not ticked for a new item), shown under the image.
   */
  kind?: 'text' | 'textarea' | 'select' | 'datetime' | 'date' | 'checkbox';
  options?: readonly { value: string; label: string }[];
  /** A select whose options are records the office manages (the campuses), with a first option for none. */
  optionsFrom?: { source: 'campuses'; none: string };
  required?: boolean;
  hint?: string;
}

export interface ContentConfig {
  id: ContentSectionId;
  title: string;
  /** Dialog titles: 'Create Slide', 'Edit Slide'. */
  singular: string;
  fields: FieldDef[];
  /** Required on create, optional, or none. */
  image: 'required' | 'optional' | 'none';
  canEdit: boolean;
  deleteMessage: string;
  schema: z.ZodType;
  /** Small lines shown on each card. */
  meta: (item: Record<string, unknown>) => string[];
  /** Where the site shows these items, said under the section heading ('Shown on the home page as ...'). */
  description?: string;
  /** The section's address under /admin ('slides' for /admin/slides); by default the title in kebab-case. */
  path?: string;
  /** The `d` of the navigation icon's SVG path (24 by 24, stroked); a generic list icon by default. */
  icon?: string;
  /** The navigation group the section is listed under; 'Website' by default. */
  group?: ContentGroup;
  /** What names one item on its card, its buttons and its delete confirmation; its title by default. */
  itemName?: (item: Record<string, unknown>) => string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Consent on file for the children an image shows (India's DPDP Act); without it the site hides the item. */
const PHOTO_CONSENT_FIELD: FieldDef = {
  name: 'photoConsent',
  label: 'Consent on file for the children shown',
  kind: 'checkbox',
  hint: 'Tick only when the school holds a parent’s consent for every child in this image. Without it the item is kept here but not shown on the site.',
};

/** The card's line for an item whose image may not be shown (an item without an image needs no consent). */
const consentLine = (i: Record<string, unknown>) =>
  i.photoConsent === false && i.imageUrl ? 'Not shown: no consent on file' : '';
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ACTIVITY_OPTIONS = ACTIVITY_CATEGORIES.filter((c) => c.id !== 'all').map((c) => ({
  value: c.id,
  label: c.label,
}));
const FAQ_OPTIONS = FAQ_CATEGORIES.filter((c) => c.id !== 'all').map((c) => ({ value: c.id, label: c.label }));

/** One item's name, as its card and buttons say it. */
export const itemName = (config: ContentConfig, item: Record<string, unknown>): string =>
  config.itemName?.(item) ?? text(item.title);

const shared = (name: ContentTypeName) => {
  const { title, singular, image, canEdit, deleteMessage, fields } = CONTENT_TYPES[name];
  return { title, singular, image, canEdit, deleteMessage, schema: fields };
};

export const CONTENT_SECTIONS: Record<ContentSectionId, ContentConfig> = {
  artworks: {
    id: 'artworks',
    ...shared('artworks'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'subtitle', label: 'Subtitle' },
      { name: 'artist', label: 'Artist' },
      { name: 'grade', label: 'Grade' },
      { name: 'category', label: 'Category' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'buttonText', label: 'Button text' },
      PHOTO_CONSENT_FIELD,
    ],
    meta: (i) => [consentLine(i), text(i.artist), text(i.grade), text(i.category)].filter(Boolean),
    description: 'Shown on the home page as the Student Art Gallery.',
    path: 'gallery',
    icon: 'M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4',
  },
  announcements: {
    id: 'announcements',
    ...shared('announcements'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'icon', label: 'Icon', hint: 'A short icon name, for example calendar or map' },
      { name: 'buttonText', label: 'Button text' },
      { name: 'link', label: 'Button link', hint: 'A site path such as /contact or a full https:// address' },
      ...PUBLISH_WINDOW_FIELDS,
    ],
    meta: (i) => [windowLine(i), text(i.buttonText), text(i.link)].filter(Boolean),
    description: 'Shown on the home page as the Information for Parents tiles.',
    path: 'announcements',
    icon: 'M4 10v4h3l6 4V6L7 10zM17 9a4 4 0 010 6',
  },
  highlights: {
    id: 'highlights',
    ...shared('highlights'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'subtitle', label: 'Subtitle' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      ...PUBLISH_WINDOW_FIELDS,
      PHOTO_CONSENT_FIELD,
    ],
    meta: (i) => [consentLine(i), windowLine(i), text(i.subtitle)].filter(Boolean),
    description: 'Shown on the home page as School Highlights.',
    path: 'slides',
    icon: 'M3 6h14v10H3zM7 20h14V10',
  },
  journeys: {
    id: 'journeys',
    ...shared('journeys'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'label', label: 'Label', hint: 'For example Grade 1 to Grade 5' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      PHOTO_CONSENT_FIELD,
    ],
    meta: (i) => [consentLine(i), text(i.label)].filter(Boolean),
    description: 'Shown on the home page as Glimpse into Student Life, and on the Student Journey page.',
    path: 'journeys',
    icon: 'M5 19c3-8 11-6 14-14M5 19h4M19 5v4',
  },
  achievements: {
    id: 'achievements',
    ...shared('achievements'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'badge', label: 'Badge' },
      { name: 'organization', label: 'Organization' },
      { name: 'year', label: 'Year', hint: 'Leave empty for the current year' },
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        options: ACHIEVEMENT_CATEGORIES.map((c) => ({ value: c, label: capitalise(c) })),
      },
      PHOTO_CONSENT_FIELD,
    ],
    meta: (i) =>
      [consentLine(i), text(i.badge), text(i.organization), text(i.year), capitalise(text(i.category))].filter(Boolean),
    description: 'Shown on the home page as Our Achievements, and on the Awards & Recognition page.',
    path: 'achievements',
    icon: 'M8 4h8v5a4 4 0 01-8 0zM12 13v4M8 20h8M8 6H5a3 3 0 003 3M16 6h3a3 3 0 01-3 3',
  },
  faqs: {
    id: 'faqs',
    ...shared('faqs'),
    group: 'School',
    fields: [
      { name: 'question', label: 'Question', required: true },
      { name: 'answer', label: 'Answer', kind: 'textarea', required: true },
      { name: 'category', label: 'Category', kind: 'select', options: FAQ_OPTIONS },
      { name: 'popularity', label: 'Popularity', hint: 'A whole number; the most popular questions show first' },
    ],
    meta: (i) => [FAQ_OPTIONS.find((o) => o.value === i.category)?.label ?? '', `Popularity ${String(i.popularity)}`],
    itemName: (i) => text(i.question),
    description: 'Shown on the home page as Frequently Asked Questions, most popular first.',
    path: 'faq',
    icon: 'M9 9a3 3 0 116 0c0 2-3 2-3 4M12 17h.01M12 3a9 9 0 100 18 9 9 0 000-18z',
  },
  staff: {
    id: 'staff',
    ...shared('staff'),
    group: 'School',
    fields: [
      { name: 'name', label: 'Name', required: true },
      { name: 'role', label: 'Role', required: true, hint: 'For example Principal or Class Teacher, Grade 3' },
      { name: 'qualifications', label: 'Qualifications', hint: 'For example M.Sc., B.Ed.' },
      { name: 'message', label: 'Message', kind: 'textarea', hint: 'A short message to parents (leadership)' },
      { name: 'responsibilities', label: 'Responsibilities', kind: 'textarea', hint: 'One per line' },
      { name: 'sortOrder', label: 'Order', hint: 'Lower numbers show first' },
      {
        name: 'visible',
        label: 'On the site',
        kind: 'select',
        // The last option is the default for a new person.
        options: [
          { value: 'false', label: 'Hidden' },
          { value: 'true', label: 'Shown on the Leadership page' },
        ],
      },
      {
        name: 'campusId',
        label: 'Campus',
        kind: 'select',
        optionsFrom: { source: 'campuses', none: 'All campuses (not counted in a disclosure)' },
      },
      {
        name: 'designation',
        label: 'Designation',
        kind: 'select',
        hint: 'What the Mandatory Public Disclosure counts this person as',
        // The last option is the default: 'Other' is counted nowhere.
        options: DESIGNATIONS.map((d) => ({ value: d.id, label: d.label })),
      },
      { name: 'subject', label: 'Subject', hint: 'For teachers, such as Physics or Primary (all subjects)' },
    ],
    meta: (i) =>
      [
        text(i.role),
        text(i.qualifications),
        i.designation && i.designation !== 'other' ? designationLabel(text(i.designation)) : '',
        i.visible === false ? 'Hidden' : '',
      ].filter(Boolean),
    itemName: (i) => text(i.name),
    description: 'People shown on the Leadership Team page, in their order; hidden people stay on record.',
    path: 'people',
    icon: 'M16 11a4 4 0 10-8 0 4 4 0 008 0zM4 21a8 8 0 0116 0',
  },
  photos: {
    id: 'photos',
    ...shared('photos'),
    fields: [
      {
        name: 'album',
        label: 'Album',
        kind: 'select',
        options: PHOTO_ALBUMS.map((a) => ({ value: a.id, label: a.label })),
      },
      {
        name: 'alt',
        label: 'Alt text',
        required: true,
        hint: 'What the photo shows, for visitors who cannot see it',
      },
      { name: 'caption', label: 'Caption' },
      { name: 'sortOrder', label: 'Order', hint: 'Lower numbers show first' },
    ],
    meta: (i) => [PHOTO_ALBUMS.find((a) => a.id === i.album)?.label ?? '', text(i.caption)].filter(Boolean),
    itemName: (i) => text(i.caption) || text(i.alt),
    description: PHOTO_ALBUMS.map((a) => `${a.label}: ${a.shownOn.charAt(0).toLowerCase()}${a.shownOn.slice(1)}.`).join(
      ' ',
    ),
    path: 'photo-albums',
    icon: 'M4 7h4l2-3h4l2 3h4v12H4zM12 10a3 3 0 100 6 3 3 0 000-6z',
  },
  feeStructures: {
    id: 'feeStructures',
    ...shared('feeStructures'),
    group: 'School',
    fields: [
      { name: 'academicYear', label: 'Academic year', required: true, hint: 'For example 2025-26' },
      { name: 'approvedOn', label: 'Approved on', hint: 'The date the structure was approved, as YYYY-MM-DD' },
      { name: 'paymentMethods', label: 'Accepted payment methods', kind: 'textarea', hint: 'One per line' },
      { name: 'refusedPayment', label: 'Refused payment', hint: 'For example Cheques are not accepted' },
      {
        name: 'confirmation',
        label: 'Admission confirmation',
        kind: 'textarea',
        hint: 'What confirms admission, one per line',
      },
      {
        name: 'paymentRules',
        label: 'Payment rules',
        kind: 'textarea',
        hint: 'Late fees and how to pay, one per line (the Payment Rules tab)',
      },
      { name: 'withdrawalRules', label: 'Withdrawal policy', kind: 'textarea', hint: 'One per line' },
      { name: 'policies', label: 'General rules', kind: 'textarea', hint: 'One per line (the Policies tab)' },
      { name: 'note', label: 'Note', kind: 'textarea', hint: 'Shown under the fee table' },
    ],
    meta: (i) => [i.approvedOn ? `Approved ${text(i.approvedOn)}` : 'Not yet approved'],
    itemName: (i) => `Fee structure ${text(i.academicYear)}`,
    description:
      'The rules and policies of each year’s fees, shown on the Fee Structure page and the Admissions page’s Fees & Payment tab (the latest year).',
    path: 'fee-structures',
    icon: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h3',
  },
  feeItems: {
    id: 'feeItems',
    ...shared('feeItems'),
    group: 'School',
    fields: [
      { name: 'academicYear', label: 'Academic year', required: true, hint: 'For example 2025-26' },
      { name: 'name', label: 'Fee', required: true, hint: 'For example Admission form fee' },
      { name: 'amount', label: 'Amount (₹)', hint: 'Whole rupees, for example 2000; empty when the office advises it' },
      { name: 'amountNote', label: 'Amount note', hint: 'For example non-refundable' },
      { name: 'due', label: 'When', hint: 'When it is paid, for example In full at admission, in June' },
      { name: 'sortOrder', label: 'Order', hint: 'Lower numbers show first' },
    ],
    meta: (i) => [text(i.academicYear), formatRupees(i.amount), text(i.due)].filter(Boolean),
    itemName: (i) => text(i.name),
    description:
      'The fee table of each year, shown on the Fee Structure page and the Admissions page’s Fees & Payment tab.',
    path: 'fees',
    icon: 'M6 4h12M6 9h12M9 4c5 0 5 9 0 9H6l8 7',
  },
  activities: {
    id: 'activities',
    ...shared('activities'),
    group: 'School',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'category', label: 'Category', kind: 'select', options: ACTIVITY_OPTIONS },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'schedule', label: 'Schedule', hint: 'For example Every Wednesday' },
      {
        name: 'icon',
        label: 'Drawing',
        kind: 'select',
        hint: 'Shown when the activity has no photo',
        options: ACTIVITY_ICONS.map((i) => ({ value: i, label: capitalise(i) })),
      },
      { name: 'sortOrder', label: 'Order', hint: 'Lower numbers show first' },
    ],
    meta: (i) => [ACTIVITY_OPTIONS.find((o) => o.value === i.category)?.label ?? '', text(i.schedule)].filter(Boolean),
    description: 'Shown on the Extracurricular Activities page, with its category filter.',
    path: 'activities',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  },
  alumni: {
    id: 'alumni',
    ...shared('alumni'),
    group: 'School',
    fields: [
      { name: 'name', label: 'Name', required: true },
      { name: 'position', label: 'Position' },
      { name: 'organisation', label: 'Hospital', hint: 'Or the organisation they work at' },
      { name: 'specialty', label: 'Specialty' },
      { name: 'location', label: 'Location', hint: 'For example Pune, India' },
      { name: 'sortOrder', label: 'Order', hint: 'Lower numbers show first' },
    ],
    meta: (i) => [text(i.position), text(i.organisation), text(i.location)].filter(Boolean),
    itemName: (i) => text(i.name),
    description: 'Shown on the Alumni page as the alumni profiles.',
    path: 'alumni',
    icon: 'M12 4l9 4-9 4-9-4zM7 10v5c3 2 7 2 10 0v-5',
  },
  alumniTiles: {
    id: 'alumniTiles',
    ...shared('alumniTiles'),
    group: 'School',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'text', label: 'Text', kind: 'textarea' },
      { name: 'sortOrder', label: 'Order', hint: 'Lower numbers show first' },
    ],
    meta: (i) => [text(i.text)].filter(Boolean),
    description: 'Shown on the Alumni page under The foundation we give.',
    path: 'alumni-tiles',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  },
  // The school calendar has its own section (calendar-section.tsx: by month, with dates, times and
  // repeats); this entry gives it its navigation item, address and overview card.
  campuses: {
    id: 'campuses',
    ...shared('campuses'),
    group: 'School',
    fields: [
      { name: 'name', label: 'Name of the school', required: true },
      {
        name: 'slug',
        label: 'Address name',
        required: true,
        hint: 'The end of the campus page address: /mandatory-public-disclosure/ganga-nagar',
      },
      { name: 'address', label: 'Address', kind: 'textarea', required: true },
      { name: 'pinCode', label: 'PIN code', required: true },
      { name: 'affiliationNo', label: 'Affiliation number', required: true },
      { name: 'schoolCode', label: 'School code', required: true },
      { name: 'email', label: 'School e-mail', required: true },
      { name: 'phone', label: 'Contact details', required: true, hint: 'Landline and mobile' },
      {
        name: 'sections',
        label: 'Number of sections',
        hint: 'All classes together, for the teachers-to-section ratio',
      },
      { name: 'campusArea', label: 'Campus area', hint: 'Square metres' },
      { name: 'classrooms', label: 'Number of classrooms' },
      { name: 'classroomSize', label: 'Size of a classroom', hint: 'Square metres' },
      { name: 'laboratories', label: 'Number of laboratories', hint: 'Including computer labs' },
      { name: 'laboratorySize', label: 'Size of a laboratory', hint: 'Square metres' },
      {
        name: 'internet',
        label: 'Internet facility',
        kind: 'select',
        options: [
          { value: 'false', label: 'No' },
          { value: 'true', label: 'Yes' },
        ],
      },
      { name: 'girlsToilets', label: "Girls' toilets" },
      { name: 'boysToilets', label: "Boys' toilets" },
      {
        name: 'inspectionVideoUrl',
        label: 'Inspection video link',
        hint: "A YouTube link (https://) to the video of the inspection of the school's infrastructure",
      },
      { name: 'sortOrder', label: 'Order', hint: 'Lower numbers show first' },
    ],
    meta: (i) =>
      [
        `Affiliation no. ${text(i.affiliationNo)}`,
        `School code ${text(i.schoolCode)}`,
        i.example ? 'Example data' : '',
      ].filter(Boolean),
    itemName: (i) => text(i.name),
    description:
      'Each campus of the Mandatory Public Disclosure: its general information, infrastructure and number of sections.',
    path: 'campuses',
    icon: 'M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6',
  },
  events: {
    id: 'events',
    ...shared('events'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'location', label: 'Location' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    meta: (i) => [text(i.startDate), text(i.category)].filter(Boolean),
    description: 'Shown on the School Calendar page, in its iCal feed and on the Important Dates page.',
    path: 'calendar',
    icon: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  },
  vacancies: {
    id: 'vacancies',
    ...shared('vacancies'),
    group: 'School',
    fields: [
      { name: 'title', label: 'Title', required: true, hint: 'For example TGT Mathematics' },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        hint: 'Published: on the Careers page. Archived: its page answers that it is gone.',
        // The first option is the default for a new vacancy.
        options: VACANCY_STATUSES.map((s) => ({ value: s, label: VACANCY_STATUS_LABELS[s] })).reverse(),
      },
      {
        name: 'postLevel',
        label: 'Post level',
        kind: 'select',
        options: POST_LEVELS.map((p) => ({ value: p, label: POST_LEVEL_LABELS[p] })).reverse(),
      },
      { name: 'subjects', label: 'Subjects', hint: 'For example Mathematics, Science' },
      { name: 'classes', label: 'Classes', hint: 'For example VI-X' },
      { name: 'campusId', label: 'Campus', kind: 'select', optionsFrom: { source: 'campuses', none: 'Any campus' } },
      { name: 'qualifications', label: 'Qualifications', kind: 'textarea', hint: 'For example B.Sc. with B.Ed.' },
      {
        name: 'tetRequired',
        label: 'TET required',
        kind: 'select',
        options: TET_REQUIREMENTS.map((t) => ({ value: t, label: TET_REQUIREMENT_LABELS[t] })).reverse(),
      },
      { name: 'experience', label: 'Experience', hint: 'For example 2 years teaching CBSE classes' },
      {
        name: 'employmentType',
        label: 'Employment type',
        kind: 'select',
        options: EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] })).reverse(),
      },
      { name: 'salaryMin', label: 'Minimum salary (₹ a month)', hint: 'Optional' },
      { name: 'salaryMax', label: 'Maximum salary (₹ a month)', hint: 'Optional' },
      { name: 'postedOn', label: 'Publication date', kind: 'date', required: true },
      {
        name: 'closingDate',
        label: 'Closing date',
        kind: 'date',
        required: true,
        hint: 'The last day it takes applications',
      },
      {
        name: 'description',
        label: 'Description',
        kind: 'textarea',
        required: true,
        hint: 'Markdown, as on the pages',
      },
      { name: 'slug', label: 'Address', hint: 'Under /careers/. Empty: made from the title' },
    ],
    meta: (i) =>
      [
        VACANCY_STATUS_LABELS[text(i.status) as VacancyStatus] ?? '',
        text(i.postLevel),
        text(i.campusName),
        i.closingDate ? `Closes ${text(i.closingDate)}` : '',
      ].filter(Boolean),
    description: 'Shown on the Careers page; teachers apply from each vacancy’s page.',
    path: 'vacancies',
    icon: 'M4 8h16v12H4zM9 8V5h6v3M4 13h16',
  },
};

const kebab = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The section's address segment under /admin: its `path`, else its title in kebab-case. */
export const sectionSegment = (config: ContentConfig): string => config.path ?? kebab(config.title);

/** A generic list icon for a section that names none. */
export const DEFAULT_SECTION_ICON = 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01';

/** The sections' search: case-insensitive on title, name, email, message, description, subtitle or label. */
const SEARCHED_FIELDS = [
  'title',
  'name',
  'email',
  'message',
  'description',
  'subtitle',
  'label',
  'question',
  'answer',
  'role',
  'alt',
  'caption',
  'academicYear',
];

export function matchesSearch(item: object, term: string): boolean {
  const fields: Partial<Record<string, unknown>> = item;
  return matchesText(
    SEARCHED_FIELDS.map((k) => text(fields[k])),
    term,
  );
}
