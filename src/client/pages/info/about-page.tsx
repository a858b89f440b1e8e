import { Link } from 'react-router-dom';
import { CURRICULUM, FOUNDED_YEAR, SCHOOL_STAGES } from '../../../shared/content/school-facts';
import { PATHS } from '../../../shared/paths';
import { MapPin } from '../../components/icons/icons';
import { useSiteSettings } from '../../lib/use-site-settings';
import { Illustration, type IllustrationKind } from './illustration';
import { InfoPage, Section, SplitSection } from './info-parts';

const SPECIAL_FACILITIES: { title: string; text: string; kind: IllustrationKind; label: string; tone: number }[] = [
  {
    title: 'Science laboratory',
    text: 'Students observe, measure and experiment for themselves, under the eye of their teachers, turning textbook ideas into things they have seen and done.',
    kind: 'lab',
    label: 'Illustration: the science laboratory',
    tone: 0,
  },
  {
    title: 'Library',
    text: 'A quiet library with books for every age, from picture books to reference works and Islamic titles, and regular library periods that build a lifelong habit of reading.',
    kind: 'library',
    label: 'Illustration: the school library',
    tone: 2,
  },
];

export default function AboutPage() {
  const settings = useSiteSettings();
  return (
    <InfoPage page="about">
      <SplitSection
        id="about-title"
        eyebrow="Who we are"
        title="About our school"
        lead={
          <>
            Founded in {FOUNDED_YEAR}, our school offers the {CURRICULUM}, from {SCHOOL_STAGES}.
          </>
        }
        art={<Illustration kind="people" label="Illustration: students and teachers together" tone={1} />}
      >
        <p>
          Our motto is simple: every child is unique. We nurture each student’s talents with a balance of worldly and
          religious education, so that children leave us ready for university and careers, and grounded in faith,
          honesty and respect.
        </p>
        <p>
          Today our family includes a school in Akola, an international school on Akot Road, Panchmori, and an office in
          Dubai that supports families in the UAE.
        </p>
      </SplitSection>
      <SplitSection
        soft
        reverse
        id="campus-title"
        eyebrow="Our campus"
        title="Our campuses"
        art={<Illustration kind="campus" label="Illustration: the school campus" tone={3} />}
      >
        <p>
          Bright classrooms, a science laboratory, a library and open play areas give children a calm and safe place to
          learn. Each campus follows the same curriculum and the same values.
        </p>
        <ul className="plain-list">
          {[settings.addressIndia, settings.addressInternational, settings.addressDubai].map((address, i) => (
            <li className="contact-line" key={i}>
              <MapPin /> {address}
            </li>
          ))}
        </ul>
      </SplitSection>
      <Section
        id="facilities-title"
        eyebrow="Special facilities"
        title="Laboratory and library"
        intro="Two rooms where curiosity turns into knowledge."
      >
        <div className="grid grid-2">
          {SPECIAL_FACILITIES.map((f) => (
            <div className="card" key={f.title}>
              <Illustration kind={f.kind} label={f.label} tone={f.tone} width={480} height={220} />
              <h3 style={{ marginTop: 'var(--space-4)' }}>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
        <p style={{ marginTop: 'var(--space-5)', textAlign: 'center' }}>
          <Link to={PATHS.infrastructure}>See all our facilities</Link>
        </p>
      </Section>
    </InfoPage>
  );
}
