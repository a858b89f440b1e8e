import { ACHIEVEMENTS_INTERVAL_MS, type AchievementCategory } from '../../../../shared/constants';
import { FALLBACK_ACHIEVEMENTS } from '../../../../shared/content/fallbacks';
import { CarouselControls, CarouselStatus } from '../../../components/carousel/carousel-controls';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { trpc } from '../../../lib/trpc';
import { Heart, Shield, Star, Trophy } from '../home-icons';
import { errorMessage, HOME_QUERY_OPTIONS } from '../home-query';
import { SafeImage } from '../safe-image';

interface AchievementView {
  _id: number | string;
  title: string;
  badge: string;
  organization: string;
  year: string;
  category: AchievementCategory;
  imageUrl: string | null;
  imageSrcSet: string | null;
}

// spec §3: the category decides the icon and the colour.
const CATEGORY_STYLE: Record<AchievementCategory, { label: string; Icon: typeof Trophy }> = {
  excellence: { label: 'Excellence', Icon: Trophy },
  trust: { label: 'Trust', Icon: Shield },
  respect: { label: 'Respect', Icon: Heart },
  brand: { label: 'Recognition', Icon: Star },
};

export function AchievementsSection() {
  const { data, isPending, isError, error } = trpc.achievements.list.useQuery(undefined, HOME_QUERY_OPTIONS);
  const items: AchievementView[] = isError ? FALLBACK_ACHIEVEMENTS : (data ?? []);
  if (!isPending && !isError && items.length === 0) return null;
  return (
    <section
      className="section home-achievements"
      aria-labelledby="home-achievements-title"
      aria-roledescription="carousel"
    >
      <div className="container">
        <div className="section-header">
          <span className="eyebrow">Proud Moments</span>
          <h2 id="home-achievements-title">Our Achievements</h2>
          <p>Results, recognition and milestones our students and teachers have earned together.</p>
        </div>
        {isPending ? (
          <p className="carousel-state" role="status">
            Loading achievements...
          </p>
        ) : (
          <>
            {/* spec §4/§8: on failure, a banner and the built-in achievements. */}
            {isError && (
              <p className="alert alert-info achievements-banner" role="status">
                Using fallback data. API: {errorMessage(error)}
              </p>
            )}
            <AchievementsCarousel items={items} />
          </>
        )}
      </div>
    </section>
  );
}

function AchievementsCarousel({ items }: { items: AchievementView[] }) {
  const c = useCarousel({ count: items.length, intervalMs: ACHIEVEMENTS_INTERVAL_MS });
  const item = items[c.index];
  if (!item) return null;
  const style = CATEGORY_STYLE[item.category] ?? CATEGORY_STYLE.excellence;
  const { Icon } = style;
  const art = (
    <div className="achievement-art" aria-hidden="true">
      <Icon />
    </div>
  );
  return (
    <div className="achievements" {...c.rootProps}>
      <div className="carousel-viewport" {...c.viewportProps}>
        <article
          key={`${item._id}`}
          className={`achievement-card cat-${item.category} carousel-slide-in`}
          aria-roledescription="slide"
          aria-label={`${c.index + 1} of ${items.length}`}
        >
          <div className="achievement-media">
            {item.imageUrl ? (
              <SafeImage
                src={item.imageUrl}
                srcSet={item.imageSrcSet}
                sizes="(min-width: 768px) 520px, 100vw"
                width={1600}
                height={900}
                alt=""
                loading="lazy"
                decoding="async"
                fallback={art}
              />
            ) : (
              art
            )}
          </div>
          <div className="achievement-body">
            <span className="achievement-category">
              <Icon />
              {style.label}
            </span>
            <h3>{item.title}</h3>
            {item.badge && <p className="achievement-badge">{item.badge}</p>}
            <dl className="achievement-meta">
              {item.organization && (
                <div>
                  <dt>Awarded by</dt>
                  <dd>{item.organization}</dd>
                </div>
              )}
              <div>
                <dt>Year</dt>
                <dd>{item.year}</dd>
              </div>
            </dl>
          </div>
        </article>
      </div>
      <CarouselControls count={items.length} index={c.index} onPrev={c.prev} onNext={c.next} onDot={c.goTo} />
      <CarouselStatus
        isRotating={c.isRotating}
      >{`Slide ${c.index + 1} of ${items.length}: ${item.title}`}</CarouselStatus>
    </div>
  );
}
