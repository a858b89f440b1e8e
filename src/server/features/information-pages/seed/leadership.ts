import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Leadership Team" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once,
// then the office's. The people are the office's list (People), shown by the `leadershipTeam` block.
export const LEADERSHIP: PageDocumentInput = {
  settings: {
    title: 'Leadership Team',
    heading: 'Leadership Team',
    eyebrow: 'Our people',
    intro: 'The team that leads our teachers and looks after every student.',
    description: 'Meet our Principal, Vice Principal and Academic Coordinator.',
  },
  sections: [
    {
      kind: 'band',
      id: 'team-title',
      eyebrow: 'Leadership',
      title: 'Meet our leaders',
      blocks: [{ kind: 'data', source: 'leadershipTeam' }],
    },
    {
      kind: 'band',
      id: 'results-title',
      soft: true,
      eyebrow: 'Our promise',
      title: 'Learning results',
      intro: 'What our leadership team holds itself to, for every child.',
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          items: [
            {
              title: 'Confident learners',
              text: 'Students who read, write and speak English with confidence and think for themselves.',
              icon: 'mic',
            },
            {
              title: 'Strong foundations',
              text: 'A sound grasp of mathematics, science and languages on the CBSE pattern.',
              icon: 'graduation',
            },
            {
              title: 'Rooted in faith',
              text: 'Quran recitation, Islamic studies and, for Hifz students, the memorisation of the Quran.',
              icon: 'moon',
            },
            {
              title: 'Good character',
              text: 'Honesty, respect, discipline and service to others, at school and at home.',
              icon: 'heart',
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
