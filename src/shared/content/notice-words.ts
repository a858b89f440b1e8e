// The words of a notice's Copy link, which the server writes and its small script shows
// (src/client/site/copy-link.ts): kept here so they can be translated in one place.

export const COPY_LINK_WORDS = {
  button: 'Copy link',
  copied: 'Link copied',
  failed: 'Could not copy the link. Copy it from the address bar.',
} as const;
