import { ACADEMIC_SESSION, EXAM_CALENDAR } from './school-facts';

// The School Activities page's activities and annual calendar by term. The dated calendar (exams,
// fee instalments, parent-teacher meetings, holidays) is in the database: the school calendar
// (docs/decisions/020-calendar-and-ical.md), first seeded from src/server/db/seed-data/events.ts.

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
