import { ART_INTERVAL_MS } from '../../../../shared/constants';
import { fill } from '../../../../shared/words/fill';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { Pause, Play } from '../../../components/icons/icons';
import { Island } from '../../../islands/island';
import { type HomeIslandWords, IslandWords, useHomeWords, useIslandWords } from '../../../lib/home-words';
import { textLanguage, useLanguage } from '../../../lib/language';
import type { RouterOutputs } from '../../../lib/trpc';
import { trpc } from '../../../lib/trpc';
import fallbackArtwork from '../assets/artwork-fallback.svg';
import { Palette, Refresh } from '../home-icons';
import { Carousel, HomeSection, Loading, type PartHeader, Slide } from '../home-parts';
import { errorMessage, HOME_QUERY_OPTIONS } from '../home-query';
import { SafeImage } from '../safe-image';

type Artwork = RouterOutputs['artworks']['list'][number];

export function ArtGallerySection({ header }: { header: PartHeader }) {
  const islandProps = useIslandWords(['carousel', 'art']);
  return (
    <HomeSection carousel className="home-art" titleId="home-art-title" {...header}>
      <Island name="art-gallery" component={ArtGalleryIsland} props={islandProps} wake="visible" />
    </HomeSection>
  );
}

/** The section's artworks (or its loading, failure and empty states): an island, hydrated as it nears the screen. */
export function ArtGalleryIsland({ words }: { words?: HomeIslandWords }) {
  return (
    <IslandWords words={words}>
      <ArtGallery />
    </IslandWords>
  );
}

function ArtGallery() {
  const ART_WORDS = useHomeWords().art;
  const { data, isPending, isError, error, refetch, isFetching } = trpc.artworks.list.useQuery(
    undefined,
    HOME_QUERY_OPTIONS,
  );
  return isPending ? (
    <Loading>{ART_WORDS.loading}</Loading>
  ) : isError ? (
    <div className="empty-state carousel-error" role="alert">
      <h3>{ART_WORDS.failedTitle}</h3>
      <p>{errorMessage(error)}</p>
      <button type="button" className="btn btn-primary" onClick={() => void refetch()} disabled={isFetching}>
        <Refresh />
        {ART_WORDS.tryAgain}
      </button>
    </div>
  ) : data.length === 0 ? (
    <div className="empty-state">
      <Palette />
      <h3>{ART_WORDS.emptyTitle}</h3>
      <p>{ART_WORDS.emptyText}</p>
      <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
        <Refresh />
        {ART_WORDS.refresh}
      </button>
    </div>
  ) : (
    <ArtCarousel items={data} />
  );
}

function ArtCarousel({ items }: { items: Artwork[] }) {
  // Autoplay is on at first; the Pause/Play button toggles it.
  const c = useCarousel({ count: items.length, intervalMs: ART_INTERVAL_MS });
  const { art: ART_WORDS, carousel: CAROUSEL_WORDS } = useHomeWords();
  const language = useLanguage();
  return (
    <Carousel
      className="art"
      trackClassName="art-track"
      carousel={c}
      items={items}
      before={1}
      after={1}
      controls={
        <button type="button" className="btn btn-ghost art-toggle" onClick={c.isAutoplayOn ? c.pause : c.play}>
          {c.isAutoplayOn ? <Pause /> : <Play />}
          {c.isAutoplayOn ? CAROUSEL_WORDS.pause : CAROUSEL_WORDS.play}
        </button>
      }
      renderSlide={(item, slide, offset) => {
        const byline = [item.artist, item.grade].filter(Boolean).join(' · ');
        return (
          <Slide
            key={`${item.id}:${offset}`}
            className="art-card"
            slide={slide}
            count={items.length}
            offset={offset}
            jump={{
              className: 'art-jump',
              label: fill(ART_WORDS.jump, { n: slide + 1, title: item.title }),
              onJump: () => c.goTo(slide),
            }}
          >
            <div className="art-media">
              <SafeImage
                src={item.imageUrl ?? fallbackArtwork}
                srcSet={item.imageUrl ? item.imageSrcSet : null}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 600px, 100vw"
                width={1600}
                height={900}
                alt={item.artist ? fill(ART_WORDS.alt, { title: item.title, artist: item.artist }) : item.title}
                loading="lazy"
                decoding="async"
                fallback={
                  // A failed image is replaced by a default picture shipped with the site.
                  <img
                    src={fallbackArtwork}
                    width={800}
                    height={600}
                    alt={fill(ART_WORDS.unavailable, { title: item.title })}
                    loading="lazy"
                    draggable={false}
                  />
                }
              />
              {item.category && <span className="art-category">{item.category}</span>}
            </div>
            <div className="art-body">
              <h3 className="art-title" {...textLanguage(language, item, 'title')}>
                {item.title}
              </h3>
              {byline && <p className="art-byline">{byline}</p>}
              {item.description && (
                <p className="art-description" {...textLanguage(language, item, 'description')}>
                  {item.description}
                </p>
              )}
            </div>
          </Slide>
        );
      }}
    />
  );
}
