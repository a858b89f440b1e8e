import type { NoticeCategory } from '../../../shared/notices';
import { assemblePdf } from '../../lib/pdf';

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

export const SEED_NOTICES: SeedNotice[] = [
  {
    slug: 'admissions-open-2026-27',
    title: 'Admissions open for 2026-27',
    category: 'admission',
    pinned: true,
    daysAgo: 12,
    body: [
      'Admissions for the academic year **2026-27** are open at both our Akola campuses, from **Nursery to Grade 11**.',
      '',
      '- Apply online from the [Apply page](/apply), or collect a form from the school office (9:00 am to 1:00 pm, Monday to Saturday).',
      '- Bring the birth certificate, two photographs, the Aadhaar card and the last report card (from Grade 1).',
      '- Seats are limited in each class; parents are encouraged to apply by the end of May.',
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
      'The Term 1 examinations for Grades 3 to 10 begin on **Monday, 15 September** at both campuses.',
      '',
      '| Date | Subject |',
      '| --- | --- |',
      '| Mon 15 Sep | English |',
      '| Wed 17 Sep | Mathematics |',
      '| Fri 19 Sep | Science |',
      '| Mon 22 Sep | Social Science |',
      '| Wed 24 Sep | Urdu / Hindi / Marathi |',
      '',
      'Papers start at 9:00 am; students must be seated by 8:45 am with their admit card. The full timetable is attached.',
    ].join('\n'),
    pdf: {
      name: 'Term 1 exam timetable.pdf',
      title: 'Term 1 Examination Timetable (Grades 3 to 10)',
      lines: [
        'Mon 15 Sep - English',
        'Wed 17 Sep - Mathematics',
        'Fri 19 Sep - Science',
        'Mon 22 Sep - Social Science',
        'Wed 24 Sep - Urdu / Hindi / Marathi',
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
    body: 'Both campuses will remain **closed on Friday, 5 September** for Milad-un-Nabi. Classes resume on Saturday as usual. School buses will not run on the holiday.',
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
