// First: zod is configured (jitless) before any schema is created.
import '../shared/zod-config';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { MIN_PASSWORD_LENGTH } from '../shared/constants';
import { isRole, ROLE_LABELS, ROLES, type Role } from '../shared/roles';
import { ConfigError, parseConfig } from './config';
import { createServiceContext, type ServiceContext } from './context';
import { openDatabase } from './db/client';
import { asksForHelp } from './lib/cli-help';
import { recordAudit } from './platform/audit';
import { passwordProblem } from './platform/auth/password-policy';
import { createAdmin, findAdmin, setPassword } from './platform/auth/session';
import { clearTwoFactor } from './platform/auth/two-factor';
import { rebuildSearchIndex } from './platform/search/rebuild';

// `npm run admin -- reset-password <username> [--reset-2fa]` and
// `npm run admin -- add-user <username> --role owner|admissions|editor [--name ...] [--email ...]`, and
// `npm run admin -- rebuild-search`.
// The password comes from the ADMIN_NEW_PASSWORD variable, else from standard input (first line; for
// scripts and pipes), else from a hidden prompt when run in a terminal. A reset ends every session.
const USAGE = `Usage:
  npm run admin -- reset-password <username> [--reset-2fa]
      Sets a new password and signs that person out everywhere; --reset-2fa also clears their
      two-factor sign-in (they set it up again at their next sign-in when it is required).
  npm run admin -- add-user <username> --role ${ROLES.join('|')} [--name "Full name"] [--email address]
      Adds a member of staff. An Owner sets up two-factor sign-in at the first sign-in.
  The password (at least ${MIN_PASSWORD_LENGTH} characters) is read from ADMIN_NEW_PASSWORD,
  else from standard input, else asked for (hidden) in a terminal.
  npm run admin -- rebuild-search
      Builds the site search's index again from the database, in one transaction: the running site
      keeps answering searches from the old index until the new one is complete.`;

/** `<command> <username>` and the options after them; null when something is unknown or missing a value. */
function parseArgs(argv: string[]) {
  const [command, username, ...rest] = argv;
  const options: Record<string, string | true> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--reset-2fa') options.reset2fa = true;
    else if (arg === '--role' || arg === '--name' || arg === '--email') {
      const value = rest[i + 1];
      if (value === undefined) return null;
      options[arg.slice(2)] = value;
      i++;
    } else return null;
  }
  if (!command || !username || username.startsWith('--')) return null;
  return { command, username, options };
}

/** Asks for a line without echoing it: readline writes its echo to a stream that drops everything. */
function readHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
    const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
    process.stdout.write(question);
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readStdinLine(): Promise<string> {
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  // Only the line ending is removed: the password is otherwise used exactly as typed.
  return data.split(/\r?\n/)[0] ?? '';
}

async function readNewPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_NEW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await readHidden('New password: ');
  const second = await readHidden('Repeat the new password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

export async function main(argv: string[]): Promise<number> {
  // A request for help is not a mistake: the usage on standard output and success.
  if (asksForHelp(argv)) {
    console.log(USAGE);
    return 0;
  }
  if (argv[0] === 'rebuild-search') {
    if (argv.length > 1) {
      console.error(USAGE);
      return 2;
    }
    return rebuildSearch();
  }
  const args = parseArgs(argv);
  const role = args?.options.role;
  const valid =
    args &&
    ((args.command === 'reset-password' && !role && !args.options.name && !args.options.email) ||
      (args.command === 'add-user' && typeof role === 'string' && isRole(role) && !args.options.reset2fa));
  if (!args || !valid) {
    console.error(USAGE);
    return 2;
  }
  const { command, username, options } = args;
  const config = parseConfig(process.env);
  const db = openDatabase(config.dataDir);
  try {
    // Quiet: this command prints its own sentences; the audit event goes to the server's log only.
    const quiet = () => {};
    const svc = createServiceContext(config, db, { log: { info: quiet, warn: quiet, error: quiet } });
    if (command === 'add-user') return await addUser(svc, username, role as Role, options);
    const admin = findAdmin(svc, username);
    if (!admin) {
      console.error(`No administrator named '${username}' in ${config.dataDir}.`);
      return 1;
    }
    const password = await readNewPassword();
    const problem = await passwordProblem(password);
    if (problem) {
      console.error(problem);
      return 1;
    }
    await setPassword(svc, admin.id, password);
    recordAudit(svc, {
      action: 'password-change',
      actor: 'cli',
      entity: 'admins',
      entityId: admin.id,
      detail: `reset-password of ${admin.username.slice(0, 40)}`,
    });
    console.log(`Password of '${username}' changed; every session of that administrator has been signed out.`);
    if (options.reset2fa) {
      clearTwoFactor(svc, admin.id);
      recordAudit(svc, {
        action: 'two-factor-change',
        actor: 'cli',
        entity: 'admins',
        entityId: admin.id,
        detail: `two-factor sign-in of ${admin.username.slice(0, 40)} cleared`,
      });
      console.log(`Two-factor sign-in of '${username}' cleared (secret and recovery codes).`);
    }
    return 0;
  } finally {
    db.$client.close();
  }
}

/** `rebuild-search`: the whole index anew, beside the running site (docs/decisions/051-site-search.md). */
async function rebuildSearch(): Promise<number> {
  const config = parseConfig(process.env);
  const db = openDatabase(config.dataDir);
  try {
    const quiet = () => {};
    // Only this command loads the features (their pages and components), for their search sources.
    const { FEATURES } = await import('./features/index');
    const searchSources = FEATURES.flatMap((feature) => feature.search ?? []);
    const svc = createServiceContext(config, db, { log: { info: quiet, warn: quiet, error: quiet }, searchSources });
    const started = performance.now();
    const entries = rebuildSearchIndex(svc, searchSources);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Search index rebuilt: ${entries} passages in ${seconds} s.`);
    return 0;
  } finally {
    db.$client.close();
  }
}

async function addUser(
  svc: ServiceContext,
  username: string,
  role: Role,
  options: Record<string, string | true>,
): Promise<number> {
  const name = typeof options.name === 'string' ? options.name.trim().slice(0, 100) : '';
  const email = typeof options.email === 'string' ? options.email.trim().toLowerCase() : '';
  if (!/^[^\s]{1,100}$/.test(username)) {
    console.error('A username is 1 to 100 characters without spaces.');
    return 1;
  }
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(`'${email}' is not an e-mail address.`);
    return 1;
  }
  if (findAdmin(svc, username)) {
    console.error(`There is already an account named '${username}'.`);
    return 1;
  }
  const password = await readNewPassword();
  const problem = await passwordProblem(password);
  if (problem) {
    console.error(problem);
    return 1;
  }
  let id: number;
  try {
    id = await createAdmin(svc, username, password, { role, name, email: email || null });
  } catch {
    // The one unique column left is the e-mail address.
    console.error(`Another account already uses the e-mail address '${email}'.`);
    return 1;
  }
  recordAudit(svc, {
    action: 'create',
    actor: 'cli',
    entity: 'admins',
    entityId: id,
    detail: `add-user ${username.slice(0, 40)} as ${role}`,
  });
  console.log(`Added '${username}' as ${ROLE_LABELS[role]}.`);
  if (role === 'owner') console.log('At the first sign-in they set up two-factor sign-in.');
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
