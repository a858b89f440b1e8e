import { JOURNEYS_INTERVAL_MS } from '../../../../shared/constants';
import { FALLBACK_JOURNEYS } from '../../../../shared/content/fallbacks';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { Island } from '../../../islands/island';
import { type HomeIslandWords, IslandWords, useHomeWords, useIslandWords } from '../../../lib/home-words';
import { textLanguage, useLanguage } from '../../../lib/language';
import { trpc } from '../../../lib/trpc';
import { BookOpen, GraduationCap, Sparkles, Star } from '../home-icons';
import { Carousel, HomeSection, Loading, type PartHeader, Slide, SlideImage } from '../home-parts';
import { HOME_QUERY_OPTIONS } from '../home-query';

interface JourneyView {
  id: number | string;
  title: string;
  description: string;
  label: string;
  imageUrl: string | null;
  imageSrcSet: string | null;
  untranslated?: readonly string[];
}

// Journey colours come from a fixed palette by position, not from the database.
const TONES = ['violet', 'amber', 'rose', 'indigo', 'teal'] as const;
const TONE_ICONS = [Sparkles, BookOpen, Star, GraduationCap, Sparkles];

export function JourneysSection({ header }: { header: PartHeader }) {
  const islandProps = useIslandWords(['carousel', 'journeys']);
  return (
    <HomeSection carousel className="section-soft home-journeys" titleId="home-journeys-title" {...header}>
      <Island name="journeys-carousel" component={JourneysIsland} props={islandProps} wake="visible" />
    </HomeSection>
  );
}

/** The section's cards (or its loading and failure states): an island, hydrated as it nears the screen. */
export function JourneysIsland({ words }: { words?: HomeIslandWords }) {
  return (
    <IslandWords words={words}>
      <Journeys />
    </IslandWords>
  );
}

function Journeys() {
  const JOURNEYS_WORDS = useHomeWords().journeys;
  const { data, isPending, isError } = trpc.journeys.list.useQuery(undefined, HOME_QUERY_OPTIONS);
  // On failure the built-in sample journeys are shown (with the error panel above them).
  const items: JourneyView[] = isError ? FALLBACK_JOURNEYS : (data ?? []);
  return isPending ? (
    <Loading>{JOURNEYS_WORDS.loading}</Loading>
  ) : (
    <>
      {isError && (
        <div className="empty-state carousel-error" role="alert">
          <h3>{JOURNEYS_WORDS.failedTitle}</h3>
          <p>{JOURNEYS_WORDS.failedText}</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {JOURNEYS_WORDS.tryAgain}
          </button>
        </div>
      )}
      {items.length === 0 ? <p className="empty-state">{JOURNEYS_WORDS.empty}</p> : <JourneysCarousel items={items} />}
    </>
  );
}

function JourneysCarousel({ items }: { items: JourneyView[] }) {
  const language = useLanguage();
  const c = useCarousel({ count: items.length, intervalMs: JOURNEYS_INTERVAL_MS });
  // One card on narrow screens, three from DESKTOP_BREAKPOINT_PX; CSS picks by data-offset.
  return (
    <Carousel
      className="journeys"
      trackClassName="journeys-track"
      carousel={c}
      items={items}
      after={2}
      renderSlide={(item, slide, offset) => {
        const tone = TONES[slide % TONES.length];
        const Icon = TONE_ICONS[slide % TONE_ICONS.length] ?? Sparkles;
        return (
          <Slide
            key={`${item.id}:${offset}`}
            className={`journey-card tone-${tone}`}
            slide={slide}
            count={items.length}
            offset={offset}
          >
            <div className="journey-media">
              <SlideImage
                image={item}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 600px, 100vw"
                fallback={<JourneyArt Icon={Icon} />}
              />
              {item.label && (
                <span className="journey-label" {...textLanguage(language, item, 'label')}>
                  {item.label}
                </span>
              )}
            </div>
            <div className="journey-body">
              <h3 {...textLanguage(language, item, 'title')}>{item.title}</h3>
              {item.description && <p {...textLanguage(language, item, 'description')}>{item.description}</p>}
            </div>
          </Slide>
        );
      }}
    />
  );
}

function JourneyArt({ Icon }: { Icon: typeof Sparkles }) {
  return (
    <div className="journey-art" aria-hidden="true">
      <Icon />
    </div>
  );
}
