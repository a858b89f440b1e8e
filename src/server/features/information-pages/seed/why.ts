import type { PageDocumentInput } from '../../../../shared/page-content/document';
import { PATHS } from '../../../../shared/paths';

// "Why choose us" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then the office's.
export const WHY: PageDocumentInput = {
  settings: {
    title: 'Why {schoolName}',
    heading: 'Why {schoolName}?',
    eyebrow: 'Why choose us',
    intro:
      'Since {foundedYear}, families in Akola have trusted us with the two things they care about most: their children’s future and their children’s faith.',
    description:
      'Why parents choose our school: CBSE academics with Islamic values, Hifz, caring teachers and a balanced education.',
  },
  sections: [
    {
      kind: 'split',
      title: 'An education for this life and the next',
      lead: 'We are an English-medium school following the {curriculum}. Our students prepare for board exams and careers with confidence, while learning the Quran, Islamic values and good manners every day.',
      blocks: [
        {
          kind: 'list',
          items: [
            'A complete education from {schoolStages} on the CBSE pattern, taught in English.',
            'Islamic studies for every child and a Hifz programme that usually takes {hifzDuration}.',
            'A balance of worldly and religious education, so children grow in knowledge and in character.',
            'Caring teachers, a monthly parent-teacher meeting and a close partnership with every family.',
          ],
        },
      ],
      art: { kind: 'illustration', illustration: 'campus', label: 'Illustration: our school building', tone: 0 },
    },
    {
      kind: 'band',
      id: 'explore-title',
      soft: true,
      eyebrow: 'Explore',
      title: 'See for yourself',
      blocks: [
        {
          kind: 'cards',
          columns: 3,
          muted: true,
          items: [
            {
              title: 'Academic Excellence',
              link: PATHS.academics,
              icon: 'graduation',
              text: 'Curriculum, CBSE grading scale, promotion rules, exam calendar and school schedule.',
            },
            {
              title: 'Teaching Methodology',
              link: PATHS.teaching,
              icon: 'compass',
              text: 'How we teach: Islamic, modern and practical methods.',
            },
            {
              title: 'Student Journey',
              link: PATHS.studentsJourney,
              icon: 'people',
              text: 'A glimpse into student life: the journey of our students from {schoolStages}.',
            },
            {
              title: 'Extracurricular Activities',
              link: PATHS.activities,
              icon: 'star',
              text: 'Islamic, academic, arts, sports and special activities beyond the classroom.',
            },
            {
              title: 'Global Exposure',
              link: PATHS.global,
              icon: 'globe',
              text: 'Global exposure and our partner schools.',
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
