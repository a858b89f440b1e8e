import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { projectRoot } from '../../project-root';

// What a backup archive holds and how it is described (docs/decisions/015-backups.md):
//   manifest.json        this manifest
//   database/school.db   an online copy of the database (SQLite backup API), journal mode DELETE
//   files/...            every other file of DATA_DIR (media, brochure), backups folder excluded

export const BACKUP_FORMAT = 'school-website-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const ARCHIVE_DB_PATH = 'database/school.db';
export const ARCHIVE_FILES_DIR = 'files';

const FileEntrySchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  appVersion: z.string(),
  /** The newest drizzle migration applied to the copied database (its tag and journal time). */
  migration: z.object({ tag: z.string().nullable(), when: z.number().nullable(), applied: z.number().int() }),
  /** Rows per table in the copied database. */
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(FileEntrySchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type FileEntry = z.infer<typeof FileEntrySchema>;

/** sha256 of a file, streamed (media files can be large; never the whole file in memory). */
export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code knows, in order (drizzle/meta/_journal.json). */
export function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(projectRoot, 'drizzle', 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as JournalEntry[]).map(({ tag, when }) => ({ tag, when }));
}

/**
 * The newest migration applied to a database. drizzle records each migration's journal time
 * (`created_at`), not its tag, so the tag is looked up in this code's journal (null when unknown).
 */
export function appliedMigration(sqlite: Database.Database): Manifest['migration'] {
  const exists = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (!exists) return { tag: null, when: null, applied: 0 };
  const row = sqlite
    .prepare('SELECT count(*) AS applied, max(created_at) AS newest FROM __drizzle_migrations')
    .get() as { applied: number; newest: number | null };
  const when = row.newest === null ? null : Number(row.newest);
  const tag = codeMigrations().find((m) => m.when === when)?.tag ?? null;
  return { tag, when, applied: row.applied };
}

/** Rows per table (SQLite's own tables aside). */
export function tableCounts(sqlite: Database.Database): Record<string, number> {
  const names = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = {};
  for (const name of names) {
    counts[name] = sqlite
      .prepare(`SELECT count(*) FROM "${name.replaceAll('"', '""')}"`)
      .pluck()
      .get() as number;
  }
  return counts;
}

/** 'ok', or SQLite's description of what is wrong with the file. */
export function integrityProblem(sqlite: Database.Database): string | null {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
  const lines = rows.map((r) => r.integrity_check);
  return lines.length === 1 && lines[0] === 'ok' ? null : lines.slice(0, 5).join('; ');
}
