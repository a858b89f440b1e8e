// Home page requests per second against nginx sending the same compressed bytes with the same headers
// as a static file: through the shipped nginx configuration with its cache warm (the target, as a school
// deploys it) and from the server alone, all loaded by wrk (50 connections, Accept-Encoding: br, the
// same duration) in turns in the same run. See docs/decisions/025-benchmark.md for why the comparison
// is fair and docs/decisions/017-public-page-caching.md for the figures.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mainConf, writeShippedConf } from '../nginx/deploy-config.mjs';
import { sampleRss } from './server.mjs';
import { freePort, onCleanup, request, sleep, tempDir, track } from './util.mjs';

const CONNECTIONS = 50;

/** Headers of ours nginx should not copy: its own framing and date, or headers it sets itself. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/** nginx has no escape for `$` in a string: a variable that holds one (see `geo $dollar` below). */
const DOLLAR_VARIABLE = ['$', '{dollar}'].join('');
/** A header value as an nginx double-quoted string. */
const quoted = (v) => `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('$', DOLLAR_VARIABLE)}"`;

/**
 * http-level settings both nginx servers share, so that they differ only in what they do with a request:
 * sendfile, and connections kept alive as long as wrk keeps them (nginx's `keepalive_requests` raised,
 * so it does not close each connection after 1,000 requests when Node does not).
 */
const BENCH_HTTP = `    sendfile on;
    tcp_nopush on;
    server_tokens off;
    keepalive_timeout 10s;
    keepalive_requests 1000000;`;

/** nginx serving `bytes` as a static file at / with every header of ours added. */
function staticConf(dir, port, headers) {
  const add = Object.entries(headers)
    .filter(([k]) => !NOT_COPIED.has(k.toLowerCase()))
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((one) => `            add_header ${k} ${quoted(one)} always;`),
    )
    .join('\n');
  return mainConf({
    dir,
    workerConnections: 1024,
    http: `${BENCH_HTTP}\n    geo $dollar { default "$"; }`,
    servers: `    server {
        listen 127.0.0.1:${port};
        root ${dir}/www;
        etag off;
        location = / {
            default_type text/html;
            charset utf-8;
            try_files /index.html.br =404;
${add}
        }
    }`,
  });
}

/** Runs nginx in the foreground with `conf` (its prefix, pid and logs in `dir`) until it answers / on `port`. */
async function runNginx(nginx, dir, conf, port) {
  const prefix = ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')];
  const test = spawnSync(nginx, ['-t', ...prefix], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the bench's configuration:\n${test.stderr}`);
  const child = track(
    spawn(nginx, [...prefix, '-g', `daemon off; pid ${dir}/nginx.pid;`], { stdio: ['ignore', 'ignore', 'pipe'] }),
    'SIGTERM',
  );
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  const exited = new Promise((r) => child.once('exit', r));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      if ((await request(port, 'GET', '/', { headers: { 'accept-encoding': 'br' } })).status === 200) break;
    } catch {}
    if (i > 200) throw new Error(`nginx did not answer: ${stderr}`);
    await sleep(25);
  }
  // Fast shutdown: the master stops its worker, then exits.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const removeCloser = onCleanup(stop);
  return {
    port,
    pid: child.pid,
    dir,
    stop: async () => {
      await stop();
      removeCloser();
    },
  };
}

/** nginx sending `bytes` with `headers` as a static file. */
async function startStaticNginx(nginx, bytes, headers) {
  const dir = tempDir('nginx');
  fs.mkdirSync(path.join(dir, 'www'));
  fs.writeFileSync(path.join(dir, 'www', 'index.html.br'), bytes);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, staticConf(dir, port, headers));
  return runNginx(nginx, dir, conf, port);
}

/**
 * nginx with the shipped configuration (deploy/nginx/, written as the deployment test writes it) in
 * front of the server on `upstreamPort`: its cache, its copies for the visit counts, its headers.
 */
async function startShippedNginx(nginx, upstreamPort) {
  const dir = tempDir('nginx-shipped');
  const port = await freePort();
  const conf = writeShippedConf({ dir, port, upstreamPort, http: BENCH_HTTP, workerConnections: 1024 });
  return runNginx(nginx, dir, conf, port);
}

/** wrk -t1 -c50 -d<s>s with Accept-Encoding: br; its requests/s, latency and error counts. */
function runWrk(wrk, port, seconds) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(
        wrk,
        [
          '-t1',
          `-c${CONNECTIONS}`,
          `-d${seconds}s`,
          '--latency',
          '-H',
          'Accept-Encoding: br',
          `http://127.0.0.1:${port}/`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`));
      const num = (re) => Number(re.exec(out)?.[1] ?? Number.NaN);
      resolve({
        rps: num(/Requests\/sec:\s+([\d.]+)/),
        requests: num(/(\d+) requests in/),
        non2xx: num(/Non-2xx or 3xx responses:\s+(\d+)/) || 0,
        socketErrors: /Socket errors:(.*)/.exec(out)?.[1]?.trim() ?? null,
        p50: /50%\s+(\S+)/.exec(out)?.[1] ?? null,
        p99: /99%\s+(\S+)/.exec(out)?.[1] ?? null,
        output: out,
      });
    });
  });
}

/** The CPU seconds (user + system) a process has used so far; null once it has gone. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Asks the shipped nginx for the home page until it answers from its cache (X-Cache-Status: HIT) with
 * the server's bytes; throws if it never does (the page would not be cached on a school's server either).
 */
async function warmCache(port, body) {
  for (let i = 0; i < 20; i++) {
    const res = await request(port, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
    if (res.status === 200 && res.headers['x-cache-status'] === 'HIT') {
      if (!res.body.equals(body)) throw new Error('the shipped nginx does not send the same bytes as the server');
      return res;
    }
    await sleep(50);
  }
  throw new Error('the shipped nginx never answered the home page from its cache (no X-Cache-Status: HIT)');
}

/** How many times the three are loaded in turn: a machine whose other load changes meets all three alike. */
const ROUNDS = 5;

/** Adds up wrk runs: requests over seconds, the worst latencies, every error. */
function total(runs, seconds) {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  return {
    rps: requests / seconds,
    requests,
    rpsPerRound: runs.map((r) => Math.round(r.rps)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    socketErrors:
      runs
        .map((r) => r.socketErrors)
        .filter(Boolean)
        .join('; ') || null,
    p50: runs.map((r) => r.p50),
    p99: runs.map((r) => r.p99),
  };
}

/**
 * Fetches our home page's brotli bytes and headers and serves them from nginx as a static file; starts
 * the shipped nginx configuration in front of our server and warms its cache. After a short warm-up
 * each, loads the three in turn with wrk, ROUNDS times, for `seconds` each in all: our server alone,
 * nginx's static file, our server through the shipped nginx. Our server's VmRSS is sampled during its
 * own runs, and its CPU time counted during the runs through nginx (what the cached answers still cost
 * it: the visit reports).
 */
export async function measureHomeVsNginx({ server, nginx, wrk, seconds, warmupSeconds = 2 }) {
  const home = await request(server.port, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
  if (home.status !== 200 || home.headers['content-encoding'] !== 'br')
    throw new Error(`home page answered ${home.status} with encoding ${home.headers['content-encoding']}`);
  const ng = await startStaticNginx(nginx, home.body, home.headers);
  let shipped;
  try {
    const copy = await request(ng.port, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
    if (!copy.body.equals(home.body)) throw new Error('nginx does not send the same bytes as the server');
    if (copy.headers['content-encoding'] !== 'br') throw new Error('nginx does not send Content-Encoding: br');
    shipped = await startShippedNginx(nginx, server.port);
    const cachedCopy = await warmCache(shipped.port, home.body);
    const headerBytes = (h) => Object.entries(h).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);

    for (const port of [server.port, ng.port, shipped.port]) await runWrk(wrk, port, warmupSeconds);
    // wrk takes whole seconds.
    const slice = Math.max(1, Math.round(seconds / ROUNDS));
    const runs = { server: [], nginx: [], cached: [] };
    let peakRss = 0;
    let serverCpu = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const sampler = sampleRss(server.pid, 50);
      runs.server.push(await runWrk(wrk, server.port, slice));
      const mem = sampler.stop();
      peakRss = Math.max(peakRss, mem.peak, mem.hwm ?? 0);
      runs.nginx.push(await runWrk(wrk, ng.port, slice));
      const cpuBefore = cpuSeconds(server.pid);
      runs.cached.push(await runWrk(wrk, shipped.port, slice));
      serverCpu += cpuSeconds(server.pid) - cpuBefore;
    }
    const ours = total(runs.server, slice * ROUNDS);
    const theirs = total(runs.nginx, slice * ROUNDS);
    const cached = total(runs.cached, slice * ROUNDS);
    return {
      seconds: slice * ROUNDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      bodyBytes: home.body.length,
      headerBytes: {
        server: headerBytes(home.headers),
        nginx: headerBytes(copy.headers),
        cached: headerBytes(cachedCopy.headers),
      },
      server: ours,
      nginx: theirs,
      cached: { ...cached, serverCpuSeconds: Number(serverCpu.toFixed(2)) },
      ratio: ours.rps / theirs.rps,
      cachedRatio: cached.rps / theirs.rps,
      rssUnderLoad: peakRss,
    };
  } finally {
    await shipped?.stop();
    await ng.stop();
  }
}
