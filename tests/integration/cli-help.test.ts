import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The IT person's commands: `--help` (or `-h`) is a question, answered with the usage on standard
// output and exit code 0; a wrong command line is a mistake, answered on standard error with exit 2.
// The server's commands run from their TypeScript (as the other command tests do), the README's
// scripts as written.

const HOME_NOBODY = { HOME: '/nonexistent', LOG_LEVEL: 'silent' };

function run(file: string, args: string[]) {
  const runner = file.endsWith('.ts') ? ['--import', 'tsx', file] : [file];
  return spawnSync(process.execPath, [...runner, ...args], {
    // No DATA_DIR and no settings: help must not need a database or a configured site.
    env: { ...process.env, ...HOME_NOBODY, DATA_DIR: '/nonexistent/data' },
    input: '',
    encoding: 'utf8',
  });
}

const COMMANDS: { name: string; file: string; before: string[]; usage: RegExp; wrong: string[] }[] = [
  {
    name: 'npm run host',
    file: 'src/server/host-cli.ts',
    before: [],
    usage: /npm run host -- add <slug>/,
    wrong: ['frobnicate'],
  },
  {
    name: 'npm run admin',
    file: 'src/server/cli.ts',
    before: [],
    usage: /npm run admin -- reset-password/,
    wrong: ['frobnicate'],
  },
  {
    name: 'npm run backup',
    file: 'src/server/backup-cli.ts',
    before: ['backup'],
    usage: /npm run backup/,
    wrong: ['--frobnicate'],
  },
  {
    name: 'npm run restore',
    file: 'src/server/backup-cli.ts',
    before: ['restore'],
    usage: /npm run restore -- <archive>/,
    wrong: [],
  },
  { name: 'npm run bench', file: 'scripts/bench.mjs', before: [], usage: /npm run bench/, wrong: ['--frobnicate'] },
  {
    name: 'npm run lighthouse',
    file: 'scripts/lighthouse.mjs',
    before: [],
    usage: /npm run lighthouse/,
    wrong: ['--runs', '0'],
  },
  {
    name: 'many-schools',
    file: 'scripts/bench/many-schools.mjs',
    before: [],
    usage: /many-schools\.mjs \[--schools/,
    wrong: ['--schools', 'none'],
  },
];

describe.each(COMMANDS)('$name', ({ file, before, usage, wrong }) => {
  it.each(['--help', '-h'])('answers %s with its usage on standard output and exit code 0', (flag) => {
    const result = run(file, [...before, flag]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(usage);
    expect(result.status).toBe(0);
  });

  it('answers a wrong command line with its usage on standard error and exit code 2', () => {
    const result = run(file, [...before, ...wrong]);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(usage);
    expect(result.status).toBe(2);
  });
});

it('asks for help under a subcommand too: npm run host -- add --help', () => {
  const result = run('src/server/host-cli.ts', ['add', '--help']);
  expect(result.stdout).toMatch(/npm run host -- add <slug>/);
  expect(result.status).toBe(0);
});
