import type { ComponentType } from 'react';
import type { PagePart, Section } from '../../../shared/page-content/document';
import { englishMark, type RenderedPage } from '../../../shared/page-content/translation';
import { Faq } from '../../components/faq/faq';
import { HomeWordsContext } from '../../lib/home-words';
import { useLanguage } from '../../lib/language';
import { trpc } from '../../lib/trpc';

type EnglishMark = { lang?: string; dir?: 'ltr' };

import { useHomeCatalogue } from '../../lib/use-home-words';
import { useSiteSettings } from '../../lib/use-site-settings';
import './home.css';
import { homeFallback } from './home-fallback';
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
      <Faq anchor="home-faq-title" />
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

/** One section of the home page's document, drawn with the home page's own markup. */
function HomePart({ section, heading, mark }: { section: Section; heading: string; mark: EnglishMark }) {
  switch (section.kind) {
    case 'hero':
      return <HeroSection section={section} heading={heading} mark={mark} />;
    case 'video':
      return <AboutSection section={section} mark={mark} />;
    case 'part': {
      const Part = PARTS[section.source];
      return <Part header={{ eyebrow: section.eyebrow, title: section.title, introHtml: section.intro, ...mark }} />;
    }
    default:
      // The home page holds only the kinds of its seed (HOME_SECTION_KINDS), refused on save otherwise.
      return null;
  }
}

// The home page's words and the order of its sections are data the office edits
// (docs/decisions/038-pages-as-data.md). It draws its own sections and not the information pages',
// which keeps their script out of the most visited page. All lists are prefetched on the server
// (each feature's `pages`, src/server/features/information-pages), so every section is in the HTML
// before any script runs (docs/decisions/001-server-rendering-and-page-cache.md).
export default function HomePage() {
  const settings = useSiteSettings();
  const language = useLanguage();
  // The sections' own words in the page's language; each island takes its part with its props.
  const words = useHomeCatalogue();
  const { data, isError } = trpc.pages.content.useQuery({ page: 'home' }, { staleTime: Number.POSITIVE_INFINITY });
  // Prefetched with the page; only a browser navigation can find the server not answering (or an
  // answer that is not a document), and then the page shows its built-in words.
  const doc = Array.isArray(data?.sections) ? data : isError || data ? homeFallback(settings) : undefined;
  if (!doc) return null;
  // On a page in another language, each section whose words are still English's says so.
  const english = (doc as RenderedPage).translated?.englishSections ?? [];
  return (
    <HomeWordsContext.Provider value={words}>
      {doc.sections.map((section, i) => (
        <HomePart
          key={i}
          section={section}
          heading={doc.settings.heading}
          mark={english.includes(i) ? englishMark(language.dir === 'rtl') : {}}
        />
      ))}
    </HomeWordsContext.Provider>
  );
}
