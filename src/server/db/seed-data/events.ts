import type { EventCategory, Recurrence } from '../../../shared/calendar';
import { moveEventByYears } from '../../../shared/calendar-years';
import { LUNAR_DATE_TO_CONFIRM } from '../../../shared/content/academic-year';
import { EXAM_CALENDAR } from '../../../shared/content/school-facts';

// The school calendar of 2025-2026 as the Important Dates page showed it before the calendar was in
// the database (docs/decisions/020-calendar-and-ical.md): seeded once, moved to the academic year of
// the first start (seedEventsFor, docs/decisions/031-academic-year.md), then the office's to edit.

export interface SeedEvent {
  title: string;
  category: EventCategory;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime?: string;
  endTime?: string;
  location?: string;
  description?: string;
  recurrence?: Recurrence;
  repeatUntil?: string;
}

/**
 * Fee instalments as the Important Dates page gives them (see ANNUAL_TUITION_RULE for the other
 * reading), due every year on the same days: the page names the year from the events ('At admission
 * (June 2026)', '10 October 2026').
 */
export const FEE_INSTALLMENTS = [
  { name: 'First installment', due: 'At admission (June)' },
  { name: 'Second installment', due: '10 October' },
] as const;

const MOON_NOTE = 'Subject to moon sighting';

const holiday = (title: string, startDate: string, endDate = startDate, description = ''): SeedEvent => ({
  title,
  category: 'holiday',
  startDate,
  endDate,
  allDay: true,
  description,
});

const [firstEvaluation, term1, secondEvaluation, term2] = EXAM_CALENDAR;

/** The academic year the events below were written for (it starts in June of this year). */
export const SEED_EVENTS_START_YEAR = 2025;

export const SEED_EVENTS: SeedEvent[] = [
  // Exams: the months they run in ('July - August'); the description is when results reach parents.
  {
    title: firstEvaluation.name,
    category: 'exam',
    startDate: '2025-07-01',
    endDate: '2025-08-31',
    allDay: true,
    description: 'Shared at the September parent-teacher meeting',
  },
  {
    title: term1.name,
    category: 'exam',
    startDate: '2025-10-01',
    endDate: '2025-11-30',
    allDay: true,
    description: 'Shared at the December parent-teacher meeting',
  },
  {
    title: secondEvaluation.name,
    category: 'exam',
    startDate: '2025-12-01',
    endDate: '2026-01-31',
    allDay: true,
    description: 'Shared at the February parent-teacher meeting',
  },
  {
    title: term2.name,
    category: 'exam',
    startDate: '2026-03-01',
    endDate: '2026-04-30',
    allDay: true,
    description: 'Final results and promotion in the first week of April',
  },
  // Fee instalments: a described due date shows as 'At admission (June 2025)', a day as '10 October 2025'.
  {
    title: FEE_INSTALLMENTS[0].name,
    category: 'fee-due',
    startDate: '2025-06-01',
    endDate: '2025-06-30',
    allDay: true,
    description: 'At admission',
  },
  {
    title: FEE_INSTALLMENTS[1].name,
    category: 'fee-due',
    startDate: '2025-10-10',
    endDate: '2025-10-10',
    allDay: true,
  },
  // The monthly parent-teacher meeting: the third Saturday of every month, 12:00 - 2:00 PM, June to March.
  {
    title: 'Parent-teacher meeting',
    category: 'ptm',
    startDate: '2025-06-21',
    endDate: '2025-06-21',
    allDay: false,
    startTime: '12:00',
    endTime: '14:00',
    location: 'At school',
    recurrence: 'monthly-weekday',
    repeatUntil: '2026-03-31',
  },
  holiday('Independence Day', '2025-08-15'),
  holiday('Ganesh Chaturthi', '2025-08-27'),
  holiday('Eid-e-Milad (Milad-un-Nabi)', '2025-09-05', '2025-09-05', MOON_NOTE),
  // Gandhi Jayanti is always on 2 October; Dussehra fell on it in 2025 but follows the lunar calendar.
  holiday('Gandhi Jayanti', '2025-10-02'),
  holiday('Dussehra', '2025-10-02'),
  holiday('Diwali Vacation', '2025-10-20', '2025-10-24'),
  holiday('Guru Nanak Jayanti', '2025-11-05'),
  holiday('Christmas', '2025-12-25'),
  holiday('Republic Day', '2026-01-26'),
  holiday('Chhatrapati Shivaji Maharaj Jayanti', '2026-02-19'),
  holiday('Holi', '2026-03-04'),
  holiday('Gudi Padwa', '2026-03-19'),
  holiday('Eid-ul-Fitr (Ramzan Eid)', '2026-03-20', '2026-03-20', MOON_NOTE),
];

/**
 * The seeded calendar moved to the academic year starting in June of `startYear`: whole years, the
 * parent-teacher meeting still on the third Saturday, a lunar holiday's date marked to be confirmed.
 */
export function seedEventsFor(startYear: number): SeedEvent[] {
  return SEED_EVENTS.map((e) => moveEventByYears(e, startYear - SEED_EVENTS_START_YEAR, LUNAR_DATE_TO_CONFIRM));
}
