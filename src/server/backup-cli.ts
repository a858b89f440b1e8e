// First: zod is configured (jitless) before any schema is created.
import '../shared/zod-config';
import path from 'node:path';
import { BACKUP_PHASE_TEXT, RESTORE_PHASE_TEXT } from '../shared/content/progress-words';
import { ConfigError, parseConfig } from './config';
import { backupAll } from './host/commands';
import { hostLayout } from './host/layout';
import { systemServices } from './host/services';
import { asksForHelp } from './lib/cli-help';
import { createBackup } from './platform/backups/create';
import { RestoreError, restoreBackup } from './platform/backups/restore';

// `npm run backup [-- <folder>] [--data-dir DIR]` and `npm run restore -- <archive> [--data-dir DIR]`
// (README.md 'Backups', docs/decisions/015-backups.md).
const USAGE = `Usage:
  npm run backup [-- <folder>] [--data-dir DIR]     archive into <folder> (default DATA_DIR/backups)
  npm run backup -- --all                           every school of a hosting server, each into its own
                                                    backups folder (docs/hosting.md; as root)
  npm run restore -- <archive> [--data-dir DIR]     restore an archive into DATA_DIR (server stopped)`;

function parseArgs(argv: string[]): { command?: string; positional: string[]; dataDir?: string; all: boolean } | null {
  const [command, ...rest] = argv;
  const positional: string[] = [];
  let dataDir: string | undefined;
  let all = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--all') all = true;
    else if (arg === '--data-dir') {
      dataDir = rest[++i];
      if (!dataDir) return null;
    } else if (arg.startsWith('--data-dir=')) dataDir = arg.slice('--data-dir='.length);
    else if (arg.startsWith('-')) return null;
    else positional.push(arg);
  }
  return { command, positional, dataDir, all };
}

/**
 * Says each step as it begins, so a long backup or restore shows what it is doing until it finishes;
 * on standard error, which keeps standard output to the result (scripts read it).
 */
function showPhase(text: string): void {
  console.error(text);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function main(argv: string[]): Promise<number> {
  // A request for help is not a mistake: the usage on standard output and success.
  if (asksForHelp(argv)) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  if (!args || (args.command !== 'backup' && args.command !== 'restore') || args.positional.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (args.all) {
    if (args.command !== 'backup' || args.positional.length || args.dataDir) {
      console.error(USAGE);
      return 2;
    }
    return backupEverySchool();
  }
  let dataDir: string;
  try {
    dataDir = args.dataDir ? path.resolve(args.dataDir) : parseConfig(process.env).dataDir;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  if (args.command === 'backup') {
    try {
      const result = await createBackup({
        dataDir,
        outDir: args.positional[0],
        onPhase: (phase) => showPhase(BACKUP_PHASE_TEXT[phase]),
      });
      const rows = result.manifest.tables;
      console.log(
        `Backup written: ${result.file} (${megabytes(result.bytes)}, ${result.manifest.files.length} files, ` +
          `${rows.enquiries ?? 0} enquiries, ${rows.applications ?? 0} applications) in ${(result.ms / 1000).toFixed(1)} s.`,
      );
      console.log(
        'Copy the backups folder to another machine too (README.md, "Where data lives and how to back it up").',
      );
      return 0;
    } catch (error) {
      console.error(`Backup failed: ${(error as Error).message}`);
      console.error('No archive was written. Check the free disk space and that this user can read DATA_DIR.');
      return 1;
    }
  }

  const archive = args.positional[0];
  if (!archive) {
    console.error(USAGE);
    return 2;
  }
  try {
    const result = await restoreBackup({
      archive,
      dataDir,
      onPhase: (phase) => showPhase(RESTORE_PHASE_TEXT[phase]),
    });
    console.log(
      `Restored ${path.basename(archive)} (taken ${result.manifest.createdAt}, version ${result.manifest.appVersion}) into ${dataDir} in ${(result.ms / 1000).toFixed(1)} s.`,
    );
    if (result.migrationsApplied > 0) {
      console.log(`The archive was older than the code: ${result.migrationsApplied} database migration(s) applied.`);
    }
    if (result.previousDir) {
      console.log(`The data it replaced is kept in ${result.previousDir}; delete it once the site looks right.`);
    }
    console.log('Start the server again (for example: sudo systemctl start school-website).');
    return 0;
  } catch (error) {
    if (error instanceof RestoreError) {
      console.error(`Restore refused: ${error.message}`);
      return 1;
    }
    console.error(`Restore failed: ${(error as Error).message}`);
    return 1;
  }
}

/** `--all`: each school of the hosting kit in turn; one that fails does not stop the others. */
async function backupEverySchool(): Promise<number> {
  const layout = hostLayout();
  const outcomes = await backupAll({ layout, services: systemServices(layout), say: showPhase });
  if (outcomes.length === 0) {
    console.error(`No schools in ${layout.settingsDir} (npm run host -- list).`);
    return 1;
  }
  const failed = outcomes.filter((outcome) => !outcome.ok);
  console.log(`${outcomes.length - failed.length} of ${outcomes.length} schools backed up.`);
  for (const outcome of failed) console.log(`NOT backed up: ${outcome.slug}: ${outcome.message}`);
  return failed.length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
