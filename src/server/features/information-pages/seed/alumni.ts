import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Our Alumni" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once, then
// the office's. The profiles and the tiles are the office's lists (Alumni, Alumni Tiles).

const region = (title: string, text: string) => ({ title, text, icon: 'chip' }) as const;

export const ALUMNI: PageDocumentInput = {
  settings: {
    title: 'Alumni',
    heading: 'Our Alumni',
    eyebrow: 'Our graduates',
    intro: 'Doctors, engineers and professionals in India and around the world, who began their journey with us.',
    description: 'Our alumni: doctors, engineers and professionals in India and around the world.',
  },
  sections: [
    {
      kind: 'band',
      id: 'doctors-title',
      eyebrow: 'Medicine',
      title: 'Our doctors',
      blocks: [{ kind: 'data', source: 'alumni' }],
    },
    {
      kind: 'band',
      id: 'tech-title',
      soft: true,
      eyebrow: 'Technology and engineering',
      title: 'Engineers around the world',
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          items: [
            region('USA', 'Software engineers and data scientists building products at technology companies.'),
            region('Canada', 'Civil and electrical engineers working on infrastructure and clean energy.'),
            region('Australia', 'Graduate researchers and engineers in mining, water and construction.'),
            region(
              'India',
              'Engineers, founders and IT professionals in Pune, Bengaluru, Hyderabad and at home in Akola.',
            ),
          ],
        },
      ],
    },
    {
      kind: 'band',
      id: 'tiles-title',
      eyebrow: 'Why they succeed',
      title: 'The foundation we give',
      blocks: [
        { kind: 'data', source: 'alumniTiles' },
        {
          kind: 'quote',
          text: 'Wherever they are, in a hospital ward in Pune, a laboratory in Canada or an office in Dubai, our alumni carry the same values they learnt in our classrooms: knowledge with faith, and success with service. We are proud of every one of them, and we look forward to welcoming our current students into this family.',
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
