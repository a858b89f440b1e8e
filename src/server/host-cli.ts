// First: zod is configured (jitless) before any schema is created.
import '../shared/zod-config';
import readline from 'node:readline/promises';
import { addSchool, HostError, listSchools, refreshNginx, removeSchool, upgradeSchools } from './host/commands';
import { hostLayout } from './host/layout';
import { readSchool } from './host/schools';
import { systemServices } from './host/services';
import { asksForHelp } from './lib/cli-help';

// `npm run host -- <command>`: the hosting kit for many schools on one server, run as root by the
// host's IT person (docs/hosting.md).
const USAGE = `Usage (as root, from the code folder):
  npm run host -- add <slug> <domain> [--admin <username>]
      Adds a school: settings in /etc/school-website/<slug>.env, data in /var/lib/school-website/<slug>,
      an nginx site for <domain>, a Litestream entry; starts it and prints its first password.
  npm run host -- tls <slug>         After certbot: rewrites the school's nginx site with https.
  npm run host -- list               Each school: domain, port, state, version, disk use, last backup.
  npm run host -- remove <slug> [--delete-data --confirm <slug>]
      Stops the school and takes it out of nginx and Litestream; its data is kept unless deleted.
  npm run host -- upgrade            After building new code: each school backed up, restarted on it,
      and rolled back to its backup if it does not start. (Backups of all: npm run backup -- --all)`;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function confirmInTerminal(slug: string, domain: string): Promise<string> {
  if (!process.stdin.isTTY) return '';
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (
      await rl.question(
        `This deletes every enquiry, application and file of "${slug}" (${domain}). Type ${slug} to confirm: `,
      )
    ).trim();
  } finally {
    rl.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  // A request for help is not a mistake: the usage on standard output and success, before anything
  // about the host (its folders, its services) is looked at.
  if (asksForHelp(argv)) {
    console.log(USAGE);
    return 0;
  }
  const layout = hostLayout();
  const ctx = { layout, services: systemServices(layout), say: (line: string) => console.error(line) };
  const [command, ...rest] = argv;
  const flag = (name: string) => {
    const at = rest.indexOf(name);
    if (at === -1) return undefined;
    const value = rest[at + 1];
    rest.splice(at, value !== undefined && !value.startsWith('--') ? 2 : 1);
    return value !== undefined && !value.startsWith('--') ? value : '';
  };
  try {
    if (command === 'add') {
      const admin = flag('--admin');
      const [slug, domain] = rest;
      if (!slug || !domain || rest.length !== 2 || admin === '') usage();
      const added = await addSchool(ctx, slug!, domain!.toLowerCase(), admin ? { adminUsername: admin } : {});
      console.log(`School "${slug}" added: ${added.school.siteUrl}`);
      if (added.admin) {
        console.log(`First administrator: ${added.admin.username}`);
        console.log(`One-time password:   ${added.admin.password}`);
        console.log('(shown once; they choose their own at the first sign-in, at /admin)');
      }
      console.log(`When ${domain} points at this server, get its certificate and switch to https:\n  ${added.certbot}`);
      return 0;
    }
    if (command === 'tls') {
      const [slug] = rest;
      if (!slug || rest.length !== 1) usage();
      const school = await refreshNginx(ctx, slug!);
      console.log(
        `nginx now serves ${school.domain} as written for its certificate (${layout.letsencryptDir}/live/${school.domain}).`,
      );
      return 0;
    }
    if (command === 'list') {
      if (rest.length) usage();
      const rows = await listSchools(ctx);
      if (rows.length === 0) {
        console.log(`No schools yet (none in ${layout.settingsDir}). Add one: npm run host -- add <slug> <domain>`);
        return 0;
      }
      console.log(
        table([
          ['SCHOOL', 'DOMAIN', 'PORT', 'STATE', 'VERSION', 'DISK', 'LAST BACKUP'],
          ...rows.map((row) => [
            row.slug,
            row.domain || '(no SITE_URL)',
            String(row.port),
            row.state,
            row.version ?? '-',
            megabytes(row.diskBytes),
            row.lastBackup ? row.lastBackup.at.toISOString().slice(0, 16).replace('T', ' ') : 'never',
          ]),
        ]),
      );
      return 0;
    }
    if (command === 'remove') {
      const deleteData = flag('--delete-data') !== undefined;
      let confirm = flag('--confirm');
      const [slug] = rest;
      if (!slug || rest.length !== 1) usage();
      if (deleteData && confirm === undefined) {
        // Its domain, for the question: the settings file alone, not the list's checks of every school.
        const school = readSchool(layout, slug!);
        if (school) confirm = await confirmInTerminal(slug!, school.domain);
      }
      await removeSchool(ctx, slug!, { deleteData, confirm });
      return 0;
    }
    if (command === 'upgrade') {
      if (rest.length) usage();
      const outcomes = await upgradeSchools(ctx);
      const failed = outcomes.filter((outcome) => !outcome.ok);
      console.log(`${outcomes.length - failed.length} of ${outcomes.length} schools upgraded.`);
      for (const outcome of failed) console.log(`NOT upgraded: ${outcome.slug}: ${outcome.message}`);
      return failed.length ? 1 : 0;
    }
    usage();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(USAGE);
      return 2;
    }
    if (error instanceof HostError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  return 2;
}

class UsageError extends Error {}
function usage(): never {
  throw new UsageError();
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
