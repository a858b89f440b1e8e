import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILENAME, MIGRATIONS_FOLDER } from '../../src/server/db/client';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The office's own texts that state the admission form fee (FAQ answers, the information tile, the
// fee structure's note) hold the field {admissionFee}: visitors read the fee head of the year, the
// dashboard the text as written (docs/decisions/038-pages-as-data.md).

let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller();
const temps: string[] = [];

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** What visitors read of the office's texts that state the fee. */
async function feeSentences(): Promise<string[]> {
  const faqs = await visitor().faqs.list();
  const tiles = await visitor().announcements.list();
  const [structure] = await visitor().feeStructures.list();
  return [
    ...faqs.map((f) => f.answer).filter((a) => a.includes('form fee')),
    ...tiles.map((a) => a.description).filter((d) => d.includes('form fee')),
    structure?.note ?? '',
  ];
}

describe('the office’s texts that state the admission form fee', () => {
  it('state the fee head of the year, and follow it when it changes in Fees', async () => {
    const before = await feeSentences();
    expect(before).toHaveLength(4);
    for (const sentence of before) {
      expect(sentence).toContain('₹2,000');
      expect(sentence).not.toContain('{admissionFee}');
    }
    // The dashboard shows the texts as written, with the field to keep.
    const answers = (await admin().admin.faqs.list()).map((f) => f.answer);
    expect(answers).toContain('The admission form fee is {admissionFee} and it is non-refundable.');

    const form = (await admin().admin.feeItems.list()).find((f) => f.name === 'Admission form fee');
    if (!form) throw new Error('no admission form fee');
    await admin().admin.feeItems.update({ ...form, amount: '2500', id: form.id });

    const after = await feeSentences();
    for (const sentence of after) {
      expect(sentence).toContain('₹2,500');
      expect(sentence).not.toContain('₹2,000');
    }
    // And on the pages that show them, through the page cache the change cleared.
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain('The admission form fee is ₹2,500 and it is non-refundable.');
    expect(home).not.toContain('₹2,000');
    await admin().admin.feeItems.update({ ...form, amount: '2000', id: form.id });
  });

  it('become the field on an install upgraded from before, unless the office rewrote them', () => {
    const migrations = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fee-field-migrations-')), 'drizzle');
    temps.push(path.dirname(migrations));
    fs.cpSync(MIGRATIONS_FOLDER, migrations, { recursive: true });
    const journalFile = path.join(migrations, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => Number(e.tag.slice(0, 4)) <= 13);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fee-field-upgrade-'));
    temps.push(dir);
    const sqlite = new Database(path.join(dir, DB_FILENAME));
    migrate(drizzle(sqlite), { migrationsFolder: migrations });
    // Test set-up speaking SQL: the texts as the release before seeded them, and one the office rewrote.
    const faq = sqlite.prepare('INSERT INTO faqs (question, answer, category) VALUES (?, ?, ?)');
    faq.run('How much is the form?', 'The admission form fee is ₹2,000 and it is non-refundable.', 'admissions');
    faq.run('And at our branch?', 'The admission form fee is ₹2,000 at the main office only.', 'admissions');
    sqlite
      .prepare("INSERT INTO fee_structures (academic_year, note) VALUES ('2026-27', ?)")
      .run(
        'The admission form fee of ₹2,000 is non-refundable and payable one time only. The annual tuition fee is paid in full at admission in June; there are no installments.',
      );

    migrate(drizzle(sqlite), { migrationsFolder: MIGRATIONS_FOLDER });

    const answers = sqlite.prepare('SELECT answer FROM faqs ORDER BY id').pluck().all();
    expect(answers).toEqual([
      'The admission form fee is {admissionFee} and it is non-refundable.',
      'The admission form fee is ₹2,000 at the main office only.',
    ]);
    expect(sqlite.prepare('SELECT note FROM fee_structures').pluck().get()).toMatch(
      /^The admission form fee of \{admissionFee\} is non-refundable/,
    );
    sqlite.close();
  });
});
