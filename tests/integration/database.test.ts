import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { MediaStore } from '../../src/server/lib/images/media-store';
import { projectRoot } from '../../src/server/project-root';
import { seedDatabase } from '../../src/server/seed';
import { IMAGE_WIDTHS } from '../../src/shared/constants';
import { allRows, countRows, type EntityName } from '../factories/rows';

const dirs: string[] = [];
function tempDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'school-db-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('database', () => {
  it('opens in WAL mode with full sync and foreign keys', () => {
    const db = openDatabase(tempDir());
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    db.$client.close();
  });

  it('seeds a fresh database once, with image files for every seeded image', async () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    const media = new MediaStore(dir);
    expect(await seedDatabase(db, media)).toBe(true);
    const seeded: EntityName[] = ['journeys', 'achievements', 'highlights', 'artworks', 'announcements'];
    const counts = () => seeded.map((entity) => countRows({ db }, entity));
    const before = counts();
    expect(before.every((n) => n > 0)).toBe(true);
    expect(await seedDatabase(db, media)).toBe(false);
    expect(counts()).toEqual(before);
    const files = fs.readdirSync(path.join(dir, 'media', 'journeys'));
    expect(files.length).toBe(countRows({ db }, 'journeys') * 3);
    db.$client.close();
  });

  it('gives every seeded item its own image in every stored width, as WebP no wider than that width', async () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    await seedDatabase(db, new MediaStore(dir));
    const images = (['journeys', 'achievements', 'highlights', 'artworks'] as const).flatMap((entity) =>
      allRows({ db }, entity).map((row) => row.image),
    );
    expect(images.length).toBe(17);
    expect(new Set(images).size).toBe(images.length);
    for (const key of images) {
      expect(MediaStore.isKey(key)).toBe(true);
      for (const w of IMAGE_WIDTHS) {
        const meta = await sharp(path.join(dir, 'media', `${key}-${w}.webp`)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(w);
      }
    }
    db.$client.close();
  });

  it('migrates an existing database to the newest schema without losing rows', () => {
    const dir = tempDir();
    // A database at the first migration only (its table names, not today's), holding an enquiry.
    const sqlite = new Database(path.join(dir, 'school.db'));
    const first = fs
      .readdirSync(path.join(projectRoot, 'drizzle'))
      .filter((f) => f.endsWith('.sql'))
      .sort()[0] as string;
    for (const stmt of fs
      .readFileSync(path.join(projectRoot, 'drizzle', first), 'utf8')
      .split('--> statement-breakpoint')) {
      if (stmt.trim()) sqlite.exec(stmt);
    }
    sqlite.exec(
      "insert into contacts (name, email, mobile, state, city, school, grade, address) values ('Asha Khan', 'asha@example.com', '9876543210', 'Maharashtra', 'Akola', 'Ganga Nagar', 'LKG', 'Akola')",
    );
    sqlite.close();
    // Record the first migration as applied, as drizzle would have.
    const journal = JSON.parse(fs.readFileSync(path.join(projectRoot, 'drizzle', 'meta', '_journal.json'), 'utf8'));
    const firstEntry = journal.entries[0];
    const db0 = new Database(path.join(dir, 'school.db'));
    db0.exec(
      'create table if not exists "__drizzle_migrations" (id integer primary key autoincrement, hash text not null, created_at numeric)',
    );
    const hash = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(projectRoot, 'drizzle', first), 'utf8'))
      .digest('hex');
    db0.prepare('insert into "__drizzle_migrations" (hash, created_at) values (?, ?)').run(hash, firstEntry.when);
    db0.close();

    const db = openDatabase(dir);
    const rows = allRows({ db }, 'enquiries').map(({ name, status }) => ({ name, status }));
    expect(rows).toEqual([{ name: 'Asha Khan', status: 'new' }]);
    const applied = db.$client.prepare('select count(*) as n from "__drizzle_migrations"').get() as { n: number };
    expect(applied.n).toBe(journal.entries.length);
    db.$client.close();
  });
});

describe('process', () => {
  // Runs the built server (npm test builds first): the real entry, not a copy of its logic.
  const main = path.join(projectRoot, 'dist', 'server', 'main.js');

  it('stops with exit code 1 and a one-line message naming a bad variable', () => {
    const res = spawnSync(process.execPath, [main], {
      env: { ...process.env, NODE_ENV: 'production', PORT: 'eighty', DATA_DIR: tempDir() },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid PORT: /)]);
  });

  it('closes cleanly on SIGTERM', async () => {
    const { spawn } = await import('node:child_process');
    const dir = tempDir();
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Server listening')) resolve();
      });
      child.on('exit', () => reject(new Error(`exited early: ${out}`)));
    });
    const code = await new Promise<number | null>((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', (c) => resolve(c));
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    expect(out).toContain('shutting down');
    // The database was closed: the WAL was checkpointed into the main file.
    expect(fs.existsSync(path.join(dir, 'school.db-wal')) ? fs.statSync(path.join(dir, 'school.db-wal')).size : 0).toBe(
      0,
    );
  });
});
