// The words of a notice's page that its small script also shows (src/client/site/copy-link.ts): kept
// here so they can be translated in one place, and small enough for the site script to import.

export const COPY_LINK_WORDS = {
  button: 'Copy link',
  copied: 'Link copied',
  failed: 'Could not copy the link. Copy it from the address bar.',
} as const;
