import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentServices } from '../../src/server/content/index';
import { FEATURES } from '../../src/server/features/index';
import { translateNotice } from '../../src/server/features/notices/service';
import { rebuildSearchIndex } from '../../src/server/platform/search/rebuild';
import { saveSettings } from '../../src/server/platform/settings';
import { CONTENT_TYPES } from '../../src/shared/content-types';
import { EventFieldsSchema } from '../../src/shared/schemas/events';
import type { SearchAnswer } from '../../src/shared/search';
import { attachFile, createNoticeRow, localTime } from '../factories/notices';
import { scannedPdfBytes, textPdfBytes } from '../fixtures/pdfs';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Site search over the real index (docs/decisions/051-site-search.md): each kind of content in each
// language, found from the moment its save returns and never when visitors may not see it; PDFs'
// words; the English fallback of a page in another language; queries that are not words.

let clock = new Date('2031-03-01T00:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: 'https://school.example' }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

/** search.query over HTTP, in a language (through /mr/trpc as the Marathi pages call it). */
async function search(q: string, lang = 'en', page = 1): Promise<SearchAnswer> {
  const input = encodeURIComponent(JSON.stringify({ q, page }));
  const res = await t.app.inject({ url: `${lang === 'en' ? '' : `/${lang}`}/trpc/search.query?input=${input}` });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).result.data as SearchAnswer;
}
const hrefs = (answer: SearchAnswer) => answer.results.map((r) => r.href);
const kinds = (answer: SearchAnswer) => answer.results.map((r) => r.kind);
const marked = (answer: SearchAnswer) =>
  answer.results.flatMap((r) => r.passage.filter((p) => p.mark).map((p) => p.text.toLowerCase()));

describe('what search finds', () => {
  it('finds each kind of content, each linked to its place', async () => {
    const fees = await search('fees');
    expect(hrefs(fees)).toContain('/fees?tab=fee-structure');
    expect(kinds(fees)).toEqual(expect.arrayContaining(['page', 'fee']));
    // "fee" and "fees" are one word (porter), and "Hifz" is found wherever it is said.
    expect(hrefs(await search('fee'))).toContain('/fees?tab=fee-structure');
    expect(marked(fees)).toEqual(expect.arrayContaining(['fee', 'fees']));
    const hifz = await search('Hifz');
    expect(kinds(hifz)).toEqual(expect.arrayContaining(['activity', 'faq', 'page']));
    expect(hrefs(hifz).some((h) => /^\/#faq-\d+$/.test(h))).toBe(true);
    expect(hrefs(hifz).some((h) => /^\/activities#activity-\d+$/.test(h))).toBe(true);
    const principal = await search('principal');
    expect(principal.results[0]).toMatchObject({ kind: 'person' });
    expect(principal.results[0]?.href).toMatch(/^\/leadership#person-\d+$/);
    const disclosure = await search('disclosure');
    expect(kinds(disclosure)).toContain('disclosure');
    expect(hrefs(disclosure)).toContain('/mandatory-public-disclosure');
    expect(hrefs(await search('contact'))).toContain('/contact');
  });

  it('finds a Marathi word of /mr/fees from /mr/search, its links in /mr/', async () => {
    const answer = await search('शुल्क', 'mr');
    expect(hrefs(answer)).toContain('/mr/fees?tab=fee-structure');
    expect(hrefs(answer).every((h) => h.startsWith('/mr/'))).toBe(true);
    expect(marked(answer)).toContain('शुल्क');
    // A word as a prefix: "प्रवेश" finds "प्रवेशासाठी"; but not inside a word ("ल्क" is no word of "शुल्क").
    expect(marked(await search('प्रवेश', 'mr')).some((w) => w.startsWith('प्रवेश') && w !== 'प्रवेश')).toBe(true);
    expect((await search('ल्क', 'mr')).total).toBe(0);
    // The same words in Hindi, and an Urdu word from the Urdu pages.
    expect(hrefs(await search('शुल्क', 'hi'))).toContain('/hi/fees?tab=fee-structure');
    expect(hrefs(await search('فیس', 'ur'))).toContain('/ur/fees?tab=fee-structure');
  });

  it('finds, on a page in another language, the English of what has no translation, marked English', async () => {
    // The fee structure's texts are not translated: the Marathi page shows the English, and so does search.
    const answer = await search('withdrawal', 'mr');
    const english = answer.results.find((r) => r.kind === 'fee');
    expect(english).toMatchObject({ lang: 'en', href: '/mr/fees' });
    // A translated item is found by its translation, and no longer by its English words.
    const notice = createNoticeRow(t.app.svc, { title: 'Sports uniform circular', body: 'Wear the house colours.' });
    expect(hrefs(await search('uniform', 'mr'))).toContain(`/mr${notice.path}`);
    translateNotice(t.app.svc, { id: notice.id, lang: 'mr', values: { title: 'क्रीडा गणवेश परिपत्रक' } }, 'admin');
    expect(hrefs(await search('गणवेश', 'mr'))).toContain(`/mr${notice.path}`);
    expect(hrefs(await search('uniform', 'mr'))).not.toContain(`/mr${notice.path}`);
    // English pages are not changed by it.
    expect(hrefs(await search('uniform'))).toContain(notice.path);
  });
});

describe('always current, by the pages’ own rules', () => {
  it('finds a scheduled notice only from the instant its window opens, and not after it closes', async () => {
    const opens = new Date('2031-04-10T03:30:00.000Z');
    const closes = new Date('2031-04-12T03:30:00.000Z');
    clock = new Date(opens.getTime() - 60_000);
    const notice = createNoticeRow(t.app.svc, {
      title: 'Zoological park excursion',
      publishAt: localTime(opens),
      expireAt: localTime(closes),
    });
    expect((await search('zoological')).total).toBe(0);
    clock = new Date(opens.getTime() - 1);
    expect((await search('zoological')).total).toBe(0);
    clock = new Date(opens);
    expect(hrefs(await search('zoological'))).toEqual([notice.path]);
    clock = new Date(closes);
    expect((await search('zoological')).total).toBe(0);
    clock = new Date('2031-03-01T00:00:00.000Z');
  });

  it('never finds a draft or a hidden person; a delete removes the item', async () => {
    const draft = createNoticeRow(t.app.svc, { title: 'Quarantined draft about xylophones', draft: true });
    expect((await search('xylophones')).total).toBe(0);
    const staff = contentServices.staff;
    const [person] = staff.list(t.app.svc).filter((p) => p.visible);
    if (!person) throw new Error('the seed has people');
    const surname = person.name.split(' ').pop() ?? '';
    expect(hrefs(await search(surname))).toContain(`/leadership#person-${person.id}`);
    const fields = CONTENT_TYPES.staff.fields.parse({ ...person, visible: false });
    await staff.update(t.app.svc, person.id, fields);
    expect(hrefs(await search(surname))).not.toContain(`/leadership#person-${person.id}`);
    await staff.update(t.app.svc, person.id, CONTENT_TYPES.staff.fields.parse({ ...person, visible: true }));
    expect(hrefs(await search(surname))).toContain(`/leadership#person-${person.id}`);

    const faq = await contentServices.faqs.create(
      t.app.svc,
      CONTENT_TYPES.faqs.fields.parse({ question: 'Is there a quokka enclosure?', answer: 'No.', category: 'general' }),
    );
    expect(hrefs(await search('quokka'))).toEqual([`/#faq-${faq.id}`]);
    await contentServices.faqs.remove(t.app.svc, faq.id);
    expect((await search('quokka')).total).toBe(0);
    expect(draft.status).toBe('draft');
  });

  it('finds a calendar event in its month, and not while it is a draft', async () => {
    const fields = EventFieldsSchema.parse({
      title: 'Robotics exhibition',
      category: 'event',
      startDate: '2031-05-14',
      draft: true,
    });
    const event = await contentServices.events.create(t.app.svc, fields);
    expect((await search('robotics exhibition')).total).toBe(0);
    await contentServices.events.update(t.app.svc, event.id, { ...fields, draft: false });
    expect(hrefs(await search('robotics exhibition'))).toEqual(['/calendar?month=2031-05']);
  });

  it('finds a word that is only inside a PDF attachment, from the upload’s return', async () => {
    const notice = createNoticeRow(t.app.svc, { title: 'Annual sports day' });
    await attachFile(t.app.svc, notice.id, textPdfBytes({ word: 'Marmalade' }), 'Sports day.pdf');
    const answer = await search('marmalade');
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({ kind: 'notice-file', href: notice.path, title: 'Annual sports day' });
    expect(marked(answer)).toEqual(['marmalade']);
    // The notices' own search agrees with the site's.
    const list = await t.app.inject({ url: '/notices?q=marmalade' });
    expect(list.body).toContain('Annual sports day');
    // A scan has no words to read: attached all the same, and finds nothing.
    await attachFile(t.app.svc, notice.id, scannedPdfBytes(), 'Scan.pdf');
    expect((await search('marmalade')).total).toBe(1);
  });
});

describe('settings', () => {
  it('finds the school by its new name from the save that renamed it', async () => {
    expect((await search('zephyrine')).total).toBe(0);
    saveSettings(t.app.svc, { schoolName: 'Zephyrine Academy' });
    const answer = await search('zephyrine');
    expect(answer.total).toBeGreaterThan(0);
    const texts = answer.results.map((r) => r.title + r.passage.map((p) => p.text).join(''));
    expect(texts.some((text) => text.includes('Zephyrine Academy'))).toBe(true);
  });
});

describe('queries that are not plain words', () => {
  it('reads operators, quotes, emoji and a 2,000-character paste as words, never an error', async () => {
    const operators = '"NEAR(fees admission) * ^fees -hifz AND OR NOT ( ) {title}: 😀 \u0000 \u200d';
    const answer = await search(operators.repeat(40).slice(0, 2000));
    expect(answer.shortened).toBe(true);
    expect(answer.words.length).toBeLessThanOrEqual(8);
    expect(Array.from(answer.q)).toHaveLength(100);
    for (const q of ['"', '*', 'AND', '-', '^', 'NEAR', 'fees"', '(', '😀', 'मराठी اردو fees']) {
      const res = await search(q);
      expect(res.page, q).toBe(1);
    }
    // The page itself: 200 with the line that says the query was cut.
    const page = await t.app.inject({ url: `/search?q=${encodeURIComponent(operators.repeat(40).slice(0, 2000))}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Only the first 100 characters and 8 words were searched.');
    // Percent-encoding that is not UTF-8: never a 500.
    expect([200, 400]).toContain((await t.app.inject({ url: '/search?q=%FF%FE' })).statusCode);
  });

  it('ranks a title above a passing mention, ten to a page', async () => {
    const first = await search('fees');
    expect(first.results).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    expect(first.results[0]?.title.toLowerCase()).toContain('fee');
    const second = await search('fees', 'en', 2);
    expect(second.results[0]?.href).not.toBe(first.results[0]?.href);
    const past = await t.app.inject({
      url: `/trpc/search.query?input=${encodeURIComponent(JSON.stringify({ q: 'fees', page: first.pages + 1 }))}`,
    });
    expect(past.statusCode).toBe(404);
  });
});

describe('rebuilding', () => {
  it('rebuilds the same index in one transaction; a rebuild that fails leaves the old one answering', async () => {
    const before = await search('hifz');
    const sources = FEATURES.flatMap((f) => f.search ?? []);
    const written = rebuildSearchIndex(t.app.svc, sources);
    expect(written).toBeGreaterThan(100);
    expect((await search('hifz')).total).toBe(before.total);
    const broken = () => {
      throw new Error('disk gone');
    };
    const failing = [...sources, { name: 'broken', reindex: broken }];
    expect(() => rebuildSearchIndex(t.app.svc, failing)).toThrow('disk gone');
    expect((await search('hifz')).total).toBe(before.total);
  });
});
