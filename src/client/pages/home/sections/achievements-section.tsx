import { ACHIEVEMENTS_INTERVAL_MS, type AchievementCategory } from '../../../../shared/constants';
import { FALLBACK_ACHIEVEMENTS } from '../../../../shared/content/fallbacks';
import { fill } from '../../../../shared/words/fill';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { Island } from '../../../islands/island';
import { type HomeIslandWords, IslandWords, useHomeWords, useIslandWords } from '../../../lib/home-words';
import { textLanguage, useLanguage } from '../../../lib/language';
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
  untranslated?: readonly string[];
}

// The category decides the icon and the colour (and its words, in the page's language).
const CATEGORY_ICONS: Record<AchievementCategory, typeof Trophy> = {
  excellence: Trophy,
  trust: Shield,
  respect: Heart,
  brand: Star,
};

export function AchievementsSection({ header }: { header: PartHeader }) {
  // Read here too (the same prefetched data): without achievements the section is left out.
  const { data, isPending, isError } = trpc.achievements.list.useQuery(undefined, HOME_QUERY_OPTIONS);
  const islandProps = useIslandWords(['carousel', 'achievements']);
  if (!isPending && !isError && !data?.length) return null;
  return (
    <HomeSection carousel className="home-achievements" titleId="home-achievements-title" {...header}>
      <Island name="achievements-carousel" component={AchievementsIsland} props={islandProps} wake="visible" />
    </HomeSection>
  );
}

/** The section's cards (or its loading and failure states): an island, hydrated as it nears the screen. */
export function AchievementsIsland({ words }: { words?: HomeIslandWords }) {
  return (
    <IslandWords words={words}>
      <Achievements />
    </IslandWords>
  );
}

function Achievements() {
  const ACHIEVEMENTS_WORDS = useHomeWords().achievements;
  const { data, isPending, isError, error } = trpc.achievements.list.useQuery(undefined, HOME_QUERY_OPTIONS);
  const items: AchievementView[] = isError ? FALLBACK_ACHIEVEMENTS : (data ?? []);
  return isPending ? (
    <Loading>{ACHIEVEMENTS_WORDS.loading}</Loading>
  ) : (
    <>
      {/* On failure, a banner and the built-in achievements (content/fallbacks.ts). */}
      {isError && (
        <p className="alert alert-info achievements-banner" role="status">
          {fill(ACHIEVEMENTS_WORDS.usingFallback, { message: errorMessage(error) })}
        </p>
      )}
      <AchievementsCarousel items={items} />
    </>
  );
}

function AchievementsCarousel({ items }: { items: AchievementView[] }) {
  const c = useCarousel({ count: items.length, intervalMs: ACHIEVEMENTS_INTERVAL_MS });
  const words = useHomeWords().achievements;
  const language = useLanguage();
  return (
    <Carousel
      className="achievements"
      carousel={c}
      items={items}
      renderSlide={(item, slide, _offset, count) => renderAchievement(item, slide, count, words, language)}
    />
  );
}

function renderAchievement(
  item: AchievementView,
  slide: number,
  count: number,
  words: ReturnType<typeof useHomeWords>['achievements'],
  language: ReturnType<typeof useLanguage>,
) {
  const category = item.category in CATEGORY_ICONS ? item.category : 'excellence';
  const Icon = CATEGORY_ICONS[category];
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
          {words.categories[category]}
        </span>
        <h3 {...textLanguage(language, item, 'title')}>{item.title}</h3>
        {item.badge && (
          <p className="achievement-badge" {...textLanguage(language, item, 'badge')}>
            {item.badge}
          </p>
        )}
        <dl className="achievement-meta">
          {item.organization && (
            <div>
              <dt>{words.awardedBy}</dt>
              <dd {...textLanguage(language, item, 'organization')}>{item.organization}</dd>
            </div>
          )}
          <div>
            <dt>{words.year}</dt>
            <dd>{item.year}</dd>
          </div>
        </dl>
      </div>
    </Slide>
  );
}
