import { Link } from 'react-router-dom';
import { CURRICULUM, FOUNDED_YEAR, HIFZ_DURATION, SCHOOL_STAGES } from '../../../shared/content/school-facts';
import { NAV, PAGES, PATHS } from '../../../shared/paths';
import { PageHero } from '../../components/layout/page-hero';
import { GlyphBadge, Illustration, type IllustrationKind } from './illustration';
import { CtaBand, SectionHeader } from './info-parts';

// spec §2 'Why the school: intro text and four bullets'.
const REASONS = [
  `A complete education from ${SCHOOL_STAGES} on the CBSE pattern, taught in English.`,
  `Islamic studies for every child and a Hifz programme that usually takes ${HIFZ_DURATION}.`,
  'A balance of worldly and religious education, so children grow in knowledge and in character.',
  'Caring teachers, a monthly parent-teacher meeting and a close partnership with every family.',
];

const WHY_KINDS: IllustrationKind[] = ['graduation', 'compass', 'people', 'star', 'globe'];
const whyPages = NAV.find((n) => n.path === PATHS.why)?.children ?? [];

export default function WhyPage() {
  return (
    <>
      <PageHero eyebrow="Why choose us" title={PAGES.why.heading}>
        Since {FOUNDED_YEAR}, families in Akola have trusted us with the two things they care about most: their
        children’s future and their children’s faith.
      </PageHero>
      <section className="section">
        <div className="container info-split">
          <div>
            <h2>An education for this life and the next</h2>
            <p className="lead">
              We are an English-medium school following the {CURRICULUM}. Our students prepare for board exams and
              careers with confidence, while learning the Quran, Islamic values and good manners every day.
            </p>
            <ul className="check-list">
              {REASONS.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
          <Illustration kind="campus" label="Illustration: our school building" />
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="explore-title">
        <div className="container">
          <SectionHeader id="explore-title" eyebrow="Explore" title="See for yourself" />
          <div className="grid grid-3">
            {whyPages.map((p, i) => (
              <div className="card" key={p.path}>
                <GlyphBadge kind={WHY_KINDS[i % WHY_KINDS.length] ?? 'star'} tone={i} />
                <h3>
                  <Link to={p.path}>{p.label}</Link>
                </h3>
                <p className="muted">{Object.values(PAGES).find((page) => page.path === p.path)?.description}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
