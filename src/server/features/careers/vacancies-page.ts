import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  type EmploymentType,
  POST_LEVELS,
  type PostLevel,
  SCHEMA_ORG_EMPLOYMENT_TYPE,
  type TetRequirement,
} from '../../../shared/careers';
import { ENQUIRY_DEFAULT_STATE, ENQUIRY_STATES } from '../../../shared/content/enquiry-options';
import { DEFAULT_LANGUAGE, type LanguageCode, PAGES, PATHS } from '../../../shared/paths';
import { publicWhereOf } from '../../content/define';
import { schoolToday, vacanciesType, vacancyClosesAt, vacancyPath } from '../../content/vacancy-type';
import type { ServiceContext } from '../../context';
import { campuses, vacancies } from '../../db/schema';
import { faviconLink } from '../../http/favicon';
import { noticeExcerpt, renderPageMarkdown } from '../../lib/markdown';
import { getSettings } from '../../platform/settings';
import { type Translated, translateItems } from '../../platform/translations';
import { publicProcedure, router } from '../../trpc/trpc';

// What the careers pages show (docs/decisions/053-careers.md): the open vacancies at /careers, grouped
// by campus and post level and chosen by two filters in the address, and one vacancy at
// /careers/<slug> with its JobPosting for search engines. A vacancy is open while it is published and
// its closing date is not past in the school's time zone; a closed one still has its page (saying
// so), an archived one is gone (410), a draft is nobody's (404).

/** A vacancy's address: what the content type's slug rule allows (src/shared/schemas/careers.ts). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The careers addresses that are pages of their own (/careers/apply), never a vacancy's. */
const FIXED_CAREERS_PATHS = new Set(
  Object.values(PAGES)
    .map((p) => p.path)
    .filter((p) => p.startsWith(`${PATHS.careers}/`)),
);

/** The slug of a vacancy's address (/careers/<slug>), or null for any other address. */
export function vacancySlugOf(pathname: string): string | null {
  if (!pathname.startsWith(`${PATHS.careers}/`) || FIXED_CAREERS_PATHS.has(pathname)) return null;
  const slug = pathname.slice(PATHS.careers.length + 1);
  return SLUG.test(slug) ? slug : null;
}

/**
 * A post level as the address writes it: lower case, since the page cache keeps only lower-case
 * filter values in its key (src/server/ssr/ssr.ts, normaliseUrl).
 */
const levelParam = (level: PostLevel) => level.toLowerCase();

/** The vacancies visitors may see (published) that are still open on the school's today. */
function openWhere(svc: ServiceContext): SQL | undefined {
  return and(
    publicWhereOf(vacanciesType, svc.now(), svc.db),
    gte(vacancies.closingDate, schoolToday(svc.db, svc.now())),
  );
}

function campusRows(svc: ServiceContext) {
  return svc.db
    .select({ id: campuses.id, name: campuses.name })
    .from(campuses)
    .orderBy(asc(campuses.sortOrder), asc(campuses.id))
    .all();
}

/** The two filters of /careers, read from the address; a value that names nothing is ignored. */
export const CareersListInputSchema = z.object({
  campus: z.string().max(40).default(''),
  level: z.string().max(40).default(''),
});

/**
 * /careers: the open vacancies the filters choose, grouped by campus (in the campuses' order, the
 * vacancies for any campus last) and in each by post level. A vacancy for any campus is shown under
 * every campus's choice too: it may be at that one.
 */
export function careersList(
  svc: ServiceContext,
  input: z.input<typeof CareersListInputSchema>,
  lang: LanguageCode = DEFAULT_LANGUAGE,
) {
  const allCampuses = campusRows(svc);
  const campus = allCampuses.find((c) => String(c.id) === input.campus?.trim()) ?? null;
  const level = POST_LEVELS.find((l) => levelParam(l) === input.level?.trim().toLowerCase()) ?? null;
  const open = translateItems(
    svc.db,
    vacanciesType.name,
    vacanciesType.translatable,
    vacanciesType.list(svc.db, openWhere(svc)),
    lang,
  );
  const shown = open.filter(
    (v) => (!campus || v.campusId === null || v.campusId === campus.id) && (!level || v.postLevel === level),
  );
  const campusOrder = [...allCampuses.map((c) => c.id as number | null), null];
  const groups = campusOrder
    .map((campusId) => {
      const here = shown.filter((v) => v.campusId === campusId);
      return {
        campusId,
        campusName: allCampuses.find((c) => c.id === campusId)?.name ?? '',
        levels: POST_LEVELS.map((l) => ({
          level: l,
          vacancies: here
            .filter((v) => v.postLevel === l)
            .map((v) => ({
              id: v.id,
              slug: v.slug,
              path: vacancyPath(v.slug),
              title: v.title,
              postLevel: v.postLevel as PostLevel,
              subjects: v.subjects,
              classes: v.classes,
              employmentType: v.employmentType as EmploymentType,
              closingDate: v.closingDate,
              untranslated: v.untranslated,
            })),
        })).filter((g) => g.vacancies.length > 0),
      };
    })
    .filter((g) => g.levels.length > 0);
  return {
    options: {
      campuses: allCampuses.map((c) => ({ value: String(c.id), name: c.name })),
      levels: POST_LEVELS.map((l) => ({ value: levelParam(l), level: l })),
    },
    chosen: { campus: campus ? String(campus.id) : '', level: level ? levelParam(level) : '' },
    openCount: open.length,
    shownCount: shown.length,
    groups,
  };
}
export type CareersList = ReturnType<typeof careersList>;

/** A campus's address as schema.org's PostalAddress: its lines, its town, state and PIN. */
function postalAddress(address: string, pinCode: string, town: string) {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter((p) => p && !/^india$/i.test(p));
  const region = parts.find((p) => (ENQUIRY_STATES as readonly string[]).includes(p)) ?? ENQUIRY_DEFAULT_STATE;
  const locality = parts.find((p) => p.toLowerCase() === town.toLowerCase()) ?? town;
  const postalCode = pinCode.trim() || /\b\d{6}\b/.exec(address)?.[0] || '';
  const street = parts.filter((p) => p !== region && p !== locality && p !== postalCode).join(', ');
  return {
    '@type': 'PostalAddress',
    streetAddress: street || address.trim(),
    addressLocality: locality,
    addressRegion: region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'IN',
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` (and the line separators JavaScript once
 * read as line ends) escaped, so a `</script>` in the office's text cannot end the element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * /careers/<slug>: a published vacancy in the page's language, open or closed, with its JobPosting
 * while open; `{ state: 'archived' }` for one taken off the site; null for a draft or no vacancy.
 */
export function careersVacancy(svc: ServiceContext, slug: string, lang: LanguageCode = DEFAULT_LANGUAGE) {
  const [found] = vacanciesType.list(svc.db, eq(vacancies.slug, slug));
  if (!found || found.status === 'draft') return null;
  if (found.status === 'archived') return { state: 'archived' as const };
  const v: Translated<typeof found> =
    translateItems(svc.db, vacanciesType.name, vacanciesType.translatable, [found], lang)[0] ?? found;
  const settings = getSettings(svc);
  const open = v.closingDate >= schoolToday(svc.db, svc.now());
  const descriptionHtml = renderPageMarkdown(v.description, lang);
  const { siteUrl } = svc.config;
  const url = `${siteUrl}${vacancyPath(v.slug)}`;
  const campus =
    v.campusId === null
      ? undefined
      : svc.db
          .select({ address: campuses.address, pinCode: campuses.pinCode })
          .from(campuses)
          .where(eq(campuses.id, v.campusId))
          .get();
  const salary = v.salaryMin !== null || v.salaryMax !== null ? { min: v.salaryMin, max: v.salaryMax } : null;
  // What search engines read of an open vacancy (schema.org JobPosting, as Google's job search takes it).
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: v.title,
    description: descriptionHtml,
    datePosted: v.postedOn,
    validThrough: vacancyClosesAt(v.closingDate, settings.timeZone).toISOString(),
    url,
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.schoolName,
      sameAs: siteUrl,
      ...(settings.logo ? { logo: `${siteUrl}${faviconLink(settings).href}` } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: campus
        ? postalAddress(campus.address, campus.pinCode, settings.jurisdictionCity)
        : postalAddress(settings.addressIndia, '', settings.jurisdictionCity),
    },
    employmentType: SCHEMA_ORG_EMPLOYMENT_TYPE[v.employmentType as EmploymentType],
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min !== null ? { minValue: salary.min } : {}),
              ...(salary.max !== null ? { maxValue: salary.max } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: settings.schoolName, value: v.slug },
    directApply: true,
  };
  return {
    state: open ? ('open' as const) : ('closed' as const),
    vacancy: {
      id: v.id,
      slug: v.slug,
      title: v.title,
      postLevel: v.postLevel as PostLevel,
      subjects: v.subjects,
      classes: v.classes,
      campusName: v.campusName,
      qualifications: v.qualifications,
      tetRequired: v.tetRequired as TetRequirement,
      experience: v.experience,
      employmentType: v.employmentType as EmploymentType,
      salary,
      postedOn: v.postedOn,
      closingDate: v.closingDate,
      untranslated: v.untranslated,
    },
    descriptionHtml,
    excerpt: noticeExcerpt(v.description, 160) || v.title,
    url,
    jobPostingJson: open ? scriptJson(posting) : null,
  };
}
export type CareersVacancy = NonNullable<ReturnType<typeof careersVacancy>>;

/** The sitemap's vacancies: every open one (a closed, archived or draft vacancy is not listed). */
export function openVacancyPaths(svc: ServiceContext): string[] {
  return vacanciesType.list(svc.db, openWhere(svc)).map((v) => vacancyPath(v.slug));
}

/** What the careers pages read: `vacancies.list` (/careers) and `vacancies.bySlug` (/careers/<slug>). */
export const vacanciesPagesRouter = router({
  list: publicProcedure.input(CareersListInputSchema).query(({ ctx, input }) => careersList(ctx.svc, input, ctx.lang)),
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().max(200) }))
    .query(({ ctx, input }) => careersVacancy(ctx.svc, input.slug, ctx.lang)),
});
