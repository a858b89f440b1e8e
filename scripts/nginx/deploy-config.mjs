// The shipped nginx files (deploy/nginx/*) made runnable on loopback, for the deployment test
// (tests/helpers/nginx.ts) and the bench (scripts/bench/home-vs-nginx.mjs): both run a real nginx with
// the files a school installs, so what they measure is what a school deploys. Only the upstream's port
// (in the http-level file and in the proxy snippet, where nginx sends its visit reports), the cache
// folder and the folder of the site's access log are rewritten.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
export const DEPLOY_NGINX = path.join(root, 'deploy', 'nginx');
export const CACHE_CONF = path.join(DEPLOY_NGINX, 'school-website-cache.conf');
export const PROXY_SNIPPET = path.join(DEPLOY_NGINX, 'school-website-proxy.conf');
export const SITE_CONF = path.join(DEPLOY_NGINX, 'school-website.conf');

/** Replaces `from` in `text`, which must occur exactly once (so a changed shipped file fails loudly). */
export function replaceOnce(text, from, to, what) {
  const count =
    typeof from === 'string'
      ? text.split(from).length - 1
      : (text.match(new RegExp(from.source, `${from.flags}g`)) ?? []).length;
  if (count !== 1) throw new Error(`expected exactly one ${what} in the shipped nginx file, found ${count}`);
  return text.replace(from, to);
}

/**
 * deploy/nginx/school-website-cache.conf with the upstream's port and the cache folder replaced; every
 * other byte as shipped.
 */
export function cacheConfFor(upstreamPort, cacheDir) {
  let text = fs.readFileSync(CACHE_CONF, 'utf8');
  text = replaceOnce(
    text,
    /^( +)server 127\.0\.0\.1:3000;$/m,
    `$1server 127.0.0.1:${upstreamPort};`,
    'upstream server line',
  );
  text = replaceOnce(text, /^proxy_cache_path \S+ /m, `proxy_cache_path ${cacheDir} `, 'proxy_cache_path');
  return text;
}

/** The site's access log as shipped (school-website-proxy.conf and the plain-http server of school-website.conf). */
export const SHIPPED_ACCESS_LOG = '/var/log/nginx/school-website.access.log';

/**
 * deploy/nginx/school-website-proxy.conf with the address of the site's visit reports (its own port,
 * over UDP) and the folder of its access log (`logDir`) replaced; every other byte as shipped.
 */
export function proxyConfFor(upstreamPort, logDir) {
  const text = replaceOnce(
    fs.readFileSync(PROXY_SNIPPET, 'utf8'),
    'syslog:server=127.0.0.1:3000,',
    `syslog:server=127.0.0.1:${upstreamPort},`,
    'visit report address',
  );
  return replaceOnce(text, SHIPPED_ACCESS_LOG, path.join(logDir, 'school-website.access.log'), 'access log');
}

/**
 * The main configuration around the shipped files: one worker, temp folders and the access log inside
 * `dir`, no system paths. `http` is more http-level text (the shipped cache file's include, settings);
 * `servers` the server blocks. `workerConnections` defaults to 256.
 */
export function mainConf({ dir, http = '', servers, workerConnections = 256 }) {
  // As root, the workers would switch to `nobody`, which cannot use the private folders.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body_temp;
    proxy_temp_path ${dir}/proxy_temp;
    fastcgi_temp_path ${dir}/fastcgi_temp;
    uwsgi_temp_path ${dir}/uwsgi_temp;
    scgi_temp_path ${dir}/scgi_temp;
${http}
${servers}
}
`;
}

/**
 * Writes the shipped cache file and proxy snippet (rewritten for `upstreamPort`, the cache in
 * `dir`/cache) and a main configuration with a plain-http server on `port` that includes the snippet.
 * Returns the main configuration's path.
 */
export function writeShippedConf({ dir, port, upstreamPort, http = '', workerConnections }) {
  const cacheConfPath = path.join(dir, 'school-website-cache.conf');
  fs.writeFileSync(cacheConfPath, cacheConfFor(upstreamPort, path.join(dir, 'cache')));
  const snippetPath = path.join(dir, 'school-website-proxy.conf');
  fs.writeFileSync(snippetPath, proxyConfFor(upstreamPort, dir));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    mainConf({
      dir,
      workerConnections,
      http: `${http}\n    include ${cacheConfPath};`,
      servers: `    server {\n        listen 127.0.0.1:${port};\n        include ${snippetPath};\n    }`,
    }),
  );
  return conf;
}
