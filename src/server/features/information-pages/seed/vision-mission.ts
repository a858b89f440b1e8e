import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Vision & Mission" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then the office's.
export const VISION_MISSION: PageDocumentInput = {
  settings: {
    title: 'Vision & Mission',
    heading: 'Vision & Mission',
    eyebrow: 'What guides us',
    intro: 'Knowledge with faith, and excellence with character.',
    description: 'Our vision, mission, concept, key features and academic support.',
  },
  sections: [
    {
      kind: 'band',
      blocks: [
        {
          kind: 'cards',
          columns: 2,
          accent: true,
          level: 2,
          items: [
            {
              title: 'Our vision',
              icon: 'compass',
              text: 'To nurture the uniqueness of every student: young people who excel in modern education, live by Islamic values and serve their families, their community and the world.',
            },
            {
              title: 'Our mission',
              icon: 'star',
              text: 'To offer a complete, English-medium CBSE education with Islamic studies and Hifz, taught by caring teachers in a safe campus, in close partnership with parents.',
            },
          ],
        },
      ],
    },
    {
      kind: 'split',
      id: 'concept-title',
      soft: true,
      eyebrow: 'Our concept',
      title: 'A balance of worldly and religious education',
      lead: 'Many parents feel they must choose between a strong modern school and a sound Islamic upbringing. Our concept is that they should not have to.',
      body: 'The same school day holds mathematics and Quran, science and Seerah, sports and salah. Children learn that knowledge and faith belong together, and grow up confident in both.',
      art: { kind: 'illustration', illustration: 'moon', label: 'Illustration: a crescent moon and star', tone: 2 },
    },
    {
      kind: 'band',
      id: 'features-title',
      eyebrow: 'At a glance',
      title: 'Key features and academic support',
      blocks: [
        {
          kind: 'cards',
          columns: 2,
          items: [
            {
              title: 'Key features',
              text: '',
              items: [
                '{curriculum}, from {schoolStages}',
                'English-medium teaching with Arabic for the Quran',
                'A Hifz programme that usually takes {hifzDuration}',
                'Science laboratory and library',
                'Sports, arts and Islamic activities for every child',
                'Campuses in Akola and an office in Dubai',
              ],
            },
            {
              title: 'Academic support',
              text: '',
              items: [
                'Extra help from teachers for students who need it',
                'Two evaluations and two term exams to track progress',
                'Monthly parent-teacher meetings: {ptmInSentence}',
                'Guidance for board and competitive exams in the senior classes',
                'Library periods and reading programmes',
                'Personal attention from class teachers',
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
