// Home page requests per second against nginx sending the same compressed bytes with the same headers,
// both loaded by wrk (50 connections, Accept-Encoding: br, the same duration) in the same run.
// See docs/decisions/025-benchmark.md for why the comparison is fair.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sampleRss } from './server.mjs';
import { freePort, onCleanup, request, sleep, tempDir, track } from './util.mjs';

const CONNECTIONS = 50;

/** Headers of ours nginx should not copy: its own framing and date, or headers it sets itself. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/** nginx has no escape for `$` in a string: a variable that holds one (see `geo $dollar` below). */
const DOLLAR_VARIABLE = ['$', '{dollar}'].join('');
/** A header value as an nginx double-quoted string. */
const quoted = (v) => `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('$', DOLLAR_VARIABLE)}"`;

function nginxConf(dir, port, headers) {
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const add = Object.entries(headers)
    .filter(([k]) => !NOT_COPIED.has(k.toLowerCase()))
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((one) => `            add_header ${k} ${quoted(one)} always;`),
    )
    .join('\n');
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body_temp;
    proxy_temp_path ${dir}/proxy_temp;
    fastcgi_temp_path ${dir}/fastcgi_temp;
    uwsgi_temp_path ${dir}/uwsgi_temp;
    scgi_temp_path ${dir}/scgi_temp;
    sendfile on;
    tcp_nopush on;
    server_tokens off;
    keepalive_timeout 10s;
    keepalive_requests 1000000;
    geo $dollar { default "$"; }
    server {
        listen 127.0.0.1:${port};
        root ${dir}/www;
        etag off;
        location = / {
            default_type text/html;
            charset utf-8;
            try_files /index.html.br =404;
${add}
        }
    }
}
`;
}

async function startNginx(nginx, bytes, headers) {
  const dir = tempDir('nginx');
  fs.mkdirSync(path.join(dir, 'www'));
  fs.writeFileSync(path.join(dir, 'www', 'index.html.br'), bytes);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf(dir, port, headers));
  const test = spawnSync(nginx, ['-t', '-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t refused the bench's configuration:\n${test.stderr}`);
  const child = track(
    spawn(nginx, ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
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
    stop: async () => {
      await stop();
      removeCloser();
    },
  };
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

/**
 * Fetches our home page's brotli bytes and headers, serves them from nginx, then loads each with
 * wrk for `seconds` (after a short warm-up each). Our server's VmRSS is sampled during its run.
 */
export async function measureHomeVsNginx({ server, nginx, wrk, seconds, warmupSeconds = 2 }) {
  const home = await request(server.port, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
  if (home.status !== 200 || home.headers['content-encoding'] !== 'br')
    throw new Error(`home page answered ${home.status} with encoding ${home.headers['content-encoding']}`);
  const ng = await startNginx(nginx, home.body, home.headers);
  try {
    const copy = await request(ng.port, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
    if (!copy.body.equals(home.body)) throw new Error('nginx does not send the same bytes as the server');
    if (copy.headers['content-encoding'] !== 'br') throw new Error('nginx does not send Content-Encoding: br');
    const headerBytes = (h) => Object.entries(h).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);

    await runWrk(wrk, server.port, warmupSeconds);
    const sampler = sampleRss(server.pid, 50);
    const ours = await runWrk(wrk, server.port, seconds);
    const mem = sampler.stop();
    await runWrk(wrk, ng.port, warmupSeconds);
    const theirs = await runWrk(wrk, ng.port, seconds);
    return {
      seconds,
      connections: CONNECTIONS,
      bodyBytes: home.body.length,
      headerBytes: { server: headerBytes(home.headers), nginx: headerBytes(copy.headers) },
      server: strip(ours),
      nginx: strip(theirs),
      ratio: ours.rps / theirs.rps,
      rssUnderLoad: Math.max(mem.peak, mem.hwm ?? 0),
    };
  } finally {
    await ng.stop();
  }
}

const strip = ({ output: _output, ...rest }) => rest;
