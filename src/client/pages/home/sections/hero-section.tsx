import { Link } from 'react-router-dom';
import { CURRICULUM, FOUNDED_YEAR, SCHOOL_STAGES } from '../../../../shared/content/school-facts';
import { PAGES, PATHS } from '../../../../shared/paths';
import { useSchoolText } from '../../../lib/use-school-text';
import { useSiteSettings } from '../../../lib/use-site-settings';
import heroImage from '../assets/hero-students.svg';
import { SafeImage } from '../safe-image';

export function HeroSection() {
  const settings = useSiteSettings();
  const schoolText = useSchoolText();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero-inner">
        <div className="home-hero-text">
          <p className="home-hero-eyebrow">
            {SCHOOL_STAGES} · {CURRICULUM}
          </p>
          <h1 id="home-hero-title">{schoolText(PAGES.home.heading)}</h1>
          <p className="home-hero-lead">
            An English-medium school in Akola where every child is known, encouraged and guided to grow in knowledge,
            character and faith.
          </p>
          <div className="home-hero-actions">
            <Link to={PATHS.admissions} className="btn btn-light home-hero-cta">
              {settings.heroButtonText}
            </Link>
            <a href="#contact" className="btn home-hero-secondary">
              Send an Enquiry
            </a>
          </div>
          <ul className="home-hero-facts">
            <li>
              <strong>{FOUNDED_YEAR}</strong>
              <span>Founded</span>
            </li>
            <li>
              <strong>N-12</strong>
              <span>{SCHOOL_STAGES}</span>
            </li>
            <li>
              <strong>CBSE</strong>
              <span>With Islamic studies and Hifz</span>
            </li>
          </ul>
          {/* CBSE asks for the disclosure to be prominent on the home page: in the first screen. */}
          <p className="home-hero-disclosure">
            <Link to={PATHS.disclosure}>CBSE Mandatory Public Disclosure</Link>
          </p>
        </div>
        <div className="home-hero-media">
          {/* The only image of the page loaded eagerly (it is above the fold); a placeholder on failure. */}
          <SafeImage
            className="home-hero-image"
            src={heroImage}
            width={640}
            height={560}
            alt="Illustration of three students walking towards a school with a purple dome"
            loading="eager"
            fetchPriority="high"
            decoding="async"
            fallback={
              <div className="home-hero-placeholder" role="img" aria-label="Student">
                <span>Student</span>
              </div>
            }
          />
        </div>
      </div>
    </section>
  );
}
