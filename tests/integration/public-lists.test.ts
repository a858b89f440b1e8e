import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRows, insertRows } from '../factories/rows';
import { seededAdmissionsTexts } from '../helpers/seeded-year';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The public lists of the home page: the shape the client renders (`id`, image URLs, ISO dates) and
// their orders. Rows are stored as given (fixed times, image keys without files) because the subject
// here is how stored rows are read, not how the dashboard makes them.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  // Each test here owns its rows: start from empty lists.
  clearRows(t.app.svc, 'journeys', 'achievements', 'highlights', 'artworks', 'announcements');
});
afterAll(async () => {
  await t.close();
});

const at = (minutes: number) => new Date(Date.UTC(2025, 5, 1, 8, minutes));

describe('public lists', () => {
  it('lists journeys newest first in the public shape', async () => {
    insertRows(t.app.svc, 'journeys', [
      { title: 'Old journey', image: 'journeys/aaa', createdAt: at(1) },
      { title: 'New journey', label: 'Grade 1', createdAt: at(3) },
      { title: 'Middle journey', createdAt: at(2) },
    ]);
    const list = await t.caller().journeys.list();
    expect(list.map((j) => j.title)).toEqual(['New journey', 'Middle journey', 'Old journey']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: 'New journey',
      description: '',
      label: 'Grade 1',
      photoConsent: true,
      imageUrl: null,
      imageSrcSet: null,
      createdAt: at(3).toISOString(),
    });
    expect(list[2]?.imageUrl).toBe('/media/journeys/aaa-960.webp');
    expect(list[2]?.imageSrcSet).toBe(
      '/media/journeys/aaa-480.webp 480w, /media/journeys/aaa-960.webp 960w, /media/journeys/aaa-1600.webp 1600w',
    );
  });

  it('lists achievements by year, newest year first', async () => {
    insertRows(t.app.svc, 'achievements', [
      { title: 'A 2021', year: '2021', createdAt: at(9) },
      { title: 'A 2024', year: '2024', category: 'trust', createdAt: at(1) },
      { title: 'A 2023', year: '2023', createdAt: at(5) },
    ]);
    const list = await t.caller().achievements.list();
    expect(list.map((a) => a.title)).toEqual(['A 2024', 'A 2023', 'A 2021']);
    expect(list[0]).toMatchObject({ category: 'trust', year: '2024', imageUrl: null });
    expect(list[1]?.category).toBe('excellence');
  });

  it('lists highlight slides and artworks newest first', async () => {
    insertRows(t.app.svc, 'highlights', [
      { title: 'Slide old', createdAt: at(1) },
      { title: 'Slide new', description: 'Has text', createdAt: at(2) },
    ]);
    insertRows(t.app.svc, 'artworks', [
      {
        title: 'Art old',
        image: 'gallery/old',
        artist: 'A',
        grade: 'Grade 2',
        category: 'Painting',
        createdAt: at(1),
      },
      { title: 'Art new', image: 'gallery/new', createdAt: at(2) },
    ]);
    const highlights = await t.caller().highlights.list();
    expect(highlights.map((s) => s.title)).toEqual(['Slide new', 'Slide old']);
    expect(highlights[1]).toMatchObject({ imageUrl: null, imageSrcSet: null, description: '' });
    const art = await t.caller().artworks.list();
    expect(art.map((a) => a.title)).toEqual(['Art new', 'Art old']);
    expect(art[1]).toMatchObject({
      artist: 'A',
      grade: 'Grade 2',
      category: 'Painting',
      imageUrl: '/media/gallery/old-960.webp',
    });
    // The one artwork shape the site and the dashboard share: display fields only (no image key,
    // no update time), so nothing else of the stored row leaks.
    expect(Object.keys(art[0] ?? {}).sort()).toEqual(
      [
        'id',
        'artist',
        'buttonText',
        'category',
        'createdAt',
        'description',
        'grade',
        'imageSrcSet',
        'imageUrl',
        // Always true here: the site lists only images with consent on file (photo-consent.test.ts).
        'photoConsent',
        'subtitle',
        'title',
      ].sort(),
    );
  });

  it('lists announcements newest first with their link', async () => {
    insertRows(t.app.svc, 'announcements', [
      { title: 'Tile old', description: 'd', link: '/contact', createdAt: at(1) },
      { title: 'Tile new', description: 'd', buttonText: 'Go', link: '/fees', createdAt: at(2) },
    ]);
    const list = await t.caller().announcements.list();
    expect(list.map((a) => a.title)).toEqual(['Tile new', 'Tile old']);
    expect(list[0]).toMatchObject({ buttonText: 'Go', link: '/fees' });
  });
});

describe('home page server HTML', () => {
  it('contains the seeded content of every section before any script runs', async () => {
    const seeded = await makeTestApp();
    try {
      const res = await seeded.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('Nurturing The Uniqueness Of Every Student');
      expect(html).toContain(seededAdmissionsTexts().open);
      expect(html).toContain('Outstanding CBSE Board Results');
      expect(html).toContain('Early Years');
      expect(html).toContain('Modern Science Laboratories');
      expect(html).toContain('Morning Over Akola');
      expect(html).toContain('Admission Process');
      expect(html).toContain('Glimpse into Student Life');
      expect(html).toContain('id="contact"');
      expect(html).toMatch(/How much is the admission form fee\?/);
      // The data is in the page, so the client makes no second request on load.
      const data = JSON.parse(
        /<script type="application\/json" id="__PAGE_DATA__">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
      );
      expect(data['[["achievements","list"],{"type":"query"}]']).toEqual(expect.arrayContaining([expect.any(Object)]));
    } finally {
      await seeded.close();
    }
  });
});
