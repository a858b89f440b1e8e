// First: zod is configured (jitless) before any schema is created.
import '../shared/zod-config';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { MIN_PASSWORD_LENGTH } from '../shared/constants';
import { ConfigError, parseConfig } from './config';
import { createServiceContext } from './context';
import { openDatabase } from './db/client';
import { recordAudit } from './features/audit/service';
import { passwordProblem } from './features/auth/password-policy';
import { findAdmin, setPassword } from './features/auth/service';

// `npm run admin -- reset-password <username>`. The new password comes from the
// ADMIN_NEW_PASSWORD variable, else from standard input (first line; for scripts and pipes), else
// from a hidden prompt when run in a terminal. Every session of that administrator is ended.
const USAGE = `Usage: npm run admin -- reset-password <username>
  The new password (at least ${MIN_PASSWORD_LENGTH} characters) is read from ADMIN_NEW_PASSWORD,
  else from standard input, else asked for (hidden) in a terminal.`;

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
  const [command, username] = argv;
  if (command !== 'reset-password' || !username) {
    console.error(USAGE);
    return 2;
  }
  const config = parseConfig(process.env);
  const db = openDatabase(config.dataDir);
  try {
    // Quiet: this command prints its own sentences; the audit event goes to the server's log only.
    const quiet = () => {};
    const svc = createServiceContext(config, db, { log: { info: quiet, warn: quiet, error: quiet } });
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
    return 0;
  } finally {
    db.$client.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
