import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_HOME } from '../../src/shared/words/pages/home/en';
import { HI_HOME } from '../../src/shared/words/pages/home/hi';
import { MR_HOME } from '../../src/shared/words/pages/home/mr';
import { UR_HOME } from '../../src/shared/words/pages/home/ur';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The home page's and the information pages' own words in Marathi, Hindi and Urdu
// (docs/architecture.md, "Languages", "The home page's and information pages' words"): the FAQ's and
// the carousels' words in the server's HTML and in their islands' props, in one language; the office's
// items still in English marked lang="en"; English's pages as they were.

let t: TestApp;
const owner = { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true };
const admin = () => t.caller({ session: owner }).admin;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** The props an island was rendered with, by its name. */
function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`).exec(html);
  expect(match, `island ${name}`).not.toBeNull();
  const json = (match?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return JSON.parse(json) as Record<string, unknown>;
}

/** The element opening with `open` (its first occurrence) up to its text's end. */
const elementAt = (html: string, open: string) => {
  const at = html.indexOf(open);
  expect(at, open).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf('<', at + open.length));
};

describe('the home page in Marathi', () => {
  it("shows the FAQ's and the carousels' words in Marathi, and none of English's", async () => {
    const html = await page('/mr/');
    expect(html).toContain(`placeholder="${MR_HOME.faq.searchPlaceholder}"`);
    expect(html).toContain('प्रश्न शोधा');
    expect(html).toContain(`>${MR_HOME.faq.categories.fees}</a>`);
    expect(html).toContain('aria-label="मागील स्लाइड"');
    expect(html).toContain('aria-label="स्लाइड 2 वर जा"');
    expect(html).toContain('सर्व सूचना पाहा');
    expect(html).toContain(`>${MR_HOME.sections.disclosure}</a>`);
    expect(html).toContain(MR_HOME.sections.video.caption);
    for (const english of [
      EN_HOME.faq.searchLabel,
      EN_HOME.faq.searchPlaceholder,
      EN_HOME.faq.emptyTitle,
      `>${EN_HOME.faq.categories.fees}</a>`,
      'aria-label="Previous slide"',
      'aria-label="Go to slide 2"',
      'View all notices',
      EN_HOME.sections.disclosure,
      EN_HOME.sections.video.caption,
    ]) {
      expect(html, english).not.toContain(english);
    }
  });

  it('gives each island its part of the words in Marathi only', async () => {
    const html = await page('/mr/');
    const faq = islandProps(html, 'faq') as { words: typeof MR_HOME };
    expect(faq.words.faq.searchLabel).toBe(MR_HOME.faq.searchLabel);
    expect(Object.keys(faq.words)).toEqual(['faq']);
    const journeys = islandProps(html, 'journeys-carousel') as { words: typeof MR_HOME };
    expect(Object.keys(journeys.words).sort()).toEqual(['carousel', 'journeys']);
    expect(journeys.words.carousel.next).toBe('पुढील स्लाइड');
    const art = JSON.stringify(islandProps(html, 'art-gallery'));
    expect(art).toContain(MR_HOME.carousel.pause);
    expect(art).not.toMatch(/[\u0600-\u06FF]/u);
  });

  it('marks an office item still in English lang="en", and a translated one as Marathi', async () => {
    const before = await page('/mr/');
    expect(before).toContain('<span class="journey-label" lang="en">Nursery to UKG</span>');
    const journey = (await t.caller().journeys.list()).find((j) => j.label === 'Nursery to UKG');
    expect(journey).toBeDefined();
    await admin().journeys.translate({ id: journey?.id ?? 0, lang: 'mr', values: { label: 'नर्सरी ते यूकेजी' } });
    const after = await page('/mr/');
    expect(after).toContain('<span class="journey-label" lang="mr">नर्सरी ते यूकेजी</span>');
    // Its title, not translated, still says English.
    expect(after).toContain(`<h3 lang="en">${journey?.title}</h3>`);
  });
});

describe('the home page in Urdu', () => {
  it("shows the FAQ's and the carousels' words in Urdu, right to left, and none of English's", async () => {
    const html = await page('/ur/');
    expect(html).toContain('سوالات تلاش کریں');
    expect(html).toContain(`>${UR_HOME.faq.categories.fees}</a>`);
    expect(html).toContain('aria-label="پچھلی سلائیڈ"');
    expect(html).toContain('تمام اعلانات دیکھیں');
    expect(html).toContain('<div class="faq" lang="ur" dir="rtl">');
    for (const english of [EN_HOME.faq.searchLabel, 'aria-label="Previous slide"', 'View all notices']) {
      expect(html, english).not.toContain(english);
    }
    // No island carries Devanagari on an Urdu page.
    for (const name of ['faq', 'journeys-carousel', 'highlights-carousel', 'art-gallery']) {
      expect(JSON.stringify(islandProps(html, name))).not.toMatch(/[\u0900-\u097F]/u);
    }
  });

  it('marks an office item still in English lang="en" dir="ltr"', async () => {
    const html = await page('/ur/');
    expect(elementAt(html, '<span class="journey-label" lang="en" dir="ltr">')).toContain('Nursery to UKG');
  });
});

describe('the information pages in other languages', () => {
  it("show their own words around the office's lists", async () => {
    const fees = await page('/hi/fees');
    expect(fees).toContain(`>${HI_HOME.info.fees.amount}</th>`);
    expect(fees).toContain(HI_HOME.info.cta.apply);
    expect(fees).not.toContain('>Amount</th>');
    const activities = await page('/ur/activities');
    expect(activities).toContain(UR_HOME.info.activities.filterLegend);
    expect(activities).not.toContain('Filter activities by category');
    const leadership = await page('/mr/leadership');
    expect(leadership).toContain(MR_HOME.info.leadership.responsibilities);
    expect(leadership).not.toContain('>Responsibilities<');
  });
});

describe('English', () => {
  it('keeps its words, with no language marks and no words in the islands’ props', async () => {
    const html = await page('/');
    expect(html).toContain('Search questions');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('View all notices');
    expect(html).toContain('<span class="journey-label">Nursery to UKG</span>');
    expect(html).not.toContain('<div class="faq" lang');
    for (const name of ['faq', 'journeys-carousel', 'highlights-carousel', 'achievements-carousel', 'art-gallery']) {
      expect(islandProps(html, name)).not.toHaveProperty('words');
    }
    expect(await page('/fees')).toContain('>Amount</th>');
  });
});
