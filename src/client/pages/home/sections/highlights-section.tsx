import { HIGHLIGHTS_INTERVAL_MS, HIGHLIGHTS_RESUME_MS } from '../../../../shared/constants';
import { FALLBACK_HIGHLIGHTS } from '../../../../shared/content/fallbacks';
import { fill } from '../../../../shared/words/fill';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { Island } from '../../../islands/island';
import { type HomeIslandWords, IslandWords, useHomeWords, useIslandWords } from '../../../lib/home-words';
import { textLanguage, useLanguage } from '../../../lib/language';
import { trpc } from '../../../lib/trpc';
import { Alert, Refresh } from '../home-icons';
import { Carousel, HomeSection, Loading, type PartHeader, Slide, SlideImage } from '../home-parts';
import { HOME_QUERY_OPTIONS } from '../home-query';

interface HighlightView {
  id: number | string;
  title: string;
  subtitle: string;
  description: string;
  imageUrl: string | null;
  imageSrcSet: string | null;
  untranslated?: readonly string[];
}

export function HighlightsSection({ header }: { header: PartHeader }) {
  const words = useHomeWords().highlights;
  const islandProps = useIslandWords(['carousel', 'highlights']);
  return (
    <HomeSection
      carousel
      className="section-soft home-highlights"
      titleId="home-highlights-title"
      // Named rather than by its heading, so the form's label 'School' names one control.
      label={words.label}
      {...header}
    >
      <Island name="highlights-carousel" component={HighlightsIsland} props={islandProps} wake="visible" />
    </HomeSection>
  );
}

/** The section's slides (or its loading and failure states): an island, hydrated as it nears the screen. */
export function HighlightsIsland({ words }: { words?: HomeIslandWords }) {
  return (
    <IslandWords words={words}>
      <Highlights />
    </IslandWords>
  );
}

function Highlights() {
  const HIGHLIGHTS_WORDS = useHomeWords().highlights;
  const { data, isPending, isError, refetch, isFetching } = trpc.highlights.list.useQuery(
    undefined,
    HOME_QUERY_OPTIONS,
  );
  // On failure the default slides show with an inline notice; an empty list shows them too.
  const slides: HighlightView[] = isError ? FALLBACK_HIGHLIGHTS : data?.length ? data : FALLBACK_HIGHLIGHTS;
  const retry = (
    <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
      <Refresh />
      {HIGHLIGHTS_WORDS.retry}
    </button>
  );
  return isPending ? (
    <Loading>{HIGHLIGHTS_WORDS.loading}</Loading>
  ) : isError && slides.length === 0 ? (
    <div className="empty-state carousel-error" role="alert">
      <h3>{HIGHLIGHTS_WORDS.failedTitle}</h3>
      <p>{HIGHLIGHTS_WORDS.failedText}</p>
      {retry}
    </div>
  ) : (
    <>
      {isError && (
        <div className="highlights-notice" role="status">
          <Alert />
          <span>{HIGHLIGHTS_WORDS.usingDefaults}</span>
          {retry}
        </div>
      )}
      <HighlightsCarousel slides={slides} />
    </>
  );
}

function HighlightsCarousel({ slides }: { slides: HighlightView[] }) {
  const words = useHomeWords().highlights;
  const language = useLanguage();
  const c = useCarousel({
    count: slides.length,
    intervalMs: HIGHLIGHTS_INTERVAL_MS,
    resumeAfterMs: HIGHLIGHTS_RESUME_MS,
  });
  // The current slide, with its neighbours beside it on desktop (CSS hides them on narrow screens).
  return (
    <Carousel
      className="highlights"
      trackClassName="highlights-track"
      carousel={c}
      items={slides}
      before={1}
      after={1}
      renderSlide={(item, slide, offset) => (
        <Slide
          key={`${item.id}:${offset}`}
          className={`highlight-slide gradient-${slide % 4}`}
          slide={slide}
          count={slides.length}
          offset={offset}
          jump={{
            className: 'highlight-jump',
            label: fill(words.jump, { n: slide + 1, title: item.title }),
            onJump: () => c.goTo(slide),
          }}
        >
          <SlideImage
            className="highlight-image"
            image={item}
            sizes={offset === 0 ? '(min-width: 1024px) 640px, 100vw' : '320px'}
            fallback={null}
          />
          <div className="highlight-content">
            {item.subtitle && (
              <p className="highlight-subtitle" {...textLanguage(language, item, 'subtitle')}>
                {item.subtitle}
              </p>
            )}
            <h3 {...textLanguage(language, item, 'title')}>{item.title}</h3>
            {item.description ? (
              <p className="highlight-description" {...textLanguage(language, item, 'description')}>
                {item.description}
              </p>
            ) : (
              <p className="highlight-description">{words.defaultDescription}</p>
            )}
          </div>
        </Slide>
      )}
    />
  );
}
