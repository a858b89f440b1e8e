import { ACADEMIC_SESSION, ADMISSION_FORM_FEE_TEXT, EXAM_CALENDAR } from './school-facts';

// The 2025-2026 calendar shown by the Important Dates and School Activities pages.
export const ACADEMIC_YEAR = '2025-2026';

export interface Holiday {
  name: string;
  /** ISO date (first day for a vacation). */
  date: string;
  /** As shown to parents. */
  when: string;
  note?: string;
}

const MOON_NOTE = 'Subject to moon sighting';

/** The school holidays of the year. */
export const HOLIDAYS: Holiday[] = [
  { name: 'Independence Day', date: '2025-08-15', when: 'Friday, 15 August 2025' },
  { name: 'Ganesh Chaturthi', date: '2025-08-27', when: 'Wednesday, 27 August 2025' },
  { name: 'Eid-e-Milad (Milad-un-Nabi)', date: '2025-09-05', when: 'Friday, 5 September 2025', note: MOON_NOTE },
  { name: 'Gandhi Jayanti and Dussehra', date: '2025-10-02', when: 'Thursday, 2 October 2025' },
  { name: 'Diwali Vacation', date: '2025-10-20', when: 'Monday, 20 October to Friday, 24 October 2025' },
  { name: 'Guru Nanak Jayanti', date: '2025-11-05', when: 'Wednesday, 5 November 2025' },
  { name: 'Christmas', date: '2025-12-25', when: 'Thursday, 25 December 2025' },
  { name: 'Republic Day', date: '2026-01-26', when: 'Monday, 26 January 2026' },
  { name: 'Chhatrapati Shivaji Maharaj Jayanti', date: '2026-02-19', when: 'Thursday, 19 February 2026' },
  { name: 'Holi', date: '2026-03-04', when: 'Wednesday, 4 March 2026' },
  { name: 'Gudi Padwa', date: '2026-03-19', when: 'Thursday, 19 March 2026' },
  { name: 'Eid-ul-Fitr (Ramzan Eid)', date: '2026-03-20', when: 'Friday, 20 March 2026', note: MOON_NOTE },
];

/** Fee installments as the Important Dates page gives them (see ANNUAL_TUITION_RULE for the other reading). */
export const FEE_INSTALLMENTS = [
  { name: 'First installment', due: 'At admission (June 2025)' },
  { name: 'Second installment', due: '10 October 2025' },
] as const;
export const ADMISSION_FORM_FEE_DUE = `Admission form fee (${ADMISSION_FORM_FEE_TEXT}, non-refundable): with the application form`;

/** Exams of the year and when their results reach parents. */
export const EXAMS_AND_RESULTS = [
  { ...EXAM_CALENDAR[0], results: 'Shared at the September parent-teacher meeting' },
  { ...EXAM_CALENDAR[1], results: 'Shared at the December parent-teacher meeting' },
  { ...EXAM_CALENDAR[2], results: 'Shared at the February parent-teacher meeting' },
  { ...EXAM_CALENDAR[3], results: 'Final results and promotion in the first week of April' },
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The third Saturday of a month (the day of the parent-teacher meeting, PTM), as an ISO date. */
export function thirdSaturday(year: number, monthIndex: number): string {
  const firstDay = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  const firstSaturday = 1 + ((6 - firstDay + 7) % 7);
  const day = firstSaturday + 14;
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Monthly PTM dates from June 2025 to March 2026 (classes run until the first week of April). */
export const PTM_DATES = Array.from({ length: 10 }, (_, i) => {
  const monthIndex = (5 + i) % 12;
  const year = 2025 + Math.floor((5 + i) / 12);
  const date = thirdSaturday(year, monthIndex);
  return {
    month: `${MONTHS[monthIndex]} ${year}`,
    date,
    when: `Saturday, ${Number(date.slice(8))} ${MONTHS[monthIndex]} ${year}`,
  };
});

/** School Activities: academic and cultural activities with their months. */
export const ACADEMIC_ACTIVITIES = [
  {
    title: 'Reading Week and Library Drive',
    month: 'July',
    text: 'Every class visits the library, picks a book and shares it with friends.',
  },
  {
    title: 'Spelling Bee and Elocution',
    month: 'August',
    text: 'Confident English, one word and one speech at a time.',
  },
  {
    title: 'Science Exhibition',
    month: 'November',
    text: 'Students plan, build and explain their own models in the laboratory.',
  },
  {
    title: 'Mathematics Day',
    month: 'December',
    text: 'Puzzles, quizzes and number games that make mathematics a pleasure.',
  },
  {
    title: 'Quran Recitation Competition',
    month: 'February',
    text: 'Recitation with Tajweed, class by class, before a panel of teachers.',
  },
] as const;

export const CULTURAL_ACTIVITIES = [
  {
    title: 'Independence Day Celebration',
    month: 'August',
    text: 'Flag hoisting, patriotic songs and a march-past by the houses.',
  },
  {
    title: 'Art and Calligraphy Exhibition',
    month: 'December',
    text: 'Paintings, crafts and Arabic calligraphy by our students.',
  },
  { title: 'Annual Sports Day', month: 'January', text: 'Races, relays and team games, with every child taking part.' },
  {
    title: 'Republic Day Celebration',
    month: 'January',
    text: 'A celebration of the Constitution with speeches and a cultural programme.',
  },
  { title: 'Annual Day', month: 'February', text: 'Nasheeds, skits and speeches on stage before families and guests.' },
] as const;

/** Annual calendar by term (School Activities). Exams come from EXAM_CALENDAR. */
export const ANNUAL_CALENDAR = [
  {
    term: 'Term 1',
    months: 'June - November',
    events: [
      `Session begins: ${ACADEMIC_SESSION.split(' to ')[0]}`,
      `${EXAM_CALENDAR[0].name}: ${EXAM_CALENDAR[0].period}`,
      'Independence Day celebration: August',
      `${EXAM_CALENDAR[1].name}: ${EXAM_CALENDAR[1].period}`,
      'Science Exhibition: November',
    ],
  },
  {
    term: 'Term 2',
    months: 'December - April',
    events: [
      `${EXAM_CALENDAR[2].name}: ${EXAM_CALENDAR[2].period}`,
      'Annual Sports Day and Republic Day: January',
      'Annual Day and Quran Recitation Competition: February',
      `${EXAM_CALENDAR[3].name}: ${EXAM_CALENDAR[3].period}`,
      'Results and the end of the session: first week of April',
    ],
  },
] as const;
