import type { ComponentType, ReactNode } from 'react';
import type { PagePart, Section } from '../../../shared/page-content/document';
import { Faq } from '../../components/faq/faq';
import { Sections, usePageDocument } from '../info/sections/page-document';
import './home.css';
import { HomeSection, type PartHeader } from './home-parts';
import { AboutSection } from './sections/about-section';
import { AchievementsSection } from './sections/achievements-section';
import { ArtGallerySection } from './sections/art-gallery-section';
import { ContactSection } from './sections/contact-section';
import { HeroSection } from './sections/hero-section';
import { HighlightsSection } from './sections/highlights-section';
import { InfoTiles } from './sections/info-tiles';
import { JourneysSection } from './sections/journeys-section';
import { NoticesSection } from './sections/notices-section';

function FaqSection({ header }: { header: PartHeader }) {
  return (
    <HomeSection className="section-soft home-faq" titleId="home-faq-title" {...header}>
      <Faq />
    </HomeSection>
  );
}

/** The parts of the home page its components draw whole, each under the header its `part` section words. */
const PARTS: Record<PagePart, ComponentType<{ header: PartHeader }>> = {
  enquiryForm: ContactSection,
  announcements: InfoTiles,
  notices: NoticesSection,
  journeys: JourneysSection,
  achievements: AchievementsSection,
  highlights: HighlightsSection,
  artworks: ArtGallerySection,
  faq: FaqSection,
};

// The home page's words and the order of its sections are data the office edits
// (docs/decisions/038-pages-as-data.md). All lists are prefetched on the server (each feature's
// `pages`, src/server/features/information-pages), so every section is in the HTML before any script
// runs (docs/decisions/001-server-rendering-and-page-cache.md).
export default function HomePage() {
  const doc = usePageDocument('home');
  if (!doc) return null;
  const own = (section: Section): ReactNode | undefined => {
    switch (section.kind) {
      case 'hero':
        return <HeroSection section={section} heading={doc.settings.heading} />;
      case 'video':
        return <AboutSection section={section} />;
      case 'part': {
        const Part = PARTS[section.source];
        return <Part header={{ eyebrow: section.eyebrow, title: section.title, introHtml: section.intro }} />;
      }
      default:
        return undefined;
    }
  };
  return <Sections sections={doc.sections} own={own} />;
}
