import { Link } from 'react-router-dom';
import { CURRICULUM, FOUNDED_YEAR, SCHOOL_STAGES } from '../../../shared/content/school-facts';
import { PAGES, PATHS } from '../../../shared/paths';
import { MapPin } from '../../components/icons/icons';
import { PageHero } from '../../components/layout/page-hero';
import { useSiteSettings } from '../../lib/use-site-settings';
import { Illustration } from './illustration';
import { CtaBand, SectionHeader } from './info-parts';

// spec §2 'About: About Us, Our Campus, Special Facilities (lab, library), image placeholders'
// (the placeholders are the project's own illustrations, DECISIONS.md).
export default function AboutPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHero eyebrow={`Since ${FOUNDED_YEAR}`} title={PAGES.about.heading}>
        An English-medium school from {SCHOOL_STAGES}, where modern education and Islamic values go hand in hand.
      </PageHero>
      <section className="section" aria-labelledby="about-title">
        <div className="container info-split">
          <div>
            <span className="eyebrow">Who we are</span>
            <h2 id="about-title">About our school</h2>
            <p className="lead">
              Founded in {FOUNDED_YEAR}, our school offers the {CURRICULUM}, from Nursery to Grade 12.
            </p>
            <p>
              Our motto is simple: every child is unique. We nurture each student’s talents with a balance of worldly
              and religious education, so that children leave us ready for university and careers, and grounded in
              faith, honesty and respect.
            </p>
            <p>
              Today our family includes a school in Akola, an international school on Akot Road, Panchmori, and an
              office in Dubai that supports families in the UAE.
            </p>
          </div>
          <Illustration kind="people" label="Illustration: students and teachers together" tone={1} />
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="campus-title">
        <div className="container info-split reverse">
          <div>
            <span className="eyebrow">Our campus</span>
            <h2 id="campus-title">Our campuses</h2>
            <p>
              Bright classrooms, a science laboratory, a library and open play areas give children a calm and safe place
              to learn. Each campus follows the same curriculum and the same values.
            </p>
            <ul className="plain-list">
              <li className="contact-line">
                <MapPin /> {settings.addressIndia}
              </li>
              <li className="contact-line">
                <MapPin /> {settings.addressInternational}
              </li>
              <li className="contact-line">
                <MapPin /> {settings.addressDubai}
              </li>
            </ul>
          </div>
          <Illustration kind="campus" label="Illustration: the school campus" tone={3} />
        </div>
      </section>
      <section className="section" aria-labelledby="facilities-title">
        <div className="container">
          <SectionHeader id="facilities-title" eyebrow="Special facilities" title="Laboratory and library">
            Two rooms where curiosity turns into knowledge.
          </SectionHeader>
          <div className="grid grid-2">
            <div className="card">
              <Illustration kind="lab" label="Illustration: the science laboratory" tone={0} width={480} height={220} />
              <h3 style={{ marginTop: 'var(--space-4)' }}>Science laboratory</h3>
              <p>
                Students observe, measure and experiment for themselves, under the eye of their teachers, turning
                textbook ideas into things they have seen and done.
              </p>
            </div>
            <div className="card">
              <Illustration kind="library" label="Illustration: the school library" tone={2} width={480} height={220} />
              <h3 style={{ marginTop: 'var(--space-4)' }}>Library</h3>
              <p>
                A quiet library with books for every age, from picture books to reference works and Islamic titles, and
                regular library periods that build a lifelong habit of reading.
              </p>
            </div>
          </div>
          <p style={{ marginTop: 'var(--space-5)', textAlign: 'center' }}>
            <Link to={PATHS.infrastructure}>See all our facilities</Link>
          </p>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
