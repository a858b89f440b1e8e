import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "About us" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then the office's.
export const ABOUT: PageDocumentInput = {
  settings: {
    title: 'About Us',
    heading: 'About Us',
    eyebrow: 'Since {foundedYear}',
    intro: 'An English-medium school from {schoolStages}, where modern education and Islamic values go hand in hand.',
    description: 'About our school, our campus in Akola and our special facilities: laboratories and library.',
  },
  sections: [
    {
      kind: 'split',
      id: 'about-title',
      eyebrow: 'Who we are',
      title: 'About our school',
      lead: 'Founded in {foundedYear}, our school offers the {curriculum}, from {schoolStages}.',
      body: 'Our motto is simple: every child is unique. We nurture each student’s talents with a balance of worldly and religious education, so that children leave us ready for university and careers, and grounded in faith, honesty and respect.\n\nToday our family includes a school in Akola, an international school on Akot Road, Panchmori, and an office in Dubai that supports families in the UAE.',
      art: {
        kind: 'illustration',
        illustration: 'people',
        label: 'Illustration: students and teachers together',
        tone: 1,
      },
    },
    {
      kind: 'split',
      id: 'campus-title',
      soft: true,
      reverse: true,
      eyebrow: 'Our campus',
      title: 'Our campuses',
      body: 'Bright classrooms, a science laboratory, a library and open play areas give children a calm and safe place to learn. Each campus follows the same curriculum and the same values.',
      blocks: [{ kind: 'data', source: 'addresses' }],
      art: { kind: 'illustration', illustration: 'campus', label: 'Illustration: the school campus', tone: 3 },
    },
    {
      kind: 'band',
      id: 'facilities-title',
      eyebrow: 'Special facilities',
      title: 'Laboratory and library',
      intro: 'Two rooms where curiosity turns into knowledge.',
      blocks: [
        {
          kind: 'cards',
          columns: 2,
          items: [
            {
              title: 'Science laboratory',
              text: 'Students observe, measure and experiment for themselves, under the eye of their teachers, turning textbook ideas into things they have seen and done.',
              art: {
                kind: 'illustration',
                illustration: 'lab',
                label: 'Illustration: the science laboratory',
                tone: 0,
              },
            },
            {
              title: 'Library',
              text: 'A quiet library with books for every age, from picture books to reference works and Islamic titles, and regular library periods that build a lifelong habit of reading.',
              art: {
                kind: 'illustration',
                illustration: 'library',
                label: 'Illustration: the school library',
                tone: 2,
              },
            },
          ],
        },
        { kind: 'link', label: 'See all our facilities', link: '/infrastructure' },
      ],
    },
    {
      kind: 'cta',
      title: 'Begin your child’s journey with us',
      text: 'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
    },
  ],
};
