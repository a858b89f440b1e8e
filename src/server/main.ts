// First, before the code of the site is loaded: V8's memory setting (memory-settings.ts).
import './memory-settings';
// Then zod is configured (jitless) before any schema is created.
import '../shared/zod-config';
import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import { startLines } from '../shared/content/start-words';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { logFormat, prettyLogStream } from './lib/log-format';
import type { OneTimeAdmin } from './platform/auth/session';
import { UpgradeBackupError } from './platform/backups/before-upgrade';
import { removePidFile, writePidFile } from './platform/backups/server-pid';
import { getSettings } from './platform/settings';
import { listenForSiteReports, type ReportedViewsListener } from './platform/visits/reported-views';

// The only reader of process.env: parse, build, listen, and close cleanly on signals.
async function main() {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A restore refuses while this file names a live process (src/server/platform/backups/server-pid.ts); written
  // before the database is opened, removed however the process ends short of SIGKILL.
  const dataDir = config.dataDir;
  writePidFile(dataDir);
  process.on('exit', () => removePidFile(dataDir));

  // Readable lines for a person at a terminal, JSON for systemd and log collectors (lib/log-format.ts).
  const format = logFormat({
    isTTY: process.stdout.isTTY === true,
    logFormat: config.logFormat,
    journalStream: process.env.JOURNAL_STREAM,
  });
  // In a terminal, a generated first password is shown among the start lines, not in the log.
  let oneTimeAdmin: OneTimeAdmin | undefined;
  // One buffered destination on stdout; the start lines below go through it too, so they keep their place.
  const stdout = pino.destination({ dest: 1, sync: false });
  const app = await buildApp(
    config,
    format === 'pretty'
      ? { logStream: prettyLogStream(stdout), onOneTimeAdmin: (admin) => (oneTimeAdmin = admin) }
      : { logStream: stdout },
  );
  let closing = false;
  let reportedViews: ReportedViewsListener | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // nginx's last reports are counted while the app can still answer (the counts are written at close).
    await reportedViews?.close();
    // Stop accepting, finish in-flight requests, close the database (onClose hook).
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The page views the shipped nginx reports, those it answers from its cache among them, arrive on
  // the same port over UDP, on loopback only (platform/visits/reported-views.ts).
  reportedViews = await listenForSiteReports(app, (app.server.address() as AddressInfo).port);
  if (format === 'pretty') {
    const port = (app.server.address() as AddressInfo).port;
    const host = LOCAL_HOSTS.has(config.host)
      ? 'localhost'
      : net.isIPv6(config.host)
        ? `[${config.host}]`
        : config.host;
    const address = process.env.SITE_URL ? config.siteUrl : `http://${host}:${port}`;
    const lines = startLines({
      schoolName: getSettings(app.svc).schoolName,
      address,
      dashboard: `${address}/admin`,
      admin: oneTimeAdmin,
    });
    oneTimeAdmin = undefined;
    stdout.write(`\n${lines.join('\n')}\n\n`);
  }
}

/** Addresses on this machine: the site is opened at localhost. */
const LOCAL_HOSTS = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

main().catch((error) => {
  // A refusal the IT person can act on is one sentence; anything else with its stack.
  console.error(error instanceof UpgradeBackupError ? error.message : error);
  process.exit(1);
});
