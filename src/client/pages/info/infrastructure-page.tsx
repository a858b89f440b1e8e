import { MORNING_ASSEMBLY } from '../../../shared/content/school-facts';
import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { GlyphBadge, Illustration, type IllustrationKind } from './illustration';
import { CheckList, CtaBand, SectionHeader } from './info-parts';

// spec §2 'Infrastructure: facilities, safety, campus gallery'.
const FACILITIES: { title: string; text: string; kind: IllustrationKind }[] = [
  {
    title: 'Classrooms',
    text: 'Bright, airy classrooms with comfortable seating, sized so that teachers know every child.',
    kind: 'classroom',
  },
  {
    title: 'Science laboratory',
    text: 'A laboratory for experiments and demonstrations, used from the middle classes upwards.',
    kind: 'lab',
  },
  {
    title: 'Library',
    text: 'A quiet reading room with books for every age and regular library periods.',
    kind: 'library',
  },
  {
    title: 'Prayer and Quran classes',
    text: 'Dedicated space for Quran recitation, Hifz and daily prayers.',
    kind: 'prayer',
  },
  {
    title: 'Play areas',
    text: 'Open grounds for football, athletics and the Annual Sports Day, and indoor games for rainy days.',
    kind: 'ball',
  },
  {
    title: 'Assembly area',
    text: `The whole school gathers here for the morning assembly at ${MORNING_ASSEMBLY}, before classes begin.`,
    kind: 'people',
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
  return (
    <>
      <PageHero eyebrow="Our campus" title={PAGES.infrastructure.heading}>
        Spaces designed for learning, play and prayer, with safety in every corner.
      </PageHero>
      <section className="section" aria-labelledby="facilities-title">
        <div className="container">
          <SectionHeader id="facilities-title" eyebrow="Facilities" title="Our facilities" />
          <div className="grid grid-3">
            {FACILITIES.map((f, i) => (
              <div className="card" key={f.title}>
                <GlyphBadge kind={f.kind} tone={i} />
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="safety-title">
        <div className="container info-split">
          <div>
            <span className="eyebrow">Safety</span>
            <h2 id="safety-title">Safety and security</h2>
            <p className="lead">
              Parents should never have to worry during the school day. These are the rules we keep.
            </p>
            <CheckList items={SAFETY} />
          </div>
          <Illustration kind="shield" label="Illustration: a shield with a check mark" tone={3} />
        </div>
      </section>
      <section className="section" aria-labelledby="gallery-title">
        <div className="container">
          <SectionHeader id="gallery-title" eyebrow="Gallery" title="Campus gallery" />
          <div className="grid grid-3">
            {CAMPUS_GALLERY.map((g, i) => (
              <figure className="gallery-figure" key={g.title}>
                <Illustration kind={g.kind} tone={i + 1} width={480} height={280} label={`Illustration: ${g.title}`} />
                <figcaption>{g.title}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
