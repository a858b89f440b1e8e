import { CURRICULUM, HIFZ_DURATION, PTM, SCHOOL_STAGES } from '../../../shared/content/school-facts';
import { PAGES } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { GlyphBadge, Illustration } from './illustration';
import { CheckList, CtaBand, SectionHeader } from './info-parts';

// spec §2 'Vision and Mission: vision, mission, concept, key features, academic support lists'.
const KEY_FEATURES = [
  `${CURRICULUM}, from ${SCHOOL_STAGES}`,
  'English-medium teaching with Arabic for the Quran',
  `A Hifz programme that usually takes ${HIFZ_DURATION}`,
  'Science laboratory and library',
  'Sports, arts and Islamic activities for every child',
  'Campuses in Akola and an office in Dubai',
];

const ACADEMIC_SUPPORT = [
  'Extra help from teachers for students who need it',
  'Two evaluations and two term exams to track progress',
  `Monthly parent-teacher meetings: ${PTM.charAt(0).toLowerCase()}${PTM.slice(1)}`,
  'Guidance for board and competitive exams in the senior classes',
  'Library periods and reading programmes',
  'Personal attention from class teachers',
];

export default function VisionMissionPage() {
  return (
    <>
      <PageHero eyebrow="What guides us" title={PAGES.visionMission.heading}>
        Knowledge with faith, and excellence with character.
      </PageHero>
      <section className="section">
        <div className="container grid grid-2">
          <div className="card card-accent">
            <GlyphBadge kind="compass" />
            <h2 className="section-title">Our vision</h2>
            <p>
              To nurture the uniqueness of every student: young people who excel in modern education, live by Islamic
              values and serve their families, their community and the world.
            </p>
          </div>
          <div className="card card-accent">
            <GlyphBadge kind="star" tone={1} />
            <h2 className="section-title">Our mission</h2>
            <p>
              To offer a complete, English-medium CBSE education with Islamic studies and Hifz, taught by caring
              teachers in a safe campus, in close partnership with parents.
            </p>
          </div>
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="concept-title">
        <div className="container info-split">
          <div>
            <span className="eyebrow">Our concept</span>
            <h2 id="concept-title">A balance of worldly and religious education</h2>
            <p className="lead">
              Many parents feel they must choose between a strong modern school and a sound Islamic upbringing. Our
              concept is that they should not have to.
            </p>
            <p>
              The same school day holds mathematics and Quran, science and Seerah, sports and salah. Children learn that
              knowledge and faith belong together, and grow up confident in both.
            </p>
          </div>
          <Illustration kind="moon" label="Illustration: a crescent moon and star" tone={2} />
        </div>
      </section>
      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <SectionHeader id="features-title" eyebrow="At a glance" title="Key features and academic support" />
          <div className="grid grid-2">
            <div className="card">
              <h3>Key features</h3>
              <CheckList items={KEY_FEATURES} />
            </div>
            <div className="card">
              <h3>Academic support</h3>
              <CheckList items={ACADEMIC_SUPPORT} />
            </div>
          </div>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
