import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainConf } from '../../scripts/nginx/deploy-config.mjs';
import { parseConfig } from '../../src/server/config';
import { createServiceContext } from '../../src/server/context';
import { DB_FILENAME, openDatabase } from '../../src/server/db/client';
import {
  type Added,
  addSchool,
  backupAll,
  type HostContext,
  HostError,
  listSchools,
  removeSchool,
  upgradeSchools,
} from '../../src/server/host/commands';
import { type HostLayout, hostLayout } from '../../src/server/host/layout';
import { readSchool } from '../../src/server/host/schools';
import type { Services } from '../../src/server/host/services';
import { parseSettings } from '../../src/server/host/settings-file';
import { restoreBackup } from '../../src/server/platform/backups/restore';
import { saveSettings } from '../../src/server/platform/settings';
import { APP_VERSION } from '../../src/server/project-root';
import { makeEnquiryInput } from '../factories/inputs';
import { readRowsOffline } from '../factories/rows';
import { canConnect, findNginx, request } from '../helpers/nginx';
import { BUILT_SERVER, freePort } from '../helpers/server-process';

const run = promisify(execFile);

// The hosting kit (docs/hosting.md) with two schools behind one real nginx (Debian's), routed by the
// Host header, each its own built server as systemd would run it from its settings file. Only systemd
// is replaced: `TestServices` starts the same command as the template unit's ExecStart, as a child.

/** The admissions office's password at both schools (the site's own rules: long, not common). */
const DESK_PASSWORD = 'Admissions desk 4821 mango kite';
const NORTH = { slug: 'akola-north', domain: 'north.school.example.in' };
const DUBAI = { slug: 'dubai', domain: 'dubai.school.example.in' };

let root: string;
let layout: HostLayout;
/** The variables that point the CLIs at this test's folders. */
let layoutEnv: Record<string, string>;
let nginxPort: number;
let nginx: ChildProcess;
const children = new Map<string, ChildProcess>();
const logs = new Map<string, string>();
let ctx: HostContext;
let north: Added;
let dubai: Added;
/** This build's folder (the one holding dist/). */
const THIS_RELEASE = path.dirname(path.dirname(path.dirname(BUILT_SERVER)));
/** The release the schools run: this build, until the upgrade test installs the next one (nextRelease). */
let releaseDir = THIS_RELEASE;

class TestServices implements Services {
  async start(slug: string) {
    if (children.has(slug)) return;
    const school = readSchool(layout, slug)!;
    const child = spawn(process.execPath, ['--v8-pool-size=1', path.join(releaseDir, 'dist', 'server', 'main.js')], {
      cwd: releaseDir,
      env: { PATH: process.env.PATH ?? '', ...school.settings, NODE_ENV: 'production', BACKUP_HOUR: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    logs.set(slug, '');
    const append = (chunk: Buffer) => logs.set(slug, logs.get(slug) + chunk.toString());
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    children.set(slug, child);
  }
  async stop(slug: string) {
    const child = children.get(slug);
    children.delete(slug);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  async state(slug: string) {
    const child = children.get(slug);
    if (!child) return 'inactive';
    return child.exitCode === null && child.signalCode === null ? 'active' : 'failed';
  }
  async testNginx() {
    try {
      await run(findNginx(), nginxArgs(['-t', '-q']));
      return null;
    } catch (error) {
      return String((error as { stderr?: string }).stderr ?? error);
    }
  }
  async reloadNginx() {
    // A restart rather than `nginx -s reload`, whose new workers take over at a moment the test cannot
    // see: once the new nginx listens, it answers with the configuration the kit wrote.
    await stopNginx();
    await startNginx();
  }
}

const nginxDir = () => path.join(root, 'nginx');
const nginxArgs = (more: string[]) => [
  '-p',
  `${nginxDir()}/`,
  '-c',
  layout.nginxConf!,
  '-e',
  path.join(nginxDir(), 'error.log'),
  ...more,
];

/** Starts a school and waits until it answers /healthz. */
async function startAndWait(slug: string, port: number) {
  await ctx.services.start(slug);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${slug} did not start:\n${logs.get(slug)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startNginx() {
  nginx = spawn(findNginx(), nginxArgs(['-g', 'daemon off;']), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(nginxPort))) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stopNginx() {
  const running = nginx;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
}

function site(
  domain: string,
  method: string,
  urlPath: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
) {
  return request(`http://127.0.0.1:${nginxPort}`, method, urlPath, {
    ...opts,
    headers: { host: domain, 'accept-encoding': 'identity', ...opts.headers },
  });
}

function postJson(domain: string, urlPath: string, input: unknown, headers: Record<string, string> = {}) {
  return site(domain, 'POST', urlPath, {
    body: JSON.stringify(input),
    headers: {
      'content-type': 'application/json',
      origin: `http://${domain}`,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

function enquiryEmails(dataDir: string): string[] {
  return readRowsOffline(dataDir, 'enquiries').map((row) => row.email);
}

/**
 * The next release as a host receives it: this build with one more migration (a new, empty table), in
 * a folder of its own. A server started from it applies that migration at start, as an upgrade does.
 */
function nextRelease(): string {
  const dir = path.join(root, 'next-release');
  fs.mkdirSync(dir);
  fs.copyFileSync(path.join(THIS_RELEASE, 'package.json'), path.join(dir, 'package.json'));
  for (const copied of ['dist', 'drizzle'])
    fs.cpSync(path.join(THIS_RELEASE, copied), path.join(dir, copied), { recursive: true });
  for (const shared of ['node_modules', 'src', 'deploy'])
    fs.symlinkSync(path.join(THIS_RELEASE, shared), path.join(dir, shared));
  const journalFile = path.join(dir, 'drizzle', 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_next_release`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  fs.writeFileSync(
    path.join(dir, 'drizzle', `${tag}.sql`),
    'CREATE TABLE `next_release_probe` (`id` integer PRIMARY KEY);\n',
  );
  return dir;
}

function appliedMigrations(dataDir: string): number {
  const sqlite = new Database(path.join(dataDir, DB_FILENAME), { readonly: true });
  try {
    return (sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

beforeAll(async () => {
  findNginx();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-hosting-'));
  nginxPort = await freePort();
  fs.mkdirSync(path.join(root, 'nginx', 'conf.d'), { recursive: true });
  fs.mkdirSync(path.join(root, 'nginx', 'sites-enabled'), { recursive: true });
  layoutEnv = {
    SCHOOL_HOST_SETTINGS_DIR: path.join(root, 'etc'),
    SCHOOL_HOST_DATA_ROOT: path.join(root, 'var'),
    SCHOOL_HOST_NGINX_DIR: path.join(root, 'nginx'),
    SCHOOL_HOST_NGINX_CONF: path.join(root, 'nginx', 'nginx.conf'),
    SCHOOL_HOST_LITESTREAM: path.join(root, 'litestream.yml'),
    SCHOOL_HOST_LETSENCRYPT_DIR: path.join(root, 'letsencrypt'),
    SCHOOL_HOST_USER: '',
    SCHOOL_HOST_HTTP_LISTEN: `127.0.0.1:${nginxPort}`,
    SCHOOL_HOST_NGINX_CACHE: path.join(root, 'nginx', 'cache'),
    SCHOOL_HOST_NGINX_LOG_DIR: path.join(root, 'nginx'),
  };
  layout = {
    ...hostLayout(layoutEnv),
    // Parallel test files take ports too: this file's schools start far from 3001.
    firstPort: 20_000 + Math.floor(Math.random() * 20_000),
  };
  const dir = nginxDir();
  fs.writeFileSync(
    layout.nginxConf!,
    `pid ${dir}/nginx.pid;\n${mainConf({
      dir,
      http: `    include ${dir}/conf.d/*.conf;`,
      servers: `    include ${dir}/sites-enabled/*;`,
    })}`,
  );
  // nginx starts with the first school's site (TestServices.reloadNginx).
  ctx = { layout, services: new TestServices(), say: () => {}, startTimeoutMs: 30_000 };
  north = await addSchool(ctx, NORTH.slug, NORTH.domain);
  dubai = await addSchool(ctx, DUBAI.slug, DUBAI.domain, { adminUsername: 'dubai-office' });
}, 120_000);

afterAll(async () => {
  for (const slug of [...children.keys()]) await ctx.services.stop(slug);
  await stopNginx();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run host -- add', () => {
  it('gives each school its own port, data folder, settings and first administrator', () => {
    expect(north.school.port).not.toBe(dubai.school.port);
    expect(north.school.dataDir).toBe(path.join(root, 'var', NORTH.slug));
    const settingsText = fs.readFileSync(path.join(root, 'etc', `${DUBAI.slug}.env`), 'utf8');
    // It says how a change of port or address reaches the school's nginx site.
    expect(settingsText).toContain(`npm run host -- tls ${DUBAI.slug}`);
    const settings = parseSettings(settingsText);
    expect(settings).toMatchObject({
      PORT: String(dubai.school.port),
      SITE_URL: `https://${DUBAI.domain}`,
      DATA_DIR: path.join(root, 'var', DUBAI.slug),
      TRUST_PROXY: 'true',
    });
    expect(fs.statSync(path.join(root, 'etc', `${DUBAI.slug}.env`)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dubai.school.dataDir).mode & 0o777).toBe(0o750);
    expect(north.admin?.username).toBe('admin');
    expect(dubai.admin?.username).toBe('dubai-office');
    expect(north.admin?.password).toMatch(/^\S{20,}$/);
    expect(north.certbot).toContain(`-d ${NORTH.domain}`);
    // One Litestream entry per school, each to its own path in the bucket.
    const litestream = fs.readFileSync(layout.litestreamConfig, 'utf8');
    expect([...litestream.matchAll(/^ {2}- path: (\S+)$/gm)].map((m) => m[1])).toEqual([
      path.join(north.school.dataDir, DB_FILENAME),
      path.join(dubai.school.dataDir, DB_FILENAME),
    ]);
    expect([...litestream.matchAll(/^ {8}path: (\S+)$/gm)].map((m) => m[1])).toEqual([
      `${NORTH.slug}/${DB_FILENAME}`,
      `${DUBAI.slug}/${DB_FILENAME}`,
    ]);
  });

  it('refuses a second school with the same slug or domain, and a slug that cannot name files, changing nothing', async () => {
    const before = fs.readdirSync(path.join(root, 'etc')).sort();
    await expect(addSchool(ctx, NORTH.slug, 'other.example.in')).rejects.toThrow(HostError);
    await expect(addSchool(ctx, 'third', NORTH.domain)).rejects.toThrow(/already has the domain/);
    await expect(addSchool(ctx, '../etc', 'x.example.in')).rejects.toThrow(/cannot name a school/);
    await expect(addSchool(ctx, 'third', 'https://x.example.in/')).rejects.toThrow(/is not a domain/);
    expect(fs.readdirSync(path.join(root, 'etc')).sort()).toEqual(before);
  });
});

describe('two schools behind one nginx', () => {
  it('serves each school its own name and pages by the Host header, and nothing for an unknown domain', async () => {
    // The Dubai office names its site in its own settings (offline, the school stopped).
    await ctx.services.stop(DUBAI.slug);
    const db = openDatabase(dubai.school.dataDir);
    const quiet = () => {};
    saveSettings(
      createServiceContext(parseConfig({ ...dubai.school.settings, NODE_ENV: 'production' }), db, {
        log: { info: quiet, warn: quiet, error: quiet },
      }),
      { schoolName: 'Al Mahmood Dubai Office' },
    );
    db.$client.close();
    await startAndWait(dubai.school.slug, dubai.school.port);

    const [a, b] = await Promise.all([site(NORTH.domain, 'GET', '/'), site(DUBAI.domain, 'GET', '/')]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.text).toContain(`<link rel="canonical" href="https://${NORTH.domain}/"`);
    expect(b.text).toContain(`<link rel="canonical" href="https://${DUBAI.domain}/"`);
    expect(b.text).toContain('Al Mahmood Dubai Office');
    expect(a.text).not.toContain('Al Mahmood Dubai Office');
    await expect(site('unknown.example.in', 'GET', '/')).rejects.toThrow();
  });

  it('writes each school its own access log, without the query of the notices page', async () => {
    await site(NORTH.domain, 'GET', '/notices?q=secretword');
    await site(DUBAI.domain, 'GET', '/about?utm_source=newsletter');
    const logOf = (slug: string) => path.join(root, 'nginx', `school-website-${slug}.access.log`);
    /** The school's log once it holds `line` (nginx writes it after the answer has left). */
    const logWith = async (slug: string, line: string) => {
      const deadline = Date.now() + 5000;
      const read = () => (fs.existsSync(logOf(slug)) ? fs.readFileSync(logOf(slug), 'utf8') : '');
      while (!read().includes(line) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return read();
    };
    const north = await logWith(NORTH.slug, '"GET /notices HTTP/1.1" 200 ');
    const dubaiLog = await logWith(DUBAI.slug, '"GET /about?utm_source=newsletter HTTP/1.1" 200 ');
    expect(north).toContain('"GET /notices HTTP/1.1" 200 ');
    expect(north).not.toContain('secretword');
    expect(north).not.toContain('/about?utm_source');
    expect(dubaiLog).toContain('"GET /about?utm_source=newsletter HTTP/1.1" 200 ');
    expect(dubaiLog).not.toContain('/notices');
  });

  it("keeps an enquiry to one school out of the other's database and dashboard", async () => {
    const sent = await postJson(
      DUBAI.domain,
      '/trpc/enquiry.create',
      makeEnquiryInput({ email: 'only.dubai@example.com' }),
    );
    expect(sent.status).toBe(200);
    expect(enquiryEmails(dubai.school.dataDir)).toContain('only.dubai@example.com');
    expect(enquiryEmails(north.school.dataDir)).not.toContain('only.dubai@example.com');
  });

  it("shows an enquiry in its own school's dashboard only", async () => {
    // A member of the admissions office at each school, added with the site's own command.
    const dashboards: Record<string, number> = {};
    for (const { domain, added } of [
      { domain: NORTH.domain, added: north },
      { domain: DUBAI.domain, added: dubai },
    ]) {
      await run(
        process.execPath,
        [path.join(layout.codeDir, 'dist', 'server', 'cli.js'), 'add-user', 'desk', '--role', 'admissions'],
        {
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'production',
            DATA_DIR: added.school.dataDir,
            ADMIN_NEW_PASSWORD: DESK_PASSWORD,
          },
        },
      );
      const login = await postJson(domain, '/trpc/admin.login', { username: 'desk', password: DESK_PASSWORD });
      expect(login.status).toBe(200);
      const cookie = /(__Host-sid|sid)=[^;]+/.exec(String(login.headers['set-cookie']))![0];
      const list = await postJson(domain, '/trpc/admin.enquiries.list', { search: 'only.dubai' }, { cookie });
      expect(list.status).toBe(200);
      dashboards[domain] = JSON.parse(list.text).result.data.pagination.total;
    }
    expect(dashboards).toEqual({ [NORTH.domain]: 0, [DUBAI.domain]: 1 });
  });

  it("refuses one school's administrator session at the other", async () => {
    const login = await postJson(NORTH.domain, '/trpc/admin.login', {
      username: north.admin!.username,
      password: north.admin!.password,
    });
    expect(login.status).toBe(200);
    const cookie = /(__Host-sid|sid)=[^;]+/.exec(String(login.headers['set-cookie']))![0];
    const meAt = async (domain: string) =>
      JSON.parse((await site(domain, 'GET', '/trpc/admin.me', { headers: { cookie } })).text).result.data;
    expect((await meAt(NORTH.domain))?.username).toBe('admin');
    expect(await meAt(DUBAI.domain)).toBeNull();
  });

  it('lists each school with its domain, port, state, version, disk use and last backup', async () => {
    const rows = await listSchools(ctx);
    expect(rows.map((row) => [row.slug, row.domain, row.port, row.state, row.version])).toEqual([
      [NORTH.slug, NORTH.domain, north.school.port, 'active', APP_VERSION],
      [DUBAI.slug, DUBAI.domain, dubai.school.port, 'active', APP_VERSION],
    ]);
    expect(rows.every((row) => row.diskBytes > 100_000)).toBe(true);
  });
});

describe('on the command line (the built CLIs, as the host runs them)', () => {
  const cli = (file: string, args: string[]) =>
    run(process.execPath, [path.join(layout.codeDir, 'dist', 'server', file), ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...layoutEnv },
    });

  it('npm run host -- list shows each school; npm run backup -- --all backs each up', async () => {
    const list = await cli('host-cli.js', ['list']);
    expect(list.stdout).toMatch(/^SCHOOL +DOMAIN +PORT +STATE +VERSION +DISK +LAST BACKUP$/m);
    expect(list.stdout).toMatch(
      new RegExp(
        `^${NORTH.slug} +${NORTH.domain} +${north.school.port} +\\S+ +${APP_VERSION} +[\\d.]+ MB +never$`,
        'm',
      ),
    );
    expect(list.stdout).toContain(DUBAI.domain);

    const backup = await cli('backup-cli.js', ['backup', '--all']);
    expect(backup.stdout).toContain('2 of 2 schools backed up.');
    expect(fs.readdirSync(path.join(dubai.school.dataDir, 'backups')).some((name) => name.endsWith('.tar.gz'))).toBe(
      true,
    );
    expect((await cli('host-cli.js', ['list'])).stdout).not.toMatch(/ never$/m);
  });

  it('answers a mistyped command with its usage and changes nothing', async () => {
    const refused = await cli('host-cli.js', ['add', 'only-a-slug']).catch((error) => error);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('npm run host -- add <slug> <domain>');
    expect(fs.existsSync(path.join(root, 'etc', 'only-a-slug.env'))).toBe(false);
  });
});

describe('backups, restores and upgrades, one school at a time', () => {
  it('backs up every school, and restoring one leaves the other untouched', async () => {
    const outcomes = await backupAll(ctx);
    expect(outcomes.map((o) => [o.slug, o.ok])).toEqual([
      [NORTH.slug, true],
      [DUBAI.slug, true],
    ]);
    expect((await listSchools(ctx)).every((row) => row.lastBackup !== null)).toBe(true);
    // After the backup: an enquiry to each school.
    await postJson(NORTH.domain, '/trpc/enquiry.create', makeEnquiryInput({ email: 'after.backup@north.example.com' }));
    await postJson(DUBAI.domain, '/trpc/enquiry.create', makeEnquiryInput({ email: 'after.backup@dubai.example.com' }));

    await ctx.services.stop(NORTH.slug);
    await restoreBackup({ archive: outcomes[0]!.archive!, dataDir: north.school.dataDir });
    await startAndWait(NORTH.slug, north.school.port);

    expect(enquiryEmails(north.school.dataDir)).not.toContain('after.backup@north.example.com');
    expect(enquiryEmails(dubai.school.dataDir)).toEqual(
      expect.arrayContaining(['only.dubai@example.com', 'after.backup@dubai.example.com']),
    );
    expect((await site(DUBAI.domain, 'GET', '/healthz')).status).toBe(200);
  });

  it('upgrades every school; one whose migration fails is rolled back to its backup and the other is upgraded', async () => {
    // Both schools stopped on this release; the next one, with a migration more, is installed.
    for (const slug of [NORTH.slug, DUBAI.slug]) await ctx.services.stop(slug);
    const before = appliedMigrations(north.school.dataDir);
    releaseDir = nextRelease();
    // On akola-north (first in turn), a hand-made trigger makes the migration fail.
    const broken = new Database(path.join(north.school.dataDir, DB_FILENAME));
    broken.exec(
      "CREATE TRIGGER refuse_migrations BEFORE INSERT ON __drizzle_migrations BEGIN SELECT RAISE(ABORT, 'refused by a hand-made trigger'); END",
    );
    broken.close();
    const northEnquiries = enquiryEmails(north.school.dataDir);

    const outcomes = await upgradeSchools(ctx);

    expect(outcomes.map((o) => [o.slug, o.ok])).toEqual([
      [NORTH.slug, false],
      [DUBAI.slug, true],
    ]);
    expect(outcomes[0]!.message).toContain('its data is back as it was');
    // Rolled back: the archive put back, which the restored database's audit log records.
    const sqlite = new Database(path.join(north.school.dataDir, DB_FILENAME), { readonly: true });
    const restores = sqlite.prepare("SELECT actor FROM audit_log WHERE action = 'restore'").all();
    sqlite.close();
    expect(restores).toContainEqual({ actor: 'host upgrade' });
    // akola-north: stopped, on its backup (the release before, its data as it was).
    expect(await ctx.services.state(NORTH.slug)).toBe('inactive');
    expect(appliedMigrations(north.school.dataDir)).toBe(before);
    expect(enquiryEmails(north.school.dataDir)).toEqual(northEnquiries);
    // dubai: upgraded, and stopped again as it was before; then started, serving, its enquiries kept.
    expect(appliedMigrations(dubai.school.dataDir)).toBe(before + 1);
    expect(outcomes[1]!.message).toContain('stopped again as it was');
    expect(await ctx.services.state(DUBAI.slug)).toBe('inactive');
    await startAndWait(DUBAI.slug, dubai.school.port);
    expect((await site(DUBAI.domain, 'GET', '/healthz')).status).toBe(200);
    expect(enquiryEmails(dubai.school.dataDir)).toContain('only.dubai@example.com');
  }, 120_000);
});

describe('npm run host -- remove', () => {
  it('needs the slug typed again to delete data; without it, stops the school and keeps its data', async () => {
    await expect(removeSchool(ctx, DUBAI.slug, { deleteData: true, confirm: 'dubia' })).rejects.toThrow(
      /give --confirm dubai/,
    );
    expect(await ctx.services.state(DUBAI.slug)).toBe('active');

    const { keptData } = await removeSchool(ctx, DUBAI.slug);
    expect(keptData).toBe(dubai.school.dataDir);
    expect(enquiryEmails(dubai.school.dataDir)).toContain('only.dubai@example.com');
    expect(fs.existsSync(path.join(root, 'etc', `${DUBAI.slug}.env.removed`))).toBe(true);
    expect((await listSchools(ctx)).map((row) => row.slug)).toEqual([NORTH.slug]);
    expect(fs.readFileSync(layout.litestreamConfig, 'utf8')).not.toContain(dubai.school.dataDir);
    await expect(site(DUBAI.domain, 'GET', '/')).rejects.toThrow();
  });
});
