import { CURRICULUM, HIFZ_DURATION, SCHOOL_STAGES } from '../../../shared/content/school-facts';
import { NAV, PAGES, PATHS } from '../../../shared/paths';
import { Illustration, type IllustrationKind } from './illustration';
import { CardGrid, type CardItem, CheckList, InfoPage, Section, SplitSection } from './info-parts';

const REASONS = [
  `A complete education from ${SCHOOL_STAGES} on the CBSE pattern, taught in English.`,
  `Islamic studies for every child and a Hifz programme that usually takes ${HIFZ_DURATION}.`,
  'A balance of worldly and religious education, so children grow in knowledge and in character.',
  'Caring teachers, a monthly parent-teacher meeting and a close partnership with every family.',
];

const WHY_KINDS: IllustrationKind[] = ['graduation', 'compass', 'people', 'star', 'globe'];
const WHY_PAGES: CardItem[] = (NAV.find((n) => n.path === PATHS.why)?.children ?? []).map((p, i) => ({
  title: p.label,
  to: p.path,
  text: Object.values(PAGES).find((page) => page.path === p.path)?.description,
  icon: WHY_KINDS[i % WHY_KINDS.length] ?? 'star',
}));

export default function WhyPage() {
  return (
    <InfoPage page="why">
      <SplitSection
        title="An education for this life and the next"
        lead={
          <>
            We are an English-medium school following the {CURRICULUM}. Our students prepare for board exams and careers
            with confidence, while learning the Quran, Islamic values and good manners every day.
          </>
        }
        art={<Illustration kind="campus" label="Illustration: our school building" />}
      >
        <CheckList items={REASONS} />
      </SplitSection>
      <Section soft id="explore-title" eyebrow="Explore" title="See for yourself">
        <CardGrid columns={3} muted items={WHY_PAGES} />
      </Section>
    </InfoPage>
  );
}
