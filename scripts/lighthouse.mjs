// npm run lighthouse: Lighthouse 12 (mobile, its default simulated throttling) on every public route
// of a production server, N runs each. Prints performance / accessibility / best practices / SEO, FCP,
// LCP, TBT and CLS per run, the failing audits of the three non-performance categories, and a summary
// of the lowest scores; writes the same as JSON (bench-results/lighthouse-<timestamp>.json or --json).
//
//   npm run lighthouse                                  # starts the build on a fresh DATA_DIR
//   npm run lighthouse -- --url http://localhost:3000   # a server already running
//   npm run lighthouse -- --runs 1 --routes /,/about
//
// Lighthouse is not a dependency: /tmp/lh/node_modules/.bin/lighthouse if installed there, else
// `npx -y lighthouse@12`. Chromium: /usr/bin/chromium (CHROME_PATH).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicPaths } from './bench/js-sizes.mjs';
import { BUILT_SERVER, cleanup, root, spawnServer, tempDir, track, waitForFirstPage } from './bench/util.mjs';
import { readCommandLine, refuseCommandLine } from './command-line.mjs';

const USAGE = 'npm run lighthouse [-- --url <running server>] [--runs 3] [--routes /,/about] [--json <file>]';
const args = readCommandLine(
  {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    json: { type: 'string' },
  },
  USAGE,
);

const LOCAL_LIGHTHOUSE = '/tmp/lh/node_modules/.bin/lighthouse';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1)
  refuseCommandLine('lighthouse: --runs takes a whole number, 1 or more.', USAGE);
if (!fs.existsSync(CHROME_PATH)) {
  console.error(`${CHROME_PATH} is missing: apt-get install -y chromium (or set CHROME_PATH)`);
  process.exit(1);
}

const lighthouse = fs.existsSync(LOCAL_LIGHTHOUSE)
  ? { cmd: LOCAL_LIGHTHOUSE, args: [] }
  : { cmd: 'npx', args: ['-y', 'lighthouse@12'] };

/** One Lighthouse run on `url`; the parsed report. */
function runLighthouse(url, outPath) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(
        lighthouse.cmd,
        [
          ...lighthouse.args,
          url,
          '--output=json',
          `--output-path=${outPath}`,
          `--only-categories=${CATEGORIES.join(',')}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
      ),
      // SIGINT: Lighthouse's Chrome launcher then closes the Chromium it started.
      'SIGINT',
    );
    let stderr = '';
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 || !fs.existsSync(outPath))
        return reject(new Error(`lighthouse exited ${code} on ${url}: ${stderr.slice(-500)}`));
      const report = JSON.parse(fs.readFileSync(outPath, 'utf8'));
      fs.rmSync(outPath);
      resolve(report);
    });
  });
}

/** Scores (0-100), the four metrics, and the failing audits of the non-performance categories. */
function summarize(report) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      report.categories[c]?.score == null ? null : Math.round(report.categories[c].score * 100),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [k, report.audits[id]?.numericValue ?? null]),
  );
  const failing = [];
  for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of report.categories[c]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      failing.push({ category: c, id: ref.id, title: audit.title, score: audit.score, weight: ref.weight });
    }
  }
  const runtimeError = report.runtimeError?.message ?? null;
  return { scores, metrics, failing, runtimeError, lighthouseVersion: report.lighthouseVersion };
}

const fmtMs = (ms) => (ms == null ? '?' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

const startedAt = new Date();
// The machine's load beside the figures: on a shared machine the blocking time follows what else runs
// (docs/decisions/048-home-in-one-round-trip.md), so a run's figures are read with it.
const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));
const loadAtStart = loadAverage();
console.log(`lighthouse: load average ${loadAtStart.join(', ')} (1, 5, 15 min) on ${os.cpus().length} CPUs`);
let server;
let exitCode = 0;
const results = [];
try {
  let base = args.url?.replace(/\/+$/, '');
  if (!base) {
    if (!fs.existsSync(BUILT_SERVER)) {
      console.error('No production build: run `npm run build` first (or pass --url of a running server).');
      process.exit(1);
    }
    const dir = tempDir('lighthouse');
    server = await spawnServer({ dataDir: path.join(dir, 'data'), dir });
    await waitForFirstPage(server);
    // The server's own address (SITE_URL defaults to http://localhost:PORT), so canonical links match.
    base = `http://localhost:${server.port}`;
    console.log(`lighthouse: started the build on ${base} (fresh DATA_DIR)`);
  }
  const port = Number(new URL(base).port || 80);
  const routes = args.routes ? args.routes.split(',').map((r) => r.trim()) : await routesOf(base, port);
  const workDir = tempDir('lighthouse-reports');
  console.log(
    `lighthouse: ${routes.length} routes x ${runs} runs, mobile, simulated throttling (${lighthouse.cmd === 'npx' ? 'npx lighthouse@12' : LOCAL_LIGHTHOUSE})\n`,
  );
  console.log(
    `${'route'.padEnd(30)} run  perf  a11y  best   seo  ${'FCP'.padStart(7)}  ${'LCP'.padStart(7)}  ${'TBT'.padStart(7)}  CLS`,
  );
  for (const route of routes) {
    for (let run = 1; run <= runs; run++) {
      let one;
      try {
        one = summarize(await runLighthouse(`${base}${route}`, path.join(workDir, 'report.json')));
      } catch (error) {
        console.log(`${route.padEnd(30)} ${String(run).padStart(3)}  failed: ${String(error.message).split('\n')[0]}`);
        results.push({ route, run, error: String(error.message) });
        exitCode = 1;
        continue;
      }
      results.push({ route, run, ...one });
      const s = one.scores;
      const m = one.metrics;
      console.log(
        `${route.padEnd(30)} ${String(run).padStart(3)}  ${[s.performance, s.accessibility, s['best-practices'], s.seo]
          .map((v) => String(v ?? '?').padStart(4))
          .join('  ')}  ${fmtMs(m.fcp).padStart(7)}  ${fmtMs(m.lcp).padStart(7)}  ${fmtMs(m.tbt).padStart(7)}  ${
          m.cls == null ? '?' : m.cls.toFixed(3)
        }${one.runtimeError ? `  (${one.runtimeError})` : ''}`,
      );
      for (const f of one.failing) console.log(`${''.padEnd(36)}${f.category}: ${f.id} (${f.title})`);
    }
  }
} finally {
  await server?.stop();
  await cleanup();
}

const loadAtEnd = loadAverage();
console.log(`\nLoad average at the end: ${loadAtEnd.join(', ')}`);
const ok = results.filter((r) => r.scores);
const min = Object.fromEntries(
  CATEGORIES.map((c) => [c, Math.min(...ok.map((r) => r.scores[c] ?? Number.POSITIVE_INFINITY))]),
);
console.log(
  `\nLowest scores over ${ok.length} runs: performance ${min.performance}, accessibility ${min.accessibility}, best practices ${min['best-practices']}, SEO ${min.seo}`,
);
const out =
  args.json ??
  path.join(
    root,
    'bench-results',
    `lighthouse-${startedAt
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z')}.json`,
  );
fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      load: { start: loadAtStart, end: loadAtEnd, cpus: os.cpus().length },
      runs,
      min,
      results,
    },
    null,
    2,
  )}\n`,
);
console.log(`Results written to ${path.relative(process.cwd(), path.resolve(out)) || out}`);
process.exit(exitCode);

/** Every public route from the server's sitemap (home first). */
async function routesOf(base, port) {
  if (new URL(base).hostname.match(/^(localhost|127\.0\.0\.1)$/)) return publicPaths(port);
  const res = await fetch(`${base}/sitemap.xml`);
  const text = await res.text();
  const paths = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => !p.startsWith('/admin') && !/\.(pdf|xml|ics|txt)$/.test(p));
  return ['/', ...new Set(paths.filter((p) => p !== '/'))];
}
