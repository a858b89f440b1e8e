// npm run bench: one run measures every performance target of docs/decisions/025-benchmark.md on this
// machine and prints each figure beside its target (PASS / FAIL / not measured), then writes the same
// figures as JSON (bench-results/<timestamp>.json, or --json <file>).
//
//   home page req/s against nginx sending the same bytes (wrk, 50 connections) | enquiries per second
//   (20 connections, stored == acknowledged) | a 12-megapixel photo upload | cold start | server RSS |
//   JavaScript per public page (headless Chromium) | backup and restore times | the admissions desk at
//   100,000 enquiries and 500,000 timeline entries: the funnel, a contact's page and the queue
//
// `npm run bench -- --only desk` runs the admissions desk's measures alone (about a minute);
// `npm run bench -- --only search` site search at 10,000 notices with their PDFs (about a minute; the
// PDFs printed once and cached in tmp/bench-cache/);
// `npm run bench -- --only payments` fees by UPI: a 10,000-row bank statement imported against 2,000
// applications' fees (three runs, each on a fresh copy), its receipts checked, and the JavaScript the
// payment box adds (about a minute);
// `npm run bench -- --only enquiries` the enquiry write run alone (a fresh server, the bare commits, the
// enquiries and their count once the server stopped: about 20 s), to compare a change back to back.
//
// Loopback only, about 6 minutes (stopped at 15), needs a build (npm run build). Exit code 0 when every
// measure ran, whatever the figures; non-zero when the bench itself failed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBackups } from './bench/backup.mjs';
import { measureDesk } from './bench/desk.mjs';
import { countStored, measureBareCommits, measureEnquiries, removeBenchEnquiries } from './bench/enquiries.mjs';
import { measureHomeVsNginx } from './bench/home-vs-nginx.mjs';
import { measureJsSizes, pathsFromSource } from './bench/js-sizes.mjs';
import { measureLanguages } from './bench/languages.mjs';
import { measurePages } from './bench/pages.mjs';
import { measurePayments } from './bench/payments.mjs';
import { deskRows, enquiryRows, paymentRows, printTable, rowsFrom, searchRows } from './bench/report.mjs';
import { measureSearch } from './bench/search.mjs';
import { measureFirstStart, measurePhotoUpload, rssMB, signIn } from './bench/server.mjs';
import {
  BENCH_ADMIN,
  BENCH_TOTP_SECRET,
  BUILT_SERVER,
  cleanup,
  ensureTools,
  root,
  sleep,
  tail,
  tempDir,
} from './bench/util.mjs';
import { readCommandLine, refuseCommandLine } from './command-line.mjs';

const USAGE =
  'npm run bench [-- --json <file>] [--seconds <wrk seconds, default 10>] [--enquiry-seconds <default 10>] [--only desk|enquiries|search|payments] [--keep]';
const args = readCommandLine(
  {
    json: { type: 'string' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    'enquiry-seconds': { type: 'string', default: '10' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
  USAGE,
);
if (args.only !== undefined && !['desk', 'enquiries', 'search', 'payments'].includes(args.only))
  refuseCommandLine(`bench: --only takes 'desk', 'enquiries', 'search' or 'payments'; got '${args.only}'.`, USAGE);

/** The enquiry limit the bench asks for; the server accepts up to 10,000 until its maximum is raised. */
const ENQUIRY_LIMIT = '1000000';
const ENQUIRY_LIMIT_TODAY = '10000';
// Five minutes for the site's measures, ten more for site search (its data, index and uploads).
const DEADLINE_MS = (args.only === 'search' ? 10 : args.only ? 5 : 15) * 60 * 1000;
const IDLE_WAIT_MS = 5000;

const manifest = path.join(root, 'dist', 'client', '.vite', 'manifest.json');
if (!fs.existsSync(BUILT_SERVER) || !fs.existsSync(manifest)) {
  console.error(
    `No production build in ${path.join(root, 'dist')}: run \`npm run build\` first, then \`npm run bench\`.`,
  );
  process.exit(1);
}

const deadline = setTimeout(() => {
  console.error(`\nbench: still running after ${DEADLINE_MS / 60000} minutes; stopping.`);
  cleanup().finally(() => process.exit(2));
}, DEADLINE_MS);
deadline.unref();

const startedAt = new Date();
const r = { notes: [], errors: {} };
const wrkSeconds = Number(args.seconds);
const enquirySeconds = Number(args['enquiry-seconds']);

/** Runs one measure; a failure is recorded (and makes the exit code non-zero), the others go on. */
async function section(name, fn) {
  const t0 = performance.now();
  process.stdout.write(`bench: ${name}...`);
  try {
    const value = await fn();
    console.log(` ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return value;
  } catch (error) {
    console.log(' failed');
    console.error(`  ${error.stack ?? error}`);
    r.errors[name] = String(error.message ?? error).split('\n')[0];
    return undefined;
  }
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  kernel: os.release(),
  loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
};
let commit = null;
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {}
console.log(
  `bench: ${machine.cpus} cores, ${machine.node}, commit ${commit ?? '?'}, load average ${machine.loadAverageAtStart.join(' ')}`,
);

const onlyDesk = args.only === 'desk';
const onlyEnquiries = args.only === 'enquiries';
const onlySearch = args.only === 'search';
const onlyPayments = args.only === 'payments';
const tools = args.only ? {} : ensureTools();
if (tools.problem) {
  console.log(`bench: ${tools.problem}; the home page comparison is not measured.`);
  r.toolsProblem = tools.problem;
}

// --keep leaves the run's folder (its databases, logs and data) for a look afterwards.
const runDir = tempDir('run', { keep: args.keep });
if (args.keep) console.log(`bench: --keep: the run's folder stays at ${runDir}`);
let server;
try {
  if (onlyEnquiries) await measureEnquiriesOnly();
  else if (!args.only) await measureSite();
  // 9. The admissions desk at 100,000 enquiries, on a database of its own.
  if (!args.only || onlyDesk)
    r.desk = await section('admissions desk (100,000 enquiries, 500,000 timeline entries)', () =>
      measureDesk({ dir: runDir }),
    );
  // 10. Site search at 10,000 notices with a five-page PDF each, on a database of its own.
  if (!args.only || onlySearch)
    r.search = await section('site search (10,000 notices with their PDFs)', () =>
      measureSearch({ dir: runDir, log: (line) => process.stdout.write(`\n  ${line}`) }),
    );
  // 11. Fees by UPI: a year's bank statement against 2,000 applications' fees, on databases of their own.
  if (!args.only || onlyPayments)
    r.payments = await section('fees by UPI (a 10,000-row statement, 2,000 fees due)', () =>
      measurePayments({ dir: runDir, log: (line) => process.stdout.write(`\n  ${line}`) }),
    );
} catch (error) {
  r.errors.bench = String(error.message ?? error);
  console.error(`bench: ${error.stack ?? error}`);
} finally {
  await server?.stop();
  await cleanup();
}

/** Steps 1 to 8: the site's own measures on one server. */
async function measureSite() {
  await startServer();
  // 2. Home page against nginx with the same bytes (wrk); the server's RSS under that load.
  if (!tools.problem) {
    r.home = await section(`home page: Node, nginx static, the shipped nginx (wrk, 3 x ${wrkSeconds} s)`, () =>
      measureHomeVsNginx({ server, nginx: tools.nginx, wrk: tools.wrk, seconds: wrkSeconds }),
    );
  }
  await measureEnquiryWrites();

  // 4. Idle: load stopped, ~5 s later.
  await section('idle memory (5 s after the load)', async () => {
    await sleep(IDLE_WAIT_MS);
    r.idle = { rss: rssMB(server.pid)?.rss ?? null, afterMs: IDLE_WAIT_MS };
  });

  // 5. A 12-megapixel photo through the dashboard's upload procedure.
  // One sign-in for the dashboard's measures: an Owner's two-factor code is accepted once.
  const cookie = await signIn(server.port);
  r.photo = await section('12-megapixel photo upload', () =>
    measurePhotoUpload({ port: server.port, pid: server.pid, cookie }),
  );

  // 6. JavaScript per public page.
  r.js = await section('JavaScript per public page (Chromium)', () => measureJsSizes({ server }));

  // 6b. Pages as data: save and publish "About us", the first visitor's render afresh, then the cached page.
  r.pages = await section('pages as data (publish, then render afresh)', () =>
    measurePages({ port: server.port, cookie }),
  );

  // 6c. Four languages: first paint of /fees against /mr/fees and /ur/fees; every fixed page in every
  // language twice (the second from the page cache), and the memory with all of them stored.
  r.languages = await section('four languages (first paint, every page twice)', () =>
    measureLanguages({ server, paths: pathsFromSource().filter((p) => !p.startsWith('/admin') && !/\.\w+$/.test(p)) }),
  );

  // 7. Stop the server; count the stored enquiries.
  await countStoredEnquiries();

  // 8. Backup and restore of the seeded site, then with 100,000 enquiries.
  r.backups = await section('backup and restore', () => {
    removeBenchEnquiries(server.dataDir);
    return measureBackups({ dataDir: server.dataDir });
  });
}

/** `--only enquiries`: a fresh server, the bare commits and the enquiries, then their count. */
async function measureEnquiriesOnly() {
  await startServer();
  await measureEnquiryWrites();
  await countStoredEnquiries();
}

/** 1. Cold start on a fresh DATA_DIR: spawn -> first 200 on / (includes seeding). */
async function startServer() {
  const start = await section('cold start (fresh DATA_DIR)', async () => {
    const env = { ...BENCH_ADMIN_ENV(), ENQUIRY_RATE_LIMIT: ENQUIRY_LIMIT };
    try {
      return await measureFirstStart({ dataDir: path.join(runDir, 'data'), dir: runDir, env });
    } catch (error) {
      if (!/ENQUIRY_RATE_LIMIT/.test(error.serverLog ?? '')) throw error;
      const message =
        `The server refused ENQUIRY_RATE_LIMIT=${ENQUIRY_LIMIT} (its maximum is still ${ENQUIRY_LIMIT_TODAY}): ` +
        `${tail(error.serverLog, 1)}. Measuring with ENQUIRY_RATE_LIMIT=${ENQUIRY_LIMIT_TODAY}; enquiries past ` +
        'that many per 10 minutes are refused (429) and counted as refused.';
      console.log(`\n  ${message}`);
      r.notes.push(message);
      r.enquiryRateLimit = Number(ENQUIRY_LIMIT_TODAY);
      return await measureFirstStart({
        dataDir: path.join(runDir, 'data2'),
        dir: runDir,
        env: { ...env, ENQUIRY_RATE_LIMIT: ENQUIRY_LIMIT_TODAY },
      });
    }
  });
  if (!start) throw new Error('the server did not start; nothing else can be measured');
  server = start.server;
  r.enquiryRateLimit ??= Number(ENQUIRY_LIMIT);
  r.coldStart = { ms: start.coldStartMs, rssAfterStart: start.rssAfterStart, hwmAtStart: start.hwmAtStart };
}

/** 3. Enquiries, 20 connections; first, what the disk allows (bare fsync'd commits in the same folder). */
async function measureEnquiryWrites() {
  r.bareCommitsPerSecond = await section('bare SQLite commits (WAL, FULL)', () => measureBareCommits(runDir));
  r.enquiries = await section(`enquiries (20 connections, ${enquirySeconds} s)`, () =>
    measureEnquiries({ server, seconds: enquirySeconds }),
  );
}

/** Stops the server and counts the stored enquiries (stored == acknowledged is the rule). */
async function countStoredEnquiries() {
  await server.stop();
  if (r.enquiries) {
    r.enquiries.stored = await section('stored enquiries', () => countStored(server.dataDir));
    r.enquiries.synchronous = synchronousSetting();
  }
}

machine.loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
// Before the bench, an idle machine's 1-minute load is below 1; the bench itself keeps about 2 to 3
// runnable (server, wrk or Chromium), so a 5-minute average above cores + 1 at the end means other work.
const busy = Math.max(machine.loadAverageAtStart[0], machine.loadAverageAtEnd[1]);
if (machine.loadAverageAtStart[0] > 1 || machine.loadAverageAtEnd[1] > machine.cpus + 1) {
  r.notes.push(
    `The machine was busy with other work (load average up to ${busy} on ${machine.cpus} cores): ` +
      'rates and latencies are lower than this code reaches on an idle machine. Run again when it is idle.',
  );
}
const rows = onlyDesk
  ? deskRows(r)
  : onlyEnquiries
    ? enquiryRows(r)
    : onlySearch
      ? searchRows(r)
      : onlyPayments
        ? paymentRows(r)
        : [...rowsFrom(r), ...deskRows(r), ...searchRows(r), ...paymentRows(r)];
console.log('');
printTable(rows);
for (const note of r.notes) console.log(`\nNote: ${note}`);
console.log(
  `\nLoad average at start ${machine.loadAverageAtStart.join(' ')}, at end ${machine.loadAverageAtEnd.join(' ')}.`,
);

const out =
  args.json ??
  path.join(
    root,
    'bench-results',
    `${startedAt
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z')}.json`,
  );
fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), commit, machine, options: { wrkSeconds, enquirySeconds }, rows, results: r }, null, 2)}\n`,
);
console.log(`Figures written to ${path.relative(process.cwd(), path.resolve(out)) || out}`);
clearTimeout(deadline);
process.exit(Object.keys(r.errors).length > 0 ? 1 : 0);

function BENCH_ADMIN_ENV() {
  return {
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
  };
}

/** The server's synchronous setting, read from the build (src/server/db/client.ts sets it). */
function synchronousSetting() {
  const dir = path.join(root, 'dist', 'server');
  const files = [
    path.join(dir, 'main.js'),
    ...fs.readdirSync(path.join(dir, 'assets')).map((f) => path.join(dir, 'assets', f)),
  ];
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const m = /synchronous\s*=\s*(\w+)/i.exec(fs.readFileSync(file, 'utf8'));
    if (m) return m[1].toUpperCase();
  }
  return null;
}
