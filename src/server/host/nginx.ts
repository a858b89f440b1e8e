import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root';

// Each school's nginx site is written from the shipped single-school files (deploy/nginx/), so a
// hosted school gets the same proxy, cache and TLS rules as a school on its own server: only names,
// the domain and the port are rewritten, and each rewrite must match exactly once, so a change to a
// shipped file that the kit does not understand fails `host add` instead of writing a wrong site.
// docs/hosting.md explains the files.

const DEPLOY_NGINX = path.join(projectRoot, 'deploy', 'nginx');
const read = (name: string) => fs.readFileSync(path.join(DEPLOY_NGINX, name), 'utf8');

function replaceOnce(text: string, from: string | RegExp, to: string, what: string): string {
  const count =
    typeof from === 'string'
      ? text.split(from).length - 1
      : (text.match(new RegExp(from.source, `${from.flags.replace('g', '')}g`)) ?? []).length;
  if (count !== 1) throw new Error(`Expected exactly one ${what} in the shipped nginx files, found ${count}.`);
  return text.replace(from, () => to);
}

const UPSTREAM_BLOCK = /^upstream school_website \{\n[\s\S]*?^\}\n/m;
const SERVER_BLOCK = /^server \{\n[\s\S]*?^\}\n?/gm;

/** The upstream's name for a school (nginx names take no dashes in every place). */
export const upstreamName = (slug: string) => `school_website_${slug.replace(/-/g, '_')}`;

/**
 * The http-level part every school shares (conf.d/school-website-hosting.conf): the shipped
 * school-website-cache.conf without its upstream, which each school's site file has instead. One cache
 * for all schools: its key holds the host, so one school's page is never another's.
 */
export function sharedConf(options: { httpListen?: string; cacheDir?: string } = {}): string {
  let cache = replaceOnce(
    read('school-website-cache.conf'),
    UPSTREAM_BLOCK,
    "# Each school's address is the upstream in its own site file (sites-available/school-website-<slug>.conf).\n",
    'upstream block',
  );
  if (options.cacheDir) {
    cache = replaceOnce(cache, /^proxy_cache_path \S+ /m, `proxy_cache_path ${options.cacheDir} `, 'proxy_cache_path');
  }
  return `# Written by \`npm run host\` (docs/hosting.md): the part of nginx's setup every school on this server
# shares, from deploy/nginx/school-website-cache.conf. Rewritten by each \`host add\`; edit the shipped
# file instead. It replaces the single-school school-website-cache.conf, which must not be installed too.

${cache}
# A request for a domain no school has gets no answer (444 closes the connection), rather than the
# first school's pages; over https the handshake is refused, so no school's certificate is shown.
server {
${options.httpListen ? `    listen ${options.httpListen} default_server;` : '    listen 80 default_server;\n    listen [::]:80 default_server;'}
    server_name _;
    return 444;
}
${
  options.httpListen
    ? ''
    : `server {
    listen 443 ssl default_server;
    listen [::]:443 ssl default_server;
    ssl_reject_handshake on;
}
`
}`;
}

export interface SchoolSite {
  slug: string;
  domain: string;
  port: number;
  /** Whether certbot's certificate for the domain exists: then the https server, else plain http only. */
  tls: boolean;
  /** Replaces the plain-http server's two `listen` lines (the integration test's loopback port). */
  httpListen?: string;
  /** certbot's folder, when not /etc/letsencrypt. */
  letsencryptDir?: string;
  /** The folder of the school's access log, when not /var/log/nginx. */
  logDir?: string;
}

/** The shipped site's access log (school-website-proxy.conf, school-website.conf). */
const SHIPPED_ACCESS_LOG = '/var/log/nginx/school-website.access.log';

/**
 * The school's own access log: the shipped one's format (no query of the search and notices pages,
 * docs/deploy.md), in a file of its own, which Debian's logrotate rotates with every /var/log/nginx/*.log.
 */
export const accessLogFile = (site: Pick<SchoolSite, 'slug' | 'logDir'>) =>
  path.join(site.logDir ?? '/var/log/nginx', `school-website-${site.slug}.access.log`);

/**
 * The proxy snippet for one school: its upstream and the port of its visit reports. Without its
 * `server_tokens` line where the server block around it says it already (nginx refuses a repeat).
 */
function proxyRules(site: SchoolSite, options: { withServerTokens: boolean }): string {
  let text = read('school-website-proxy.conf');
  text = replaceOnce(
    text,
    'proxy_pass http://school_website;',
    `proxy_pass http://${upstreamName(site.slug)};`,
    'proxy_pass',
  );
  text = replaceOnce(
    text,
    'syslog:server=127.0.0.1:3000,',
    `syslog:server=127.0.0.1:${site.port},`,
    'visit report address',
  );
  text = replaceOnce(text, SHIPPED_ACCESS_LOG, accessLogFile(site), 'access log');
  if (!options.withServerTokens) text = replaceOnce(text, /^server_tokens off;\n/m, '', 'server_tokens line');
  return text
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
}

/** sites-available/school-website-<slug>.conf: the school's upstream and its server blocks. */
export function schoolSiteConf(site: SchoolSite): string {
  const upstream = replaceOnce(
    replaceOnce(
      (UPSTREAM_BLOCK.exec(read('school-website-cache.conf')) ?? [''])[0],
      'upstream school_website {',
      `upstream ${upstreamName(site.slug)} {`,
      'upstream name',
    ),
    /server 127\.0\.0\.1:3000;/,
    `server 127.0.0.1:${site.port};`,
    'upstream server line',
  );
  let shipped = read('school-website.conf').replaceAll('school.example.org', site.domain);
  if (site.letsencryptDir) shipped = shipped.replaceAll('/etc/letsencrypt/', `${site.letsencryptDir}/`);
  shipped = replaceOnce(shipped, SHIPPED_ACCESS_LOG, accessLogFile(site), 'access log');
  const servers = shipped.match(SERVER_BLOCK) ?? [];
  if (servers.length !== 2)
    throw new Error(`Expected two server blocks in the shipped site file, found ${servers.length}.`);
  let [plain, secure] = servers as [string, string];
  if (site.httpListen) {
    plain = replaceOnce(
      plain,
      /^ {4}listen 80;\n {4}listen \[::\]:80;\n/m,
      `    listen ${site.httpListen};\n`,
      'http listen lines',
    );
  }
  let body: string;
  if (site.tls) {
    const rules = proxyRules(site, { withServerTokens: !/^ {4}server_tokens off;$/m.test(secure) });
    secure = replaceOnce(
      secure,
      /^ {4}include \/etc\/nginx\/snippets\/school-website-proxy\.conf;\n/m,
      `${rules}\n`,
      'snippet include',
    );
    body = `${plain}\n${secure}`;
  } else {
    // Before the certificate: the site over plain http (and certbot's checks), until `host tls` is run.
    // The rules say the access log themselves: the server's own line would write each request twice.
    const rules = proxyRules(site, { withServerTokens: !/^ {4}server_tokens off;$/m.test(plain) });
    plain = replaceOnce(plain, /^(?: {4}#[^\n]*\n)* {4}access_log [^\n]*\n/m, '', 'access log line');
    body = replaceOnce(plain, /^ {4}location \/ \{\n {8}return 301 [^\n]*\n {4}\}\n/m, `${rules}\n`, 'https redirect');
  }
  const state = site.tls
    ? 'With its certificate: https, and plain http only for certbot and a redirect.'
    : `No certificate yet: plain http. After certbot, \`npm run host -- tls ${site.slug}\` writes the https server.`;
  return `# Written by \`npm run host\` for the school "${site.slug}" (docs/hosting.md), from deploy/nginx/.
# ${state}
# Rewritten by the kit; do not edit by hand.

${upstream}
${body}`;
}
