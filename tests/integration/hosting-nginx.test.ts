import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainConf } from '../../scripts/nginx/deploy-config.mjs';
import { schoolSiteConf, sharedConf, upstreamName } from '../../src/server/host/nginx';
import { findNginx, PROXY_SNIPPET } from '../helpers/nginx';

// The nginx files the hosting kit writes for each school (src/server/host/nginx.ts), checked by a
// real nginx: the https sites as certbot's certificates make them, which the two-school test
// (hosting.test.ts) cannot serve without binding port 443.

let dir: string;
beforeAll(() => {
  findNginx();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-hosting-nginx-'));
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function certificateFor(letsencrypt: string, domain: string): void {
  const live = path.join(letsencrypt, 'live', domain);
  fs.mkdirSync(live, { recursive: true });
  const run = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'].concat([
      '-keyout',
      path.join(live, 'privkey.pem'),
      '-out',
      path.join(live, 'fullchain.pem'),
      '-subj',
      `/CN=${domain}`,
    ]),
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
}

function nginxTest(files: Record<string, string>): { status: number | null; output: string } {
  const sites = path.join(dir, 'sites');
  fs.rmSync(sites, { recursive: true, force: true });
  fs.mkdirSync(sites);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(sites, name), text);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, mainConf({ dir, servers: `    include ${sites}/*;` }));
  const run = spawnSync(findNginx(), ['-t', '-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the hosting kit’s nginx files', () => {
  it('pass nginx -t with the shared part, two schools on https and one still on plain http', () => {
    const letsencrypt = path.join(dir, 'letsencrypt');
    certificateFor(letsencrypt, 'north.example.in');
    certificateFor(letsencrypt, 'dubai.example.ae');
    const result = nginxTest({
      '0-shared.conf': sharedConf({ cacheDir: path.join(dir, 'cache') }),
      'north.conf': schoolSiteConf({
        slug: 'akola-north',
        domain: 'north.example.in',
        port: 3001,
        tls: true,
        letsencryptDir: letsencrypt,
        logDir: dir,
      }),
      'dubai.conf': schoolSiteConf({
        slug: 'dubai',
        domain: 'dubai.example.ae',
        port: 3002,
        tls: true,
        letsencryptDir: letsencrypt,
        logDir: dir,
      }),
      'new.conf': schoolSiteConf({
        slug: 'new-campus',
        domain: 'new.example.in',
        port: 3003,
        tls: false,
        logDir: dir,
      }),
    });
    expect(result.output).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  it('give each school the shipped proxy and cache rules, with its own upstream and visit-report port', () => {
    const site = schoolSiteConf({ slug: 'akola-north', domain: 'north.example.in', port: 3007, tls: true });
    expect(site).toContain(`upstream ${upstreamName('akola-north')} {\n    server 127.0.0.1:3007;`);
    expect(site).toContain(`proxy_pass http://${upstreamName('akola-north')};`);
    expect(site).toContain('access_log syslog:server=127.0.0.1:3007,');
    // Its own access log, in the shipped format, in both servers (certbot's checks and redirects too).
    const ownLog = /access_log \/var\/log\/nginx\/school-website-akola-north\.access\.log school_website;/g;
    expect(site.match(ownLog)).toHaveLength(2);
    // Before its certificate, one server: the log once (twice would write each request twice).
    const plain = schoolSiteConf({ slug: 'akola-north', domain: 'north.example.in', port: 3007, tls: false });
    expect(plain.match(ownLog)).toHaveLength(1);
    expect(site).toContain('ssl_certificate /etc/letsencrypt/live/north.example.in/fullchain.pem;');
    expect(site).not.toContain('school.example.org');
    // Every directive of the shipped snippet is in the site, but the two rewritten lines.
    const directives = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
    const inSite = new Set(directives(site));
    const missing = directives(fs.readFileSync(PROXY_SNIPPET, 'utf8')).filter((line) => !inSite.has(line));
    expect(missing).toEqual([
      'access_log /var/log/nginx/school-website.access.log school_website;',
      'proxy_pass http://school_website;',
      expect.stringContaining('access_log syslog:server=127.0.0.1:3000,'),
    ]);
    // The server block says server_tokens itself, once per server.
    expect(site.match(/server_tokens off;/g)).toHaveLength(2);
  });

  it('answer a domain no school has with nothing: the shared part holds default servers that close the connection', () => {
    const shared = sharedConf();
    expect(shared).toMatch(/listen 80 default_server;[\s\S]*return 444;/);
    expect(shared).toMatch(/listen 443 ssl default_server;[\s\S]*ssl_reject_handshake on;/);
    expect(shared).not.toMatch(/^upstream /m);
  });
});
