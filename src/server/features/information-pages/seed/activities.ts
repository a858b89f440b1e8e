import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Extracurricular Activities" as the site first shipped it (docs/decisions/038-pages-as-data.md):
// seeded once, then the office's. The activities and their filter come from the dashboard's
// Activities section.
export const ACTIVITIES: PageDocumentInput = {
  settings: {
    title: 'Extracurricular Activities',
    heading: 'Extracurricular Activities',
    eyebrow: 'Why {shortName}',
    intro: 'Beyond the classroom, every child finds something to love: faith, ideas, art, sport and special days.',
    description: 'Islamic, academic, arts, sports and special activities beyond the classroom.',
  },
  sections: [
    { kind: 'band', blocks: [{ kind: 'data', source: 'activities' }] },
    {
      kind: 'cta',
      title: 'Begin your child’s journey with us',
      text: 'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
    },
  ],
};
