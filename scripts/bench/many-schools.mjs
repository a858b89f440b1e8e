// Many schools on one server (docs/hosting.md "Memory: how many schools fit"): starts N copies of the
// built server as the hosting kit runs them (one process and one fresh DATA_DIR each, the flags of
// `npm start` and the systemd unit), lets each seed itself, requests every public page of each a few
// times, signs in to each dashboard and loads its overview, waits until all are idle, then reports
// each process's RSS and PSS and the machine's MemAvailable before and after.
//
//   node scripts/bench/many-schools.mjs [--schools 10] [--rounds 3] [--idle-seconds 30] [--no-spike]
//                                       [--json <file>]
//
// RSS (VmRSS, /proc/<pid>/status) counts every page a process has mapped, so node's own code, shared
// by all N processes, is counted N times. PSS (Pss, /proc/<pid>/smaps_rollup) divides each shared page
// by the number of processes mapping it: the sum of PSS is what the N processes really take.
// The spike (on by default): one school's "Back up now" and a 12-megapixel photo upload, each with
// the process's peak RSS (sampled, and the kernel's VmHWM), the room a server must keep free, then
// that school's RSS and PSS once it is quiet again.
//
// The quiet wait is 30 s by default: a server lets go of the password dictionaries 30 s after the
// first start's ADMIN_PASSWORD was checked (src/server/platform/auth/password-policy.ts), and at rest
// is what a school's process is most of its life.
//
// Needs a build (npm run build). Loopback only; every child and temp folder is removed at the end and
// on Ctrl-C. Not part of `npm run bench` (a 10-school run takes a minute or two); Linux only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCommandLine, refuseCommandLine } from '../command-line.mjs';
import { publicPaths } from './js-sizes.mjs';
import { measurePhotoUpload, resetPeakRss, rssMB, sampleRss, signIn } from './server.mjs';
import {
  BENCH_ADMIN,
  BENCH_TOTP_SECRET,
  BUILT_SERVER,
  cleanup,
  request,
  root,
  sleep,
  spawnServer,
  tempDir,
  waitForFirstPage,
} from './util.mjs';

const USAGE =
  'node scripts/bench/many-schools.mjs [--schools <n, default 10>] [--rounds <page rounds, default 3>] ' +
  '[--idle-seconds <quiet before measuring, default 30>] [--no-spike] [--json <file>]';
const args = readCommandLine(
  {
    schools: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'idle-seconds': { type: 'string', default: '30' },
    'no-spike': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
  USAGE,
);
const schools = Number(args.schools);
const rounds = Number(args.rounds);
const idleMs = Number(args['idle-seconds']) * 1000;
if (!Number.isInteger(schools) || schools < 1 || !Number.isInteger(rounds) || rounds < 1 || !(idleMs >= 0)) {
  refuseCommandLine(
    'many-schools: --schools and --rounds take whole numbers from 1, --idle-seconds a number from 0.',
    USAGE,
  );
}
if (!fs.existsSync(BUILT_SERVER)) {
  console.error(`No build at ${BUILT_SERVER}: run \`npm run build\` first.`);
  process.exit(1);
}

const MiB = 1024;

/** Fields of /proc/meminfo or /proc/<pid>/smaps_rollup ("Name:   123 kB" lines), in MiB. */
function kbFields(file) {
  const fields = {};
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/^(\w+):\s+(\d+) kB$/gm)) fields[m[1]] = Number(m[2]) / MiB;
  return fields;
}

const memAvailableMB = () => kbFields('/proc/meminfo').MemAvailable;

/** RSS, PSS and its parts (anonymous: heap and malloc; file: code and mapped files), private (USS). */
function memoryOf(pid) {
  const rollup = kbFields(`/proc/${pid}/smaps_rollup`);
  return {
    rss: rssMB(pid)?.rss ?? null,
    hwm: rssMB(pid)?.hwm ?? null,
    pss: rollup.Pss,
    pssAnon: rollup.Pss_Anon ?? null,
    pssFile: rollup.Pss_File ?? null,
    private: (rollup.Private_Clean ?? 0) + (rollup.Private_Dirty ?? 0),
  };
}

/** CPU seconds (user + system) a process has used; clock ticks are 100 a second on Linux. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits `quietMs` after the last request, then until no instance used CPU during one second (a
 * startup task or a late garbage collection still running), at most 30 s more.
 */
async function waitUntilIdle(pids, quietMs) {
  await sleep(quietMs);
  const until = performance.now() + 30_000;
  for (;;) {
    const before = pids.map(cpuSeconds);
    await sleep(1000);
    const busy = pids.filter((pid, i) => cpuSeconds(pid) - before[i] > 0.01);
    if (busy.length === 0 || performance.now() > until) return busy.length;
  }
}

/** The dashboard as it opens after sign-in: its page, then the overview's queries in one batch. */
async function loadDashboard(port, cookie) {
  const page = await request(port, 'GET', '/admin', { headers: { cookie, 'accept-encoding': 'br' } });
  if (page.status !== 200) throw new Error(`/admin answered ${page.status}`);
  const procedures = ['admin.me', 'admin.stats', 'admin.setupChecklist', 'admin.disclosure.status'];
  // The dashboard sends its queries as POST (the client's methodOverride), none of them with input.
  const data = await request(port, 'POST', `/trpc/${procedures.join(',')}?batch=1`, {
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  if (data.status !== 200) throw new Error(`the overview's queries answered ${data.status}: ${data.body.toString()}`);
}

/** One school's "Back up now" (admin.backups.create, as the dashboard's button), with its peak RSS. */
async function measureBackup(server, cookie) {
  await sleep(200);
  const before = rssMB(server.pid);
  resetPeakRss(server.pid);
  const sampler = sampleRss(server.pid, 3);
  const t0 = performance.now();
  const res = await request(server.port, 'POST', '/trpc/admin.backups.create', {
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
    timeoutMs: 60_000,
  });
  const seconds = (performance.now() - t0) / 1000;
  const mem = sampler.stop();
  if (res.status !== 200) throw new Error(`backup answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return { seconds, rssBefore: before?.rss ?? null, peakRss: Math.max(mem.peak, mem.hwm ?? 0) };
}

const mb = (n) => (n === null || n === undefined ? '-' : n.toFixed(1));
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

const dir = tempDir('many');
const servers = [];
const result = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    memoryMB: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    kernel: os.release(),
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  },
  options: { schools, rounds, idleSeconds: idleMs / 1000 },
};
try {
  result.memAvailableBeforeMB = memAvailableMB();
  console.log(
    `many-schools: ${schools} school(s), load average ${result.machine.loadAverageAtStart.join(' ')}, ` +
      `MemAvailable ${mb(result.memAvailableBeforeMB)} MiB`,
  );

  // Started one after the other, as a server boots its units: each first start seeds its own folder.
  for (let i = 1; i <= schools; i++) {
    const school = `school-${String(i).padStart(2, '0')}`;
    const server = await spawnServer({
      dataDir: path.join(dir, school),
      dir,
      env: {
        SITE_URL: `https://${school}.example.org`,
        ADMIN_USERNAME: BENCH_ADMIN.username,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
      },
    });
    servers.push({ school, server });
    const ms = await waitForFirstPage(server);
    process.stdout.write(`  ${school}: first page after ${(ms / 1000).toFixed(1)} s\n`);
  }

  // Every public page of each, a few rounds, as browsers (br) and as an older client (gzip).
  const paths = await publicPaths(servers[0].server.port);
  result.pages = paths.length;
  for (let round = 0; round < rounds; round++) {
    for (const { server } of servers) {
      for (const p of paths) {
        const encoding = round % 2 === 0 ? 'br' : 'gzip';
        const res = await request(server.port, 'GET', p, { headers: { 'accept-encoding': encoding } });
        if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      }
    }
  }
  console.log(`  ${paths.length} public pages x ${rounds} rounds on each school`);

  // One sign-in and the dashboard's overview per school; the cookie is kept for the spike.
  for (const entry of servers) {
    entry.cookie = await signIn(entry.server.port);
    await loadDashboard(entry.server.port, entry.cookie);
  }
  console.log('  signed in and opened the dashboard on each school');

  const pids = servers.map(({ server }) => server.pid);
  const stillBusy = await waitUntilIdle(pids, idleMs);
  if (stillBusy > 0) console.log(`  note: ${stillBusy} school(s) still used CPU 30 s after the wait`);

  result.instances = servers.map(({ school, server }) => ({ school, pid: server.pid, ...memoryOf(server.pid) }));
  result.memAvailableAfterMB = memAvailableMB();
  const total = (key) => sum(result.instances.map((x) => x[key] ?? 0));
  result.totals = { rss: total('rss'), pss: total('pss'), pssAnon: total('pssAnon'), pssFile: total('pssFile') };
  result.memAvailableDropMB = result.memAvailableBeforeMB - result.memAvailableAfterMB;

  console.log('');
  console.log('school      pid      RSS MiB  PSS MiB  PSS anon  PSS file  private');
  for (const x of result.instances) {
    console.log(
      `${x.school.padEnd(10)}  ${String(x.pid).padEnd(7)}  ${mb(x.rss).padStart(7)}  ${mb(x.pss).padStart(7)}  ` +
        `${mb(x.pssAnon).padStart(8)}  ${mb(x.pssFile).padStart(8)}  ${mb(x.private).padStart(7)}`,
    );
  }
  const t = result.totals;
  console.log(
    `${'total'.padEnd(10)}  ${''.padEnd(7)}  ${mb(t.rss).padStart(7)}  ${mb(t.pss).padStart(7)}  ` +
      `${mb(t.pssAnon).padStart(8)}  ${mb(t.pssFile).padStart(8)}`,
  );
  console.log(
    `MemAvailable: before ${mb(result.memAvailableBeforeMB)} MiB, after ${mb(result.memAvailableAfterMB)} MiB ` +
      `(${mb(result.memAvailableDropMB)} MiB less; the machine's other work moves this too)`,
  );

  if (!args['no-spike']) {
    const { server, cookie } = servers[0];
    // The backup first, as before the image worker (docs/decisions/049-photos-in-a-worker.md), so the
    // figures compare. The photo's peak is the server's own: the worker is a process of its own
    // (scripts/bench/photo-memory.mjs measures both).
    const backup = await measureBackup(server, cookie);
    const photo = await measurePhotoUpload({ port: server.port, pid: server.pid, cookie });
    // What the school keeps once quiet again: the image worker has ended, its memory with it.
    await waitUntilIdle([server.pid], idleMs);
    const after = memoryOf(server.pid);
    result.spike = {
      photo: { seconds: photo.seconds, rssBefore: photo.rssBefore, peakRss: photo.peakRss },
      backup,
      afterIdle: { rss: after.rss, pss: after.pss, pssAnon: after.pssAnon },
    };
    console.log(
      `Spike on ${servers[0].school}: "Back up now" ${mb(backup.rssBefore)} -> peak ${mb(backup.peakRss)} MiB ` +
        `(${backup.seconds.toFixed(2)} s); then a 12-megapixel photo ${mb(photo.rssBefore)} -> peak ` +
        `${mb(photo.peakRss)} MiB (${photo.seconds.toFixed(2)} s); quiet again: RSS ${mb(after.rss)}, ` +
        `PSS ${mb(after.pss)} MiB`,
    );
  }
  // MemAvailable once more with every school stopped: with the machine's other work moving it, the
  // three figures together say more than one difference.
  await Promise.all(servers.map(({ server }) => server.stop()));
  await sleep(1000);
  result.memAvailableStoppedMB = memAvailableMB();
  console.log(`MemAvailable with the schools stopped: ${mb(result.memAvailableStoppedMB)} MiB`);
  result.machine.loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
  console.log(`Load average at end ${result.machine.loadAverageAtEnd.join(' ')}.`);

  if (args.json) {
    const out = path.resolve(args.json);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Figures written to ${path.relative(root, out)}`);
  }
} catch (error) {
  console.error(`many-schools: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map(({ server }) => server.stop()));
  await cleanup();
}
