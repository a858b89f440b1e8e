import { HIGHLIGHTS_INTERVAL_MS, HIGHLIGHTS_RESUME_MS } from '../../../../shared/constants';
import { FALLBACK_HIGHLIGHTS } from '../../../../shared/content/fallbacks';
import { CarouselControls, CarouselStatus } from '../../../components/carousel/carousel-controls';
import { useCarousel, windowSlides } from '../../../components/carousel/use-carousel';
import { trpc } from '../../../lib/trpc';
import { Alert, Refresh } from '../home-icons';
import { HOME_QUERY_OPTIONS } from '../home-query';
import { SafeImage } from '../safe-image';

interface HighlightView {
  _id: number | string;
  title: string;
  subtitle: string;
  description: string;
  image: string | null;
  imageSrcSet: string | null;
}

export const DEFAULT_HIGHLIGHT_DESCRIPTION = 'Discover amazing features and opportunities at our school.';

export function HighlightsSection() {
  const { data, isPending, isError, refetch, isFetching } = trpc.highlights.list.useQuery(
    undefined,
    HOME_QUERY_OPTIONS,
  );
  // spec §4: on failure the default slides show with an inline notice; an empty list shows them too.
  const slides: HighlightView[] = isError ? FALLBACK_HIGHLIGHTS : data?.length ? data : FALLBACK_HIGHLIGHTS;
  const retry = (
    <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
      <Refresh />
      Retry
    </button>
  );
  return (
    <section
      className="section section-soft home-highlights"
      // Named 'Highlights' rather than by its heading, so the form's label 'School' names one control.
      aria-label="Highlights"
      aria-roledescription="carousel"
    >
      <div className="container">
        <div className="section-header">
          <span className="eyebrow">Around the campus</span>
          <h2 id="home-highlights-title">School Highlights</h2>
          <p>A closer look at what makes a school day here special.</p>
        </div>
        {isPending ? (
          <p className="carousel-state" role="status">
            Loading highlights...
          </p>
        ) : isError && slides.length === 0 ? (
          <div className="carousel-state carousel-error" role="alert">
            <h3>Unable to load slides</h3>
            <p>There was an error loading the school highlights.</p>
            {retry}
          </div>
        ) : (
          <>
            {isError && (
              <div className="highlights-notice" role="status">
                <Alert />
                <span>API error: Using default slides</span>
                {retry}
              </div>
            )}
            <HighlightsCarousel slides={slides} />
          </>
        )}
      </div>
    </section>
  );
}

function HighlightsCarousel({ slides }: { slides: HighlightView[] }) {
  // spec §2: 5 s autoplay; any manual action pauses it and it resumes 6 s later.
  const c = useCarousel({
    count: slides.length,
    intervalMs: HIGHLIGHTS_INTERVAL_MS,
    resumeAfterMs: HIGHLIGHTS_RESUME_MS,
  });
  // The current slide, with its neighbours beside it on desktop (CSS hides them on narrow screens).
  const visible = windowSlides(slides.length, c.index, 1, 1);
  const current = slides[c.index];
  return (
    <div className="highlights" {...c.rootProps}>
      <div className="carousel-viewport highlights-track" {...c.viewportProps}>
        {visible.map(({ slide, offset }) => {
          const item = slides[slide];
          if (!item) return null;
          const isCurrent = offset === 0;
          return (
            <article
              key={`${item._id}:${offset}`}
              className={`highlight-slide gradient-${slide % 4} carousel-slide-in`}
              data-offset={offset}
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${slides.length}`}
            >
              {item.image && (
                <SafeImage
                  className="highlight-image"
                  src={item.image}
                  srcSet={item.imageSrcSet}
                  sizes={isCurrent ? '(min-width: 1024px) 640px, 100vw' : '320px'}
                  width={1600}
                  height={900}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  fallback={null}
                />
              )}
              <div className="highlight-content">
                {item.subtitle && <p className="highlight-subtitle">{item.subtitle}</p>}
                <h3>{item.title}</h3>
                <p className="highlight-description">{item.description || DEFAULT_HIGHLIGHT_DESCRIPTION}</p>
              </div>
              {!isCurrent && (
                <button
                  type="button"
                  className="highlight-jump"
                  aria-label={`Show slide ${slide + 1}: ${item.title}`}
                  onClick={() => c.goTo(slide)}
                />
              )}
            </article>
          );
        })}
      </div>
      <CarouselControls count={slides.length} index={c.index} onPrev={c.prev} onNext={c.next} onDot={c.goTo} />
      <CarouselStatus isRotating={c.isRotating}>
        {current ? `Slide ${c.index + 1} of ${slides.length}: ${current.title}` : ''}
      </CarouselStatus>
    </div>
  );
}
