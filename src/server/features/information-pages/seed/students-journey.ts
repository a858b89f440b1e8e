import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Student Journey" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once,
// then the office's. The journeys themselves are kept in the dashboard's Journeys section.
export const STUDENTS_JOURNEY: PageDocumentInput = {
  settings: {
    title: 'Student Journey',
    heading: 'Student Journey',
    eyebrow: 'A glimpse into student life',
    intro: 'From the first day of Nursery to the last day of Grade 12: the journey of our students, {schoolStages}.',
    description: 'A glimpse into student life: the journey of our students from {schoolStages}.',
  },
  sections: [
    { kind: 'band', blocks: [{ kind: 'data', source: 'journeys' }] },
    {
      kind: 'cta',
      title: 'Begin your child’s journey with us',
      text: 'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
    },
  ],
};
