// Every sentence of the home page's four carousels (their controls' names, the line a screen reader
// hears, their loading, empty and failure states), in one place so they can be translated together.

/** The arrows', dots' and Pause/Play's names; `item` is what a slide is called ('slide'). */
export const CAROUSEL_WORDS = {
  previous: (item: string) => `Previous ${item}`,
  next: (item: string) => `Next ${item}`,
  goTo: (item: string, n: number) => `Go to ${item} ${n}`,
  /** The hidden status line naming the current slide. */
  current: (n: number, count: number, title: string) => `Slide ${n} of ${count}: ${title}`,
  /** A slide's name: its position. */
  position: (n: number, count: number) => `${n} of ${count}`,
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
  jump: (n: number, title: string) => `Show slide ${n}: ${title}`,
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
  usingFallback: (message: string) => `Using fallback data. API: ${message}`,
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
  jump: (n: number, title: string) => `Show artwork ${n}: ${title}`,
  alt: (title: string, artist: string) => (artist ? `${title} by ${artist}` : title),
  unavailable: (title: string) => `${title} (image unavailable)`,
} as const;
