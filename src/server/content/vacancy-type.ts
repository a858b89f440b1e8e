import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTENT_TYPES } from '../../shared/content-types';
import { slugify } from '../../shared/notices';
import { PATHS } from '../../shared/paths';
import type { VacancyFieldsSchema } from '../../shared/schemas/careers';
import { zonedToInstant } from '../../shared/time-zone';
import type { Db } from '../db/client';
import { campuses, vacancies } from '../db/schema';
import { markdownText } from '../lib/markdown';
import { schoolClock } from '../platform/school-time';
import { readSettings } from '../platform/settings';
import { defineContentType } from './define';

// The school's vacancies as a content type (docs/decisions/053-careers.md): Editors and Owners write
// them in the dashboard; the careers feature (features/careers/) shows them at /careers and
// /careers/<slug> and takes applications for the open ones. Visitors see a published vacancy; an
// archived one answers 410, a draft 404. A published vacancy is open until the end of its closing
// date in the school's time zone.

type VacancyValues = z.output<typeof VacancyFieldsSchema>;

/** The address of a vacancy's page under /careers/. */
export const vacancyPath = (slug: string) => `${PATHS.careers}/${slug}`;

/** The school's date now (YYYY-MM-DD), in its time zone. */
export const schoolToday = (db: Db, now: Date) => schoolClock(now, readSettings(db).timeZone).day;

/** The instant a vacancy closes: the start of the day after its closing date, in the school's time zone. */
export function vacancyClosesAt(closingDate: string, timeZone: string): Date {
  const next = new Date(`${closingDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedToInstant(`${next.toISOString().slice(0, 10)}T00:00`, timeZone);
}

function columns(fields: VacancyValues) {
  const { slug, ...rest } = fields;
  return rest;
}

export const vacanciesType = defineContentType({
  name: 'vacancies',
  shared: CONTENT_TYPES.vacancies,
  table: vacancies,
  translatable: ['title', 'subjects', 'classes', 'qualifications', 'experience', 'description'],
  unique: { field: 'slug', message: 'Another vacancy has this address: choose another' },
  // Drafts are the office's; an archived vacancy has left the site (its page answers 410).
  publicWhere: eq(vacancies.status, 'published'),
  // The list of open vacancies changes when one closes: at the end of its closing date.
  nextChange: (db, now) => {
    const tz = readSettings(db).timeZone;
    const next = db
      .select({ closingDate: vacancies.closingDate })
      .from(vacancies)
      .where(and(eq(vacancies.status, 'published'), gt(vacancies.closingDate, sql`${schoolToday(db, now)}`)))
      .orderBy(asc(vacancies.closingDate))
      .limit(1)
      .get();
    // Today's own vacancies close at midnight too.
    const today = schoolToday(db, now);
    const candidates = [vacancyClosesAt(today, tz)];
    if (next) candidates.push(vacancyClosesAt(next.closingDate, tz));
    const open = db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.status, 'published'), eq(vacancies.closingDate, today)))
      .get();
    return open ? candidates[0]! : next ? candidates[1]! : null;
  },
  // A title's own address, never 'apply' (the form's) nor slugify's fallback 'notice'.
  toRow: (fields) => ({
    ...columns(fields),
    slug: fields.slug || slugify(fields.title).replace(/^(notice|apply)$/, 'vacancy'),
  }),
  // An empty address keeps the one it has: a title's correction does not move a page families shared.
  toUpdate: (fields) => ({ ...columns(fields), ...(fields.slug ? { slug: fields.slug } : {}) }),
  list: (db, where) =>
    db
      .select({
        id: vacancies.id,
        slug: vacancies.slug,
        title: vacancies.title,
        postLevel: vacancies.postLevel,
        subjects: vacancies.subjects,
        classes: vacancies.classes,
        campusId: vacancies.campusId,
        campusName: campuses.name,
        qualifications: vacancies.qualifications,
        tetRequired: vacancies.tetRequired,
        experience: vacancies.experience,
        employmentType: vacancies.employmentType,
        salaryMin: vacancies.salaryMin,
        salaryMax: vacancies.salaryMax,
        postedOn: vacancies.postedOn,
        closingDate: vacancies.closingDate,
        description: vacancies.description,
        status: vacancies.status,
        createdAt: vacancies.createdAt,
        updatedAt: vacancies.updatedAt,
      })
      .from(vacancies)
      .leftJoin(campuses, eq(campuses.id, vacancies.campusId))
      .where(where)
      // The soonest to close first; then the newest.
      .orderBy(asc(vacancies.closingDate), desc(vacancies.id))
      .all()
      .map(({ createdAt, updatedAt, ...rest }) => ({
        ...rest,
        campusName: rest.campusName ?? '',
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),
  search: (item) => ({
    kind: 'vacancy',
    title: item.title,
    body: [item.subjects, item.classes, item.qualifications, markdownText(item.description)]
      .filter(Boolean)
      .join(' · '),
    link: vacancyPath(item.slug),
  }),
});
