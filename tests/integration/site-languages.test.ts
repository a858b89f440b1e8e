import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressPage, PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_ENTRIES } from '../../src/server/ssr/page-cache';
import { OFFLINE_PATH } from '../../src/shared/content/offline-words';
import { LANGUAGES, PAGES, PREFIXED_LANGUAGES, pathInLanguage } from '../../src/shared/paths';
import { PAGE_CATALOGUES } from '../../src/shared/words/pages';
import { EN_PAGES } from '../../src/shared/words/pages/en';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The public pages' own words, dates, feeds and offline page in each language (docs/architecture.md,
// "Languages", "The pages' words"): a Marathi page says its interface in Marathi, its dates with
// Marathi month names and Latin digits, its feeds are Marathi's, and English's stay as they were.

const SITE = 'https://school.example';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: SITE });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const MR = PAGE_CATALOGUES.mr;

describe('the notices pages in Marathi', () => {
  it('shows the filters, Pinned and the date in Marathi, and marks what it translated', async () => {
    const res = await get('/mr/notices');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`aria-label="${MR.notices.categoriesLabel}"`);
    for (const label of Object.values(MR.notices.categories)) expect(html).toContain(`>${label}<`);
    expect(html).toContain(`>${MR.notices.pinned}</span>`);
    expect(html).not.toContain('>Pinned<');
    // A date: Marathi month name, Latin digits.
    expect(html).toMatch(new RegExp(`<time dateTime="[^"]+">\\d{1,2} (${MR.dates.months.join('|')}) \\d{4}</time>`));
    expect(html).not.toMatch(/[०-९]/);
    expect(html).toContain(`<title>${MR.titles.notices.title} | `);
    expect(html).toMatch(
      new RegExp(
        `<section class="page-hero" lang="mr"><div class="container"><span class="eyebrow">${MR.notices.heading === '' ? '' : MR.titles.notices.eyebrow}`,
      ),
    );
    expect(html).toContain('class="section notices-section" aria-labelledby="notices-results-title" lang="mr"');
    // The search island carries its words, in Marathi only.
    expect(html).toContain(`placeholder="${MR.notices.search.label}"`);
    expect(html).toContain('data-island="notice-search"');
    expect(html).toContain(`&quot;label&quot;:&quot;${MR.notices.search.label}&quot;`);
  });

  it('says "No notices found" in Marathi when nothing matches', async () => {
    const html = (await get('/mr/notices?q=zzzz-nothing-matches')).body;
    expect(html).toContain(`>${MR.notices.noneFound}</h2>`);
    expect(html).toContain(MR.notices.noMatch);
    expect(html).not.toContain('No notices found');
    const english = (await get('/notices?q=zzzz-nothing-matches')).body;
    expect(english).toContain('>No notices found</h2>');
    expect(english).toContain('<section class="section notices-section" aria-labelledby="notices-results-title">');
  });

  it('lists its own language’s feed, and Urdu’s page marks its words right to left', async () => {
    const mr = (await get('/mr/notices')).body;
    expect(mr).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(mr).toContain('href="/mr/notices/feed.xml"');
    expect(mr).toContain(`${MR.notices.feedLink}</a>`);
    const ur = (await get('/ur/notices')).body;
    expect(ur).toContain('href="/ur/notices/feed.xml"');
    expect(ur).toContain('lang="ur" dir="rtl"');
    expect(ur).toContain(PAGE_CATALOGUES.ur.notices.categories.exam);
  });
});

describe('the calendar in Marathi', () => {
  it('names the month and weekdays in Marathi with Latin digits, and its feed is Marathi’s', async () => {
    const html = (await get('/mr/calendar?month=2027-01')).body;
    expect(html).toContain(`<h2 id="calendar-month-title" class="calendar-heading">${MR.dates.months[0]} 2027</h2>`);
    for (const day of MR.dates.weekdaysShort) expect(html).toContain(`>${day}</abbr>`);
    expect(html).toContain(`${MR.calendar.dates.monthsShort[11]} 2026`);
    expect(html).not.toMatch(/[०-९]/);
    expect(html).toContain(`aria-label="${MR.calendar.categoriesLabel}"`);
    expect(html).toContain(`href="/mr/calendar.ics"`);
    expect(html).toContain('type="text/calendar"');
    // The month island takes the Marathi words with its props.
    expect(html).toContain('data-island="calendar-month"');
    expect(html).toContain(MR.calendar.dates.months[0]);
    expect(html).toContain(`<title>${MR.titles.calendar.title}: ${MR.dates.months[0]} 2027 | `);
  });
});

describe('the feeds in each language', () => {
  it('/mr/notices/feed.xml says its language, links Marathi pages and titles in Marathi', async () => {
    const res = await get('/mr/notices/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<language>mr</language>');
    expect(res.body).toContain(`<link>${SITE}/mr/notices</link>`);
    expect(res.body).toContain(`href="${SITE}/mr/notices/feed.xml" rel="self"`);
    expect(res.body).toMatch(new RegExp(`<link>${SITE}/mr/notices/[a-z0-9-]+</link>`));
    expect(res.body).toContain(`: ${MR.notices.heading}</title>`);
    expect(res.body).not.toMatch(new RegExp(`<link>${SITE}/notices`));
    for (const code of PREFIXED_LANGUAGES)
      expect((await get(`/${code}/notices/feed.xml`)).body).toContain(`<language>${code}</language>`);
  });

  it('/mr/calendar.ics, a category’s and an event’s file are in Marathi; an unknown category is a 404', async () => {
    const feed = await get('/mr/calendar.ics');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain(`URL;VALUE=URI:${SITE}/mr/calendar`);
    expect(feed.body).toMatch(new RegExp(`CATEGORIES:(${Object.values(MR.calendar.categories).join('|')})`));
    const exam = await get('/mr/calendar.ics?category=exam');
    expect(exam.body).toContain(`: ${MR.calendar.categories.exam}`);
    expect((await get('/mr/calendar.ics?category=nope')).statusCode).toBe(404);
    const uid = /UID:([0-9a-z-]+)@/.exec(feed.body)?.[1];
    const one = await get(`/mr/calendar/${uid}.ics`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(`${SITE}/mr/calendar`);
  });

  it('keeps the English feeds in English', async () => {
    const rss = (await get('/notices/feed.xml')).body;
    expect(rss).toContain('<language>en-in</language>');
    expect(rss).toContain(`<link>${SITE}/notices</link>`);
    expect(rss).toContain(`: Notices</title>`);
    const ics = (await get('/calendar.ics?category=exam')).body;
    expect(ics).toContain(`URL;VALUE=URI:${SITE}/calendar\r\n`);
    expect(ics).toContain('CATEGORIES:Exam');
    expect(ics).toContain('PRODID:-//school.example//school-calendar//EN');
  });
});

describe('the offline page in each language', () => {
  it('says it in the language of its address, with the kept pages in that language', async () => {
    for (const { code } of LANGUAGES) {
      const words = PAGE_CATALOGUES[code].offline;
      const html = (await get(pathInLanguage(OFFLINE_PATH, code))).body;
      expect(html, code).toMatch(new RegExp(`<h1>${words.heading}</h1>`));
      expect(html, code).toContain(`<title>${words.title} | `);
      expect(html, code).toContain(`href="${pathInLanguage(PAGES.notices.path, code)}"`);
    }
    expect(EN_PAGES.offline.heading).toBe('You are offline');
  });

  it('the worker keeps the pages in its installer’s language and every language’s offline page', async () => {
    const script = (await get('/sw.js')).body;
    const handlers: Record<string, (event: unknown) => void> = {};
    const fetched: string[] = [];
    const context = vm.createContext({
      URL,
      Promise,
      Set,
      self: {
        location: { origin: SITE },
        addEventListener: (type: string, fn: (event: unknown) => void) => {
          handlers[type] = fn;
        },
        clients: { matchAll: async () => [{ url: `${SITE}/ur/fees` }] },
        skipWaiting: async () => undefined,
      },
      caches: { open: async () => ({ put: async () => undefined }) },
      fetch: async (href: string) => {
        fetched.push(new URL(href).pathname);
        return { status: 200, type: 'basic', redirected: false, headers: new Map([['content-type', 'text/html']]) };
      },
    });
    vm.runInContext(script, context);
    let installed: Promise<unknown> = Promise.resolve();
    handlers.install?.({ waitUntil: (p: Promise<unknown>) => (installed = p) });
    await installed;
    expect(fetched).toEqual(
      expect.arrayContaining(['/ur/notices', '/ur/calendar', '/ur/important-dates', '/ur/fees', '/ur/contact']),
    );
    for (const { code } of LANGUAGES) expect(fetched).toContain(pathInLanguage(OFFLINE_PATH, code));
    expect(fetched).not.toContain('/notices');
    // An address is answered with the offline page of its own language.
    const languageOfPath = context.languageOfPath as (path: string) => string | null;
    const inLanguage = context.inLanguage as (path: string, lang: string | null) => string;
    expect(inLanguage(OFFLINE_PATH, languageOfPath('/mr/fees'))).toBe('/mr/offline');
    expect(inLanguage(OFFLINE_PATH, languageOfPath('/fees'))).toBe('/offline');
  });
});

describe('the page cache', () => {
  it('holds every fixed public page in the four languages, with room for their variants', async () => {
    let entries = 0;
    let bytes = 0;
    for (const { code } of LANGUAGES) {
      for (const page of Object.values(PAGES)) {
        const res = await get(pathInLanguage(page.path, code));
        const stored = compressPage(res.statusCode, res.body);
        entries++;
        bytes += stored.br.length + stored.gzip.length;
      }
    }
    expect(entries).toBe(Object.keys(PAGES).length * LANGUAGES.length);
    expect(entries * 4).toBeLessThanOrEqual(PAGE_CACHE_MAX_ENTRIES);
    // About 330 entries of about 30 kB each with the variants parents reach: three times the fixed pages.
    expect(bytes * 3).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    // 120 pages rendered and compressed as the cache stores them (brotli and gzip): slow on a busy machine.
  }, 120_000);
});
