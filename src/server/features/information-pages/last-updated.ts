import { eq } from 'drizzle-orm';
import { type PageField, usedFields } from '../../../shared/page-content/fields';
import { type EditablePageKey, isEditablePage } from '../../../shared/page-content/pages';
import { DEFAULT_LANGUAGE, type LanguageCode, type LastUpdatedPageKey } from '../../../shared/paths';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { instantToZoned } from '../../../shared/time-zone';
import type { ServiceContext } from '../../context';
import { lastChangeOf, latestOf, pageWordsInstalledAt, type TrackedTable } from '../../db/changes';
import {
  achievements,
  activities,
  alumni,
  alumniTiles,
  events,
  feeItems,
  feeStructures,
  journeys,
  pageDocuments,
  photos,
  staff,
} from '../../db/schema';
import { getSettings, settingsChangedAt } from '../../platform/settings';
import { currentPrivacyNotice } from '../privacy/service';
import { HOME_PART_DATA } from './home-parts';
import { translationPublishedAt } from './translations';

// "Last updated" on the information pages (docs/decisions/033-last-updated.md): the date the content
// a page shows last changed, the latest of what it reads. Worked out on the server as the page is
// rendered (one MAX query a table), so it is cached with the page, whose cache is cleared on every
// change of content or settings, and expires when a publish window opens.

/** One thing a page reads, and when it last changed (null: never, or not since changes were kept). */
type Source = (svc: ServiceContext, now: Date) => Date | null;

/** The words the page carries in code: when this revision of them was installed. */
const words: Source = (svc) => pageWordsInstalledAt(svc.db);
const table =
  (t: TrackedTable): Source =>
  (svc, now) =>
    lastChangeOf(svc.db, t, now);
const setting =
  (...fields: (keyof SiteSettings)[]): Source =>
  (svc) =>
    settingsChangedAt(svc, fields);
/** The privacy notice is versioned: its date is when the current version was first shown. */
const privacyNotice: Source = (svc) => new Date(currentPrivacyNotice(svc).publishedAt);

// Every page's heading and introduction may name the school and the academic year.
const NAMES = ['schoolName', 'shortName', 'tagline', 'academicYear'] as const;
const CONTACTS = ['email', 'phone', 'addressIndia', 'addressInternational', 'addressDubai'] as const;
const fees = [
  table(feeStructures),
  table(feeItems),
  setting(...NAMES, ...CONTACTS, 'admissionsOpen', 'admissionsNotice'),
];
const plain = [words, setting(...NAMES)];

/**
 * What each page with a "Last updated" line shows, besides the header and footer every page has. A
 * page not named shows only its words, which may name the school (`plain`), and, when it is editable,
 * the fields its document states.
 */
const PAGE_SOURCES: Partial<Record<LastUpdatedPageKey, Source[]>> = {
  home: [
    words,
    setting(...NAMES, ...CONTACTS, 'heroButtonText', 'admissionsOpen', 'videoUrl', 'retentionEnquiryMonths'),
    ...Object.values(HOME_PART_DATA).flatMap((part) => (part ? [table(part.table)] : [])),
  ],
  about: [...plain, setting(...CONTACTS, 'videoUrl')],
  studentsJourney: [...plain, table(journeys)],
  schoolActivities: [...plain, table(photos)],
  infrastructure: [...plain, table(photos)],
  awards: [...plain, table(achievements)],
  leadership: [...plain, table(staff)],
  activities: [...plain, table(activities)],
  alumni: [...plain, table(alumni), table(alumniTiles)],
  // The Settings lists the Admissions document shows as data blocks (docs/decisions/044).
  admissions: [...plain, ...fees, setting('admissionSteps', 'documentChecklist')],
  admissionProcess: [...plain, ...fees, setting('admissionSteps', 'documentChecklist')],
  academics: [...plain, setting('promotionRules')],
  importantDates: [...plain, table(events)],
  fees: [...plain, ...fees],
  contact: [
    ...plain,
    setting(...CONTACTS, 'whatsappNumber', 'retentionEnquiryMonths', 'schoolHours', 'prePrimaryHours', 'ptm'),
  ],
  privacy: [privacyNotice],
  accessibility: [
    ...plain,
    setting(
      'email',
      'phone',
      'grievanceOfficerName',
      'grievanceOfficerEmail',
      'accessibilityContactName',
      'accessibilityContactEmail',
      'accessibilityContactPhone',
      'accessibilityResponseDays',
      'accessibilityLimitations',
      'accessibilityReviewedOn',
    ),
  ],
  terms: [...plain, setting('email', 'phone', 'jurisdictionCity')],
};

/** What a field of a page's text states, when it comes from the office's settings or lists. */
const FIELD_SOURCES: Partial<Record<PageField, Source>> = {
  schoolName: setting('schoolName'),
  shortName: setting('shortName'),
  tagline: setting('tagline'),
  academicYear: setting('academicYear'),
  phone: setting('phone'),
  email: setting('email'),
  addressIndia: setting('addressIndia'),
  addressInternational: setting('addressInternational'),
  addressDubai: setting('addressDubai'),
  academicSession: setting('academicSession'),
  applyBy: setting('applyBy'),
  schoolHours: setting('schoolHours'),
  prePrimaryHours: setting('prePrimaryHours'),
  morningAssembly: setting('morningAssembly'),
  ptm: setting('ptm'),
  ptmInSentence: setting('ptm'),
  documentList: setting('documentChecklist'),
  promotionRules: setting('promotionRules'),
  admissionConfirmation: table(feeStructures),
  admissionConfirmationCount: table(feeStructures),
  examPeriods: table(events),
  // The current year's fee (platform/settings.ts): a new amount, or Settings naming the next year.
  admissionFee: (svc, now) => latestOf([table(feeItems)(svc, now), settingsChangedAt(svc, ['academicYear'])]),
};

/**
 * The words of a page that is data (docs/decisions/038-pages-as-data.md): when its live version was
 * published (a draft dates nothing), and when what its fields state last changed, so a page that
 * states the admission fee moves when Fees changes it.
 */
const pageDocument =
  (page: EditablePageKey): Source =>
  (svc, now) => {
    const row = svc.db
      .select({ at: pageDocuments.publishedAt, published: pageDocuments.published })
      .from(pageDocuments)
      .where(eq(pageDocuments.page, page))
      .get();
    if (!row) return null;
    return latestOf([row.at, ...usedFields(row.published).map((field) => FIELD_SOURCES[field]?.(svc, now))]);
  };

function sourcesOf(page: LastUpdatedPageKey): Source[] {
  const sources = PAGE_SOURCES[page] ?? plain;
  return isEditablePage(page) ? [...sources, pageDocument(page)] : sources;
}

/**
 * The day (in the school's time zone, '2026-11-26') the content of a page last changed. A database
 * that never ran the seed knows no date for its words: the page then says today.
 */
export function pageLastUpdated(
  svc: ServiceContext,
  page: LastUpdatedPageKey,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): { date: string } {
  const now = svc.now();
  // A language version of a page that is data: the later of its own publish and English's.
  const translated = lang !== DEFAULT_LANGUAGE && isEditablePage(page) ? [translationPublishedAt(svc, page, lang)] : [];
  const latest = latestOf([...sourcesOf(page).map((source) => source(svc, now)), ...translated]) ?? now;
  return { date: instantToZoned(latest, getSettings(svc).timeZone).slice(0, 10) };
}
