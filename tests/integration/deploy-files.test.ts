import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/server/config';
import { DB_FILENAME } from '../../src/server/db/client';
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
    // And reports page views to that port, where the site listens over UDP (features/visits/reported-views.ts).
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
