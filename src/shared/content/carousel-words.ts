// Every sentence of the home page's four carousels (their controls' names, the line a screen reader
// hears, their loading, empty and failure states), in one place so they can be translated together:
// English's, as `{placeholder}` templates (filled by `fill`), since an island takes them as JSON props
// on a page in another language (src/shared/words/pages/home/).

/** The arrows', dots' and Pause/Play's names. */
export const CAROUSEL_WORDS = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {n}',
  /** The hidden status line naming the current slide. */
  current: 'Slide {n} of {count}: {title}',
  /** A slide's name: its position. */
  position: '{n} of {count}',
  pause: 'Pause',
  play: 'Play',
} as const;

export const HIGHLIGHTS_WORDS = {
  /** The section's name (not its heading, so the form's label 'School' names one control). */
  label: 'Highlights',
  loading: 'Loading highlights...',
  failedTitle: 'Unable to load slides',
  failedText: 'There was an error loading the school highlights.',
  usingDefaults: 'API error: Using default slides',
  retry: 'Retry',
  defaultDescription: 'Discover amazing features and opportunities at our school.',
  jump: 'Show slide {n}: {title}',
} as const;

export const JOURNEYS_WORDS = {
  loading: 'Loading your journey...',
  failedTitle: 'Something went wrong',
  failedText: 'We could not load the latest student stories, so here are a few from our school.',
  tryAgain: 'Try Again',
  empty: 'No journey data available',
} as const;

export const ACHIEVEMENTS_WORDS = {
  loading: 'Loading achievements...',
  usingFallback: 'Using fallback data. API: {message}',
  awardedBy: 'Awarded by',
  year: 'Year',
  categories: { excellence: 'Excellence', trust: 'Trust', respect: 'Respect', brand: 'Recognition' },
} as const;

export const ART_WORDS = {
  loading: 'Loading artworks...',
  failedTitle: 'Error loading artworks',
  tryAgain: 'Try Again',
  emptyTitle: 'No artworks found',
  emptyText: 'Upload some student artwork to get started!',
  refresh: 'Refresh',
  jump: 'Show artwork {n}: {title}',
  /** An artwork's picture, by its artist (or its title alone when it has none). */
  alt: '{title} by {artist}',
  unavailable: '{title} (image unavailable)',
} as const;
