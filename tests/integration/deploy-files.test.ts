import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/server/config';
import { DB_FILENAME } from '../../src/server/db/client';
import { hostLayout } from '../../src/server/host/layout';
import { projectRoot } from '../../src/server/project-root';

// The files an IT person copies from deploy/ must agree with each other and with the code: the
// settings file is a valid configuration, the service may write where the site keeps its data, and
// Litestream replicates the file the site really writes. (nginx.test.ts runs the nginx files.)

const read = (rel: string) => fs.readFileSync(path.join(projectRoot, rel), 'utf8');

/** KEY=value lines of an EnvironmentFile (comments and blank lines aside). */
function envFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

const env = envFile(read('deploy/school-website.env.example'));

describe('deploy/ files', () => {
  it('the settings file is a configuration the site accepts, behind the shipped nginx', () => {
    const config = parseConfig({ ...env, NODE_ENV: 'production' });
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.host).toBe('127.0.0.1');
    expect(config.isHttps).toBe(true);
  });

  it('the service may write exactly where DATA_DIR points, and reads the settings file', () => {
    const unit = read('deploy/systemd/school-website.service');
    expect(unit).toContain(`ReadWritePaths=${env.DATA_DIR}\n`);
    expect(unit).toContain('ProtectSystem=strict\n');
    expect(unit).toContain('NoNewPrivileges=yes\n');
    expect(unit).toContain('EnvironmentFile=/etc/school-website.env\n');
    // nginx proxies to the port the site listens on.
    expect(read('deploy/nginx/school-website-cache.conf')).toContain(`server 127.0.0.1:${env.PORT};`);
    // And reports page views to that port, where the site listens over UDP (platform/visits/reported-views.ts).
    expect(read('deploy/nginx/school-website-proxy.conf')).toContain(`syslog:server=127.0.0.1:${env.PORT},`);
  });

  it('Litestream replicates the database file the site writes, with its keys kept out of the file', () => {
    const litestream = read('deploy/litestream.yml');
    const paths = [...litestream.matchAll(/^\s+- path: (\S+)$/gm)].map((m) => m[1]);
    expect(paths).toEqual([path.posix.join(env.DATA_DIR!, DB_FILENAME)]);
    expect(litestream).toMatch(/^\s+access-key-id: \$\{LITESTREAM_ACCESS_KEY_ID\}$/m);
    expect(litestream).toMatch(/^\s+secret-access-key: \$\{LITESTREAM_SECRET_ACCESS_KEY\}$/m);
    // Its restore command names the same database.
    expect(litestream).toContain(`-o ${env.DATA_DIR}/${DB_FILENAME}.restored ${env.DATA_DIR}/${DB_FILENAME}`);
  });
});

describe('deploy/systemd/school-website@.service (the hosting kit, docs/hosting.md)', () => {
  const directives = (text: string) =>
    text
      .split('\n')
      .filter((line) => /^[A-Z][A-Za-z]+=/.test(line))
      .sort();

  it('runs each school from its own settings file, and may write only its own data folder', () => {
    const layout = hostLayout({});
    const unit = read('deploy/systemd/school-website@.service');
    expect(unit).toContain(`EnvironmentFile=${layout.settingsDir}/%i.env\n`);
    expect(unit).toContain(`ReadWritePaths=${layout.dataRoot}/%i\n`);
  });

  it('has the single-school service’s hardening and start, line for line, but for the school’s own paths', () => {
    const single = directives(read('deploy/systemd/school-website.service'));
    const template = directives(read('deploy/systemd/school-website@.service'));
    const differs = /^(Description|Documentation|EnvironmentFile|ReadWritePaths|SyslogIdentifier)=/;
    expect(template.filter((line) => !differs.test(line))).toEqual(single.filter((line) => !differs.test(line)));
  });

  it('is a unit systemd accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-unit-'));
    try {
      // An instance of the template, as `systemctl enable --now school-website@akola-north` makes.
      const instance = path.join(dir, 'school-website@akola-north.service');
      fs.copyFileSync(path.join(projectRoot, 'deploy/systemd/school-website@.service'), instance);
      const verify = spawnSync('systemd-analyze', ['verify', instance], { encoding: 'utf8' });
      expect(verify.error).toBeUndefined();
      expect(verify.stderr.split('\n').filter((line) => line.includes(instance))).toEqual([]);
      expect(verify.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
