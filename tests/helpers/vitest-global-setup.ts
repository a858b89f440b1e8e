import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { MediaStore } from '../../src/server/lib/images/media-store';
import { seedDatabase } from '../../src/server/seed';

// One migrated and seeded DATA_DIR, made once; every test copies it (epic-stack's template database).
export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-template-'));
  const db = openDatabase(dir);
  await seedDatabase(db, new MediaStore(dir));
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  process.env.TEST_TEMPLATE_DATA_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
