import dgram from 'node:dgram';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { visitCounts } from '../../src/server/db/schema';
import {
  listenForReportedViews,
  listenForSiteReports,
  type ReportedViewsListener,
  reportedViewOf,
  VISIT_REPORT_BATCH_MS,
} from '../../src/server/platform/visits/reported-views';
import { freePort } from '../helpers/server-process';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The page views the shipped nginx reports over UDP, those it answers from its cache among them
// (docs/decisions/032-visit-counts.md): counted by the site's usual rules, through a real socket and
// the real app. tests/integration/nginx.test.ts sends them from a real nginx.

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

let t: TestApp;
let port: number;
let listener: ReportedViewsListener;
const client = dgram.createSocket('udp4');

beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: 'https://school.example.org' }, { visits: { autoStart: false } });
  port = await freePort();
  listener = await listenForSiteReports(t.app, port);
});
afterAll(async () => {
  await listener.close();
  client.close();
  await t.close();
});
beforeEach(() => {
  t.app.svc.visits.flush();
  t.app.svc.db.delete(visitCounts).run();
});

/** One report as nginx sends it: a syslog line (nohostname, tag school_website) whose message is JSON. */
function report(fields: Record<string, string>): Promise<void> {
  return send(`<190>Nov 27 10:00:00 school_website: ${JSON.stringify({ host: 'school.example.org', ...fields })}`);
}

function send(text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    client.send(Buffer.from(text), port, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
  );
}

/** Waits until `n` views are counted (the site gathers reports for VISIT_REPORT_BATCH_MS), then the stored rows. */
async function counted(n: number) {
  const deadline = Date.now() + VISIT_REPORT_BATCH_MS + 4000;
  while (t.app.svc.visits.pendingViews() < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  t.app.svc.visits.flush();
  return t.app.svc.db
    .select({ path: visitCounts.path, utmSource: visitCounts.utmSource, count: visitCounts.count })
    .from(visitCounts)
    .all()
    .sort((a, b) => a.path.localeCompare(b.path));
}

describe('views reported by nginx', () => {
  it('counts each reported view of a page, with its campaign', async () => {
    for (let i = 0; i < 3; i++) await report({ uri: '/about?utm_source=Newsletter', agent: BROWSER_UA });
    await report({ uri: '/admissions', agent: BROWSER_UA });
    expect(await counted(4)).toEqual([
      { path: '/about', utmSource: 'newsletter', count: 3 },
      { path: '/admissions', utmSource: '', count: 1 },
    ]);
  });

  it('does not count a missing page, a robot, a prefetch, a report without a user agent or one that is not nginx’s', async () => {
    await report({ uri: '/no-such-page', agent: BROWSER_UA });
    await report({ uri: '/about', agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await report({ uri: '/about', agent: BROWSER_UA, secPurpose: 'prefetch' });
    await report({ uri: '/about', agent: '' });
    await report({ uri: 'https://elsewhere.example/about', agent: BROWSER_UA });
    await send('hello');
    await send(`<190>Nov 27 10:00:00 school_website: {"uri":`);
    // Sent last, so once it is counted the reports before it have been read.
    await report({ uri: '/contact', agent: BROWSER_UA });
    expect(await counted(1)).toEqual([{ path: '/contact', utmSource: '', count: 1 }]);
  });

  it('starts without the reports when their port is taken, and says so in the log', async () => {
    const warnings: string[] = [];
    // The port of the listener above is taken: a second listener on it is refused by the system.
    const second = await listenForReportedViews({
      host: '127.0.0.1',
      port,
      statusOf: async () => 200,
      count: (req, status, views) => t.app.svc.visits.count(req, status, views),
      log: { warn: (_obj, msg) => warnings.push(msg), error: (_obj, msg) => warnings.push(msg) },
    });
    expect(warnings).toEqual([expect.stringContaining(`cannot listen on udp 127.0.0.1:${port}`)]);
    await second.close();
  });

  it('reads the headers nginx escaped (escape=json)', () => {
    const line = `<190>Nov 27 10:00:00 school_website: {"uri":"/about?q=\\"x\\"","host":"school.example.org","agent":"A \\"quoted\\" agent\\u0001","referer":"","secPurpose":"","purpose":"","xPurpose":"","xMoz":""}`;
    expect(reportedViewOf(line)).toEqual({
      uri: '/about?q="x"',
      headers: { host: 'school.example.org', 'user-agent': 'A "quoted" agent\u0001' },
    });
  });
});
