// What a photo upload costs the server's memory, and whether it gives it back (docs/hosting.md,
// "Memory: how many schools fit"; docs/decisions/049-photos-in-a-worker.md). Starts the built server
// as `npm start` runs it, signs in, waits until it is quiet and reads its idle RSS; uploads a
// 12-megapixel JPEG through the dashboard (a new slide), sampling the RSS of the server and of every
// process it started (the image worker) during the request; then reads the server's RSS again
// `--after-seconds` (60) later, and whether any process it started is still running.
//
//   node scripts/bench/photo-memory.mjs [--uploads 1] [--after-seconds 60] [--idle-seconds 30]
//                                       [--env NAME=value ...] [--json <file>]
//
// Needs a build (npm run build). Loopback only; the server and its temporary folder are removed at
// the end. MiB throughout (VmRSS from /proc, Linux only). Not part of `npm run bench` (it waits).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rssMB, signIn, twelveMegapixelJpeg } from './server.mjs';
import {
  BENCH_ADMIN,
  BENCH_TOTP_SECRET,
  BUILT_SERVER,
  cleanup,
  request,
  sleep,
  spawnServer,
  tempDir,
  waitForFirstPage,
} from './util.mjs';

const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '1' },
    'after-seconds': { type: 'string', default: '60' },
    'idle-seconds': { type: 'string', default: '30' },
    json: { type: 'string' },
    // An environment variable for the server on top of `npm start`'s (MALLOC_MMAP_THRESHOLD_=131072...).
    env: { type: 'string', multiple: true, default: [] },
  },
});
const uploads = Number(args.uploads);
const afterMs = Number(args['after-seconds']) * 1000;
const idleMs = Number(args['idle-seconds']) * 1000;
if (!fs.existsSync(BUILT_SERVER)) {
  console.error(`No build at ${BUILT_SERVER}: run \`npm run build\` first.`);
  process.exit(1);
}

/** The process and every process below it (children of each of its threads). */
function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${pids[i]}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return pids;
}

/** Samples the server's RSS, and the sum over it and its children, every `everyMs`; stop() gives both peaks. */
function sampleTree(pid, everyMs = 3) {
  let server = 0;
  let tree = 0;
  let children = 0;
  const take = () => {
    const pids = processTree(pid);
    children = Math.max(children, pids.length - 1);
    // A process that has just ended (a zombie) has no VmRSS: it counts nothing.
    const of = (p) => rssMB(p)?.rss || 0;
    const own = of(pid);
    const all = pids.reduce((sum, p) => sum + of(p), 0);
    server = Math.max(server, own);
    tree = Math.max(tree, all);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { server, tree, children };
    },
  };
}

function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** `quietMs`, then until the server used no CPU for a second (at most 30 s more). */
async function waitQuiet(pid, quietMs) {
  await sleep(quietMs);
  const until = performance.now() + 30_000;
  for (;;) {
    const before = cpuSeconds(pid);
    await sleep(1000);
    if (cpuSeconds(pid) - before <= 0.01 || performance.now() > until) return;
  }
}

async function uploadSlide(port, cookie, jpeg) {
  const form = new FormData();
  form.append('title', 'Bench photo');
  form.append('photoConsent', 'true');
  form.append('image', new File([new Uint8Array(jpeg)], 'IMG_0001.jpg', { type: 'image/jpeg' }));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const res = await request(port, 'POST', '/trpc/admin.highlights.create', {
    headers: { 'content-type': encoded.headers.get('content-type'), cookie },
    body,
    timeoutMs: 120_000,
  });
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
}

const mb = (n) => n.toFixed(1);
const dir = tempDir('photo-memory');
let server;
try {
  const jpeg = await twelveMegapixelJpeg();
  server = await spawnServer({
    dataDir: path.join(dir, 'data'),
    dir,
    env: {
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
      ...Object.fromEntries(
        args.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      ),
    },
  });
  await waitForFirstPage(server);
  const cookie = await signIn(server.port);
  await waitQuiet(server.pid, idleMs);
  const idle = rssMB(server.pid).rss;

  const sampler = sampleTree(server.pid);
  const t0 = performance.now();
  await Promise.all(Array.from({ length: uploads }, () => uploadSlide(server.port, cookie, jpeg)));
  const seconds = (performance.now() - t0) / 1000;
  const peak = sampler.stop();
  const justAfter = rssMB(server.pid).rss;

  await sleep(afterMs);
  const after = rssMB(server.pid).rss;
  const left = processTree(server.pid).length - 1;
  const result = {
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))) },
    uploads,
    seconds: Number(seconds.toFixed(2)),
    idleRss: idle,
    peakServerRss: peak.server,
    peakWithChildrenRss: peak.tree,
    childProcessesSeen: peak.children,
    rssJustAfter: justAfter,
    rssAfter: after,
    afterSeconds: afterMs / 1000,
    aboveIdle: Number((after - idle).toFixed(1)),
    childProcessesLeft: left,
  };
  console.log(
    `${uploads} x 12-megapixel upload in ${result.seconds} s; idle RSS ${mb(idle)} MiB, peak ${mb(peak.server)} ` +
      `(server) / ${mb(peak.tree)} (with its worker), ${afterMs / 1000} s after: ${mb(after)} MiB ` +
      `(${result.aboveIdle >= 0 ? '+' : ''}${mb(result.aboveIdle)} against idle), ${left} child process(es) left; ` +
      `load average ${result.machine.loadAverage.join(' ')}`,
  );
  if (args.json) fs.writeFileSync(path.resolve(args.json), `${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  console.error(`photo-memory: ${error.stack ?? error}`);
  if (server) console.error(server.log().slice(-2000));
  process.exitCode = 1;
} finally {
  await server?.stop();
  await cleanup();
}
