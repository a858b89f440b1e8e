import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contentServices } from '../../src/server/content/index';
import { openDatabase } from '../../src/server/db/client';
import { faqs, settings } from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';
import { defineFeature, type SeedContext } from '../../src/server/feature';
import { FEATURES } from '../../src/server/features/index';
import { MediaStore } from '../../src/server/lib/images/media-store';
import { seedDatabase } from '../../src/server/seed';
import { countRows } from '../factories/rows';

// What a new install shows and what an upgrade brings come from the features' own seeds
// (docs/decisions/043-platform-layer.md): db/ seeds only the content types' samples, and src/server/
// seed.ts runs every feature's `seed` after it, in FEATURES order, at every start.

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-seeds-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('feature seeds', () => {
  it("fill a new install with each feature's first content: page documents, notices, the disclosure, reply templates", async () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    await seedDatabase(db, new MediaStore(dir));
    const count = (table: string) =>
      (db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    for (const table of ['page_documents', 'notices', 'campuses', 'reply_templates'])
      expect(count(table), table).toBeGreaterThan(0);
    db.$client.close();
  });

  it('run at every start in FEATURES order, after the sample content, so an upgraded install gets a new one once', async () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    const media = new MediaStore(dir);
    const ran: string[] = [];
    // A content type's seed as the recipe writes it: its items once, behind a marker of its own.
    const MARKER = 'seeded-test-faqs';
    const seedFaqs = ({ db: seedDb, now }: SeedContext) => {
      ran.push('faqs');
      if (seedDb.select().from(settings).where(eq(settings.key, MARKER)).get()) return;
      write(seedDb, (tx) => {
        tx.insert(faqs).values({ question: 'Is there a school bus?', answer: 'Yes.', category: 'general' }).run();
        tx.insert(settings)
          .values({ key: MARKER, value: JSON.stringify(now.toISOString()) })
          .run();
      });
    };
    const first = defineFeature({ name: 'first', seed: () => ran.push('first') });
    const withType = defineFeature({ name: 'faqs-again', seed: seedFaqs });

    // The first start, before this version: no such seed.
    expect(await seedDatabase(db, media, new Date(), [first])).toBe(true);
    expect(ran).toEqual(['first']);
    const before = countRows({ db }, 'faqs');
    // The upgrade's first start, and the next: the new seed runs each time and writes once.
    expect(await seedDatabase(db, media, new Date(), [first, withType])).toBe(false);
    expect(await seedDatabase(db, media, new Date(), [first, withType])).toBe(false);
    expect(ran).toEqual(['first', 'first', 'faqs', 'first', 'faqs']);
    expect(countRows({ db }, 'faqs')).toBe(before + 1);
    db.$client.close();
  });

  it("run a content type's own seed as its feature's", async () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    const ctx: SeedContext = {
      db,
      media: new MediaStore(dir),
      now: new Date(),
      clock: { now: new Date(), startYear: 2026, admissionStartYear: 2027 },
    };
    const feature = FEATURES.find((candidate) => candidate.name === 'faqs');
    const seen: SeedContext[] = [];
    // The definition's seed, set for this test only: the feature made from it must call it.
    const type: { seed?: (ctx: SeedContext) => unknown } = contentServices.faqs.type;
    type.seed = (given) => seen.push(given);
    try {
      await feature?.seed?.(ctx);
    } finally {
      delete type.seed;
    }
    expect(seen).toEqual([ctx]);
    db.$client.close();
  });
});
