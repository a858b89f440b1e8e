import { JOURNEYS_INTERVAL_MS } from '../../../../shared/constants';
import { FALLBACK_JOURNEYS } from '../../../../shared/content/fallbacks';
import { CarouselControls, CarouselStatus } from '../../../components/carousel/carousel-controls';
import { useCarousel, windowSlides } from '../../../components/carousel/use-carousel';
import { trpc } from '../../../lib/trpc';
import { BookOpen, GraduationCap, Sparkles, Star } from '../home-icons';
import { HOME_QUERY_OPTIONS } from '../home-query';
import { SafeImage } from '../safe-image';

interface JourneyView {
  _id: number | string;
  title: string;
  description: string;
  label: string;
  imageUrl: string | null;
  imageSrcSet: string | null;
}

// DECISIONS.md: journey colours come from a fixed palette by position, not from the database.
const TONES = ['violet', 'amber', 'rose', 'indigo', 'teal'] as const;
const TONE_ICONS = [Sparkles, BookOpen, Star, GraduationCap, Sparkles];

export function JourneysSection() {
  const { data, isPending, isError } = trpc.journeys.list.useQuery(undefined, HOME_QUERY_OPTIONS);
  // spec §8: on failure the built-in sample journeys are shown (with the error panel above them).
  const items: JourneyView[] = isError ? FALLBACK_JOURNEYS : (data ?? []);
  return (
    <section
      className="section section-soft home-journeys"
      aria-labelledby="home-journeys-title"
      aria-roledescription="carousel"
    >
      <div className="container">
        <div className="section-header">
          <span className="eyebrow">Student Journey</span>
          <h2 id="home-journeys-title">Glimpse into Student Life</h2>
          <p>From the first day of Nursery to the last board exam, every stage has its own discoveries.</p>
        </div>
        {isPending ? (
          <p className="carousel-state" role="status">
            Loading your journey...
          </p>
        ) : (
          <>
            {isError && (
              <div className="carousel-state carousel-error" role="alert">
                <h3>Something went wrong</h3>
                <p>We could not load the latest student stories, so here are a few from our school.</p>
                <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
                  Try Again
                </button>
              </div>
            )}
            {items.length === 0 ? (
              <p className="carousel-state">No journey data available</p>
            ) : (
              <JourneysCarousel items={items} />
            )}
          </>
        )}
      </div>
    </section>
  );
}

function JourneysCarousel({ items }: { items: JourneyView[] }) {
  const c = useCarousel({ count: items.length, intervalMs: JOURNEYS_INTERVAL_MS });
  // One card on narrow screens, three from 1024 px (spec §2); CSS picks by data-offset.
  const visible = windowSlides(items.length, c.index, 0, 2);
  const current = items[c.index];
  return (
    <div className="journeys" {...c.rootProps}>
      <div className="carousel-viewport journeys-track" {...c.viewportProps}>
        {visible.map(({ slide, offset }) => {
          const item = items[slide];
          if (!item) return null;
          const tone = TONES[slide % TONES.length];
          const Icon = TONE_ICONS[slide % TONE_ICONS.length] ?? Sparkles;
          return (
            <article
              key={`${item._id}:${offset}`}
              className={`journey-card tone-${tone} carousel-slide-in`}
              data-offset={offset}
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${items.length}`}
            >
              <div className="journey-media">
                {item.imageUrl ? (
                  <SafeImage
                    src={item.imageUrl}
                    srcSet={item.imageSrcSet}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 600px, 100vw"
                    width={1600}
                    height={900}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    fallback={<JourneyArt Icon={Icon} />}
                  />
                ) : (
                  <JourneyArt Icon={Icon} />
                )}
                {item.label && <span className="journey-label">{item.label}</span>}
              </div>
              <div className="journey-body">
                <h3>{item.title}</h3>
                {item.description && <p>{item.description}</p>}
              </div>
            </article>
          );
        })}
      </div>
      <CarouselControls count={items.length} index={c.index} onPrev={c.prev} onNext={c.next} onDot={c.goTo} />
      <CarouselStatus isRotating={c.isRotating}>
        {current ? `Slide ${c.index + 1} of ${items.length}: ${current.title}` : ''}
      </CarouselStatus>
    </div>
  );
}

function JourneyArt({ Icon }: { Icon: typeof Sparkles }) {
  return (
    <div className="journey-art" aria-hidden="true">
      <Icon />
    </div>
  );
}
