import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Academic Excellence" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once,
// then the office's. The hours, the assembly and the meetings are fields of settings, stated the same
// by the FAQ and the brochure; the promotion rules are the Settings list (a data block), which the FAQ
// states too. The exam periods here are the page's own words: the calendar's exams are first seeded
// from the same months, and the FAQ states the calendar's (docs/decisions/044-one-academic-year.md).
export const ACADEMICS: PageDocumentInput = {
  settings: {
    title: 'Academic Excellence',
    heading: 'Academic Excellence',
    eyebrow: 'Why {shortName}',
    intro: 'The CBSE curriculum with Islamic studies, a clear grading scale and a well-planned school year.',
    description: 'Curriculum, CBSE grading scale, promotion rules, exam calendar and school schedule.',
  },
  sections: [
    {
      kind: 'tabs',
      label: 'Academics',
      tabs: [
        {
          id: 'curriculum',
          label: 'Curriculum',
          blocks: [
            {
              kind: 'subsection',
              title: 'Our curriculum',
              lead: 'We follow the {curriculum}. Every child studies the full CBSE syllabus in English, and every day also includes Quran and Islamic studies, so that worldly and religious learning grow together.',
              blocks: [],
            },
            {
              kind: 'cards',
              columns: 4,
              items: [
                {
                  title: 'Pre-primary',
                  subtitle: 'Nursery, LKG, UKG',
                  text: 'Play, stories, rhymes and first letters and numbers, in a warm and safe classroom.',
                  icon: 'star',
                },
                {
                  title: 'Primary',
                  subtitle: 'Classes 1-5',
                  text: 'Strong reading, writing and arithmetic, with science and social studies through activities.',
                  icon: 'book',
                },
                {
                  title: 'Middle',
                  subtitle: 'Classes 6-8',
                  text: 'Deeper subjects, laboratory work and projects that build independent study habits.',
                  icon: 'flask',
                },
                {
                  title: 'Secondary and Senior Secondary',
                  subtitle: 'Classes 9-12',
                  text: 'Focused preparation for the CBSE board examinations and for competitive exams.',
                  icon: 'graduation',
                },
              ],
            },
            {
              kind: 'callout',
              icon: 'moon',
              tone: 2,
              title: 'Islamic studies and Hifz',
              text: 'Islamic studies are part of every class. Students who join the Hifz programme memorise the Quran alongside their regular studies; completing Hifz usually takes {hifzDuration}.',
            },
          ],
        },
        {
          id: 'grading',
          label: 'Grading',
          blocks: [
            {
              kind: 'subsection',
              title: 'Grading scale',
              blocks: [
                {
                  kind: 'table',
                  caption: 'CBSE grading scale',
                  columns: ['Grade', 'Meaning', 'Marks'],
                  chips: true,
                  rows: [
                    ['A1', 'Outstanding', '91-100%'],
                    ['A2', 'Excellent', '81-90%'],
                    ['B1', 'Very Good', '71-80%'],
                    ['B2', 'Good', '61-70%'],
                    ['C1', 'Average', '51-60%'],
                    ['C2', 'Not Fair', '41-50%'],
                    ['D1', 'Poor', '40% and below'],
                  ],
                },
              ],
            },
            {
              kind: 'panels',
              columns: 2,
              items: [
                {
                  title: 'Promotion rules',
                  accent: true,
                  blocks: [{ kind: 'data', source: 'promotionRules' }],
                },
                {
                  title: 'Examination calendar',
                  accent: true,
                  blocks: [
                    {
                      kind: 'facts',
                      items: [
                        { term: 'First Evaluation', value: 'July - August' },
                        { term: 'Term 1 Examination', value: 'October - November' },
                        { term: 'Second Evaluation', value: 'December - January' },
                        { term: 'Term 2 Examination', value: 'March - April' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 'schedule',
          label: 'Schedule',
          blocks: [
            {
              kind: 'subsection',
              title: 'The school day',
              blocks: [
                {
                  kind: 'facts',
                  items: [
                    { term: 'School hours, Classes 1-12', value: '{schoolHours}' },
                    { term: 'School hours, Pre-primary', value: '{prePrimaryHours}' },
                    { term: 'Morning assembly', value: '{morningAssembly}' },
                    { term: 'Parent-teacher meeting', value: '{ptm}' },
                  ],
                },
              ],
            },
            {
              kind: 'subsection',
              title: 'The year at a glance',
              blocks: [
                {
                  kind: 'timeline',
                  items: [
                    { title: 'Session begins', text: 'The session runs from the {academicSession}.' },
                    { title: 'First Evaluation', text: 'July - August' },
                    { title: 'Term 1 Examination', text: 'October - November' },
                    { title: 'Second Evaluation', text: 'December - January' },
                    { title: 'Term 2 Examination', text: 'March - April' },
                  ],
                  note: 'Holidays and meeting dates are on the [Important Dates](/important-dates) page.',
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
