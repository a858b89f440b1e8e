import fs from 'node:fs';
import path from 'node:path';
import { DB_FILENAME } from '../db/client';
import type { HostLayout } from './layout';
import type { School } from './schools';

// Litestream replicates each school's database (docs/scaling.md): one entry per school in one
// litestream.yml. The first entry comes from the shipped deploy/litestream.yml; each later one copies
// the file's last entry, so the bucket, endpoint and retention the host chose carry over. Each school
// replicates to its own path in the bucket, named by its slug.

const ENTRY_START = /^ {2}- path: /m;

function split(text: string): { head: string; entries: string[] } {
  const starts = [...text.matchAll(new RegExp(ENTRY_START.source, 'gm'))].map((match) => match.index!);
  if (starts.length === 0) return { head: text.replace(/\n*$/, '\n'), entries: [] };
  const entries = starts.map((start, i) => text.slice(start, starts[i + 1] ?? text.length).replace(/\n*$/, '\n'));
  return { head: text.slice(0, starts[0]), entries };
}

const entryPath = (entry: string) => /^ {2}- path: (\S+)/.exec(entry)?.[1] ?? '';

/** The entry for `school`, from `template` (an entry of the shipped file or of the host's own). */
function entryFor(template: string, school: School): string {
  return template
    .replace(/^( {2}- path: )\S+$/m, `$1${path.posix.join(school.dataDir, DB_FILENAME)}`)
    .replace(/^( {8}path: )\S+$/m, `$1${school.slug}/${DB_FILENAME}`);
}

export function addLitestreamEntry(layout: HostLayout, school: School): void {
  const file = layout.litestreamConfig;
  const dbPath = path.posix.join(school.dataDir, DB_FILENAME);
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  const shipped = fs.readFileSync(path.join(layout.codeDir, 'deploy', 'litestream.yml'), 'utf8');
  const { head, entries } = split(existing ?? shipped);
  if (existing !== null && entries.some((entry) => entryPath(entry) === dbPath)) return;
  const template = (existing !== null ? entries.at(-1) : undefined) ?? split(shipped).entries[0]!;
  // The shipped file's single-school entry is replaced, not kept beside the schools'.
  const kept = existing === null ? [] : entries;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, head + [...kept, entryFor(template, school)].join(''), { mode: 0o644 });
}

export function removeLitestreamEntry(layout: HostLayout, dataDir: string): void {
  const file = layout.litestreamConfig;
  if (!fs.existsSync(file)) return;
  const dbPath = path.posix.join(dataDir, DB_FILENAME);
  const { head, entries } = split(fs.readFileSync(file, 'utf8'));
  const kept = entries.filter((entry) => entryPath(entry) !== dbPath);
  if (kept.length === entries.length) return;
  fs.writeFileSync(file, head + kept.join(''));
}
