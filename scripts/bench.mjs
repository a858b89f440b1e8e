// npm run bench: requests per second for the cached home page against a static file server sending
// the same bytes (the page cache should reach at least half its rate; see
// docs/decisions/001-server-rendering-and-page-cache.md), plus a cold render and a tRPC list call.
// Then backup and restore times (the built command line) for the seeded site and for the same site
// with 100,000 enquiries (docs/scaling.md). Loopback only, bounded in time; needs a build (npm run build).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = 16;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on('error', reject);
  });
}

async function load(port, urlPath, headers) {
  const end = Date.now() + DURATION_MS;
  let count = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const r = await get(port, urlPath, headers);
      if (r.status !== 200) throw new Error(`${urlPath} answered ${r.status}`);
      count++;
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return Math.round((count * 1000) / (Date.now() - t0));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ENQUIRY_RATE_LIMIT: '10000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await get(port, '/healthz')).status === 200) break;
    } catch {}
    if (i > 200) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const enc = { 'accept-encoding': 'br, gzip' };
  const t0 = performance.now();
  const first = await get(port, '/', enc);
  const coldMs = performance.now() - t0;
  const t1 = performance.now();
  await get(port, '/', enc);
  const warmMs = performance.now() - t1;

  // A static server sending the same compressed bytes with the same headers count.
  const body = first.body;
  const staticServer = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': first.headers['content-encoding'] ?? 'identity',
      'content-length': body.length,
    });
    res.end(body);
  });
  await new Promise((r) => staticServer.listen(0, '127.0.0.1', r));
  const staticPort = staticServer.address().port;

  const homeRps = await load(port, '/', enc);
  const staticRps = await load(staticPort, '/', enc);
  const trpcRps = await load(port, '/trpc/achievements.list', enc);
  staticServer.close();

  const jsDir = path.join(root, 'dist/client/assets');
  const entry = fs.readdirSync(jsDir).find((f) => /^entry-client-.*\.js$/.test(f));
  const homeChunk = fs.readdirSync(jsDir).find((f) => /^home-page-.*\.js$/.test(f));
  const size = (f) => (f ? fs.statSync(path.join(jsDir, `${f}.br`)).size : 0);

  const rows = [
    ['home page, first render (ms)', coldMs.toFixed(1)],
    ['home page, cached (ms)', warmMs.toFixed(1)],
    ['home page HTML (bytes, compressed)', body.length],
    ['home page req/s (cached HTML)', homeRps],
    ['static server req/s (same bytes)', staticRps],
    ['ratio home / static', (homeRps / staticRps).toFixed(2)],
    ['tRPC achievements.list req/s', trpcRps],
    ['public JS entry (bytes, brotli)', size(entry)],
    ['home page chunk (bytes, brotli)', size(homeChunk)],
  ];
  for (const [k, v] of rows) console.log(`${k.padEnd(40)} ${v}`);

  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
  for (const [label, enquiries] of [
    ['seeded site', 0],
    ['100,000 enquiries', 100_000],
  ]) {
    if (enquiries) addEnquiries(dataDir, enquiries);
    const backup = timed(['backup', '--data-dir', dataDir]);
    const archive = backup.stdout.match(/Backup written: (\S+)/)?.[1];
    if (!archive) throw new Error(`backup failed: ${backup.stderr}`);
    const target = path.join(dataDir, '..', `${path.basename(dataDir)}-restore-${enquiries}`);
    const restore = timed(['restore', archive, '--data-dir', target]);
    fs.rmSync(target, { recursive: true, force: true });
    if (restore.status !== 0) throw new Error(`restore failed: ${restore.stderr}`);
    console.log(
      `${`backup, ${label} (s)`.padEnd(40)} ${backup.seconds}  ${(fs.statSync(archive).size / 1e6).toFixed(1)} MB`,
    );
    console.log(`${`restore, ${label} (s)`.padEnd(40)} ${restore.seconds}`);
    fs.rmSync(archive);
  }
} finally {
  server.kill('SIGTERM');
  agent.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Runs the built backup command line; its wall time in seconds. */
function timed(args) {
  const t0 = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'dist/server/backup-cli.js'), ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return { ...result, seconds: ((performance.now() - t0) / 1000).toFixed(2) };
}

/** Enquiries as parents leave them (the server is stopped; one transaction). */
function addEnquiries(dir, count) {
  const sqlite = new Database(path.join(dir, 'school.db'));
  const insert = sqlite.prepare(
    `INSERT INTO enquiries (name, email, mobile, state, city, school, grade, address)
     VALUES (?, ?, ?, 'Maharashtra', 'Akola', 'Ganga Nagar', 'Grade 3', ?)`,
  );
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++)
      insert.run(`Parent ${i}`, `parent${i}@example.com`, `98${String(i).padStart(8, '0')}`, `${i} Ganga Nagar, Akola`);
  })();
  sqlite.close();
}
