import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError, parseConfig } from '../config';
import { createServiceContext } from '../context';
import { openDatabase } from '../db/client';
import { ensureFirstAdmin, type OneTimeAdmin } from '../platform/auth/session';
import { ARCHIVE_PATTERN, createBackup, defaultBackupsDir } from '../platform/backups/create';
import { restoreBackup } from '../platform/backups/restore';
import {
  dataDir as dataDirOf,
  domainProblem,
  HostError,
  type HostLayout,
  nginxEnabledLink,
  nginxSharedFile,
  nginxSiteFile,
  nginxSiteName,
  settingsFile,
  slugProblem,
} from './layout';
import { addLitestreamEntry, removeLitestreamEntry } from './litestream';
import { schoolSiteConf, sharedConf } from './nginx';
import { freePort, readSchool, readSchools, type School } from './schools';
import type { Services } from './services';
import { writeSettings } from './settings-file';

const run = promisify(execFile);

// What `npm run host` does (src/server/host-cli.ts reads the command line; docs/hosting.md is the
// walk-through). Every step that can fail is checked before the next one changes anything, and a
// failure undoes what this command wrote.

export interface HostContext {
  layout: HostLayout;
  services: Services;
  /** Progress lines for the person at the terminal. */
  say: (line: string) => void;
  /** How long a started site may take to answer /healthz (default 60 s). */
  startTimeoutMs?: number;
}

export { HostError };

// --- Owners -------------------------------------------------------------------------------------

async function ownerIds(user: string): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new HostError(
      `There is no user "${user}" on this machine. Create it first: sudo useradd --system --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin ${user}`,
    );
  }
}

/** Gives `dir` and everything in it to the sites' user: this command runs as root, the site does not. */
async function giveToSiteUser(layout: HostLayout, dir: string): Promise<void> {
  if (!layout.user) return;
  const { uid, gid } = await ownerIds(layout.user);
  const walk = (target: string) => {
    fs.lchownSync(target, uid, gid);
    const stat = fs.lstatSync(target);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) walk(path.join(target, name));
    // What root wrote here (the database, an archive) is the site's alone, as its own UMask=0027 makes it.
    else if (stat.isFile()) fs.chmodSync(target, stat.mode & 0o750);
  };
  walk(dir);
}

// --- Health ---------------------------------------------------------------------------------------

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Waits until the school's site answers /healthz, its service has failed, or the time is up. */
async function waitUntilHealthy(ctx: HostContext, school: School): Promise<boolean> {
  const deadline = Date.now() + (ctx.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (await healthy(school.port)) return true;
    if ((await ctx.services.state(school.slug)) === 'failed') return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

// --- nginx ----------------------------------------------------------------------------------------

function hasCertificate(layout: HostLayout, domain: string): boolean {
  return fs.existsSync(path.join(layout.letsencryptDir, 'live', domain, 'fullchain.pem'));
}

/** Writes the shared file and the school's site, or nothing at all when `nginx -t` refuses them. */
async function writeNginx(ctx: HostContext, school: School): Promise<void> {
  const { layout } = ctx;
  const httpListen = layout.httpListen ?? undefined;
  const files = new Map<string, string>([
    [nginxSharedFile(layout), sharedConf({ httpListen, cacheDir: layout.nginxCacheDir })],
    [
      nginxSiteFile(layout, school.slug),
      schoolSiteConf({
        slug: school.slug,
        domain: school.domain,
        port: school.port,
        tls: hasCertificate(layout, school.domain),
        httpListen,
        letsencryptDir: layout.letsencryptDir,
        logDir: layout.nginxLogDir,
      }),
    ],
  ]);
  const before = new Map([...files.keys()].map((file) => [file, fs.existsSync(file) ? fs.readFileSync(file) : null]));
  const link = nginxEnabledLink(layout, school.slug);
  const linked = fs.existsSync(link);
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text, { mode: 0o644 });
  }
  if (!linked) {
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join('..', 'sites-available', nginxSiteName(school.slug)), link);
  }
  const problem = await ctx.services.testNginx();
  if (problem) {
    for (const [file, text] of before) {
      if (text === null) fs.rmSync(file, { force: true });
      else fs.writeFileSync(file, text);
    }
    if (!linked) fs.rmSync(link, { force: true });
    throw new HostError(`nginx refused the new configuration, so it was not kept:\n${problem}`);
  }
  await ctx.services.reloadNginx();
}

// --- add ------------------------------------------------------------------------------------------

export interface AddOptions {
  /** The first administrator's user name (default `admin`). */
  adminUsername?: string;
}

export interface Added {
  school: School;
  admin: OneTimeAdmin | null;
  certbot: string;
}

function settingsTemplate(layout: HostLayout): string {
  return fs.readFileSync(path.join(layout.codeDir, 'deploy', 'school-website.env.example'), 'utf8');
}

/** Adds a school: settings, data folder with its first administrator, nginx site, Litestream entry, started. */
export async function addSchool(
  ctx: HostContext,
  slug: string,
  domain: string,
  options: AddOptions = {},
): Promise<Added> {
  const { layout } = ctx;
  const problem = slugProblem(slug) ?? domainProblem(domain);
  if (problem) throw new HostError(problem);
  const schools = readSchools(layout);
  if (schools.some((school) => school.slug === slug)) throw new HostError(`There is already a school "${slug}".`);
  const sameDomain = schools.find((school) => school.domain === domain);
  if (sameDomain) throw new HostError(`The school "${sameDomain.slug}" already has the domain ${domain}.`);
  const dataDir = dataDirOf(layout, slug);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new HostError(
      `${dataDir} already holds data (a school removed with its data kept?). Move it away, or restore it with: npm run restore -- <archive> --data-dir ${dataDir}`,
    );
  }
  if (layout.user) await ownerIds(layout.user);

  const port = await freePort(layout, schools);
  const settingsText = writeSettings(settingsTemplate(layout), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: `https://${domain}`,
    TRUST_PROXY: 'true',
  });
  const settings = settingsFile(layout, slug);
  const written: string[] = [];
  try {
    // The settings may hold the mail password: root's alone (systemd reads them as root).
    fs.mkdirSync(layout.settingsDir, { recursive: true, mode: 0o755 });
    fs.writeFileSync(
      settings,
      settingsText.replace(
        /^# School website: .*$/m,
        `# School website "${slug}" (${domain}), written by npm run host -- add (docs/hosting.md).\n` +
          `# Hosted: after changing PORT or SITE_URL here, run npm run host -- tls ${slug} (it rewrites the\n` +
          `# school's nginx site from this file), then: systemctl restart school-website@${slug}`,
      ),
      {
        mode: 0o600,
        flag: 'wx',
      },
    );
    written.push(settings);
    const school = readSchool(layout, slug) as School;
    const config = parseConfig({ ...school.settings, NODE_ENV: 'production' });

    fs.mkdirSync(layout.dataRoot, { recursive: true, mode: 0o755 });
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o750 });
    written.push(dataDir);
    fs.chmodSync(dataDir, 0o750);
    let admin: OneTimeAdmin | null = null;
    const db = openDatabase(dataDir);
    try {
      const quiet = () => {};
      const svc = createServiceContext(
        { ...config, adminUsername: options.adminUsername ?? config.adminUsername, adminPassword: undefined },
        db,
        { log: { info: quiet, warn: quiet, error: quiet } },
      );
      await ensureFirstAdmin(svc, { announce: (created) => (admin = created) });
      db.$client.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.$client.close();
    }
    await giveToSiteUser(layout, dataDir);
    ctx.say(`Settings: ${settings} (port ${port}); data: ${dataDir}.`);

    written.push(nginxSiteFile(layout, slug), nginxEnabledLink(layout, slug));
    await writeNginx(ctx, school);
    ctx.say(`nginx: ${nginxSiteFile(layout, slug)} for ${domain}, checked and reloaded.`);

    addLitestreamEntry(layout, school);
    ctx.say(
      `Litestream: ${layout.litestreamConfig} replicates ${path.join(dataDir, 'school.db')} ` +
        '(where Litestream runs: sudo systemctl restart litestream).',
    );

    await ctx.services.start(slug);
    if (!(await waitUntilHealthy(ctx, school))) {
      throw new HostError(
        `The site of "${slug}" did not start. Its log says why: journalctl -u school-website@${slug} -n 50 --no-pager`,
      );
    }
    ctx.say(`Started: school-website@${slug}, answering on 127.0.0.1:${port}.`);
    return {
      school,
      admin,
      // The deploy hook reloads nginx after each renewal, as docs/deploy.md sets it for one school.
      certbot: `sudo certbot certonly --webroot -w /var/www/html -d ${domain} --deploy-hook "systemctl reload nginx" && sudo npm run host -- tls ${slug}`,
    };
  } catch (error) {
    await ctx.services.stop(slug).catch(() => {});
    removeLitestreamEntry(layout, dataDir);
    for (const target of written.reverse()) fs.rmSync(target, { recursive: true, force: true });
    if (written.includes(nginxEnabledLink(layout, slug))) await ctx.services.reloadNginx().catch(() => {});
    if (error instanceof ConfigError) throw new HostError(error.message);
    throw error;
  }
}

/** Rewrites a school's nginx site: with its certificate once certbot has written it. */
export async function refreshNginx(ctx: HostContext, slug: string): Promise<School> {
  const school = readSchool(ctx.layout, slug);
  if (!school) throw new HostError(`There is no school "${slug}".`);
  await writeNginx(ctx, school);
  return school;
}

// --- list -----------------------------------------------------------------------------------------

export interface SchoolRow {
  slug: string;
  domain: string;
  port: number;
  state: string;
  /** The code's version the running site reports; null when it does not answer. */
  version: string | null;
  diskBytes: number;
  /** The newest archive in the school's backups folder. */
  lastBackup: { file: string; at: Date } | null;
}

function diskUse(target: string): number {
  let total = 0;
  const walk = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) walk(path.join(file, name));
    else total += stat.size;
  };
  walk(target);
  return total;
}

function lastBackup(dataDir: string): SchoolRow['lastBackup'] {
  const dir = defaultBackupsDir(dataDir);
  let newest: SchoolRow['lastBackup'] = null;
  try {
    for (const name of fs.readdirSync(dir)) {
      if (!ARCHIVE_PATTERN.test(name)) continue;
      const at = fs.statSync(path.join(dir, name)).mtime;
      if (!newest || at > newest.at) newest = { file: path.join(dir, name), at };
    }
  } catch {
    // No backups folder yet.
  }
  return newest;
}

async function runningVersion(port: number): Promise<string | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/trpc/health.version`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { data?: { version?: string } } };
    return body.result?.data?.version ?? null;
  } catch {
    return null;
  }
}

export async function listSchools(ctx: HostContext): Promise<SchoolRow[]> {
  return Promise.all(
    readSchools(ctx.layout).map(async (school) => ({
      slug: school.slug,
      domain: school.domain,
      port: school.port,
      state: await ctx.services.state(school.slug),
      version: await runningVersion(school.port),
      diskBytes: diskUse(school.dataDir),
      lastBackup: lastBackup(school.dataDir),
    })),
  );
}

// --- remove ---------------------------------------------------------------------------------------

/**
 * Stops a school and takes it out of nginx and Litestream. Its data folder stays, and its settings are
 * kept beside it as `<slug>.env.removed`, unless `deleteData` is given with the school's slug typed
 * again as `confirm`.
 */
export async function removeSchool(
  ctx: HostContext,
  slug: string,
  options: { deleteData?: boolean; confirm?: string } = {},
): Promise<{ keptData: string | null }> {
  const { layout } = ctx;
  const school = readSchool(layout, slug);
  if (!school) throw new HostError(`There is no school "${slug}".`);
  if (options.deleteData && options.confirm !== slug) {
    throw new HostError(
      `Deleting the data of "${slug}" (${school.domain}) cannot be undone: give --confirm ${slug} to confirm. Nothing was changed.`,
    );
  }
  await ctx.services.stop(slug);
  ctx.say(`Stopped school-website@${slug}.`);
  fs.rmSync(nginxEnabledLink(layout, slug), { force: true });
  fs.rmSync(nginxSiteFile(layout, slug), { force: true });
  if (!(await ctx.services.testNginx())) await ctx.services.reloadNginx();
  ctx.say(`nginx no longer serves ${school.domain}.`);
  removeLitestreamEntry(layout, school.dataDir);
  if (options.deleteData) {
    fs.rmSync(school.dataDir, { recursive: true, force: true });
    fs.rmSync(school.settingsFile, { force: true });
    ctx.say(`Deleted ${school.dataDir} and ${school.settingsFile}.`);
    return { keptData: null };
  }
  fs.renameSync(school.settingsFile, `${school.settingsFile}.removed`);
  ctx.say(`Kept its data in ${school.dataDir} and its settings in ${school.settingsFile}.removed.`);
  return { keptData: school.dataDir };
}

// --- backups and upgrades ------------------------------------------------------------------------

export interface SchoolOutcome {
  slug: string;
  ok: boolean;
  /** What happened, in one sentence. */
  message: string;
  archive?: string;
}

async function backUp(ctx: HostContext, school: School): Promise<string> {
  const result = await createBackup({ dataDir: school.dataDir });
  await giveToSiteUser(ctx.layout, defaultBackupsDir(school.dataDir));
  return result.file;
}

/** `npm run backup -- --all`: each school backed up in turn; one failing does not stop the others. */
export async function backupAll(ctx: HostContext): Promise<SchoolOutcome[]> {
  const outcomes: SchoolOutcome[] = [];
  for (const school of readSchools(ctx.layout)) {
    try {
      const archive = await backUp(ctx, school);
      outcomes.push({ slug: school.slug, ok: true, archive, message: `backed up to ${archive}` });
    } catch (error) {
      outcomes.push({ slug: school.slug, ok: false, message: `backup failed: ${(error as Error).message}` });
    }
    ctx.say(`${school.slug}: ${outcomes.at(-1)!.message}`);
  }
  return outcomes;
}

/**
 * `npm run host -- upgrade`, after the new code is built: each school in turn is backed up, stopped and
 * started on the new code (which applies its migrations at start). One that does not answer is stopped,
 * rolled back to the archive taken just before (with the schema it had) and reported; the others go on.
 */
export async function upgradeSchools(ctx: HostContext): Promise<SchoolOutcome[]> {
  const outcomes: SchoolOutcome[] = [];
  for (const school of readSchools(ctx.layout)) {
    const outcome = await upgradeOne(ctx, school);
    outcomes.push(outcome);
    ctx.say(`${school.slug}: ${outcome.message}`);
  }
  return outcomes;
}

async function upgradeOne(ctx: HostContext, school: School): Promise<SchoolOutcome> {
  let archive: string;
  try {
    archive = await backUp(ctx, school);
  } catch (error) {
    return {
      slug: school.slug,
      ok: false,
      message: `not upgraded: its backup failed (${(error as Error).message}); it runs as before.`,
    };
  }
  // A school stopped on purpose is started only for its migrations, and stopped again after.
  const wasRunning = (await ctx.services.state(school.slug)) === 'active';
  await ctx.services.stop(school.slug);
  await ctx.services.start(school.slug);
  if (await waitUntilHealthy(ctx, school)) {
    if (!wasRunning) {
      await ctx.services.stop(school.slug);
      return {
        slug: school.slug,
        ok: true,
        archive,
        message: `upgraded, and stopped again as it was (backup: ${archive}).`,
      };
    }
    return { slug: school.slug, ok: true, archive, message: `upgraded and answering (backup: ${archive}).` };
  }
  await ctx.services.stop(school.slug);
  try {
    await restoreBackup({ archive, dataDir: school.dataDir, migrate: false, actor: 'host upgrade' });
    await giveToSiteUser(ctx.layout, school.dataDir);
  } catch (error) {
    return {
      slug: school.slug,
      ok: false,
      archive,
      message: `did not start on the new code, and rolling back to ${archive} failed too (${(error as Error).message}); it is stopped.`,
    };
  }
  return {
    slug: school.slug,
    ok: false,
    archive,
    message:
      `did not start on the new code; its data is back as it was (${archive}) and it is stopped. ` +
      `Why: journalctl -u school-website@${school.slug} -n 50 --no-pager. nginx serves its cached pages meanwhile.`,
  };
}
