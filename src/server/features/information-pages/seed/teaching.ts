import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Teaching Methodology" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded
// once, then the office's. The meeting times are the {ptmInSentence} field of Settings, which the
// brochure, the contact page and the FAQ state too (docs/decisions/044-one-academic-year.md).
export const TEACHING: PageDocumentInput = {
  settings: {
    title: 'Teaching Methodology',
    heading: 'Teaching Methodology',
    eyebrow: 'Why {shortName}',
    intro: 'Three ways of teaching that work together: Islamic, modern and practical.',
    description: 'How we teach: Islamic, modern and practical methods.',
  },
  sections: [
    {
      kind: 'tabs',
      label: 'Teaching methods',
      tabs: [
        {
          id: 'islamic',
          label: 'Islamic',
          blocks: [
            {
              kind: 'subsection',
              title: 'Islamic teaching methods',
              lead: 'Faith is taught the way it is lived: gently, daily and by example. Teachers build love for the Quran and good manners before anything else.',
              blocks: [],
              art: {
                kind: 'illustration',
                illustration: 'moon',
                label: 'Illustration: a crescent moon and star',
                tone: 4,
              },
            },
            {
              kind: 'cards',
              columns: 2,
              items: [
                {
                  title: 'Quran with Tajweed',
                  text: 'Children recite every day in small groups, and teachers correct pronunciation patiently, one verse at a time.',
                  icon: 'book',
                },
                {
                  title: 'Hifz programme',
                  text: 'Memorisation with daily new lessons and regular revision circles; completing Hifz usually takes {hifzDuration}.',
                  icon: 'moon',
                },
                {
                  title: 'Islamic studies',
                  text: 'Stories of the Prophets, the Seerah and the basics of faith, taught in age-appropriate steps from Nursery upwards.',
                  icon: 'star',
                },
                {
                  title: 'Character and manners',
                  text: 'Honesty, kindness and respect for parents and teachers are practised in class, in the playground and at home.',
                  icon: 'heart',
                },
              ],
            },
          ],
        },
        {
          id: 'modern',
          label: 'Modern',
          blocks: [
            {
              kind: 'subsection',
              title: 'Modern teaching methods',
              lead: 'On the CBSE pattern, lessons are built around understanding rather than rote learning, with English as the language of the classroom.',
              blocks: [],
              art: {
                kind: 'illustration',
                illustration: 'classroom',
                label: 'Illustration: a classroom board',
                tone: 4,
              },
            },
            {
              kind: 'cards',
              columns: 2,
              items: [
                {
                  title: 'Activity-based learning',
                  text: 'Young children learn through play, stories and hands-on activities that make ideas concrete.',
                  icon: 'palette',
                },
                {
                  title: 'Concept first',
                  text: 'Teachers explain the why behind every rule and check understanding with questions, not only with tests.',
                  icon: 'compass',
                },
                {
                  title: 'Regular evaluations',
                  text: 'Two evaluations and two term exams a year show where each child is strong and where help is needed.',
                  icon: 'calendar',
                },
                {
                  title: 'Parents as partners',
                  text: 'Progress is shared at the monthly parent-teacher meeting: {ptmInSentence}.',
                  icon: 'people',
                },
              ],
            },
          ],
        },
        {
          id: 'practical',
          label: 'Practical',
          blocks: [
            {
              kind: 'subsection',
              title: 'Practical learning',
              lead: 'Children remember what they do. Laboratories, the library and projects turn lessons into experience.',
              blocks: [],
              art: { kind: 'illustration', illustration: 'lab', label: 'Illustration: a laboratory flask', tone: 4 },
            },
            {
              kind: 'cards',
              columns: 2,
              items: [
                {
                  title: 'Laboratory work',
                  text: 'Experiments in the science laboratory let students observe, measure and explain for themselves.',
                  icon: 'flask',
                },
                {
                  title: 'Library and reading',
                  text: 'Regular library periods build a reading habit and the confidence to find things out.',
                  icon: 'library',
                },
                {
                  title: 'Projects and exhibitions',
                  text: 'Class projects and the annual Science Exhibition let students plan, build and present their work.',
                  icon: 'trophy',
                },
                {
                  title: 'Field trips',
                  text: 'Visits outside school connect what children learn in class with the world around them.',
                  icon: 'bus',
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
