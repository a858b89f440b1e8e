// First, before the code of the site is loaded: V8's memory setting (memory-settings.ts).
import './memory-settings';
// Then zod is configured (jitless) before any schema is created.
import '../shared/zod-config';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { UpgradeBackupError } from './features/backups/before-upgrade';
import { removePidFile, writePidFile } from './features/backups/server-pid';

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

  // A restore refuses while this file names a live process (src/server/features/backups/server-pid.ts); written
  // before the database is opened, removed however the process ends short of SIGKILL.
  const dataDir = config.dataDir;
  writePidFile(dataDir);
  process.on('exit', () => removePidFile(dataDir));

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, finish in-flight requests, close the database (onClose hook).
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  // A refusal the IT person can act on is one sentence; anything else with its stack.
  console.error(error instanceof UpgradeBackupError ? error.message : error);
  process.exit(1);
});
