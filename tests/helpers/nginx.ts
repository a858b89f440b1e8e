import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  cacheConfFor,
  mainConf,
  PROXY_SNIPPET,
  proxyConfFor,
  replaceOnce,
  SHIPPED_ACCESS_LOG,
  SITE_CONF,
  writeShippedConf,
} from '../../scripts/nginx/deploy-config.mjs';
import { freePort } from './server-process';

// A real nginx (Debian's package) in front of the built server, configured with the files the school's
// IT person installs (deploy/nginx/*), with only the site's port (the upstream and the address of the
// visit reports) and the cache folder rewritten (scripts/nginx/deploy-config.mjs, which the bench shares).

export { PROXY_SNIPPET, SITE_CONF };

/** The placeholder domain of the shipped site file (docs/deploy.md has the sed that replaces it). */
export const PLACEHOLDER_DOMAIN = 'school.example.org';

/** A program in PATH or in the sbin folders a non-root PATH lacks (Debian installs nginx in /usr/sbin). */
function findProgram(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** The nginx binary; a missing one fails the test with the command that installs it. */
export function findNginx(): string {
  const nginx = findProgram('nginx');
  if (!nginx) {
    throw new Error(
      'nginx is not installed, and the deployment test runs the shipped nginx configuration through a real nginx. ' +
        "Install Debian's package: sudo apt-get install -y nginx (.ci/run does this on a fresh machine).",
    );
  }
  return nginx;
}

function findOpenssl(): string {
  const openssl = findProgram('openssl');
  if (!openssl) {
    throw new Error('openssl is not installed (needed for a test certificate): sudo apt-get install -y openssl');
  }
  return openssl;
}

export interface NginxProcess {
  url: string;
  port: number;
  dir: string;
  /** nginx's error log so far. */
  errorLog: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx in the foreground (its own prefix, config, pid and logs in `dir`) in front of
 * 127.0.0.1:`upstreamPort`, with a plain-http server that includes the shipped proxy snippet.
 */
export async function startNginx(upstreamPort: number, dir: string): Promise<NginxProcess> {
  const nginx = findNginx();
  const port = await freePort();
  const conf = writeShippedConf({ dir, port, upstreamPort });
  const errorLog = () =>
    fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';

  const child: ChildProcess = spawn(
    nginx,
    ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      // Fast shutdown: the master stops its workers and exits.
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}\n${errorLog()}`);
    if (await canConnect(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on ${port} within 10 s:\n${output}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${port}`, port, dir, errorLog, stop };
}

export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A self-signed certificate for the placeholder domain, made by openssl in `dir`. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  const run = spawnSync(
    findOpenssl(),
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      `/CN=${PLACEHOLDER_DOMAIN}`,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`openssl failed: ${run.stderr}`);
  return { cert, key };
}

/**
 * `nginx -t` on a configuration that includes the shipped TLS site file as it is, but for the
 * certificate paths (a self-signed one in `dir`), the snippet's path (the shipped snippet, rewritten as
 * startNginx writes it) and the access log's folder (`dir`).
 */
export function testTlsSite(dir: string): { status: number | null; output: string } {
  const { cert, key } = selfSignedCertificate(dir);
  let site = fs.readFileSync(SITE_CONF, 'utf8');
  const live = `/etc/letsencrypt/live/${PLACEHOLDER_DOMAIN}`.replaceAll('.', '\\.');
  site = replaceOnce(
    site,
    new RegExp(`^( +)ssl_certificate ${live}/fullchain\\.pem;$`, 'm'),
    `$1ssl_certificate ${cert};`,
    'certificate',
  );
  site = replaceOnce(
    site,
    new RegExp(`^( +)ssl_certificate_key ${live}/privkey\\.pem;$`, 'm'),
    `$1ssl_certificate_key ${key};`,
    'key',
  );
  const snippetPath = path.join(dir, 'school-website-proxy.conf');
  fs.writeFileSync(snippetPath, proxyConfFor(3000, dir));
  site = replaceOnce(
    site,
    /^( +)include \/etc\/nginx\/snippets\/school-website-proxy\.conf;$/m,
    `$1include ${snippetPath};`,
    'snippet include',
  );
  site = replaceOnce(site, SHIPPED_ACCESS_LOG, path.join(dir, 'school-website.access.log'), 'access log');
  const sitePath = path.join(dir, 'school-website');
  fs.writeFileSync(sitePath, site);
  const cacheConfPath = path.join(dir, 'school-website-cache.conf');
  fs.writeFileSync(cacheConfPath, cacheConfFor(3000, path.join(dir, 'cache')));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, mainConf({ dir, http: `    include ${cacheConfPath};`, servers: `    include ${sitePath};` }));
  const run = spawnSync(findNginx(), ['-t', '-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, decompressed (br or gzip) as a browser would. */
  text: string;
  /** The body as sent. */
  raw: Buffer;
}

/** One HTTP request with exactly these headers (no cookie jar, no automatic Accept-Encoding). */
export function request(
  base: string,
  method: string,
  urlPath: string,
  opts: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
    const req = http.request(
      `${base}${urlPath}`,
      {
        method,
        agent: false,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const plain =
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: plain.toString('utf8'), raw });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends only a request's head (a declared Content-Length, no body) and returns the status line and
 * headers of the answer: how nginx refuses a body that is too large before reading it.
 */
export function requestHeadOnly(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to the request head; received: ${received}`));
    }, 10_000);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (c: Buffer) => {
      received += c.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      if (received) resolve(received);
      else reject(error);
    });
  });
}
