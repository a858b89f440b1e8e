import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from '../../src/client/pages/home/video-embed';

describe('toEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
  ])('embeds %s through a host the CSP allows', (url, embed) => {
    expect(toEmbedUrl(url)).toBe(embed);
  });

  it.each([
    '',
    'not a url',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://example.com/video.mp4',
    'https://www.youtube.com/watch?v=<script>',
  ])('refuses %j', (url) => {
    expect(toEmbedUrl(url)).toBeNull();
  });
});
