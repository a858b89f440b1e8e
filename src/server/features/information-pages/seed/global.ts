import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Global Exposure" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once,
// then the office's. The partner schools are illustrative until the school publishes its partnerships;
// the page says so under them.
export const GLOBAL: PageDocumentInput = {
  settings: {
    title: 'Global Exposure',
    heading: 'Global Exposure',
    eyebrow: 'Why {shortName}',
    intro: 'Rooted in Akola, connected to the world.',
    description: 'Global exposure and our partner schools.',
  },
  sections: [
    {
      kind: 'split',
      title: 'Preparing students for a global future',
      lead: 'With an office in Dubai and alumni in the USA, Canada, Australia and across India, our school knows that today’s students will study and work across borders.',
      body: 'We give them the English, the confidence and the values to do it well, and opportunities to meet students from other countries while they are still at school.',
      art: { kind: 'illustration', illustration: 'globe', label: 'Illustration: a globe', tone: 3 },
    },
    {
      kind: 'band',
      id: 'programmes-title',
      soft: true,
      eyebrow: 'Programmes',
      title: 'How students go global',
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          items: [
            {
              title: 'Virtual Classrooms',
              icon: 'classroom',
              text: 'Live online sessions where our students meet classmates from partner schools and learn together.',
            },
            {
              title: 'Exchange Visits',
              icon: 'bus',
              text: 'Visits to and from partner schools, with our Dubai office helping families in the UAE.',
            },
            {
              title: 'Global Competitions',
              icon: 'trophy',
              text: 'Olympiads, quizzes and art contests that let students measure themselves against the world.',
            },
            {
              title: 'Language and Culture',
              icon: 'globe',
              text: 'English for the world, Arabic for the Quran, and respect for every culture we meet.',
            },
          ],
        },
      ],
    },
    {
      kind: 'band',
      id: 'partners-title',
      eyebrow: 'Partners',
      title: 'Partner schools',
      blocks: [
        {
          kind: 'cards',
          columns: 2,
          accent: true,
          article: true,
          items: [
            {
              title: 'Green Crescent Academy',
              place: 'Dubai, United Arab Emirates',
              text: 'Student exchange visits and joint Quran recitation events',
            },
            {
              title: 'Oakfield Community School',
              place: 'Leicester, United Kingdom',
              text: 'Pen-pal letters and shared online classes in English',
            },
            {
              title: 'Taman Ilmu International School',
              place: 'Kuala Lumpur, Malaysia',
              text: 'Science projects and virtual cultural exchange',
            },
            {
              title: 'Maple Grove Islamic School',
              place: 'Toronto, Canada',
              text: 'Online debates and teacher exchange workshops',
            },
          ],
        },
        {
          kind: 'note',
          illustrative: true,
          text: 'Partner school names are illustrative; the school office can tell you about current partnerships.',
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
