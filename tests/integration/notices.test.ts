import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextScheduledChange } from '../../src/server/feature';
import { FEATURES } from '../../src/server/features/index';
import { ATTACHMENT_REJECTED_MESSAGE, SLUG_TAKEN_MESSAGE } from '../../src/shared/notices';
import { attachFile, createNoticeRow, localTime, makePdfBytes } from '../factories/notices';
import { login } from '../fixtures/admin-http';
import { formData, jpeg, textNamedJpg } from '../fixtures/images';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// Notices (docs/decisions/019-notices.md): publish windows with a controlled clock, the page cache
// following them without an edit, slugs, attachments, safe Markdown, the list's filter, search and
// pages, the feed, and the share and head tags of a notice page.

const SITE = 'https://school.example';
const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
// A minute in the school's time zone, far from the seeded notices (which have no window).
const OPENS = new Date('2031-03-10T03:30:00.000Z'); // 09:00 in Asia/Kolkata
const CLOSES = new Date('2031-03-12T03:30:00.000Z');

let clock = new Date('2031-03-01T00:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: SITE }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const noticeDir = () => path.join(t.dataDir, 'media', 'notices');
const storedFiles = () => (fs.existsSync(noticeDir()) ? fs.readdirSync(noticeDir()).sort() : []);

/** A well-formed XML check: every tag closed in order, no raw '<' or stray '&' in text. */
function assertWellFormedXml(xml: string) {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const m of body.matchAll(tag)) {
    const text = body.slice(last, m.index);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    last = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(body.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
}

describe('publish windows and the page cache', () => {
  it('shows a notice exactly from publish-at until expire-at, without an edit or a restart', async () => {
    clock = new Date(OPENS.getTime() - 60_000);
    const notice = createNoticeRow(t.app.svc, {
      title: 'Parent-teacher meeting on Saturday',
      category: 'event',
      publishAt: localTime(OPENS),
      expireAt: localTime(CLOSES),
    });
    expect(notice.status).toBe('scheduled');
    expect(nextScheduledChange(FEATURES, t.app.svc)?.getTime()).toBe(OPENS.getTime());

    // One millisecond before: the list (rendered and cached now) and the page do not have it.
    clock = new Date(OPENS.getTime() - 1);
    const before = await get('/notices');
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Parent-teacher meeting on Saturday');
    const cachedBefore = await get('/notices');
    expect(cachedBefore.headers.etag).toBe(before.headers.etag);
    expect((await get(`/notices/${notice.slug}`)).statusCode).toBe(404);
    expect((await get('/')).body).not.toContain('Parent-teacher meeting on Saturday');

    // At publish-at: the cached list expired by itself.
    clock = new Date(OPENS);
    const opened = await get('/notices');
    expect(opened.body).toContain('Parent-teacher meeting on Saturday');
    const page = await get(`/notices/${notice.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Parent-teacher meeting on Saturday');
    expect((await get('/')).body).toContain('Parent-teacher meeting on Saturday');
    await expect(t.caller(ADMIN).admin.notices.list()).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: notice.id, status: 'published' })]),
    );

    // One millisecond before expire-at it is still shown (from the cache); at expire-at it is gone.
    clock = new Date(CLOSES.getTime() - 1);
    expect((await get('/notices')).body).toContain('Parent-teacher meeting on Saturday');
    clock = new Date(CLOSES);
    expect((await get('/notices')).body).not.toContain('Parent-teacher meeting on Saturday');
    expect((await get(`/notices/${notice.slug}`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(notice.slug);
    const [listed] = (await t.caller(ADMIN).admin.notices.list()).filter((n) => n.id === notice.id);
    expect(listed?.status).toBe('expired');
  });

  it('never shows a draft, whatever its window; the dashboard says Draft', async () => {
    const draft = createNoticeRow(t.app.svc, { title: 'Draft about uniforms', draft: true });
    expect(draft.status).toBe('draft');
    expect(draft.firstPublishedAt).toBeNull();
    expect((await get(`/notices/${draft.slug}`)).statusCode).toBe(404);
    expect((await get('/notices')).body).not.toContain('Draft about uniforms');
    expect((await get('/sitemap.xml')).body).not.toContain(draft.slug);
  });

  it('clears the page cache on every write', async () => {
    expect((await get('/notices')).body).not.toContain('Library week');
    const notice = await t.caller(ADMIN).admin.notices.create({ title: 'Library week', category: 'news' });
    expect((await get('/notices')).body).toContain('Library week');
    await t.caller(ADMIN).admin.notices.remove({ id: notice.id });
    expect((await get('/notices')).body).not.toContain('Library week');
  });

  it('refuses an expire-at before publish-at beside Expire at', async () => {
    const errors = await fieldErrorsOf(
      t.caller(ADMIN).admin.notices.create({
        title: 'Backwards',
        category: 'news',
        publishAt: '2031-05-02T10:00',
        expireAt: '2031-05-01T10:00',
      }),
    );
    expect(errors.expireAt).toBe('Expire at must be after Publish at');
  });
});

describe('slugs', () => {
  it('are made from the title, unique, and kept once the notice was published', async () => {
    const admin = t.caller(ADMIN).admin.notices;
    const first = await admin.create({ title: 'Term 2 Exam Timetable (Grades 6–8)!', category: 'exam' });
    expect(first.slug).toBe('term-2-exam-timetable-grades-6-8');
    const second = await admin.create({ title: 'Term 2 exam timetable: grades 6-8', category: 'exam' });
    expect(second.slug).toBe('term-2-exam-timetable-grades-6-8-2');

    // Published: a new title keeps the address, so shared links keep working.
    expect(first.firstPublishedAt).not.toBeNull();
    const renamed = await admin.update({ id: first.id, title: 'Term 2 timetable (revised)', category: 'exam' });
    expect(renamed.slug).toBe('term-2-exam-timetable-grades-6-8');
    expect((await get('/notices/term-2-exam-timetable-grades-6-8')).body).toContain('Term 2 timetable (revised)');

    // Never published (a draft): the address follows the title until it is.
    const draft = await admin.create({ title: 'Sports day plans', category: 'event', draft: true });
    const redrafted = await admin.update({
      id: draft.id,
      title: 'Sports day schedule',
      category: 'event',
      draft: true,
    });
    expect(redrafted.slug).toBe('sports-day-schedule');
  });

  it('are editable by the office; a duplicate or malformed one gets a field message', async () => {
    const admin = t.caller(ADMIN).admin.notices;
    const taken = await admin.create({ title: 'Annual day', category: 'event', slug: 'annual-day-2031' });
    expect(taken.slug).toBe('annual-day-2031');
    const other = await admin.create({ title: 'Another annual day', category: 'event' });
    expect(
      await fieldErrorsOf(admin.update({ id: other.id, title: 'x', category: 'event', slug: 'annual-day-2031' })),
    ).toEqual({ slug: SLUG_TAKEN_MESSAGE });
    expect((await fieldErrorsOf(admin.create({ title: 'Bad', category: 'news', slug: 'Bad Slug!' }))).slug).toMatch(
      /lowercase letters/,
    );
    const moved = await admin.update({
      id: other.id,
      title: 'Another annual day',
      category: 'event',
      slug: 'annual-day-junior',
    });
    expect(moved.slug).toBe('annual-day-junior');
  });
});

describe('attachments', () => {
  it('stores a real PDF and serves it inline, only while its notice is visible', async () => {
    const notice = createNoticeRow(t.app.svc, { title: 'Timetable with a file', category: 'exam' });
    const saved = await attachFile(t.app.svc, notice.id, makePdfBytes(), 'Exam "timetable"\r\n.pdf');
    const [file] = saved.attachments;
    expect(file).toMatchObject({ kind: 'pdf', name: 'Exam "timetable".pdf' });

    const res = await get(file!.href);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Exam _timetable_.pdf"; filename*=UTF-8''Exam%20%22timetable%22.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The page lists it with its type and size.
    const page = await get(`/notices/${notice.slug}`);
    expect(page.body).toMatch(
      /Exam &quot;timetable&quot;\.pdf<\/a><span class="notice-file-info"> — <!-- -->PDF<!-- -->, <!-- -->\d+ B/,
    );

    // Hidden again (a draft): its file is 404 to visitors, and still there for the dashboard.
    await t.caller(ADMIN).admin.notices.update({ id: notice.id, title: notice.title, category: 'exam', draft: true });
    expect((await get(file!.href)).statusCode).toBe(404);
    expect((await get(file!.href.replace(/files\/\d+/, 'files/999999'))).statusCode).toBe(404);

    // Removed: the file is gone from the disk.
    const before = storedFiles();
    await t.caller(ADMIN).admin.notices.removeAttachment({ id: file!.id });
    expect(storedFiles().length).toBe(before.length - 1);
  });

  it('re-encodes an image attachment to WebP, never served by /media', async () => {
    const notice = createNoticeRow(t.app.svc, { title: 'Photos of the science fair', category: 'event' });
    const saved = await attachFile(t.app.svc, notice.id, await jpeg(640, 480), 'fair.jpg');
    const [image] = saved.attachments;
    expect(image?.kind).toBe('image');
    const res = await get(image!.href);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toContain('filename="fair.webp"');
    const key = storedFiles().find((f) => f.endsWith('-480.webp'));
    expect(key).toBeDefined();
    expect((await get(`/media/notices/${key}`)).statusCode).toBe(404);
  });

  it('refuses what is not a real PDF or image, or too large, and stores nothing', async () => {
    const notice = createNoticeRow(t.app.svc, { title: 'Refusals', category: 'circular' });
    const before = storedFiles();
    const cutOff = makePdfBytes().subarray(0, 200);
    const huge = Buffer.concat([makePdfBytes(), Buffer.alloc(21 * 1024 * 1024)]);
    for (const bytes of [textNamedJpg(), Buffer.from('%PDF-1.4 not really a pdf'), cutOff, huge]) {
      await expect(attachFile(t.app.svc, notice.id, bytes, 'x.pdf')).rejects.toThrow(ATTACHMENT_REJECTED_MESSAGE);
    }
    expect(storedFiles()).toEqual(before);
    const [listed] = (await t.caller(ADMIN).admin.notices.list()).filter((n) => n.id === notice.id);
    expect(listed?.attachments).toEqual([]);
  });

  it('refuses them over HTTP beside the file field, and a body over the limit before reading it', async () => {
    const app = await makeTestApp({
      ADMIN_USERNAME: 'office',
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      ADMIN_PASSWORD: 'office password 12',
    });
    try {
      const { cookie } = await login(app, 'office', 'office password 12', { code: totpCode() });
      const notice = createNoticeRow(app.app.svc, { title: 'Over HTTP' });
      const base = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const post = (bytes: Buffer, name: string) =>
        fetch(`${base}/trpc/admin.notices.addAttachment`, {
          method: 'POST',
          headers: { cookie: cookie! },
          body: formData({ id: notice.id }, { name, bytes, type: 'application/pdf' }, 'file'),
        });
      const bad = await post(textNamedJpg(), 'fake.pdf');
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.data.fieldErrors).toEqual({ file: [ATTACHMENT_REJECTED_MESSAGE] });
      const good = await post(makePdfBytes(), 'Timetable.pdf');
      expect(good.status).toBe(200);
      expect((await good.json()).result.data.attachments[0].name).toBe('Timetable.pdf');

      const tooLarge = await app.app.inject({
        method: 'POST',
        url: '/trpc/admin.notices.addAttachment',
        headers: {
          cookie: cookie!,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(21 * 1024 * 1024 + 64 * 1024 + 1),
        },
        payload: '--x--',
      });
      expect(tooLarge.statusCode).toBe(413);
      const anonymous = await app.app.inject({
        method: 'POST',
        url: '/trpc/admin.notices.addAttachment',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '5' },
        payload: '--x--',
      });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('the Markdown body', () => {
  it('is rendered on the server with raw HTML and unsafe links made harmless', async () => {
    const notice = createNoticeRow(t.app.svc, {
      title: 'Markdown safety',
      body: [
        '**Bold** text <script>alert("x")</script> and <img src=x onerror=alert(1)>',
        '',
        '[click me](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](VBScript:msgbox)',
        '',
        '[school site](https://example.org/page) and [apply](/apply)',
      ].join('\n'),
    });
    const { bodyHtml } = (await t.caller().notices.bySlug({ slug: notice.slug }))!;
    expect(bodyHtml).toContain('<strong>Bold</strong>');
    expect(bodyHtml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(bodyHtml).not.toMatch(/<script|<img|href="(javascript|data|vbscript):/i);
    expect(bodyHtml).toContain(
      '<a href="https://example.org/page" rel="noopener noreferrer" target="_blank">school site</a>',
    );
    expect(bodyHtml).toContain('<a href="/apply">apply</a>');

    const page = await get(`/notices/${notice.slug}`);
    expect(page.body).not.toMatch(/<script>alert|href="javascript:/i);
  });
});

describe('the list: category, search and pages', () => {
  it('filters by category, searches, and pages by ten with pinned notices first', async () => {
    for (let i = 1; i <= 12; i++) createNoticeRow(t.app.svc, { title: `Bus route change ${i}`, category: 'news' });
    createNoticeRow(t.app.svc, {
      title: 'Transport fees notice',
      category: 'news',
      pinned: true,
      body: 'About the bus timetable.',
    });

    const news = await t.caller().notices.list({ category: 'news', page: 1 });
    expect(news.pagination).toMatchObject({ total: 13, totalPages: 2, hasNext: true });
    expect(news.items).toHaveLength(10);
    expect(news.items[0]?.title).toBe('Transport fees notice');
    expect(news.items[1]?.title).toBe('Bus route change 12');

    const page2 = await get('/notices?category=news&page=2');
    expect(page2.statusCode).toBe(200);
    expect(page2.body).toContain('Bus route change 1<');
    expect(page2.body).not.toContain('Bus route change 12');
    expect(page2.body).toContain('Page <!-- -->2<!-- --> of <!-- -->2');

    // Search: words in the title or the text; the answer is never stored in the page cache.
    const cache = t.app.pageCache as unknown as { pages: Map<string, unknown> };
    const search = await get('/notices?category=news&q=bus+timetable');
    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control']).toBe('no-cache');
    expect(search.body).toContain('Transport fees notice');
    expect(search.body).not.toContain('Bus route change 3');
    expect([...cache.pages.keys()].some((k) => k.includes('q='))).toBe(false);
    expect((await t.caller().notices.list({ q: '100%_' })).items).toEqual([]);

    // Addresses that name nothing are 404 (and so never cached).
    expect((await get('/notices?category=news&page=3')).statusCode).toBe(404);
    expect((await get('/notices?category=homework')).statusCode).toBe(404);
    // The filter works without JavaScript: the form's empty fields are 'none'.
    expect((await get('/notices?category=&q=')).statusCode).toBe(200);
  });
});

describe('a notice page and the feed', () => {
  it('has its own title, description, canonical, Open Graph tags and a WhatsApp link', async () => {
    const notice = createNoticeRow(t.app.svc, {
      title: 'Holiday on Friday & Saturday',
      category: 'holiday',
      body: 'Both campuses are closed for Eid.',
    });
    const res = await get(`/notices/${notice.slug}`);
    const url = `${SITE}/notices/${notice.slug}`;
    expect(res.body).toContain('<title>Holiday on Friday &amp; Saturday | ');
    expect(res.body).toContain('<meta name="description" content="Both campuses are closed for Eid.">');
    expect(res.body).toContain(`<link rel="canonical" href="${url}">`);
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toContain('<meta property="og:title" content="Holiday on Friday &amp; Saturday">');
    expect(res.body).toContain(`<meta property="og:url" content="${url}">`);
    expect(res.body).toContain(
      `href="https://wa.me/?text=${encodeURIComponent(`Holiday on Friday & Saturday ${url}`)}"`,
    );
    // Hidden until the site script finds a clipboard; it copies the address it carries.
    // Its answers are written beside it in the page's words, for the site script to say.
    expect(res.body).toMatch(
      new RegExp(
        `<button type="button" class="btn btn-outline notice-copy" data-copy-link="${url.replace(/[.?]/g, '\\$&')}" data-copied="[^"]+" data-copy-failed="[^"]+" hidden="">Copy link</button>`,
      ),
    );
    expect(res.body).toContain('<link rel="alternate" type="application/rss+xml"');
    expect((await get('/notices/no-such-notice')).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${url}</loc>`);
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${SITE}/notices</loc>`);
  });

  it('publishes an RSS 2.0 feed of the newest 20, escaped, with absolute links', async () => {
    createNoticeRow(t.app.svc, {
      title: 'Fees <due> & "reminders"',
      category: 'circular',
      body: 'Pay by the **10th** <b>please</b>.',
    });
    const res = await get('/notices/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    assertWellFormedXml(res.body);
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain('<title>Fees &lt;due&gt; &amp; &quot;reminders&quot;</title>');
    expect(res.body).toContain('&lt;strong&gt;10th&lt;/strong&gt; &amp;lt;b&amp;gt;please');
    expect(res.body).toMatch(new RegExp(`<link>${SITE}/notices/fees-due-reminders</link>`));
    expect(res.body.match(/<item>/g)).toHaveLength(20);
    expect(res.body).not.toContain('Draft about uniforms');
  });
});
