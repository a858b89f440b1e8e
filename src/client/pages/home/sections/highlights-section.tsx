import { HIGHLIGHTS_INTERVAL_MS, HIGHLIGHTS_RESUME_MS } from '../../../../shared/constants';
import { HIGHLIGHTS_WORDS } from '../../../../shared/content/carousel-words';
import { FALLBACK_HIGHLIGHTS } from '../../../../shared/content/fallbacks';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { Island } from '../../../islands/island';
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
}

export const DEFAULT_HIGHLIGHT_DESCRIPTION = HIGHLIGHTS_WORDS.defaultDescription;

export function HighlightsSection({ header }: { header: PartHeader }) {
  return (
    <HomeSection
      carousel
      className="section-soft home-highlights"
      titleId="home-highlights-title"
      // Named rather than by its heading, so the form's label 'School' names one control.
      label={HIGHLIGHTS_WORDS.label}
      {...header}
    >
      <Island name="highlights-carousel" component={HighlightsIsland} props={{}} wake="visible" />
    </HomeSection>
  );
}

/** The section's slides (or its loading and failure states): an island, hydrated as it nears the screen. */
export function HighlightsIsland() {
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
            label: HIGHLIGHTS_WORDS.jump(slide + 1, item.title),
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
            {item.subtitle && <p className="highlight-subtitle">{item.subtitle}</p>}
            <h3>{item.title}</h3>
            <p className="highlight-description">{item.description || DEFAULT_HIGHLIGHT_DESCRIPTION}</p>
          </div>
        </Slide>
      )}
    />
  );
}
