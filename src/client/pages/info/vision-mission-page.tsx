import { CURRICULUM, HIFZ_DURATION, PTM, SCHOOL_STAGES } from '../../../shared/content/school-facts';
import { Illustration } from './illustration';
import { Band, Card, CheckList, InfoPage, Section, SplitSection } from './info-parts';

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
    <InfoPage page="visionMission">
      <Band layout="grid grid-2">
        <Card accent icon="compass" level={2} title="Our vision">
          <p>
            To nurture the uniqueness of every student: young people who excel in modern education, live by Islamic
            values and serve their families, their community and the world.
          </p>
        </Card>
        <Card accent icon="star" tone={1} level={2} title="Our mission">
          <p>
            To offer a complete, English-medium CBSE education with Islamic studies and Hifz, taught by caring teachers
            in a safe campus, in close partnership with parents.
          </p>
        </Card>
      </Band>
      <SplitSection
        soft
        id="concept-title"
        eyebrow="Our concept"
        title="A balance of worldly and religious education"
        lead="Many parents feel they must choose between a strong modern school and a sound Islamic upbringing. Our concept is that they should not have to."
        art={<Illustration kind="moon" label="Illustration: a crescent moon and star" tone={2} />}
      >
        <p>
          The same school day holds mathematics and Quran, science and Seerah, sports and salah. Children learn that
          knowledge and faith belong together, and grow up confident in both.
        </p>
      </SplitSection>
      <Section id="features-title" eyebrow="At a glance" title="Key features and academic support">
        <div className="grid grid-2">
          <Card title="Key features">
            <CheckList items={KEY_FEATURES} />
          </Card>
          <Card title="Academic support">
            <CheckList items={ACADEMIC_SUPPORT} />
          </Card>
        </div>
      </Section>
    </InfoPage>
  );
}
