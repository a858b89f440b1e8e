import { ART_INTERVAL_MS } from '../../../../shared/constants';
import { CarouselControls, CarouselStatus } from '../../../components/carousel/carousel-controls';
import { useCarousel, windowSlides } from '../../../components/carousel/use-carousel';
import { Pause, Play } from '../../../components/icons/icons';
import type { RouterOutputs } from '../../../lib/trpc';
import { trpc } from '../../../lib/trpc';
import fallbackArtwork from '../assets/artwork-fallback.svg';
import { Palette, Refresh } from '../home-icons';
import { errorMessage, HOME_QUERY_OPTIONS } from '../home-query';
import { SafeImage } from '../safe-image';

type Artwork = RouterOutputs['artworks']['list'][number];

export function ArtGallerySection() {
  const { data, isPending, isError, error, refetch, isFetching } = trpc.artworks.list.useQuery(
    undefined,
    HOME_QUERY_OPTIONS,
  );
  return (
    <section className="section home-art" aria-labelledby="home-art-title" aria-roledescription="carousel">
      <div className="container">
        <div className="section-header">
          <span className="eyebrow">Creativity</span>
          <h2 id="home-art-title">Student Art Gallery</h2>
          <p>Paintings, sketches and posters made by our students.</p>
        </div>
        {isPending ? (
          <p className="carousel-state" role="status">
            Loading artworks...
          </p>
        ) : isError ? (
          <div className="carousel-state carousel-error" role="alert">
            <h3>Error loading artworks</h3>
            <p>{errorMessage(error)}</p>
            <button type="button" className="btn btn-primary" onClick={() => void refetch()} disabled={isFetching}>
              <Refresh />
              Try Again
            </button>
          </div>
        ) : data.length === 0 ? (
          <div className="carousel-state">
            <Palette />
            <h3>No artworks found</h3>
            <p>Upload some student artwork to get started!</p>
            <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
              <Refresh />
              Refresh
            </button>
          </div>
        ) : (
          <ArtCarousel items={data} />
        )}
      </div>
    </section>
  );
}

function ArtCarousel({ items }: { items: Artwork[] }) {
  // spec §2: autoplay every 4 s, on by default, toggled by Pause and Play; 3 cards on desktop.
  const c = useCarousel({ count: items.length, intervalMs: ART_INTERVAL_MS });
  const visible = windowSlides(items.length, c.index, 1, 1);
  const current = items[c.index];
  return (
    <div className="art" {...c.rootProps}>
      <div className="carousel-viewport art-track" {...c.viewportProps}>
        {visible.map(({ slide, offset }) => {
          const item = items[slide];
          if (!item) return null;
          const byline = [item.artist, item.grade].filter(Boolean).join(' · ');
          return (
            <article
              key={`${item._id}:${offset}`}
              className="art-card carousel-slide-in"
              data-offset={offset}
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${items.length}`}
            >
              <div className="art-media">
                <SafeImage
                  src={item.imageUrl ?? fallbackArtwork}
                  srcSet={item.imageUrl ? item.imageSrcSet : null}
                  sizes="(min-width: 1024px) 380px, (min-width: 640px) 600px, 100vw"
                  width={1600}
                  height={900}
                  alt={item.artist ? `${item.title} by ${item.artist}` : item.title}
                  loading="lazy"
                  decoding="async"
                  fallback={
                    // spec §2: a failed image is replaced by a default picture (local, DECISIONS.md).
                    <img
                      src={fallbackArtwork}
                      width={800}
                      height={600}
                      alt={`${item.title} (image unavailable)`}
                      loading="lazy"
                      draggable={false}
                    />
                  }
                />
                {item.category && <span className="art-category">{item.category}</span>}
              </div>
              <div className="art-body">
                <h3 className="art-title">{item.title}</h3>
                {byline && <p className="art-byline">{byline}</p>}
                {item.description && <p className="art-description">{item.description}</p>}
              </div>
              {offset !== 0 && (
                <button
                  type="button"
                  className="art-jump"
                  aria-label={`Show artwork ${slide + 1}: ${item.title}`}
                  onClick={() => c.goTo(slide)}
                />
              )}
            </article>
          );
        })}
      </div>
      <CarouselControls count={items.length} index={c.index} onPrev={c.prev} onNext={c.next} onDot={c.goTo}>
        <button type="button" className="btn btn-ghost art-toggle" onClick={c.isAutoplayOn ? c.pause : c.play}>
          {c.isAutoplayOn ? <Pause /> : <Play />}
          {c.isAutoplayOn ? 'Pause' : 'Play'}
        </button>
      </CarouselControls>
      <CarouselStatus isRotating={c.isRotating}>
        {current ? `Slide ${c.index + 1} of ${items.length}: ${current.title}` : ''}
      </CarouselStatus>
    </div>
  );
}
