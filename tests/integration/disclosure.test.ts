import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentServices } from '../../src/server/content';
import { boardResults, campuses, disclosureDocuments, staff } from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';
import { storePdf } from '../../src/server/features/disclosure/files';
import { campusChecklist, disclosurePage, exampleRecords } from '../../src/server/features/disclosure/service';
import {
  countTeachers,
  EXPIRY_WARNING_DAYS,
  NOT_YET_PUBLISHED,
  passPercentage,
  teacherSectionRatio,
  validityState,
} from '../../src/shared/disclosure';
import { createCampusRow, createStaffRow } from '../factories/content';
import { makePdfBytes } from '../factories/notices';
import { countRows } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The Mandatory Public Disclosure (docs/decisions/021-mandatory-public-disclosure.md): counts, the
// ratio and percentages computed from the records; the checklist's states at their boundaries with a
// controlled clock; the page never linking to a missing document; the seeded example data.

const SITE = 'https://school.example';
// 10:00 in Asia/Kolkata on 1 March 2031.
let clock = new Date('2031-03-01T04:30:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: SITE }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const svc = () => t.app.svc;
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function newCampus(slug: string, sections = 10) {
  return createCampusRow(svc(), { slug, name: `Campus ${slug}`, sections: String(sections) });
}

function addDocument(
  campusId: number,
  item: string,
  file: string | null,
  dates: { issuedOn?: string; validUntil?: string },
) {
  write(svc().db, (tx) =>
    tx
      .insert(disclosureDocuments)
      .values({ campusId, item, file, fileName: `${item}.pdf`, bytes: 100, ...dates })
      .run(),
  );
}

describe('computed, never typed', () => {
  it('counts PGT, TGT and PRT teachers and the teachers-to-section ratio from the staff records', async () => {
    const campus = await newCampus('counts', 8);
    const people = [
      ['pgt', 'Physics'],
      ['pgt', 'Chemistry'],
      ['tgt', 'English'],
      ['prt', 'Primary'],
      ['prt', 'Primary'],
      ['prt', 'Primary'],
      ['counsellor', ''],
      ['other', ''],
    ] as const;
    for (const [i, [designation, subject]] of people.entries())
      await createStaffRow(svc(), {
        name: `Teacher ${i}`,
        designation,
        subject,
        campusId: campus.id,
        qualifications: 'B.Ed.',
      });
    // Someone at another campus is counted there, not here.
    const other = await newCampus('counts-other');
    await createStaffRow(svc(), { name: 'Elsewhere', designation: 'pgt', campusId: other.id });

    const page = disclosurePage(svc(), 'counts');
    expect(page?.campus.staff.counts).toEqual({ pgt: 2, tgt: 1, prt: 3, teachers: 6 });
    expect(page?.campus.staff.ratio).toBe('0.75');
    expect(page?.campus.staff.teacherLists.find((l) => l.grade === 'pgt')?.teachers.map((x) => x.subject)).toEqual([
      'Physics',
      'Chemistry',
    ]);

    // The page shows the counts beside the lists they were counted from.
    const html = text((await get('/mandatory-public-disclosure/counts')).body);
    expect(html).toMatch(/Total number of teachers \(all\) 6 /);
    expect(html).toMatch(/PGT 2 List of PGT teachers/);
    expect(html).toMatch(/Teachers section ratio 0\.75 : 1/);
    expect(html).toContain('Teacher 0 Physics B.Ed.');

    // A PGT added from the dashboard changes the count and the ratio at once (the page cache is cleared).
    await createStaffRow(svc(), { name: 'New PGT', designation: 'pgt', campusId: campus.id });
    const after = text((await get('/mandatory-public-disclosure/counts')).body);
    expect(after).toMatch(/Total number of teachers \(all\) 7 /);
    expect(after).toMatch(/PGT 3 List of PGT teachers/);
    expect(after).toMatch(/Teachers section ratio 0\.88 : 1/);
  });

  it('computes the pass percentage, and the pure rules behind it', async () => {
    expect(passPercentage(62, 62)).toBe('100.00');
    expect(passPercentage(58, 57)).toBe('98.28');
    expect(passPercentage(3, 1)).toBe('33.33');
    expect(passPercentage(0, 0)).toBeNull();
    expect(teacherSectionRatio(6, 0)).toBeNull();
    expect(countTeachers([{ designation: 'pgt' }, { designation: 'principal' }])).toEqual({
      pgt: 1,
      tgt: 0,
      prt: 0,
      teachers: 1,
    });
    const campus = await newCampus('results');
    write(svc().db, (tx) =>
      tx
        .insert(boardResults)
        .values({ campusId: campus.id, classLevel: 'X', year: 2030, registered: 58, passed: 57 })
        .run(),
    );
    svc().onContentChanged();
    const html = text((await get('/mandatory-public-disclosure/results')).body);
    expect(html).toContain('2030 58 57 98.28%');
    // No Class XII results recorded: the table says so.
    expect(html).toMatch(/Result class: XII .*Not yet published/);
  });
});

describe('the checklist, with a controlled clock', () => {
  it('marks a certificate expiring from 60 days before its valid-until date, and expired the day after', async () => {
    expect(validityState('2031-04-30', '2031-03-01')).toBe('expiring'); // 60 days
    expect(validityState('2031-05-01', '2031-03-01')).toBe('present'); // 61 days
    expect(validityState('2031-03-01', '2031-03-01')).toBe('expiring'); // valid through its last day
    expect(validityState('2031-02-28', '2031-03-01')).toBe('expired');
    expect(EXPIRY_WARNING_DAYS).toBe(60);

    const campus = await newCampus('checklist');
    const file = await storePdf(svc().media, 'disclosure', makePdfBytes('Fire safety'));
    addDocument(campus.id, 'fire-safety', file, { issuedOn: '2030-05-01', validUntil: '2031-06-29' });
    const state = () => campusChecklist(svc(), campus.id).find((e) => e.key === 'fire-safety');

    clock = new Date('2031-04-29T04:30:00.000Z'); // 61 days before, in India
    expect(state()?.state).toBe('present');
    clock = new Date('2031-04-30T04:30:00.000Z'); // 60 days before
    expect(state()).toMatchObject({ state: 'expiring', detail: 'Valid until 29 Jun 2031' });
    clock = new Date('2031-06-29T18:29:00.000Z'); // 23:59 on the last day, in India
    expect(state()?.state).toBe('expiring');
    clock = new Date('2031-06-29T18:30:00.000Z'); // midnight: the day after
    expect(state()).toMatchObject({ state: 'expired', detail: 'Expired on 29 Jun 2031' });
    clock = new Date('2031-03-01T04:30:00.000Z');
  });

  it('lists a missing document, missing results years, missing teachers and the annual report due by 15 September', async () => {
    const campus = await newCampus('empty', 0);
    clock = new Date('2031-09-15T04:30:00.000Z');
    const byKey = () => Object.fromEntries(campusChecklist(svc(), campus.id).map((e) => [e.key, e]));
    let list = byKey();
    expect(list['fire-safety']?.state).toBe('missing');
    expect(list['fee-structure']?.state).toBe('present'); // falls back to the site's Fees page
    expect(list['results-X']).toMatchObject({ state: 'missing', detail: 'No results for 2029, 2030, 2031' });
    expect(list['teachers-pgt']?.state).toBe('missing');
    expect(list.sections?.state).toBe('missing');
    expect(list.principal?.state).toBe('missing');
    expect(list['annual-report']).toMatchObject({ state: 'due', label: 'Annual report 2031-32' });
    clock = new Date('2031-09-15T18:30:00.000Z'); // 16 September in India
    list = byKey();
    expect(list['annual-report']).toMatchObject({ state: 'missing', detail: 'Was due by 15 Sept 2031' });

    // A teacher without qualifications is a problem: CBSE's most frequent finding.
    await createStaffRow(svc(), { name: 'No Degree', designation: 'tgt', campusId: campus.id, qualifications: '' });
    expect(byKey().qualifications).toMatchObject({ state: 'missing', detail: '1 teacher has no qualifications' });
    clock = new Date('2031-03-01T04:30:00.000Z');
  });
});

describe('the public page', () => {
  it('says "Not yet published" instead of linking to a document that is missing, and serves the ones that exist', async () => {
    const campus = await newCampus('links');
    const file = await storePdf(svc().media, 'disclosure', makePdfBytes('Building safety'));
    addDocument(campus.id, 'building-safety', file, { issuedOn: '2030-01-10', validUntil: '2032-01-09' });
    // A row whose file vanished from disk (a restore gone wrong) is not linked either.
    const lost = await storePdf(svc().media, 'disclosure', makePdfBytes('Lost'));
    addDocument(campus.id, 'fire-safety', lost, {});
    fs.rmSync(path.join(t.dataDir, 'media', lost));
    svc().onContentChanged();

    const page = disclosurePage(svc(), 'links');
    const rows = Object.fromEntries(page?.campus.documents.rows.map((r) => [r.item, r.document]) ?? []);
    expect(rows['building-safety']?.kind).toBe('file');
    expect(rows['fire-safety']?.kind).toBe('missing');
    expect(rows.noc?.kind).toBe('missing');

    const res = await get('/mandatory-public-disclosure/links');
    expect(res.statusCode).toBe(200);
    const links = [...res.body.matchAll(/href="(\/mandatory-public-disclosure\/links\/documents\/\d+)"/g)].map(
      (m) => m[1]!,
    );
    expect(links).toHaveLength(1);
    for (const href of links) {
      const doc = await get(href);
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(doc.headers['content-disposition']).toContain('filename="building-safety.pdf"');
      expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(text(res.body)).toContain(
      `Copy of valid fire safety certificate issued by the competent authority ${NOT_YET_PUBLISHED}`,
    );
    expect(text(res.body)).toContain('Valid until 9 Jan 2032');

    // Another campus's slug, an unknown id, a malformed address: 404.
    const id = links[0]!.split('/').pop();
    expect((await get(`/mandatory-public-disclosure/counts/documents/${id}`)).statusCode).toBe(404);
    expect((await get('/mandatory-public-disclosure/links/documents/999999')).statusCode).toBe(404);
    expect((await get('/mandatory-public-disclosure/links/documents/..%2f..%2fsite.db')).statusCode).toBe(404);
  });

  it('shows the first campus at its plain address with a campus switcher, each campus at its own, and 404 for no campus', async () => {
    const plain = await get('/mandatory-public-disclosure');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('aria-label="Campus"');
    expect(plain.body).toContain('href="/mandatory-public-disclosure/akot-road"');
    const missing = await get('/mandatory-public-disclosure/no-such-campus');
    expect(missing.statusCode).toBe(404);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`${SITE}/mandatory-public-disclosure</loc>`);
    expect(sitemap).toContain(`${SITE}/mandatory-public-disclosure/ganga-nagar</loc>`);
  });

  it('is linked from the home page and from the footer of every page', async () => {
    for (const url of ['/', '/contact', '/notices'])
      expect((await get(url)).body).toContain('href="/mandatory-public-disclosure"');
  });
});

describe('the seeded example data', () => {
  it('gives both campuses a complete disclosure, marked as example until the office replaces it', async () => {
    const rows = svc().db.select().from(campuses).all();
    const ganga = rows.find((c) => c.slug === 'ganga-nagar');
    expect(ganga?.example).toBe(true);
    expect(rows.find((c) => c.slug === 'akot-road')?.example).toBe(true);
    const page = disclosurePage(svc(), 'ganga-nagar');
    expect(page?.campus.hasExamples).toBe(true);
    expect(page?.campus.documents.rows.every((r) => r.document.kind === 'file')).toBe(true);
    expect(page?.campus.staff.counts.teachers).toBeGreaterThan(0);
    const html = text((await get('/mandatory-public-disclosure/ganga-nagar')).body);
    expect(html).toContain('Some values below are examples');
    expect(html).not.toContain(NOT_YET_PUBLISHED);

    // Editing the campus in the dashboard replaces its example values; the count goes down by one.
    const before = exampleRecords(svc());
    const { id: _id, createdAt: _c, example: _e, ...fields } = contentServices.campuses.byId(svc(), ganga!.id);
    await contentServices.campuses.update(
      svc(),
      ganga!.id,
      contentServices.campuses.type.shared.fields.parse({ ...fields, affiliationNo: '1130123' }),
    );
    expect(exampleRecords(svc())).toBe(before - 1);
    expect(svc().db.select().from(campuses).where(eq(campuses.id, ganga!.id)).get()?.example).toBe(false);
  });

  it('refuses to delete a campus that still has documents, and sets its people free when it has none', async () => {
    const ganga = svc().db.select().from(campuses).where(eq(campuses.slug, 'ganga-nagar')).get()!;
    await expect(contentServices.campuses.remove(svc(), ganga.id)).rejects.toThrow(/still has disclosure documents/);
    const campus = await newCampus('to-delete');
    const person = await createStaffRow(svc(), { name: 'Moves On', designation: 'pgt', campusId: campus.id });
    const count = countRows(svc(), 'campuses');
    await contentServices.campuses.remove(svc(), campus.id);
    expect(countRows(svc(), 'campuses')).toBe(count - 1);
    expect(svc().db.select().from(staff).where(eq(staff.id, person.id)).get()?.campusId).toBeNull();
  });
});
