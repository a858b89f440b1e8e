import { Link } from 'react-router-dom';
import type { Section } from '../../../../shared/page-content/document';
import { PATHS } from '../../../../shared/paths';
import { FirstScreenEnd } from '../../../components/layout/first-screen-end';
import { useHomeWords } from '../../../lib/home-words';
import { useOwnLanguage } from '../../../lib/own-language';
import heroImage from '../assets/hero-students.svg';
import { DocHtml, HomeLink } from '../home-parts';
import { SafeImage } from '../safe-image';

const ACTION_CLASSES = ['btn btn-light home-hero-cta', 'btn home-hero-secondary'];

/**
 * The home page's opening band: its heading is the page's (the tagline), its words the document's `hero`.
 * With the header, it is the first screen: the first round trip carries it and its CSS (FirstScreenEnd).
 */
export function HeroSection({
  section,
  heading,
  mark = {},
}: {
  section: Extract<Section, { kind: 'hero' }>;
  heading: string;
  /** On a page in another language, a hero whose words are still English's says so (englishMark). */
  mark?: { lang?: string; dir?: 'ltr' };
}) {
  const words = useHomeWords().sections;
  // The disclosure's link is in the page's language, in a hero whose words may still be English's.
  const own = useOwnLanguage();
  return (
    <>
      <section className="home-hero" aria-labelledby={section.id} {...mark}>
        <div className="container home-hero-inner">
          <div className="home-hero-text">
            {section.eyebrow && <p className="home-hero-eyebrow">{section.eyebrow}</p>}
            <h1 id={section.id}>{heading}</h1>
            {section.lead && <DocHtml className="home-hero-lead" html={section.lead} />}
            {section.actions.length > 0 && (
              <div className="home-hero-actions">
                {section.actions.map((action, i) => (
                  <HomeLink key={i} to={action.link} className={ACTION_CLASSES[i] ?? 'btn home-hero-secondary'}>
                    {action.label}
                  </HomeLink>
                ))}
              </div>
            )}
            {section.facts.length > 0 && (
              <ul className="home-hero-facts">
                {section.facts.map((fact, i) => (
                  <li key={i}>
                    <strong>{fact.figure}</strong>
                    <span>{fact.label}</span>
                  </li>
                ))}
              </ul>
            )}
            {/* CBSE asks for the disclosure to be prominent on the home page: in the first screen, so it is
              the design's, not the document's, and cannot be removed by an edit. */}
            <p className="home-hero-disclosure" {...own}>
              <Link to={PATHS.disclosure}>{words.disclosure}</Link>
            </p>
          </div>
          <div className="home-hero-media">
            {/* The only image of the page loaded eagerly (it is above the fold); a placeholder on failure. */}
            <SafeImage
              className="home-hero-image"
              src={heroImage}
              width={640}
              height={560}
              alt={words.heroImage}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              fallback={
                <div className="home-hero-placeholder" role="img" aria-label={words.heroPlaceholder}>
                  <span>{words.heroPlaceholder}</span>
                </div>
              }
            />
          </div>
        </div>
      </section>
      <FirstScreenEnd />
    </>
  );
}
