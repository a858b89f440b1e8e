import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Awards & Recognition" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded
// once, then the office's. The awards themselves are the Achievements the office keeps (also the home
// page's carousel).
export const AWARDS: PageDocumentInput = {
  settings: {
    title: 'Awards & Recognition',
    heading: 'Awards & Recognition',
    eyebrow: 'Our pride',
    intro: 'Every award belongs to our students, their teachers and the parents who support them.',
    description: 'Awards and recognition earned by our students and school.',
  },
  sections: [
    {
      kind: 'band',
      id: 'recognised-title',
      eyebrow: 'What we are recognised for',
      title: 'Four kinds of recognition',
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          tile: true,
          muted: true,
          items: [
            {
              title: 'Trust',
              icon: 'shield',
              text: 'The confidence of parents who choose us year after year, and recommend us to others.',
            },
            {
              title: 'Respect',
              icon: 'heart',
              text: 'Recognition for the character, manners and service of our students in the community.',
            },
            {
              title: 'Reputation',
              icon: 'star',
              text: 'A name known in Akola and beyond for balanced, value-based education.',
            },
            {
              title: 'Excellence',
              icon: 'trophy',
              text: 'Board results, olympiads and competitions where our students set the standard.',
            },
          ],
        },
      ],
    },
    {
      kind: 'band',
      id: 'awards-title',
      soft: true,
      eyebrow: 'Achievements',
      title: 'Awards and achievements',
      blocks: [{ kind: 'data', source: 'achievements' }],
    },
    {
      kind: 'cta',
      title: 'Begin your child’s journey with us',
      text: 'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
    },
  ],
};
