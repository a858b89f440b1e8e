import { MORNING_ASSEMBLY } from '../../../shared/content/school-facts';
import { AlbumGallery, PhotoGrid, useAlbum } from './album-gallery';
import { Illustration, type IllustrationKind } from './illustration';
import { CardGrid, type CardItem, CheckList, InfoPage, Section, SplitSection } from './info-parts';

const FACILITIES: CardItem[] = [
  {
    title: 'Classrooms',
    text: 'Bright, airy classrooms with comfortable seating, sized so that teachers know every child.',
    icon: 'classroom',
  },
  {
    title: 'Science laboratory',
    text: 'A laboratory for experiments and demonstrations, used from the middle classes upwards.',
    icon: 'lab',
  },
  {
    title: 'Library',
    text: 'A quiet reading room with books for every age and regular library periods.',
    icon: 'library',
  },
  {
    title: 'Prayer and Quran classes',
    text: 'Dedicated space for Quran recitation, Hifz and daily prayers.',
    icon: 'prayer',
  },
  {
    title: 'Play areas',
    text: 'Open grounds for football, athletics and the Annual Sports Day, and indoor games for rainy days.',
    icon: 'ball',
  },
  {
    title: 'Assembly area',
    text: `The whole school gathers here for the morning assembly at ${MORNING_ASSEMBLY}, before classes begin.`,
    icon: 'people',
  },
];

const SAFETY = [
  'A secure boundary and a staffed gate; visitors sign in at the school office',
  'Children are handed over only to parents or authorised guardians',
  'Separate supervision for pre-primary children through the day',
  'First aid at school and a medical fitness certificate at admission',
  'Regular safety drills so children know what to do in an emergency',
  'Teachers on duty during assembly, breaks and dispersal',
];

const CAMPUS_GALLERY: { title: string; kind: IllustrationKind }[] = [
  { title: 'Main building', kind: 'campus' },
  { title: 'Classroom', kind: 'classroom' },
  { title: 'Science laboratory', kind: 'lab' },
  { title: 'Library', kind: 'library' },
  { title: 'Playground', kind: 'ball' },
  { title: 'Garden', kind: 'leaf' },
];

export default function InfrastructurePage() {
  const facilityPhotos = useAlbum('infrastructure');
  return (
    <InfoPage page="infrastructure">
      <Section id="facilities-title" eyebrow="Facilities" title="Our facilities">
        <CardGrid columns={3} items={FACILITIES} />
        {facilityPhotos.length > 0 && (
          <div style={{ marginTop: 'var(--space-6)' }}>
            <PhotoGrid photos={facilityPhotos} />
          </div>
        )}
      </Section>
      <SplitSection
        soft
        id="safety-title"
        eyebrow="Safety"
        title="Safety and security"
        lead="Parents should never have to worry during the school day. These are the rules we keep."
        art={<Illustration kind="shield" label="Illustration: a shield with a check mark" tone={3} />}
      >
        <CheckList items={SAFETY} />
      </SplitSection>
      <Section id="gallery-title" eyebrow="Gallery" title="Campus gallery">
        <AlbumGallery album="campus" fallback={CAMPUS_GALLERY} toneFrom={1} />
      </Section>
    </InfoPage>
  );
}
