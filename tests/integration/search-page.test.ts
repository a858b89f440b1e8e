import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchedWords } from '../../src/server/features/search/searched-words';
import { LANGUAGES, PATHS, pathInLanguage } from '../../src/shared/paths';
import { createNoticeRow } from '../factories/notices';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The search page (docs/architecture.md, "Site search"): its answer is for the one who asked, so it
// is never stored in the page cache in any language, never indexed, and says so in its headers; its
// links stay in the page's language; a page of results that does not exist is a 404. The results
// are the seeded site's, found by the real index.

const SITE = 'https://school.example';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: SITE });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
const cachedKeys = () => [...(t.app.pageCache as unknown as { pages: Map<string, unknown> }).pages.keys()];
/** The <main> of a page, where the page's own links are. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const hrefsOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1] ?? '');

describe('the search page', () => {
  it('answers with noindex, no-cache, no canonical and no language alternates', async () => {
    const res = await get('/search?q=fees');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).not.toContain('hreflang=');
    expect(res.body).toContain('<title>“fees”: search results | ');
    expect(res.body).toMatch(/<h1[^>]*>Search<\/h1>/);
    expect(res.body.replaceAll('<!-- -->', '')).toMatch(/\d+ results for “<bdi>fees<\/bdi>”/);
  });

  it('is never stored in the page cache, in any language, with a query or without', async () => {
    for (const { code } of LANGUAGES) {
      const path = pathInLanguage(PATHS.search, code);
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      expect(first.headers['x-robots-tag'], path).toBe('noindex');
      // A page the cache would keep is stored by its first request: this one is rendered each time.
      await get(path);
      await get(`${path}?q=fees`);
    }
    expect(cachedKeys().filter((key) => key.includes(PATHS.search))).toEqual([]);
    // Other pages still are: the rule is the search page's, not every page's.
    await get(PATHS.fees);
    expect(cachedKeys()).toContain(PATHS.fees);
  });

  it('renders each request: another query is another page', async () => {
    const fees = await get('/search?q=fees');
    const hifz = await get('/search?q=hifz');
    expect(fees.body).toContain('Admission form fee');
    expect(hifz.body).not.toContain('value="fees"');
    expect(hifz.body).toContain('Hifz Revision Halaqa');
    expect(hifz.body).toContain('value="hifz"');
  });

  it('keeps its links, its form and the header’s search in the page’s language', async () => {
    const res = await get(`/mr/search?q=${encodeURIComponent('शुल्क')}`);
    expect(res.statusCode).toBe(200);
    const main = mainOf(res.body);
    const links = hrefsOf(main).filter((href) => href.startsWith('/'));
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((href) => !href.startsWith('/mr/'))).toEqual([]);
    expect(links).toContain('/mr/fees?tab=fee-structure');
    expect(links).toContain(`/mr/search?q=${encodeURIComponent('शुल्क')}&amp;page=2`);
    expect(main).toContain('action="/mr/search"');
    // The header's two search fields (above the row and in the mobile menu) search in Marathi too.
    const actions = [...res.body.matchAll(/<form[^>]*role="search"[^>]*>/g)].map(
      (m) => /action="([^"]*)"/.exec(m[0])?.[1],
    );
    expect(actions).toEqual(['/mr/search', '/mr/search', '/mr/search']);
    // The words are Marathi's (React marks where the parts of one text meet).
    expect(res.body.replaceAll('<!-- -->', '')).toMatch(/पान 1 \/ \d/);
    expect(res.body).toContain('आणखी निकाल');
  });

  it('marks an English text on another language’s page, left to right on an Urdu one', async () => {
    // The fee structure's texts have no Urdu translation: the Urdu page shows, and search finds, the English.
    const res = await get('/ur/search?q=withdrawal');
    expect(res.body).toMatch(
      /<h3 class="search-result-title" lang="en" dir="ltr"><a href="\/ur\/fees">Fee Structure 2026-27<\/a><\/h3>/,
    );
    expect(res.body).toMatch(/<p class="search-passage" lang="en" dir="ltr">[^<]*<mark>[Ww]ithdraw/);
    // The kind is the page's own word.
    expect(res.body).toContain('<span class="search-kind">');
    const hindi = await get('/hi/search?q=withdrawal');
    expect(hindi.body).toMatch(/<h3 class="search-result-title" lang="en"><a href="\/hi\/fees">/);
  });

  it('draws the passage’s pieces as text, the searched words in <mark>', async () => {
    createNoticeRow(t.app.svc, {
      title: 'Term 1 exam timetable',
      body: 'The examination timetable <for> Grades 3 to 10.',
    });
    const res = await get('/search?q=examination');
    expect(res.body).toContain('The <mark>examination</mark> timetable &lt;for&gt; Grades 3 to 10.');
    const typed = await get(`/search?q=${encodeURIComponent('<b>fees</b>')}`);
    expect(typed.statusCode).toBe(200);
    expect(typed.body).not.toContain('<b>fees</b>');
    expect(typed.body).toContain('&lt;b&gt;fees&lt;/b&gt;');
  });

  it('says when the query was cut to its first characters or words', async () => {
    const note = 'Only the first 100 characters and 8 words were searched.';
    expect((await get('/search?q=fees')).body).not.toContain(note);
    const long = await get(`/search?q=${'fees'.repeat(30)}`);
    expect(long.body).toContain(note);
    expect(long.body).toContain(`value="${'fees'.repeat(25)}"`);
    expect((await get(`/search?q=${'fees+'.repeat(9)}`)).body).toContain(note);
  });

  it('offers the words searched most for an empty query, and help when nothing was found', async () => {
    // Five searches that found something make a suggestion; four do not; nor does a word of digits.
    for (let i = 0; i < 5; i += 1) {
      await get('/search?q=hifz');
      await get('/search?q=2026');
    }
    for (let i = 0; i < 4; i += 1) await get('/search?q=admission');
    searchedWords(t.app.svc).flush();
    const empty = await get('/search');
    expect(empty.body).toContain('What are you looking for?');
    const suggested = hrefsOf(mainOf(empty.body)).filter((href) => href.startsWith('/search?q='));
    expect(suggested).toContain('/search?q=hifz');
    expect(suggested).not.toContain('/search?q=admission');
    expect(suggested).not.toContain('/search?q=2026');
    // Counted in its own language only.
    expect(hrefsOf(mainOf((await get('/mr/search')).body))).not.toContain('/mr/search?q=hifz');
    const none = await get('/ur/search?q=zzzz');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('کوئی نتیجہ نہیں ملا');
    expect(hrefsOf(mainOf(none.body))).toEqual(['/ur/#home-faq-title', '/ur/contact']);
  });

  it('answers 404 for a page of results that does not exist, as the notices list does', async () => {
    expect((await get('/search?q=fees&page=2')).statusCode).toBe(200);
    for (const url of [
      '/search?q=fees&page=9',
      '/search?q=zzzz&page=2',
      '/search?q=e&page=0',
      '/search?q=e&page=two',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/search?q=fees&page=9')).body).toContain('There is no such page of results.');
  });

  it('is in no sitemap', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/search');
  });
});
