import type { ReactNode } from 'react';
import { fill } from '../../../shared/words/fill';
import { CarouselControls, CarouselStatus } from '../../components/carousel/carousel-controls';
import { type useCarousel, windowSlides } from '../../components/carousel/use-carousel';
import { useHomeWords } from '../../lib/home-words';
import { SiteLink } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { SafeImage } from './safe-image';

// Building blocks shared by the home page's sections and carousels.

/** A home section's header, as the office words it in the home page's document. */
export interface PartHeader {
  eyebrow: string;
  title: string;
  /** HTML rendered on the server from the document's Markdown. */
  introHtml?: string;
  /** On a page in another language, a part whose header is still English's says so (englishMark). */
  lang?: string;
  dir?: 'ltr';
}

/**
 * A band of the home page with its centred header. Named by its heading, or by `label` when given;
 * `carousel` announces it as a carousel.
 */
export function HomeSection({
  id,
  className,
  titleId,
  label,
  carousel = false,
  eyebrow,
  title,
  introHtml,
  lang,
  dir,
  children,
}: PartHeader & {
  id?: string;
  className: string;
  titleId: string;
  label?: string;
  carousel?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`section ${className}${carousel ? ' carousel-section' : ''}`}
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      aria-roledescription={carousel ? 'carousel' : undefined}
      lang={lang}
      dir={dir}
    >
      <div className="container">
        <div className="section-header">
          <span className="eyebrow">{eyebrow}</span>
          <h2 id={titleId}>{title}</h2>
          {introHtml && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server, raw HTML off, safe links only
            <p dangerouslySetInnerHTML={{ __html: introHtml }} />
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Markdown of the home page's document, rendered on the server, put in place inside the design's element. */
export function DocHtml({
  as: Tag = 'p',
  html,
  className,
}: {
  as?: 'p' | 'span' | 'div';
  html: string;
  className?: string;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server, raw HTML off, safe links only
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A link of the document: a page of the site through the router (in the page's language), an anchor or an address as it is. */
export function HomeLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <SiteLink to={to} className={className}>
      {children}
    </SiteLink>
  );
}

/** The status line shown while a section's list loads. */
export function Loading({ children }: { children: string }) {
  return (
    <p className="empty-state" role="status">
      {children}
    </p>
  );
}

/**
 * A carousel: its viewport holding the current slide and `before`/`after` neighbours (`renderSlide`
 * draws each, given its position in `items` and its offset from the current one), the arrows and dots
 * (`controls` adds buttons to them), and the hidden status line naming the current slide.
 */
export function Carousel<T extends { title: string }>({
  className,
  trackClassName,
  carousel: c,
  items,
  before = 0,
  after = 0,
  controls,
  renderSlide,
}: {
  className: string;
  trackClassName?: string;
  carousel: ReturnType<typeof useCarousel>;
  items: readonly T[];
  before?: number;
  after?: number;
  controls?: ReactNode;
  renderSlide: (item: T, slide: number, offset: number, count: number) => ReactNode;
}) {
  const current = items[c.index];
  const words = useHomeWords().carousel;
  // Its controls' words are in the page's language, inside a section that may still say English.
  const own = useOwnLanguage();
  return (
    <div className={className} {...own} {...c.rootProps}>
      <div
        className={trackClassName ? `carousel-viewport ${trackClassName}` : 'carousel-viewport'}
        {...c.viewportProps}
      >
        {windowSlides(items.length, c.index, before, after).map(({ slide, offset }) => {
          const item = items[slide];
          return item ? renderSlide(item, slide, offset, items.length) : null;
        })}
      </div>
      <CarouselControls count={items.length} index={c.index} onPrev={c.prev} onNext={c.next} onDot={c.goTo}>
        {controls}
      </CarouselControls>
      <CarouselStatus isRotating={c.isRotating}>
        {current ? fill(words.current, { n: c.index + 1, count: items.length, title: current.title }) : ''}
      </CarouselStatus>
    </div>
  );
}

/** A slide's uploaded picture, or `fallback` when it has none or the picture cannot load. */
export function SlideImage({
  className,
  image,
  sizes,
  fallback,
}: {
  className?: string;
  image: { imageUrl: string | null; imageSrcSet: string | null };
  sizes: string;
  fallback: ReactNode;
}) {
  if (!image.imageUrl) return <>{fallback}</>;
  return (
    <SafeImage
      className={className}
      src={image.imageUrl}
      srcSet={image.imageSrcSet}
      sizes={sizes}
      width={1600}
      height={900}
      alt=""
      loading="lazy"
      decoding="async"
      fallback={fallback}
    />
  );
}

/** One slide of a carousel, named by its position ('2 of 5'); `offset` places it beside the current one. */
export function Slide({
  className,
  slide,
  count,
  offset,
  jump,
  children,
}: {
  className: string;
  slide: number;
  count: number;
  offset?: number;
  /** On a neighbour of the current slide, a button over it (its class and name) that brings it to the centre. */
  jump?: { className: string; label: string; onJump: () => void };
  children: ReactNode;
}) {
  const words = useHomeWords().carousel;
  return (
    <article
      className={`${className} carousel-slide-in`}
      data-offset={offset}
      aria-roledescription="slide"
      aria-label={fill(words.position, { n: slide + 1, count })}
    >
      {children}
      {jump && offset ? (
        <button type="button" className={jump.className} aria-label={jump.label} onClick={jump.onJump} />
      ) : null}
    </article>
  );
}
