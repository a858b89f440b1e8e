import type { IllustrationKind } from '../../../../shared/illustrations';
import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "School Activities" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once,
// then the office's. The exam periods in the calendar by term were those of EXAM_CALENDAR
// (shared/content/school-facts.ts), which the Academics page still states.

const illustration = (title: string, kind: IllustrationKind, tone: number) =>
  ({ kind: 'illustration', illustration: kind, label: `Illustration: ${title}`, tone }) as const;

export const SCHOOL_ACTIVITIES: PageDocumentInput = {
  settings: {
    title: 'School Activities',
    heading: 'School Activities',
    eyebrow: 'Life at school',
    intro: 'A year full of learning and celebration, planned term by term.',
    description:
      'Academic and cultural activities through the year, the activity gallery and the annual calendar by term.',
  },
  sections: [
    {
      kind: 'band',
      id: 'activities-title',
      eyebrow: 'Through the year',
      title: 'Academic and cultural activities',
      blocks: [
        {
          kind: 'panels',
          columns: 2,
          accent: true,
          items: [
            {
              title: 'Academic activities',
              blocks: [
                {
                  kind: 'dated',
                  items: [
                    {
                      when: 'July',
                      title: 'Reading Week and Library Drive',
                      text: 'Every class visits the library, picks a book and shares it with friends.',
                    },
                    {
                      when: 'August',
                      title: 'Spelling Bee and Elocution',
                      text: 'Confident English, one word and one speech at a time.',
                    },
                    {
                      when: 'November',
                      title: 'Science Exhibition',
                      text: 'Students plan, build and explain their own models in the laboratory.',
                    },
                    {
                      when: 'December',
                      title: 'Mathematics Day',
                      text: 'Puzzles, quizzes and number games that make mathematics a pleasure.',
                    },
                    {
                      when: 'February',
                      title: 'Quran Recitation Competition',
                      text: 'Recitation with Tajweed, class by class, before a panel of teachers.',
                    },
                  ],
                },
              ],
            },
            {
              title: 'Cultural activities',
              blocks: [
                {
                  kind: 'dated',
                  items: [
                    {
                      when: 'August',
                      title: 'Independence Day Celebration',
                      text: 'Flag hoisting, patriotic songs and a march-past by the houses.',
                    },
                    {
                      when: 'December',
                      title: 'Art and Calligraphy Exhibition',
                      text: 'Paintings, crafts and Arabic calligraphy by our students.',
                    },
                    {
                      when: 'January',
                      title: 'Annual Sports Day',
                      text: 'Races, relays and team games, with every child taking part.',
                    },
                    {
                      when: 'January',
                      title: 'Republic Day Celebration',
                      text: 'A celebration of the Constitution with speeches and a cultural programme.',
                    },
                    {
                      when: 'February',
                      title: 'Annual Day',
                      text: 'Nasheeds, skits and speeches on stage before families and guests.',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'band',
      id: 'gallery-title',
      soft: true,
      eyebrow: 'Gallery',
      title: 'Activity gallery',
      blocks: [
        {
          kind: 'data',
          source: 'activityPhotos',
          // The drawings shown until the office adds photos to the Activities album.
          fallback: [
            {
              kind: 'gallery',
              items: [
                {
                  title: 'Science Exhibition',
                  caption: 'Models built by our students',
                  art: illustration('Science Exhibition', 'flask', 0),
                },
                {
                  title: 'Annual Sports Day',
                  caption: 'Races, relays and team games',
                  art: illustration('Annual Sports Day', 'trophy', 1),
                },
                {
                  title: 'Quran Recitation',
                  caption: 'Recitation with Tajweed',
                  art: illustration('Quran Recitation', 'book', 2),
                },
                {
                  title: 'Art and Calligraphy',
                  caption: 'Paintings and Arabic calligraphy',
                  art: illustration('Art and Calligraphy', 'palette', 3),
                },
                {
                  title: 'Annual Day',
                  caption: 'Nasheeds, skits and speeches',
                  art: illustration('Annual Day', 'mic', 4),
                },
                {
                  title: 'Independence Day',
                  caption: 'Flag hoisting and march-past',
                  art: illustration('Independence Day', 'star', 5),
                },
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'band',
      id: 'calendar-title',
      eyebrow: 'Plan ahead',
      title: 'Annual calendar by term',
      blocks: [
        {
          kind: 'panels',
          columns: 2,
          items: [
            {
              title: 'Term 1',
              aside: '(June - November)',
              blocks: [
                {
                  kind: 'list',
                  style: 'timeline',
                  items: [
                    'Session begins: second week of June',
                    'First Evaluation: July - August',
                    'Independence Day celebration: August',
                    'Term 1 Examination: October - November',
                    'Science Exhibition: November',
                  ],
                },
              ],
            },
            {
              title: 'Term 2',
              aside: '(December - April)',
              blocks: [
                {
                  kind: 'list',
                  style: 'timeline',
                  items: [
                    'Second Evaluation: December - January',
                    'Annual Sports Day and Republic Day: January',
                    'Annual Day and Quran Recitation Competition: February',
                    'Term 2 Examination: March - April',
                    'Results and the end of the session: first week of April',
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Begin your child’s journey with us',
      text: 'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
    },
  ],
};
