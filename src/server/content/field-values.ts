import {
  academicYearOf,
  categoryLabel,
  type DateWords,
  dateRange,
  dayMonthYear,
  type EventCategory,
  longDate,
  monthSpan,
  monthYear,
  occurrences,
  recurrenceText,
} from '../../shared/calendar';
import type { YearMonths } from '../../shared/content/academic-year';
import { lines } from '../../shared/lines';
import { pageFieldValues } from '../../shared/page-content/field-values';
import type { PageField } from '../../shared/page-content/fields';
import type { LanguageCode } from '../../shared/paths';
import { instantToZoned } from '../../shared/time-zone';
import type { ServiceContext } from '../context';
import { getSettings } from '../platform/settings';
import { publicSettingsIn, settingsTexts, TRANSLATED_FACTS } from '../platform/settings-texts';
import { publicWhereOf } from './define';
import { type EventItem, eventsType } from './event-type';
import { feeStructuresType } from './types';

// The facts the pages' fields state ({admissionFee}, {holidayCount}: src/shared/page-content/fields.ts)
// and the Important Dates page's year, read from the office's lists. A layer, not a feature: the
// content types' public lists fill their texts with these (service.ts), the information pages their
// documents, and the calendar feature serves Important Dates from here.

/** One occurrence of a published event, as the pages show it. */
export interface Occurrence {
  /** Unique on the page: the event's uid and the occurrence's first day. */
  key: string;
  uid: string;
  title: string;
  category: EventCategory;
  categoryLabel: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  location: string;
  description: string;
  /** 'Third Saturday of every month until 31 March 2026', or '' for a one-off event. */
  repeats: string;
}

/** Every occurrence of the events that touches the days from..to, in date and time order. */
/**
 * The occurrences of the events that touch `from` to `to`, in order; their category and how they
 * repeat in words of a language's dates (src/shared/words/pages/), English's by default.
 */
export function occurrencesBetween(
  list: EventItem[],
  from: string,
  to: string,
  words?: DateWords & { categories?: Record<string, string> },
): Occurrence[] {
  const out: Occurrence[] = [];
  for (const e of list) {
    for (const o of occurrences(e, from, to)) {
      out.push({
        key: `${e.uid}-${o.startDate}`,
        uid: e.uid,
        title: e.title,
        category: e.category,
        categoryLabel: words?.categories?.[e.category] ?? categoryLabel(e.category),
        startDate: o.startDate,
        endDate: o.endDate,
        allDay: e.allDay,
        startTime: e.startTime,
        endTime: e.endTime,
        location: e.location,
        description: e.description,
        repeats: recurrenceText(e, words),
      });
    }
  }
  const time = (o: Occurrence) => (o.allDay ? '' : (o.startTime ?? ''));
  return out.sort(
    (a, b) =>
      a.startDate.localeCompare(b.startDate) || time(a).localeCompare(time(b)) || a.title.localeCompare(b.title),
  );
}

/**
 * The published events, in the calendar's order: the events content type's own list and publicWhere
 * (event-type.ts), read through its definition because the content service itself fills fields.
 */
function publishedEvents(svc: ServiceContext): EventItem[] {
  return eventsType.list(svc.db, publicWhereOf(eventsType, svc.now(), svc.db));
}

/**
 * The academic year the Important Dates page shows: the one running today when it has published
 * events, else the latest earlier one that has (a school that has not yet entered the new year's
 * dates keeps showing the last year's), else the next one that has.
 */
function importantYear(list: EventItem[], today: string, months: YearMonths) {
  const current = academicYearOf(today, months);
  const years = [...new Set(list.map((e) => academicYearOf(e.startDate, months).from))].sort();
  if (years.length === 0 || years.includes(current.from)) return current;
  const earlier = years.filter((y) => y < current.from).at(-1);
  return academicYearOf(earlier ?? (years[0] as string), months);
}

/**
 * The Important Dates page, from the events of one academic year: exams (the months they run, and
 * their description as the results line), fee instalments, the parent-teacher meetings (each
 * occurrence) and the holidays.
 */
export function importantDates(svc: ServiceContext) {
  const list = publishedEvents(svc);
  const settings = getSettings(svc);
  const today = instantToZoned(svc.now(), settings.timeZone).slice(0, 10);
  const year = importantYear(list, today, settings);
  const all = occurrencesBetween(list, year.from, year.to);
  // An occurrence belongs to the year it begins in.
  const inYear = all.filter((o) => o.startDate >= year.from);
  const of = (category: EventCategory) => inYear.filter((o) => o.category === category);
  return {
    year: year.label,
    exams: of('exam').map((o) => ({
      key: o.key,
      title: o.title,
      period: monthSpan(o.startDate, o.endDate),
      results: o.description,
    })),
    fees: of('fee-due').map((o) => ({
      key: o.key,
      title: o.title,
      // 'At admission (June 2025)' when the office describes the due date, else '10 October 2025'.
      due: o.description ? `${o.description} (${monthYear(o.startDate)})` : dayMonthYear(o.startDate),
    })),
    ptm: of('ptm').map((o) => ({
      key: o.key,
      month: monthYear(o.startDate),
      date: o.startDate,
      when: longDate(o.startDate),
    })),
    holidays: of('holiday').map((o) => ({
      key: o.key,
      title: o.title,
      date: o.startDate,
      when: dateRange(o.startDate, o.endDate),
      note: o.description,
    })),
  };
}
export type ImportantDates = ReturnType<typeof importantDates>;

/**
 * The fee structure the site shows (the latest year up to the one Settings names, as on the Fees
 * page), its lists one item a line; null before the office publishes one. The brochure states its
 * rules and the FAQ what confirms admission from here (docs/decisions/044-one-academic-year.md).
 */
export function currentFeeStructure(svc: ServiceContext) {
  const structure = feeStructuresType.list(svc.db, publicWhereOf(feeStructuresType, svc.now(), svc.db))[0];
  if (!structure) return null;
  return {
    paymentMethods: lines(structure.paymentMethods),
    confirmation: lines(structure.confirmation),
    paymentRules: lines(structure.paymentRules),
    withdrawalRules: lines(structure.withdrawalRules),
    policies: lines(structure.policies),
  };
}
export type CurrentFeeStructure = NonNullable<ReturnType<typeof currentFeeStructure>>;

/**
 * Every field's value now. The calendar's are worked out only when a text asks for one (Important
 * Dates): every other page would pay for expanding a year of events.
 */
export function fieldValues(svc: ServiceContext, lang?: LanguageCode): Record<PageField, string> {
  // As visitors read them: the admission year and the admissions texts filled (platform/settings.ts),
  // in the page's language where the office translated them (platform/settings-texts.ts).
  const s = publicSettingsIn(svc, lang);
  let calendar: ImportantDates | undefined;
  const dates = () => {
    calendar ??= importantDates(svc);
    return { year: calendar.year, holidayCount: calendar.holidays.length, exams: calendar.exams };
  };
  let fees: { confirmation: string[] } | undefined;
  const feeFigures = () => {
    fees ??= { confirmation: currentFeeStructure(svc)?.confirmation ?? [] };
    return fees;
  };
  const values = pageFieldValues(s, dates, feeFigures);
  // The facts kept in code, in the page's language where translated.
  const facts = settingsTexts(svc.db, lang);
  for (const key of Object.keys(TRANSLATED_FACTS) as (keyof typeof TRANSLATED_FACTS)[]) {
    const text = facts[key];
    if (text) values[key] = text;
  }
  return values;
}
