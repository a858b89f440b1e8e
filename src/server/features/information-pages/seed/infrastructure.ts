import type { IllustrationKind } from '../../../../shared/illustrations';
import type { PageDocumentInput } from '../../../../shared/page-content/document';

// "Infrastructure" as the site first shipped it (docs/decisions/038-pages-as-data.md): seeded once,
// then the office's. The photos are the albums of Photo Albums: the Infrastructure album under the
// facilities, the Campus album as the gallery, whose drawings stand in until it has a photo.
const galleryDrawing = (title: string, illustration: IllustrationKind, tone: number) => ({
  title,
  art: { kind: 'illustration' as const, illustration, label: `Illustration: ${title}`, tone },
});

export const INFRASTRUCTURE: PageDocumentInput = {
  settings: {
    title: 'Infrastructure',
    heading: 'Infrastructure',
    eyebrow: 'Our campus',
    intro: 'Spaces designed for learning, play and prayer, with safety in every corner.',
    description: 'Our facilities, campus safety and campus gallery.',
  },
  sections: [
    {
      kind: 'band',
      id: 'facilities-title',
      eyebrow: 'Facilities',
      title: 'Our facilities',
      blocks: [
        {
          kind: 'cards',
          columns: 3,
          items: [
            {
              title: 'Classrooms',
              icon: 'classroom',
              text: 'Bright, airy classrooms with comfortable seating, sized so that teachers know every child.',
            },
            {
              title: 'Science laboratory',
              icon: 'lab',
              text: 'A laboratory for experiments and demonstrations, used from the middle classes upwards.',
            },
            {
              title: 'Library',
              icon: 'library',
              text: 'A quiet reading room with books for every age and regular library periods.',
            },
            {
              title: 'Prayer and Quran classes',
              icon: 'prayer',
              text: 'Dedicated space for Quran recitation, Hifz and daily prayers.',
            },
            {
              title: 'Play areas',
              icon: 'ball',
              text: 'Open grounds for football, athletics and the Annual Sports Day, and indoor games for rainy days.',
            },
            {
              title: 'Assembly area',
              icon: 'people',
              text: 'The whole school gathers here for the morning assembly at {morningAssembly}, before classes begin.',
            },
          ],
        },
        { kind: 'data', source: 'infrastructurePhotos' },
      ],
    },
    {
      kind: 'split',
      id: 'safety-title',
      soft: true,
      eyebrow: 'Safety',
      title: 'Safety and security',
      lead: 'Parents should never have to worry during the school day. These are the rules we keep.',
      blocks: [
        {
          kind: 'list',
          items: [
            'A secure boundary and a staffed gate; visitors sign in at the school office',
            'Children are handed over only to parents or authorised guardians',
            'Separate supervision for pre-primary children through the day',
            'First aid at school and a medical fitness certificate at admission',
            'Regular safety drills so children know what to do in an emergency',
            'Teachers on duty during assembly, breaks and dispersal',
          ],
        },
      ],
      art: { kind: 'illustration', illustration: 'shield', label: 'Illustration: a shield with a check mark', tone: 3 },
    },
    {
      kind: 'band',
      id: 'gallery-title',
      eyebrow: 'Gallery',
      title: 'Campus gallery',
      blocks: [
        {
          kind: 'data',
          source: 'campusPhotos',
          fallback: [
            {
              kind: 'gallery',
              items: [
                galleryDrawing('Main building', 'campus', 1),
                galleryDrawing('Classroom', 'classroom', 2),
                galleryDrawing('Science laboratory', 'lab', 3),
                galleryDrawing('Library', 'library', 4),
                galleryDrawing('Playground', 'ball', 5),
                galleryDrawing('Garden', 'leaf', 6),
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
