import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLOSURE_ITEMS, DISCLOSURE_PDF_REJECTED_MESSAGE } from '../../src/shared/disclosure';
import {
  RESULT_YEAR_TAKEN_MESSAGE,
  VALID_UNTIL_BEFORE_ISSUE_MESSAGE,
  VALID_UNTIL_REQUIRED_MESSAGE,
} from '../../src/shared/disclosure-admin';
import { certificatePdf, createCampus, createExampleResult, pdfForm } from '../factories/disclosure';
import { login } from '../fixtures/admin-http';
import { png, textNamedJpg } from '../fixtures/images';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The dashboard's Disclosure section (src/server/features/disclosure/admin.ts): documents with their dates and
// files, not applicable, annual reports, board results, the checklist they feed, the page cache and
// the overview's status. The clock is the school's 23 November 2026.

const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
const clock = new Date('2026-11-23T06:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({}, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.caller(ADMIN).admin.disclosure;
const disclosureDir = () => path.join(t.dataDir, 'media', 'disclosure');
const storedFiles = () => (fs.existsSync(disclosureDir()) ? fs.readdirSync(disclosureDir()).sort() : []);
const onDisk = (key: string) => fs.existsSync(path.join(t.dataDir, 'media', key));
const fileKeyOf = (docId: number) =>
  (t.app.svc.db.$client.prepare('SELECT file FROM disclosure_documents WHERE id = ?').get(docId) as { file: string })
    .file;

function upload(campusId: number, item: string, dates: { issuedOn?: string; validUntil?: string }, bytes?: Buffer) {
  return api().documents.upload(
    pdfForm(
      { campusId, item, issuedOn: dates.issuedOn ?? '', validUntil: dates.validUntil ?? '' },
      { name: `${item}.pdf`, bytes: bytes ?? certificatePdf() },
    ),
  );
}

const docOf = (view: Awaited<ReturnType<typeof upload>>, item: string) =>
  view.documents.find((d) => d.item === item)?.document ?? null;
const checkOf = (view: Awaited<ReturnType<typeof upload>>, key: string) => view.checklist.find((e) => e.key === key);

describe('documents', () => {
  it('stores an uploaded certificate with its dates, lists it, and the checklist says Present', async () => {
    const campus = createCampus(t.app.svc);
    const before = await api().get({ campusId: campus.id });
    expect(before.documents.map((d) => d.item)).toEqual(DISCLOSURE_ITEMS.map((i) => i.id));
    expect(checkOf(before, 'fire-safety')?.state).toBe('missing');

    const view = await upload(campus.id, 'fire-safety', { issuedOn: '2026-04-01', validUntil: '2027-12-31' });
    const doc = docOf(view, 'fire-safety');
    expect(doc).toMatchObject({
      fileName: 'fire-safety.pdf',
      bytes: certificatePdf().length,
      issuedOn: '2026-04-01',
      validUntil: '2027-12-31',
      notApplicable: false,
      href: `/mandatory-public-disclosure/${campus.slug}/documents/${doc?.id}`,
    });
    expect(onDisk(fileKeyOf(doc!.id))).toBe(true);
    expect(checkOf(view, 'fire-safety')).toMatchObject({ state: 'present', detail: 'Valid until 31 Dec 2027' });
    // Its address on the disclosure serves the file as uploaded.
    const served = await t.app.inject({ method: 'GET', url: doc!.href! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(certificatePdf())).toBe(true);
    // The read of the section says the same.
    expect(docOf(await api().get({ campusId: campus.id }), 'fire-safety')?.id).toBe(doc!.id);
  });

  it('refuses a file that is not a PDF, whatever its name, and stores nothing', async () => {
    const campus = createCampus(t.app.svc);
    const before = storedFiles();
    for (const bytes of [await png(), textNamedJpg(), Buffer.from('%PDF-1.4 not really a pdf')]) {
      const errors = await fieldErrorsOf(upload(campus.id, 'fire-safety', { validUntil: '2027-12-31' }, bytes));
      expect(errors).toEqual({ file: DISCLOSURE_PDF_REJECTED_MESSAGE });
    }
    expect(storedFiles()).toEqual(before);
    expect(docOf(await api().get({ campusId: campus.id }), 'fire-safety')).toBeNull();
  });

  it('replaces a document: the new file is served, the old one is deleted', async () => {
    const campus = createCampus(t.app.svc);
    const first = docOf(
      await upload(campus.id, 'building-safety', { issuedOn: '2025-01-10', validUntil: '2027-01-09' }),
      'building-safety',
    )!;
    const oldKey = fileKeyOf(first.id);
    const view = await upload(
      campus.id,
      'building-safety',
      { issuedOn: '2026-10-01', validUntil: '2029-09-30' },
      certificatePdf('Building safety, renewed'),
    );
    const second = docOf(view, 'building-safety')!;
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ issuedOn: '2026-10-01', validUntil: '2029-09-30' });
    expect(fileKeyOf(second.id)).not.toBe(oldKey);
    expect(onDisk(oldKey)).toBe(false);
    expect(onDisk(fileKeyOf(second.id))).toBe(true);
    // The same address now serves the new file.
    const served = await t.app.inject({ method: 'GET', url: second.href! });
    expect(served.rawPayload.equals(certificatePdf('Building safety, renewed'))).toBe(true);
  });

  it('removes a document and its file', async () => {
    const campus = createCampus(t.app.svc);
    const doc = docOf(await upload(campus.id, 'smc-list', {}), 'smc-list')!;
    const key = fileKeyOf(doc.id);
    const view = await api().documents.remove({ id: doc.id });
    expect(docOf(view, 'smc-list')).toBeNull();
    expect(checkOf(view, 'smc-list')?.state).toBe('missing');
    expect(onDisk(key)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: doc.href! })).statusCode).toBe(404);
    await expect(api().documents.remove({ id: doc.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('requires the valid-until date of a certificate with a validity, and refuses it before the issue date', async () => {
    const campus = createCampus(t.app.svc);
    const before = storedFiles();
    expect(await fieldErrorsOf(upload(campus.id, 'fire-safety', { issuedOn: '2026-04-01' }))).toEqual({
      validUntil: VALID_UNTIL_REQUIRED_MESSAGE,
    });
    expect(
      await fieldErrorsOf(
        upload(campus.id, 'water-health-sanitation', { issuedOn: '2026-04-01', validUntil: '2026-03-31' }),
      ),
    ).toEqual({ validUntil: VALID_UNTIL_BEFORE_ISSUE_MESSAGE });
    expect(storedFiles()).toEqual(before);

    // A document without a validity needs no date at all.
    const view = await upload(campus.id, 'society-registration', {});
    expect(docOf(view, 'society-registration')).toMatchObject({ issuedOn: '', validUntil: '' });

    // Editing the dates keeps the same rules, and changes no file.
    const fire = docOf(await upload(campus.id, 'fire-safety', { validUntil: '2027-06-30' }), 'fire-safety')!;
    const key = fileKeyOf(fire.id);
    expect(
      await fieldErrorsOf(api().documents.update({ campusId: campus.id, item: 'fire-safety', issuedOn: '2026-01-01' })),
    ).toEqual({ validUntil: VALID_UNTIL_REQUIRED_MESSAGE });
    const edited = await api().documents.update({
      campusId: campus.id,
      item: 'fire-safety',
      issuedOn: '2026-01-01',
      validUntil: '2027-01-10',
    });
    expect(docOf(edited, 'fire-safety')).toMatchObject({ issuedOn: '2026-01-01', validUntil: '2027-01-10' });
    expect(fileKeyOf(fire.id)).toBe(key);
    // 48 days before it ends: a problem the checklist names.
    expect(checkOf(edited, 'fire-safety')).toMatchObject({ state: 'expiring', detail: 'Valid until 10 Jan 2027' });
  });

  it('marks the NOC not applicable (deleting its file) and back; a required certificate cannot be', async () => {
    const campus = createCampus(t.app.svc);
    const doc = docOf(await upload(campus.id, 'noc', { issuedOn: '2019-05-01' }), 'noc')!;
    const key = fileKeyOf(doc.id);
    const marked = await api().documents.update({ campusId: campus.id, item: 'noc', notApplicable: true });
    expect(docOf(marked, 'noc')).toMatchObject({ notApplicable: true, hasFile: false, href: null, fileName: '' });
    expect(checkOf(marked, 'noc')?.state).toBe('not-applicable');
    expect(onDisk(key)).toBe(false);

    // Marked without ever uploading.
    const rte = await api().documents.update({ campusId: campus.id, item: 'rte-recognition', notApplicable: true });
    expect(checkOf(rte, 'rte-recognition')?.state).toBe('not-applicable');

    const undone = await api().documents.update({ campusId: campus.id, item: 'noc', notApplicable: false });
    expect(docOf(undone, 'noc')).toBeNull();
    expect(checkOf(undone, 'noc')?.state).toBe('missing');

    for (const item of ['fire-safety', 'fee-structure'] as const) {
      expect(
        Object.keys(await fieldErrorsOf(api().documents.update({ campusId: campus.id, item, notApplicable: true }))),
      ).toEqual(['notApplicable']);
    }
  });

  it('answers 404 for a campus or a document that does not exist', async () => {
    const before = storedFiles();
    await expect(api().get({ campusId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(upload(999_999, 'smc-list', {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(storedFiles()).toEqual(before);
    const campus = createCampus(t.app.svc);
    await expect(
      api().documents.update({ campusId: campus.id, item: 'pta-list', issuedOn: '2026-01-01' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('takes uploads over HTTP from a signed-in administrator only, refusing a body over the limit unread', async () => {
    const app = await makeTestApp({
      ADMIN_USERNAME: 'office',
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      ADMIN_PASSWORD: 'office password 12',
    });
    try {
      const { cookie } = await login(app, 'office', 'office password 12', { code: totpCode() });
      const campus = createCampus(app.app.svc);
      const base = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const post = (bytes: Buffer, name: string) =>
        fetch(`${base}/trpc/admin.disclosure.documents.upload`, {
          method: 'POST',
          headers: { cookie: cookie! },
          body: pdfForm({ campusId: campus.id, item: 'pta-list', issuedOn: '', validUntil: '' }, { name, bytes }),
        });
      const bad = await post(textNamedJpg(), 'members.pdf');
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.data.fieldErrors).toEqual({ file: [DISCLOSURE_PDF_REJECTED_MESSAGE] });
      const good = await post(certificatePdf('PTA members'), 'PTA members 2026.pdf');
      expect(good.status).toBe(200);
      const saved = (await good.json()).result.data.documents.find((d: { item: string }) => d.item === 'pta-list');
      expect(saved.document.fileName).toBe('PTA members 2026.pdf');
      expect(fs.existsSync(path.join(app.dataDir, 'media', fileKeyOfApp(app, saved.document.id)))).toBe(true);

      const tooLarge = await app.app.inject({
        method: 'POST',
        url: '/trpc/admin.disclosure.documents.upload',
        headers: {
          cookie: cookie!,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(21 * 1024 * 1024 + 64 * 1024 + 1),
        },
        payload: '--x--',
      });
      expect(tooLarge.statusCode).toBe(413);
      for (const url of ['/trpc/admin.disclosure.documents.upload', '/trpc/admin.disclosure.annualReports.upload']) {
        const anonymous = await app.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '5' },
          payload: '--x--',
        });
        expect(anonymous.statusCode).toBe(401);
      }
    } finally {
      await app.close();
    }
  });
});

function fileKeyOfApp(app: TestApp, docId: number): string {
  return (
    app.app.svc.db.$client.prepare('SELECT file FROM disclosure_documents WHERE id = ?').get(docId) as {
      file: string;
    }
  ).file;
}

describe('annual reports', () => {
  it('keeps one PDF per academic year, newest first; a new upload for a year replaces its file', async () => {
    const campus = createCampus(t.app.svc);
    const report = (academicYear: string, title = `Annual report ${academicYear}`) =>
      api().annualReports.upload(
        pdfForm({ campusId: campus.id, academicYear }, { name: `${title}.pdf`, bytes: certificatePdf(title) }),
      );
    const before = await api().get({ campusId: campus.id });
    expect(checkOf(before, 'annual-report')).toMatchObject({ state: 'missing', detail: 'Was due by 15 Sept 2026' });

    await report('2025-26');
    const view = await report('2026-27');
    expect(view.annualReports.map((r) => r.academicYear)).toEqual(['2026-27', '2025-26']);
    expect(checkOf(view, 'annual-report')?.state).toBe('present');

    const old = view.annualReports[0]!;
    const oldKey = fileKeyOf(old.id);
    const replaced = await report('2026-27', 'Annual report 2026-27 revised');
    expect(replaced.annualReports.map((r) => r.fileName)).toEqual([
      'Annual report 2026-27 revised.pdf',
      'Annual report 2025-26.pdf',
    ]);
    expect(onDisk(oldKey)).toBe(false);

    expect(Object.keys(await fieldErrorsOf(report('2026-28')))).toEqual(['academicYear']);

    // An annual report is removed as one; a document's remove does not take it.
    const newest = replaced.annualReports[0]!;
    await expect(api().documents.remove({ id: newest.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const key = fileKeyOf(newest.id);
    const removed = await api().annualReports.remove({ id: newest.id });
    expect(removed.annualReports.map((r) => r.academicYear)).toEqual(['2025-26']);
    expect(onDisk(key)).toBe(false);
  });
});

describe('board results', () => {
  it('computes the pass percentage, refuses more passed than registered and a year recorded twice', async () => {
    const campus = createCampus(t.app.svc);
    const results = api().results;
    const x2026 = await results.create({
      campusId: campus.id,
      classLevel: 'X',
      year: 2026,
      registered: 80,
      passed: 79,
    });
    expect(x2026).toMatchObject({ classLevel: 'X', year: 2026, percentage: '98.75', remarks: '' });

    expect(
      await fieldErrorsOf(
        results.create({ campusId: campus.id, classLevel: 'X', year: 2025, registered: 80, passed: 81 }),
      ),
    ).toEqual({ passed: 'Students passed cannot be more than registered students' });
    expect(
      await fieldErrorsOf(
        results.create({ campusId: campus.id, classLevel: 'X', year: 2026, registered: 10, passed: 9 }),
      ),
    ).toEqual({ year: RESULT_YEAR_TAKEN_MESSAGE });
    // The same year of the other class, or of another campus, is its own row.
    await results.create({ campusId: campus.id, classLevel: 'XII', year: 2026, registered: 60, passed: 60 });
    const other = createCampus(t.app.svc);
    await results.create({ campusId: other.id, classLevel: 'X', year: 2026, registered: 40, passed: 40 });

    const x2025 = await results.create({
      campusId: campus.id,
      classLevel: 'X',
      year: 2025,
      registered: 70,
      passed: 70,
    });
    expect(
      await fieldErrorsOf(
        results.update({ id: x2025.id, campusId: campus.id, classLevel: 'X', year: 2026, registered: 70, passed: 70 }),
      ),
    ).toEqual({ year: RESULT_YEAR_TAKEN_MESSAGE });
    const updated = await results.update({
      id: x2025.id,
      campusId: campus.id,
      classLevel: 'X',
      year: 2025,
      registered: 72,
      passed: 70,
      remarks: 'Two compartments cleared in July',
    });
    expect(updated).toMatchObject({
      registered: 72,
      passed: 70,
      percentage: '97.22',
      remarks: 'Two compartments cleared in July',
    });

    const view = await api().get({ campusId: campus.id });
    expect(view.results.map((r) => `${r.classLevel} ${r.year}`)).toEqual(['XII 2026', 'X 2026', 'X 2025']);

    expect(await results.remove({ id: x2025.id })).toEqual({ ok: true });
    await expect(results.remove({ id: x2025.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      results.update({ id: x2025.id, campusId: campus.id, classLevel: 'X', year: 2025, registered: 1, passed: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      results.create({ campusId: 999_999, classLevel: 'X', year: 2026, registered: 1, passed: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('what the rest of the site sees', () => {
  it('shows on the public disclosure page at once (its cached copy is dropped)', async () => {
    const campus = createCampus(t.app.svc);
    const page = () => t.app.inject({ method: 'GET', url: `/mandatory-public-disclosure/${campus.slug}` });
    const before = await page();
    expect(before.statusCode).toBe(200);
    // The page shows a document as its link (the file's name is the office's, not the visitor's).
    const links = (html: string) => html.split('class="disclosure-doc-link"').length - 1;
    expect((await page()).headers.etag).toBe(before.headers.etag);
    await api().documents.upload(
      pdfForm(
        { campusId: campus.id, item: 'smc-list', issuedOn: '', validUntil: '' },
        { name: 'SMC members 2026-27.pdf', bytes: certificatePdf('SMC') },
      ),
    );
    const after = await page();
    expect(links(after.body)).toBe(links(before.body) + 1);
    await api().results.create({ campusId: campus.id, classLevel: 'XII', year: 2026, registered: 64, passed: 63 });
    expect((await page()).body).toContain('98.44');
  });

  it('clears the page cache on every write', async () => {
    const campus = createCampus(t.app.svc);
    const cache = t.app.pageCache;
    const changes = async (fn: () => Promise<unknown>) => {
      const version = cache.version;
      await fn();
      return cache.version - version;
    };
    expect(await changes(() => upload(campus.id, 'smc-list', {}))).toBeGreaterThan(0);
    const id = docOf(await api().get({ campusId: campus.id }), 'smc-list')!.id;
    expect(
      await changes(() => api().documents.update({ campusId: campus.id, item: 'smc-list', issuedOn: '2026-05-01' })),
    ).toBeGreaterThan(0);
    expect(await changes(() => api().documents.remove({ id }))).toBeGreaterThan(0);
    expect(
      await changes(() =>
        api().annualReports.upload(
          pdfForm({ campusId: campus.id, academicYear: '2026-27' }, { name: 'r.pdf', bytes: certificatePdf() }),
        ),
      ),
    ).toBeGreaterThan(0);
    let resultId = 0;
    expect(
      await changes(async () => {
        resultId = (
          await api().results.create({ campusId: campus.id, classLevel: 'XII', year: 2024, registered: 5, passed: 5 })
        ).id;
      }),
    ).toBeGreaterThan(0);
    expect(
      await changes(() =>
        api().results.update({
          id: resultId,
          campusId: campus.id,
          classLevel: 'XII',
          year: 2024,
          registered: 6,
          passed: 5,
        }),
      ),
    ).toBeGreaterThan(0);
    expect(await changes(() => api().results.remove({ id: resultId }))).toBeGreaterThan(0);
    // A refused write changes nothing.
    expect(await changes(() => fieldErrorsOf(upload(campus.id, 'fire-safety', {})))).toBe(0);
  });

  it('reports problems across campuses and example rows; what the office edits is no longer an example', async () => {
    const campus = createCampus(t.app.svc, { example: true });
    const resultId = createExampleResult(t.app.svc, campus.id, {
      classLevel: 'X',
      year: 2026,
      registered: 90,
      passed: 88,
    });
    const status = await api().status();
    expect(status.examples).toBeGreaterThanOrEqual(2);
    const mine = status.campuses.find((c) => c.campusId === campus.id)!;
    expect(mine.problems).toBeGreaterThan(0);
    expect(status.problems).toBe(status.campuses.reduce((sum, c) => sum + c.problems, 0));
    const listed = (await api().campuses()).find((c) => c.id === campus.id);
    expect(listed).toMatchObject({ slug: campus.slug, name: campus.name, problems: mine.problems });

    await api().results.update({
      id: resultId,
      campusId: campus.id,
      classLevel: 'X',
      year: 2026,
      registered: 90,
      passed: 89,
    });
    expect((await api().status()).examples).toBe(status.examples - 1);

    // Fixing a problem shows in the count.
    await upload(campus.id, 'fire-safety', { validUntil: '2028-01-01' });
    const after = (await api().status()).campuses.find((c) => c.campusId === campus.id)!;
    expect(after.problems).toBe(mine.problems - 1);
  });

  it('is for administrators only', async () => {
    await expect(t.caller().admin.disclosure.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller().admin.disclosure.get({ campusId: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
