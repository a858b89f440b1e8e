import { addDays, longDate, nthWeekdayOfMonth, shortDate } from '../../../shared/calendar';
import { academicYearLabel } from '../../../shared/content/academic-year';
import { EXAM_CALENDAR } from '../../../shared/content/school-facts';
import type { NoticeCategory } from '../../../shared/notices';
import { assemblePdf } from '../../lib/pdf';
import { seedEventsFor } from './events';

// The first notices of a new install, for the office to replace: written as the two Akola campuses
// would. `daysAgo` dates them relative to the day of seeding, so the list looks current.

export interface SeedNotice {
  slug: string;
  title: string;
  category: NoticeCategory;
  pinned: boolean;
  daysAgo: number;
  body: string;
  /** A small PDF made at seeding (one page of text), attached to the notice. */
  pdf?: { name: string; title: string; lines: string[] };
}

/**
 * The first notices for the academic year starting in June of `startYear`: the days of the timetable
 * and the holiday come from the seeded calendar of that year (seed-data/events.ts, with their
 * weekdays), and the admissions notice names the year parents are admitted for (`admissionStartYear`).
 */
export function seedNoticesFor(startYear: number, admissionStartYear: number = startYear): SeedNotice[] {
  const year = academicYearLabel(admissionStartYear);
  const calendar = seedEventsFor(startYear);
  // The Term 1 papers begin on the third Monday of the month the calendar's Term 1 examination
  // begins in, every other day but Sunday: the notice and the calendar name the same months.
  const term1 = calendar.find((e) => e.category === 'exam' && e.title === EXAM_CALENDAR[1].name);
  const firstPaper = nthWeekdayOfMonth((term1?.startDate ?? `${startYear}-10-01`).slice(0, 7), 3, 1) as string;
  const papers = [0, 2, 4, 7, 9].map((days, i) => ({ date: addDays(firstPaper, days), subject: SUBJECTS[i] }));
  const paperLine = (p: (typeof papers)[number]) => `${shortDate(p.date)} - ${p.subject}`;
  const milad = calendar.find((e) => e.title.startsWith('Eid-e-Milad'));
  const miladDay = milad ? longDate(milad.startDate).replace(/ \d{4}$/, '') : '';
  const beginsOn = longDate(firstPaper).replace(/ \d{4}$/, '');
  return [
    {
      slug: `admissions-open-${year}`,
      title: `Admissions open for ${year}`,
      category: 'admission',
      pinned: true,
      daysAgo: 12,
      body: [
        `Admissions for the academic year **${year}** are open at both our Akola campuses, from **Nursery to Grade 11**.`,
        '',
        '- Apply online from the [Apply page](/apply), or collect a form from the school office (9:00 am to 1:00 pm, Monday to Saturday).',
        '- Bring the birth certificate, two photographs, the Aadhaar card and the last report card (from Grade 1).',
        '- Seats are limited in each class; parents are encouraged to apply early.',
        '',
        'For any question, call the office or send an enquiry from the [Contact page](/contact).',
      ].join('\n'),
    },
    {
      slug: 'term-1-examination-timetable',
      title: 'Term 1 examination timetable (Grades 3 to 10)',
      category: 'exam',
      pinned: false,
      daysAgo: 3,
      body: [
        `The Term 1 examinations for Grades 3 to 10 begin on **${beginsOn}** at both campuses.`,
        '',
        '| Date | Subject |',
        '| --- | --- |',
        ...papers.map((p) => `| ${shortDate(p.date)} | ${p.subject} |`),
        '',
        'Papers start at 9:00 am; students must be seated by 8:45 am with their admit card. The full timetable is attached.',
      ].join('\n'),
      pdf: {
        name: 'Term 1 exam timetable.pdf',
        title: 'Term 1 Examination Timetable (Grades 3 to 10)',
        lines: [
          ...papers.map(paperLine),
          '',
          'Papers start at 9:00 am. Students must be seated by 8:45 am with their admit card.',
        ],
      },
    },
    {
      slug: 'milad-un-nabi-holiday',
      title: 'Holiday for Milad-un-Nabi',
      category: 'holiday',
      pinned: false,
      daysAgo: 6,
      body: `Both campuses will remain **closed on ${miladDay}** for Milad-un-Nabi, subject to the sighting of the moon. School buses will not run on the holiday.`,
    },
    {
      slug: 'annual-science-exhibition',
      title: 'Annual science exhibition: projects welcome',
      category: 'event',
      pinned: false,
      daysAgo: 9,
      body: [
        'Our annual science exhibition will be held at the Panchmori campus in October. Students of Grades 5 to 10 may take part in teams of up to three.',
        '',
        'Give your team’s project idea to your science teacher by **30 September**.',
      ].join('\n'),
    },
  ];
}

const SUBJECTS = ['English', 'Mathematics', 'Science', 'Social Science', 'Urdu / Hindi / Marathi'] as const;

/** A one-page PDF 1.4 of plain text (standard Helvetica, ASCII only): small and valid, no binary committed. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (t: string) => t.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`);
  const ops = ['BT', `/F2 18 Tf 1 0 0 1 56 770 Tm (${esc(title)}) Tj`];
  for (const [i, line] of lines.entries()) ops.push(`/F1 12 Tf 1 0 0 1 56 ${730 - i * 20} Tm (${esc(line)}) Tj`);
  ops.push('ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  return assemblePdf(objects);
}
