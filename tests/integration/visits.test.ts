import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/app-router';
import { DB_FILENAME } from '../../src/server/db/client';
import { enquiries, visitCounts } from '../../src/server/db/schema';
import { COUNTED_BY_MIRROR_HEADER } from '../../src/server/platform/visits/page-view';
import { VISIT_SUMMARY_DAYS } from '../../src/shared/content/visits';
import { createEnquiryRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Visit counts kept by the site itself (docs/decisions/032-visit-counts.md): per day, page, referring
// host and campaign, never an address, a user agent or a full referrer; robots, the dashboard, files
// and missing pages are not counted; the days past 24 months go.

/** A browser's user agent, with a mark no other test data has. */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 VisitMarkUa7781';
const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };

let clock = new Date('2026-03-15T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: 'https://school.example.org' }, { visits: { autoStart: false }, now: () => clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = new Date('2026-03-15T09:00:00Z');
  t.app.svc.visits.flush();
  t.app.svc.db.delete(visitCounts).run();
});

const view = (url: string, headers: Record<string, string> = {}, extra: { method?: 'GET' | 'HEAD' } = {}) =>
  t.app.inject({ method: extra.method ?? 'GET', url, headers: { 'user-agent': BROWSER_UA, ...headers } });

type Row = typeof visitCounts.$inferSelect;
const byKey = (a: Row, b: Row) =>
  [a.day, a.path, a.referrerHost, a.utmSource]
    .join('|')
    .localeCompare([b.day, b.path, b.referrerHost, b.utmSource].join('|'));

/** The stored rows after a flush, in a fixed order. */
function rows() {
  t.app.svc.visits.flush();
  return t.app.svc.db.select().from(visitCounts).all().sort(byKey);
}
const total = () => rows().reduce((n, r) => n + r.count, 0);

describe('counting', () => {
  it('aggregates per day, page, referring host and campaign, each count an upsert', async () => {
    expect((await view('/about')).statusCode).toBe(200);
    // From the page cache (the fast path inside Fastify), still counted.
    expect((await view('/about')).statusCode).toBe(200);
    await view('/about', { referer: 'https://www.Facebook.com/groups/parents?id=12' });
    await view('/about', { referer: 'https://www.facebook.com/' });
    // Our own site linking to itself is no referrer.
    await view('/about', { referer: 'https://school.example.org/contact' });
    await view('/admissions?utm_source=Newsletter&utm_medium=email&utm_campaign=%20Admissions-2026%20&fbclid=x');
    await view('/admissions?utm_source=newsletter&utm_medium=email&utm_campaign=admissions-2026');
    // Written once, then added to: count = count + n.
    t.app.svc.visits.flush();
    await view('/about');
    clock = new Date('2026-03-16T09:00:00Z');
    await view('/about');

    const base = { referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '' };
    expect(rows()).toEqual(
      [
        { ...base, day: '2026-03-15', path: '/about', count: 4 },
        { ...base, day: '2026-03-15', path: '/about', referrerHost: 'www.facebook.com', count: 2 },
        {
          ...base,
          day: '2026-03-15',
          path: '/admissions',
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'admissions-2026',
          count: 2,
        },
        { ...base, day: '2026-03-16', path: '/about', count: 1 },
      ].sort(byKey),
    );
  });

  it('counts the day in the school’s time zone (Asia/Kolkata, UTC+5:30)', async () => {
    clock = new Date('2026-03-15T19:00:00Z'); // 00:30 on the 16th in Akola
    await view('/fees');
    expect(rows().map((r) => r.day)).toEqual(['2026-03-16']);
  });

  it('cuts and trims utm values, and keeps no other query parameter', async () => {
    await view(`/fees?utm_campaign=${'x'.repeat(300)}&q=secret-search&utm_source=%0Aads%09`);
    const [row] = rows();
    expect(row?.utmCampaign).toBe('x'.repeat(100));
    expect(row?.utmSource).toBe('ads');
    expect(row?.path).toBe('/fees');
    expect(JSON.stringify(rows())).not.toContain('secret-search');
  });

  it('counts a page answered on the socket by the fast path', async () => {
    await view('/contact');
    t.app.svc.visits.flush();
    const before = total();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/contact`, { headers: { 'user-agent': BROWSER_UA } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    // A browser's revalidation (304) is the page shown again.
    const again = await fetch(`http://127.0.0.1:${port}/contact`, {
      headers: { 'user-agent': BROWSER_UA, 'if-none-match': String(res.headers.get('etag')) },
    });
    expect(again.status).toBe(304);
    expect(total()).toBe(before + 2);
  });

  it('does not count robots, prefetches, HEAD, the dashboard, files, feeds, the API or missing pages', async () => {
    await view('/about'); // cached, so the requests below meet the fast path too
    t.app.svc.visits.flush();
    const before = total();
    const answers = [
      await view('/about', {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      await view('/about', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0.0.0 Safari/537.36' }),
      await view('/about', { 'user-agent': 'curl/8.5.0' }),
      await view('/about', { 'user-agent': '' }),
      await view('/about', { 'sec-purpose': 'prefetch' }),
      await view('/about', { 'sec-purpose': 'prefetch;prerender' }),
      await view('/about', { purpose: 'prefetch' }),
      await view('/about', { [COUNTED_BY_MIRROR_HEADER]: '1' }),
      await view('/about', {}, { method: 'HEAD' }),
      await view('/admin'),
      await view('/admin/login'),
      await view('/no-such-page'),
      await view('/notices/no-such-notice'),
      await view('/robots.txt'),
      await view('/sitemap.xml'),
      await view('/calendar.ics'),
      await view('/healthz'),
      await view('/favicon.svg'),
      await view('/trpc/site.settings'),
    ];
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(answers[11]?.statusCode).toBe(404);
    expect(total()).toBe(before);
  });
});

describe('privacy', () => {
  it('stores no address, user agent or referrer path: the database files hold none of them', async () => {
    const ip = '198.51.100.173';
    const forwarded = '203.0.113.219';
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/141.0 UniqueVisitorAgent5521';
    const referrerPath = '/private-group-7781/posts';
    const referrerQuery = 'member=parent-4471';
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/fees?utm_source=whatsapp&utm_campaign=open-day',
        remoteAddress: ip,
        headers: {
          'user-agent': ua,
          'x-forwarded-for': forwarded,
          referer: `https://Parents-Forum.example.net${referrerPath}?${referrerQuery}`,
        },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.svc.visits.flush()).toBe(3);
    expect(rows()).toContainEqual(
      expect.objectContaining({ referrerHost: 'parents-forum.example.net', utmSource: 'whatsapp', count: 3 }),
    );

    const file = path.join(t.dataDir, DB_FILENAME);
    const bytes = Buffer.concat(
      [file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)),
    ).toString('latin1');
    // The bytes read are the ones written: the referring host and the campaign are there.
    expect(bytes).toContain('parents-forum.example.net');
    expect(bytes).toContain('open-day');
    for (const secret of [
      ip,
      forwarded,
      ua,
      'UniqueVisitorAgent5521',
      referrerPath,
      'private-group-7781',
      referrerQuery,
    ])
      expect(bytes, secret).not.toContain(secret);
  });
});

describe('retention', () => {
  it('deletes the days older than 24 months and keeps the rest', async () => {
    clock = new Date('2024-03-14T09:00:00Z');
    await view('/about');
    clock = new Date('2024-03-15T09:00:00Z');
    await view('/about');
    clock = new Date('2026-01-01T09:00:00Z');
    await view('/about');
    t.app.svc.visits.flush();
    clock = new Date('2026-03-15T09:00:00Z');
    expect(t.app.svc.visits.prune()).toBe(1);
    expect(rows().map((r) => r.day)).toEqual(['2024-03-15', '2026-01-01']);
  });
});

describe('the dashboard summary', () => {
  it('needs the content permission and a session', async () => {
    const summary = (
      appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { permission?: string } } }>
    )['admin.visits.summary'];
    expect(summary?._def.meta?.permission).toBe('content');
    await expect(t.caller().admin.visits.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('shows the last 30 days: pages, referrers, campaigns, sources and enquiries per 100 visits', async () => {
    // 30 days ago (outside), 29 days ago (inside), today.
    t.app.svc.db.delete(enquiries).run();
    clock = new Date('2026-02-13T09:00:00Z');
    await view('/about');
    clock = new Date('2026-02-14T09:00:00Z');
    await view('/about', { referer: 'https://news.example.com/story' });
    createEnquiryRow(t.app.svc, { createdAt: new Date('2026-02-10T09:00:00Z') });
    createEnquiryRow(t.app.svc, { createdAt: new Date('2026-03-01T09:00:00Z') });
    clock = new Date('2026-03-15T09:00:00Z');
    for (let i = 0; i < 3; i++) await view('/admissions?utm_source=ads&utm_medium=cpc&utm_campaign=spring');
    await view('/about');
    // Not yet written: the summary writes it first.
    const s = await t.caller(ADMIN).admin.visits.summary();

    expect(s.days).toBe(VISIT_SUMMARY_DAYS);
    expect({ from: s.from, to: s.to }).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(s.visits).toBe(5);
    expect(s.pages).toEqual([
      { path: '/admissions', visits: 3 },
      { path: '/about', visits: 2 },
    ]);
    expect(s.referrers).toEqual([{ host: 'news.example.com', visits: 1 }]);
    expect(s.campaigns).toEqual([{ source: 'ads', medium: 'cpc', campaign: 'spring', visits: 3 }]);
    // Enquiries carry their source: the 1 March enquiry came with none, so it is direct.
    expect(s.sourcesKnown).toBe(true);
    expect(s.sources).toEqual([
      { source: 'ads', visits: 3, enquiries: 0, perHundred: 0 },
      { source: '(direct)', visits: 1, enquiries: 1, perHundred: 100 },
      { source: 'news.example.com', visits: 1, enquiries: 0, perHundred: 0 },
    ]);
    // The enquiry of 1 March is in the window, 10 February's is not: 1 per 5 visits.
    expect(s.enquiries).toBe(1);
    expect(s.enquiriesPerHundredVisits).toBe(20);
  });

  it('counts the enquiries of each source beside its visits, by the same rule as visits', async () => {
    t.app.svc.db.delete(enquiries).run();
    clock = new Date('2026-03-15T09:00:00Z');
    for (let i = 0; i < 4; i++) await view('/admissions?utm_source=ads');
    await view('/about', { referer: 'https://news.example.com/story' });
    const setSource = (id: number, utm: string, host: string) =>
      t.app.svc.db.$client
        .prepare('update enquiries set utm_source = ?, referrer_host = ? where id = ?')
        .run(utm, host, id);
    // A campaign wins over the site that linked; the site counts when there is no campaign.
    setSource(
      createEnquiryRow(t.app.svc, { createdAt: new Date('2026-03-10T09:00:00Z') }).id,
      'ads',
      'news.example.com',
    );
    setSource(createEnquiryRow(t.app.svc, { createdAt: new Date('2026-03-11T09:00:00Z') }).id, 'ads', '');
    setSource(createEnquiryRow(t.app.svc, { createdAt: new Date('2026-03-12T09:00:00Z') }).id, '', 'news.example.com');
    const s = await t.caller(ADMIN).admin.visits.summary();
    expect(s.sourcesKnown).toBe(true);
    expect(s.sources).toEqual([
      { source: 'ads', visits: 4, enquiries: 2, perHundred: 50 },
      { source: 'news.example.com', visits: 1, enquiries: 1, perHundred: 100 },
    ]);
  });

  it('says nothing was counted on a new site', async () => {
    const s = await t.caller(ADMIN).admin.visits.summary();
    expect(s.visits).toBe(0);
    expect(s.pages).toEqual([]);
    expect(s.enquiriesPerHundredVisits).toBeNull();
  });
});

describe('shutdown', () => {
  it('writes the counts still in memory before the database closes', async () => {
    const other = await makeTestApp({}, { visits: { autoStart: false } });
    const dataDir = other.dataDir;
    await other.app.inject({ method: 'GET', url: '/academics', headers: { 'user-agent': BROWSER_UA } });
    await other.app.close();
    const db = new Database(path.join(dataDir, DB_FILENAME), { readonly: true });
    try {
      expect(db.prepare('select path, count from visit_counts').all()).toEqual([{ path: '/academics', count: 1 }]);
    } finally {
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
