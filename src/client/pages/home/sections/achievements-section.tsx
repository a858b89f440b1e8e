import { ACHIEVEMENTS_INTERVAL_MS, type AchievementCategory } from '../../../../shared/constants';
import { ACHIEVEMENTS_WORDS } from '../../../../shared/content/carousel-words';
import { FALLBACK_ACHIEVEMENTS } from '../../../../shared/content/fallbacks';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { Island } from '../../../islands/island';
import { trpc } from '../../../lib/trpc';
import { Heart, Shield, Star, Trophy } from '../home-icons';
import { Carousel, HomeSection, Loading, type PartHeader, Slide, SlideImage } from '../home-parts';
import { errorMessage, HOME_QUERY_OPTIONS } from '../home-query';

interface AchievementView {
  id: number | string;
  title: string;
  badge: string;
  organization: string;
  year: string;
  category: AchievementCategory;
  imageUrl: string | null;
  imageSrcSet: string | null;
}

// The category decides the icon and the colour.
const CATEGORY_STYLE: Record<AchievementCategory, { label: string; Icon: typeof Trophy }> = {
  excellence: { label: ACHIEVEMENTS_WORDS.categories.excellence, Icon: Trophy },
  trust: { label: ACHIEVEMENTS_WORDS.categories.trust, Icon: Shield },
  respect: { label: ACHIEVEMENTS_WORDS.categories.respect, Icon: Heart },
  brand: { label: ACHIEVEMENTS_WORDS.categories.brand, Icon: Star },
};

export function AchievementsSection({ header }: { header: PartHeader }) {
  // Read here too (the same prefetched data): without achievements the section is left out.
  const { data, isPending, isError } = trpc.achievements.list.useQuery(undefined, HOME_QUERY_OPTIONS);
  if (!isPending && !isError && !data?.length) return null;
  return (
    <HomeSection carousel className="home-achievements" titleId="home-achievements-title" {...header}>
      <Island name="achievements-carousel" component={AchievementsIsland} props={{}} wake="visible" />
    </HomeSection>
  );
}

/** The section's cards (or its loading and failure states): an island, hydrated as it nears the screen. */
export function AchievementsIsland() {
  const { data, isPending, isError, error } = trpc.achievements.list.useQuery(undefined, HOME_QUERY_OPTIONS);
  const items: AchievementView[] = isError ? FALLBACK_ACHIEVEMENTS : (data ?? []);
  return isPending ? (
    <Loading>{ACHIEVEMENTS_WORDS.loading}</Loading>
  ) : (
    <>
      {/* On failure, a banner and the built-in achievements (content/fallbacks.ts). */}
      {isError && (
        <p className="alert alert-info achievements-banner" role="status">
          {ACHIEVEMENTS_WORDS.usingFallback(errorMessage(error))}
        </p>
      )}
      <AchievementsCarousel items={items} />
    </>
  );
}

function AchievementsCarousel({ items }: { items: AchievementView[] }) {
  const c = useCarousel({ count: items.length, intervalMs: ACHIEVEMENTS_INTERVAL_MS });
  return <Carousel className="achievements" carousel={c} items={items} renderSlide={renderAchievement} />;
}

function renderAchievement(item: AchievementView, slide: number, _offset: number, count: number) {
  const style = CATEGORY_STYLE[item.category] ?? CATEGORY_STYLE.excellence;
  const { Icon } = style;
  const art = (
    <div className="achievement-art" aria-hidden="true">
      <Icon />
    </div>
  );
  return (
    <Slide key={`${item.id}`} className={`achievement-card cat-${item.category}`} slide={slide} count={count}>
      <div className="achievement-media">
        <SlideImage image={item} sizes="(min-width: 768px) 520px, 100vw" fallback={art} />
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
              <dt>{ACHIEVEMENTS_WORDS.awardedBy}</dt>
              <dd>{item.organization}</dd>
            </div>
          )}
          <div>
            <dt>{ACHIEVEMENTS_WORDS.year}</dt>
            <dd>{item.year}</dd>
          </div>
        </dl>
      </div>
    </Slide>
  );
}
