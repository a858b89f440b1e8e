import { Faq } from '../../components/faq/faq';
import './home.css';
import { HomeSection } from './home-parts';
import { AboutSection } from './sections/about-section';
import { AchievementsSection } from './sections/achievements-section';
import { ArtGallerySection } from './sections/art-gallery-section';
import { ContactSection } from './sections/contact-section';
import { HeroSection } from './sections/hero-section';
import { HighlightsSection } from './sections/highlights-section';
import { InfoTiles } from './sections/info-tiles';
import { JourneysSection } from './sections/journeys-section';
import { NoticesSection } from './sections/notices-section';

// All lists are prefetched on the server (each feature's `pages`, src/server/features/information-pages), so every section is in the HTML
// before any script runs (docs/decisions/001-server-rendering-and-page-cache.md).
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ContactSection />
      <InfoTiles />
      <NoticesSection />
      <JourneysSection />
      <AchievementsSection />
      <HighlightsSection />
      <ArtGallerySection />
      <HomeSection
        className="section-soft home-faq"
        titleId="home-faq-title"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Quick answers about admission, academics, fees, facilities and school life."
      >
        <Faq />
      </HomeSection>
    </>
  );
}
