import { Faq } from '../../components/faq/faq';
import './home.css';
import { AboutSection } from './sections/about-section';
import { AchievementsSection } from './sections/achievements-section';
import { ArtGallerySection } from './sections/art-gallery-section';
import { ContactSection } from './sections/contact-section';
import { HeroSection } from './sections/hero-section';
import { HighlightsSection } from './sections/highlights-section';
import { InfoTiles } from './sections/info-tiles';
import { JourneysSection } from './sections/journeys-section';

// spec §2 'Home page, top to bottom'. All lists are prefetched on the server (plugins/page-data.ts),
// so every section is in the HTML before any script runs.
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ContactSection />
      <InfoTiles />
      <JourneysSection />
      <AchievementsSection />
      <HighlightsSection />
      <ArtGallerySection />
      <section className="section section-soft home-faq" aria-labelledby="home-faq-title">
        <div className="container">
          <div className="section-header">
            <span className="eyebrow">FAQ</span>
            <h2 id="home-faq-title">Frequently Asked Questions</h2>
            <p>Quick answers about admission, academics, fees, facilities and school life.</p>
          </div>
          <Faq />
        </div>
      </section>
    </>
  );
}
