import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_HIGHLIGHTS } from '../../src/shared/content/fallbacks';
import { clearRows } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The home page's four carousels are islands: the server draws each, with its data, its empty
// state or its fallback, and the browser only wakes what the server drew. What a visitor sees when
// a list is empty or cannot be read is therefore in the server's HTML, read here.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function homeHtml(app: TestApp): Promise<string> {
  const res = await app.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The HTML of the section named by the heading `title` (the sections follow each other in the page). */
function sectionOf(html: string, title: string): string {
  const at = html.indexOf(`>${title}</h2>`);
  expect(at, `a section headed ${title}`).toBeGreaterThan(-1);
  const start = html.lastIndexOf('<section', at);
  return html.slice(start, html.indexOf('</section>', at));
}

describe('home carousels in the server HTML', () => {
  it('are islands woken near the screen, each holding its first slide', async () => {
    t = await makeTestApp();
    const html = await homeHtml(t);
    for (const [title, island] of [
      ['Glimpse into Student Life', 'journeys-carousel'],
      ['Our Achievements', 'achievements-carousel'],
      ['School Highlights', 'highlights-carousel'],
      ['Student Art Gallery', 'art-gallery'],
    ] as const) {
      const section = sectionOf(html, title);
      expect(section).toMatch(new RegExp(`data-island="${island}"`));
      expect(section).toContain('data-wake="visible"');
      expect(section).toContain('aria-label="Go to slide 1" aria-current="true"');
      // Not rotating until the browser holds it: its live region is polite.
      expect(section).toContain('aria-live="polite"');
    }
  });

  it('show their empty states when the office has no items', async () => {
    t = await makeTestApp();
    clearRows(t.app.svc, 'journeys', 'achievements', 'highlights', 'artworks');
    const html = await homeHtml(t);
    expect(sectionOf(html, 'Glimpse into Student Life')).toContain('No journey data available');
    const art = sectionOf(html, 'Student Art Gallery');
    expect(art).toContain('No artworks found');
    expect(art).toContain('Upload some student artwork to get started!');
    expect(art).toMatch(/<button[^>]*>.*Refresh<\/button>/s);
    // The highlights show the built-in slides; the achievements section is left out.
    expect(sectionOf(html, 'School Highlights')).toContain(String(FALLBACK_HIGHLIGHTS[0]?.title));
    expect(html).not.toContain('>Our Achievements</h2>');
  });

  it('when a list cannot be read, the page still answers and the carousel fetches it in the browser', async () => {
    t = await makeTestApp();
    // Not the highlights: the page cache reads their publish windows too, and fails the page first.
    for (const table of ['journeys', 'achievements', 'artworks'])
      t.app.svc.db.$client.exec(`ALTER TABLE ${table} RENAME TO ${table}_gone`);
    const html = await homeHtml(t);
    // The island says it is loading, and the page's data leaves the list out, so the island, once
    // woken, asks for it and shows the list, or its fallback and retry button, as the answer says.
    expect(sectionOf(html, 'Glimpse into Student Life')).toContain('Loading your journey...');
    expect(sectionOf(html, 'Our Achievements')).toContain('Loading achievements...');
    expect(sectionOf(html, 'Student Art Gallery')).toContain('Loading artworks...');
    const data = JSON.parse(
      /<script type="application\/json" id="__PAGE_DATA__">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>;
    expect(Object.keys(data).filter((key) => /"(journeys|achievements|artworks)"/.test(key))).toEqual([]);
    expect(Object.keys(data).some((key) => key.includes('"highlights"'))).toBe(true);
  });
});
