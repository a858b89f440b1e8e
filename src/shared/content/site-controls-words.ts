// The words of the public pages' small controls (the header's menus, the theme switch, the site
// alert, a notice's copy link, the home video), kept here so they can be translated in one place.
// The server renders them into the page, with the words the site script (src/client/site/) says when a
// control changes as `data-` attributes, so the script imports no words. The menu and theme words are
// English's in the catalogues (src/shared/words/en.ts), which translate them.

export const MENU_WORDS = {
  open: 'Open menu',
  close: 'Close menu',
  main: 'Main',
  site: 'Site menu',
  /** The chevron beside a top-level item of the desktop navigation: 'About Us menu'. */
  dropdown: (label: string) => `${label} menu`,
  /** A section of the mobile menu: 'Expand About Us' / 'Collapse About Us'. */
  expand: (label: string) => `Expand ${label}`,
  collapse: (label: string) => `Collapse ${label}`,
  scrollProgress: 'Page scroll progress',
} as const;

export const THEME_WORDS = {
  /** Before the site script has read the theme: the server cannot know it. */
  neutral: 'Toggle dark mode',
  toDark: 'Switch to dark mode',
  toLight: 'Switch to light mode',
} as const;

export const ALERT_WORDS = {
  region: 'Site alert',
  more: 'More information',
  dismiss: 'Dismiss this alert',
} as const;

export const COPY_LINK_WORDS = {
  button: 'Copy link',
  copied: 'Link copied',
  failed: 'Could not copy the link. Copy it from the address bar.',
} as const;

export const VIDEO_WORDS = {
  caption: 'A day at our school',
  play: 'Play video',
  /** The link to the video's own page: the play button needs a script, this link does not. */
  watch: 'Watch the video (opens a new tab)',
  comingSoon: 'Our school video is coming soon.',
  privacy: 'The video player loads from its provider only when you press play.',
  frameTitle: 'Our school video',
} as const;
