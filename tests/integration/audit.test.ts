import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILENAME } from '../../src/server/db/client';
import { auditLog } from '../../src/server/db/schema';
import { listAudit, recordAudit } from '../../src/server/platform/audit';
import { createAdmin, createSession, findAdmin } from '../../src/server/platform/auth/session';
import { createBackup } from '../../src/server/platform/backups/create';
import { restoreBackup } from '../../src/server/platform/backups/restore';
import { auditEntryFor, errorKind, isAudited } from '../../src/server/trpc/audit-trail';
import { AUDIT_PAGE_SIZE } from '../../src/shared/audit';
import { makeApplicationInput, makeEnquiryInput } from '../factories/inputs';
import { attachFile, makePdfBytes } from '../factories/notices';
import { call, login } from '../fixtures/admin-http';
import { formData } from '../fixtures/images';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The audit log of administrators' actions (docs/decisions/022-privacy-and-audit.md): every sign-in,
// change, export, backup and restore leaves one entry with who, what, from where and how it ended,
// and never a parent's or child's personal data.

const USERNAME = 'office';
const PASSWORD = 'Audit log test password 1';
const OFFICE_IP = '198.51.100.23';

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await makeTestApp({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD, BACKUP_HOUR: 'off' });
  adminId = findAdmin(t.app.svc, USERNAME)!.id;
});
afterAll(async () => {
  await t.close();
});

const admin = (clientIp = OFFICE_IP) =>
  t.caller({ session: { adminId, username: USERNAME, role: 'owner' as const, twoFactor: true }, clientIp });

/**
 * The Owner's account counts as having two-factor sign-in from now on (a session reads it at each
 * request), so the signed-in cookie reaches the dashboard's work past the Owner's two-factor gate.
 */
/**
 * A cookie of the Owner enrolled in two-factor sign-in (past the Owner's gate), for the tests that
 * drive the dashboard over HTTP; signing in itself is tested above, before the enrolment.
 */
function enrolTwoFactor() {
  t.app.svc.db.$client.prepare('UPDATE admins SET totp_secret = ? WHERE id = ?').run(TEST_TOTP_SECRET, adminId);
}
function enrolledOwnerCookie(): string {
  enrolTwoFactor();
  return `sid=${createSession(t.app.svc, adminId, Date.now(), { clientIp: OFFICE_IP }).token}`;
}

/** The newest entry's id: what a test's own entries come after. */
const mark = () => t.app.svc.db.select({ id: auditLog.id }).from(auditLog).all().at(-1)?.id ?? 0;
const entriesAfter = (id: number) => t.app.svc.db.select().from(auditLog).where(gt(auditLog.id, id)).all();

/** Runs `fn` and returns the audit entries it left. */
async function entriesOf(fn: () => Promise<unknown>): Promise<(typeof auditLog.$inferSelect)[]> {
  const before = mark();
  await fn();
  return entriesAfter(before);
}

describe('signing in and out', () => {
  it('records a sign-in with the administrator, the client address and ok', async () => {
    let cookie: string | null = null;
    const entries = await entriesOf(async () => {
      const res = await login(t, USERNAME, PASSWORD, { ip: '203.0.113.7' });
      expect(res.status).toBe(200);
      cookie = res.cookie;
    });
    expect(cookie).toBeTruthy();
    expect(entries).toEqual([
      expect.objectContaining({ action: 'sign-in', actor: USERNAME, clientIp: '203.0.113.7', outcome: 'ok' }),
    ]);
  });

  it('records a failed sign-in with the username tried, never the password', async () => {
    const entries = await entriesOf(async () => {
      const res = await login(t, USERNAME, 'Not the password 42', { ip: '203.0.113.8' });
      expect(res.status).toBe(401);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'sign-in-failed',
        actor: USERNAME,
        clientIp: '203.0.113.8',
        outcome: 'failed',
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('Not the password 42');
  });

  it('cuts a long username tried short', async () => {
    const tried = `someone-${'x'.repeat(90)}`;
    const [entry] = await entriesOf(() => login(t, tried, 'whatever password', { ip: '203.0.113.9' }));
    expect(entry).toMatchObject({ action: 'sign-in-failed', outcome: 'failed' });
    expect(entry!.actor).toBe(tried.slice(0, 40));
  });

  it('records a sign-in refused by the lockout as refused, once a minute per address', async () => {
    await createAdmin(t.app.svc, 'locked-office', 'The right password 77');
    // Five wrong passwords lock the account (from any address).
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t, 'locked-office', `wrong ${i} password`, { ip: '192.0.2.10' })).status).toBe(401);
    }
    const entries = await entriesOf(async () => {
      expect((await login(t, 'locked-office', 'The right password 77', { ip: '192.0.2.11' })).status).toBe(429);
      // A second refusal from the same address within the minute adds nothing: refusals cannot flood the log.
      expect((await login(t, 'locked-office', 'The right password 77', { ip: '192.0.2.11' })).status).toBe(429);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'sign-in-failed',
        actor: 'locked-office',
        clientIp: '192.0.2.11',
        outcome: 'refused',
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('The right password 77');
    const failed = listAudit(t.app.svc, { page: 1, action: 'sign-in-failed' }).items.filter(
      (e) => e.actor === 'locked-office' && e.outcome === 'failed',
    );
    expect(failed).toHaveLength(5);
  });

  it('records a sign-out with the administrator and address', async () => {
    const { cookie } = await login(t, USERNAME, PASSWORD, { ip: '203.0.113.7' });
    const entries = await entriesOf(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/admin.logout',
        remoteAddress: '203.0.113.12',
        headers: { 'content-type': 'application/json', cookie: cookie! },
        payload: '',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining({ action: 'sign-out', actor: USERNAME, clientIp: '203.0.113.12', outcome: 'ok' }),
    ]);
  });

  it('records nothing for a sign-out without a session', async () => {
    expect(await entriesOf(() => call(t, 'admin.logout', undefined))).toEqual([]);
  });

  it('records a password change, ok and failed, once each and without either password', async () => {
    const id = await createAdmin(t.app.svc, 'pw-office', 'First password of pw 1');
    const caller = t.caller({
      session: { adminId: id, username: 'pw-office', role: 'owner' as const, twoFactor: true },
      clientIp: '203.0.113.30',
    });
    const failed = await entriesOf(() =>
      expect(
        caller.admin.changePassword({
          currentPassword: 'Not the current one 1',
          newPassword: 'Second password of pw 2',
          confirmPassword: 'Second password of pw 2',
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' }),
    );
    expect(failed).toEqual([
      expect.objectContaining({
        action: 'password-change',
        actor: 'pw-office',
        clientIp: '203.0.113.30',
        outcome: 'failed',
      }),
    ]);
    const ok = await entriesOf(() =>
      caller.admin.changePassword({
        currentPassword: 'First password of pw 1',
        newPassword: 'Second password of pw 2',
        confirmPassword: 'Second password of pw 2',
      }),
    );
    expect(ok).toEqual([
      expect.objectContaining({
        action: 'password-change',
        actor: 'pw-office',
        clientIp: '203.0.113.30',
        outcome: 'ok',
      }),
    ]);
    const text = JSON.stringify([...failed, ...ok]);
    for (const secret of ['First password of pw 1', 'Second password of pw 2', 'Not the current one 1'])
      expect(text).not.toContain(secret);
  });
});

describe('changes made in the dashboard', () => {
  it('records creating, updating and deleting a content item with its entity and id', async () => {
    const faq = { question: 'When does the term start?', answer: 'In June.', category: 'admission', popularity: 1 };
    let id = 0;
    const created = await entriesOf(async () => {
      id = (await admin().admin.faqs.create(faq)).id;
    });
    const updated = await entriesOf(() => admin().admin.faqs.update({ ...faq, id, answer: 'On 2 June.' }));
    const removed = await entriesOf(() => admin().admin.faqs.remove({ id }));
    const expected = (action: string) =>
      expect.objectContaining({
        action,
        actor: USERNAME,
        entity: 'faqs',
        entityId: String(id),
        clientIp: OFFICE_IP,
        outcome: 'ok',
      });
    expect(created).toEqual([expected('create')]);
    expect(updated).toEqual([expected('update')]);
    expect(removed).toEqual([expected('delete')]);
    // The input is never written: not the question, not the answer.
    expect(JSON.stringify([...created, ...updated, ...removed])).not.toMatch(/term start|June/);
  });

  it('records a notice created, updated, given an attachment (its id read from the form) and deleted', async () => {
    const fields = { title: 'Exam timetable', category: 'circular' as const, body: 'Details follow.' };
    let id = 0;
    const created = await entriesOf(async () => {
      id = (await admin().admin.notices.create(fields)).id;
    });
    const updated = await entriesOf(() => admin().admin.notices.update({ ...fields, id, title: 'New timetable' }));
    const form = formData(
      { id },
      { name: 'Timetable of Term 1.pdf', bytes: makePdfBytes(), type: 'application/pdf' },
      'file',
    );
    const attached = await entriesOf(() => admin().admin.notices.addAttachment(form));
    const removed = await entriesOf(() => admin().admin.notices.remove({ id }));
    const entry = (action: string, detail = '') =>
      expect.objectContaining({ action, entity: 'notices', entityId: String(id), outcome: 'ok', detail });
    expect(created).toEqual([entry('create')]);
    expect(updated).toEqual([entry('update')]);
    expect(attached).toEqual([entry('update', 'add attachment')]);
    expect(removed).toEqual([entry('delete')]);
    // Not the file's name, nor the titles.
    expect(JSON.stringify([...created, ...updated, ...attached, ...removed])).not.toMatch(/Timetable|timetable/);
  });

  it('reads the id of an upload sent over real HTTP (multipart/form-data), and nothing else of it', async () => {
    const { id } = await admin().admin.notices.create({ title: 'Sports day', category: 'circular', body: 'Soon.' });
    const cookie = enrolledOwnerCookie();
    // A listening server: the tRPC adapter reads multipart bodies from the socket stream.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const entries = await entriesOf(async () => {
      const res = await fetch(`${base}/trpc/admin.notices.addAttachment`, {
        method: 'POST',
        headers: { cookie: cookie! },
        body: formData({ id }, { name: 'Sports day list.pdf', bytes: makePdfBytes(), type: 'application/pdf' }, 'file'),
      });
      expect(res.status).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'update',
        actor: USERNAME,
        entity: 'notices',
        entityId: String(id),
        clientIp: '127.0.0.1',
        outcome: 'ok',
        detail: 'add attachment',
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('Sports day');
  });

  it('records an enquiry status change as status-change, and a CSV export as export-csv', async () => {
    await t
      .caller({ clientIp: '192.0.2.50' })
      .enquiries.create(makeEnquiryInput({ email: 'status.parent@example.com' }));
    const [enquiry] = (await admin().admin.enquiries.list({ page: 1, search: 'status.parent@example.com' })).items;
    const changed = await entriesOf(() => admin().admin.enquiries.setStatus({ id: enquiry!.id, status: 'resolved' }));
    expect(changed).toEqual([
      expect.objectContaining({
        action: 'status-change',
        actor: USERNAME,
        entity: 'enquiries',
        entityId: String(enquiry!.id),
        outcome: 'ok',
      }),
    ]);
    const exported = await entriesOf(() => admin().admin.enquiries.exportCsv({ search: 'status.parent@example.com' }));
    expect(exported).toEqual([
      expect.objectContaining({ action: 'export-csv', entity: 'enquiries', entityId: '', detail: 'filtered' }),
    ]);
    const all = await entriesOf(() => admin().admin.applications.exportCsv({}));
    expect(all).toEqual([expect.objectContaining({ action: 'export-csv', entity: 'applications', detail: 'all' })]);
  });

  it('records a settings save as settings-change of the panel saved, and the logo and brochure as theirs', async () => {
    const saved = await entriesOf(() => admin().admin.settings.save({ tagline: 'Learning with care' }));
    expect(saved).toEqual([
      expect.objectContaining({
        action: 'settings-change',
        actor: USERNAME,
        entity: 'settings',
        entityId: 'branding',
        clientIp: OFFICE_IP,
        outcome: 'ok',
      }),
    ]);
    expect(JSON.stringify(saved)).not.toContain('Learning with care');
    const reset = await entriesOf(() => admin().admin.settings.resetBrochure());
    expect(reset).toEqual([
      expect.objectContaining({ action: 'settings-change', entityId: 'brochure', detail: 'reset brochure' }),
    ]);
  });

  it('records a failed mutation as failed, with the kind of error and never its message', async () => {
    const faq = { question: 'Gone?', answer: 'Yes.', category: 'admission', popularity: 1, id: 999_999 };
    const entries = await entriesOf(() =>
      expect(admin().admin.faqs.update(faq)).rejects.toMatchObject({ code: 'NOT_FOUND' }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'update',
        entity: 'faqs',
        entityId: '999999',
        outcome: 'failed',
        detail: 'failed: not found',
      }),
    ]);
    const invalid = await entriesOf(() =>
      expect(admin().admin.faqs.create({ ...faq, question: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' }),
    );
    expect(invalid).toEqual([
      expect.objectContaining({ action: 'create', outcome: 'failed', detail: 'failed: invalid input' }),
    ]);
  });

  it('does not record reads, nor a caller refused for having no session', async () => {
    const entries = await entriesOf(async () => {
      await admin().admin.faqs.list();
      await admin().admin.audit.list({ page: 1 });
      await expect(t.caller().admin.faqs.remove({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });
    expect(entries).toEqual([]);
  });
});

describe('backups and restores', () => {
  it('records "Back up now" once, with the administrator, the archive name and size', async () => {
    let name = '';
    const entries = await entriesOf(async () => {
      name = (await admin().admin.backups.create()).name;
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'backup',
      actor: USERNAME,
      entity: 'backups',
      clientIp: OFFICE_IP,
      outcome: 'ok',
    });
    expect(entries[0]!.detail).toMatch(new RegExp(`^${name.replace(/\./g, '\\.')} \\(\\d+\\.\\d MB\\), manual$`));
  });

  it('records the daily backup as the system', async () => {
    const entries = await entriesOf(() => t.app.svc.backups.runNow('automatic'));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'backup',
        actor: 'system',
        clientIp: '',
        outcome: 'ok',
        detail: expect.stringMatching(/automatic$/),
      }),
    ]);
  });

  it('records a restore in the restored database, by the command line', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'school-audit-backup-'));
    const fresh = path.join(out, 'restored');
    try {
      const { file } = await createBackup({ dataDir: t.dataDir, outDir: out });
      const before = mark();
      await restoreBackup({ archive: file, dataDir: fresh });
      // Nothing is added to the database the archive was taken from.
      expect(entriesAfter(before)).toEqual([]);
      const restored = new Database(path.join(fresh, DB_FILENAME), { readonly: true });
      try {
        const rows = restored.prepare("SELECT * FROM audit_log WHERE action = 'restore'").all() as Record<
          string,
          string
        >[];
        expect(rows).toEqual([
          expect.objectContaining({
            actor: 'cli',
            entity: 'backups',
            outcome: 'ok',
            detail: expect.stringContaining(path.basename(file)),
          }),
        ]);
        // The entries before the backup came with it.
        const signIns = restored.prepare("SELECT count(*) FROM audit_log WHERE action = 'sign-in'").pluck().get();
        expect(signIns).toBeGreaterThan(0);
      } finally {
        restored.close();
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('the log itself', () => {
  it('refuses UPDATE in the database: it is append-only', () => {
    expect(mark()).toBeGreaterThan(0);
    expect(() => t.app.svc.db.$client.prepare("UPDATE audit_log SET actor = 'someone else'").run()).toThrow(
      /append-only/,
    );
  });

  it('holds no personal data of parents or children after their submissions are handled', async () => {
    const enquiry = makeEnquiryInput({
      firstName: 'Vaidehi',
      lastName: 'Deshmukh',
      email: 'vaidehi.deshmukh@example.org',
      mobile: '9123456780',
      address: '7 Jathar Peth, Akola',
    });
    const application = makeApplicationInput({
      studentName: 'Aarav Kulkarni',
      fatherName: 'Milind Kulkarni',
      motherName: 'Smita Kulkarni',
      contactNumber: '9988776655',
      email: 'smita.kulkarni@example.org',
      address: '21 Gorakshan Road, Akola',
    });
    const secrets = [
      'Vaidehi',
      'Deshmukh',
      'vaidehi.deshmukh@example.org',
      '9123456780',
      'Jathar Peth',
      'Aarav',
      'Kulkarni',
      'smita.kulkarni@example.org',
      '9988776655',
      'Gorakshan',
    ];
    const before = mark();
    await t.caller({ clientIp: '192.0.2.60' }).enquiries.create(enquiry);
    await t.caller({ clientIp: '192.0.2.61' }).applications.create(application);

    // The office finds, triages, exports and deletes them, searching by the parents' details.
    enrolTwoFactor();
    const { cookie } = await login(t, USERNAME, PASSWORD, { ip: OFFICE_IP, code: totpCode() });
    const e = (await call(t, 'admin.enquiries.list', { page: 1, search: enquiry.email }, cookie)).body.result.data
      .items[0];
    const a = (await call(t, 'admin.applications.list', { page: 1, search: application.contactNumber }, cookie)).body
      .result.data.items[0];
    expect(e.email).toBe(enquiry.email);
    expect(a.email).toBe(application.email);
    expect((await call(t, 'admin.enquiries.setStatus', { id: e.id, status: 'in-progress' }, cookie)).status).toBe(200);
    expect((await call(t, 'admin.applications.setStatus', { id: a.id, status: 'in-review' }, cookie)).status).toBe(200);
    const csv = await call(t, 'admin.enquiries.exportCsv', { search: enquiry.mobile }, cookie);
    expect(csv.body.result.data.csv).toContain(enquiry.email);
    expect((await call(t, 'admin.applications.exportCsv', { search: 'Kulkarni' }, cookie)).status).toBe(200);
    // A refused call whose input holds a parent's details: the error's kind only.
    const refused = await call(t, 'admin.enquiries.setStatus', { id: e.id, status: enquiry.email }, cookie);
    expect(refused.status).toBe(400);
    expect((await call(t, 'admin.enquiries.remove', { id: e.id }, cookie)).status).toBe(200);
    expect((await call(t, 'admin.applications.remove', { id: a.id }, cookie)).status).toBe(200);

    const entries = entriesAfter(before);
    expect(entries.map((x) => `${x.action} ${x.entity} ${x.outcome}`)).toEqual([
      'sign-in  ok',
      'status-change enquiries ok',
      'status-change applications ok',
      'export-csv enquiries ok',
      'export-csv applications ok',
      'status-change enquiries failed',
      'delete enquiries ok',
      'delete applications ok',
    ]);
    // Not one column of any entry, old or new, holds any of the parents' or the child's details.
    const everything = JSON.stringify(t.app.svc.db.select().from(auditLog).all()).toLowerCase();
    for (const secret of secrets) expect(everything).not.toContain(secret.toLowerCase());
  });
});

describe('reading the log', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp();
    // Older entries first: 60 changes, then 5 deletions, a second apart.
    let second = 0;
    const at = () => new Date(Date.UTC(2025, 5, 1, 9, 0, second++));
    const svc = { ...app.app.svc, now: at };
    for (let i = 1; i <= 60; i += 1)
      recordAudit(svc, { action: 'update', actor: 'office', entity: 'faqs', entityId: i });
    for (let i = 1; i <= 5; i += 1)
      recordAudit(svc, { action: 'delete', actor: 'office', entity: 'faqs', entityId: i });
  });
  afterAll(async () => {
    await app.close();
  });

  it('pages newest first and filters by action (listAudit)', () => {
    const first = listAudit(app.app.svc, { page: 1 });
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ action: 'delete', entityId: '5', at: '2025-06-01T09:01:04.000Z' });
    expect(first.pagination).toEqual({
      page: 1,
      pageSize: AUDIT_PAGE_SIZE,
      total: 65,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
    });
    const second = listAudit(app.app.svc, { page: 2 });
    expect(second.items).toHaveLength(15);
    expect(second.items.at(-1)).toMatchObject({ action: 'update', entityId: '1' });
    // A page past the end shows the last one.
    expect(listAudit(app.app.svc, { page: 9 }).pagination.page).toBe(2);
    const deletions = listAudit(app.app.svc, { page: 1, action: 'delete' });
    expect(deletions.items.map((e) => e.entityId)).toEqual(['5', '4', '3', '2', '1']);
    expect(deletions.pagination).toMatchObject({ total: 5, totalPages: 1 });
  });

  it('answers admin.audit.list with a page, the filter and the retention period', async () => {
    const caller = app.caller({ session: { adminId: 1, username: 'office', role: 'owner' as const, twoFactor: true } });
    const page = await caller.admin.audit.list({ page: 2, action: 'update' });
    expect(page.items).toHaveLength(10);
    expect(page.pagination).toMatchObject({ page: 2, total: 60, totalPages: 2 });
    expect(page.items.every((e) => e.action === 'update')).toBe(true);
    expect(page.retentionMonths).toBe(24);
    await expect(caller.admin.audit.list({ page: 1, action: 'nonsense' as 'update' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('refuses admin.audit.list without a session', async () => {
    await expect(app.caller().admin.audit.list({ page: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const res = await call(app, 'admin.audit.list', { page: 1 });
    expect(res.status).toBe(401);
  });
});

describe('what the middleware reads of a call', () => {
  const base = { actor: 'office', clientIp: '10.0.0.1', ok: true } as const;

  it('records every mutation, and an export sent as a query', () => {
    expect(isAudited('mutation', 'admin.faqs.update')).toBe(true);
    expect(isAudited('query', 'admin.faqs.list')).toBe(false);
    expect(isAudited('query', 'admin.enquiries.exportCsv')).toBe(true);
  });

  it('reads the id from a form, nothing else', () => {
    const form = new FormData();
    form.append('id', '12');
    form.append('title', 'Parent Name');
    const entry = auditEntryFor({ ...base, path: 'admin.transferCertificates.uploadFile', rawInput: form });
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'transferCertificates',
      entityId: 12,
      detail: 'upload file',
    });
    expect(JSON.stringify(entry)).not.toContain('Parent Name');
  });

  it('names actions and entities from the path, and new ids from the result', () => {
    const at = (p: string, rawInput: unknown, data?: unknown) => auditEntryFor({ ...base, path: p, rawInput, data });
    expect(at('admin.disclosure.documents.upload', new FormData(), { id: 4 })).toMatchObject({
      action: 'create',
      entity: 'disclosure.documents',
      entityId: 4,
    });
    expect(at('admin.events.duplicate', { id: 3 }, { id: 9 })).toMatchObject({
      action: 'create',
      entity: 'events',
      entityId: 9,
      detail: 'duplicate of 3',
    });
    expect(at('admin.alert.clear', undefined, null)).toMatchObject({ action: 'delete', entity: 'alert' });
    expect(at('admin.notices.removeAttachment', { id: 7 })).toMatchObject({
      action: 'delete',
      entityId: 7,
      detail: 'remove attachment',
    });
    expect(at('admin.settings.save', { schoolName: 'X', timeZone: 'Asia/Kolkata' })).toMatchObject({
      action: 'settings-change',
      entity: 'settings',
      entityId: 'branding+general',
      detail: '',
    });
    expect(at('admin.settings.uploadLogo', new FormData())).toMatchObject({ entityId: 'logo', detail: 'upload logo' });
    // An id that is not a row id (text someone typed) is not kept.
    expect(at('admin.faqs.remove', { id: 'priya@example.com' })).not.toHaveProperty('entityId');
  });

  it('gives a failure its kind, never its message', () => {
    expect(errorKind(new Error('Vaidehi Deshmukh could not be saved'))).toBe('internal error');
  });
});

describe('who did what', () => {
  const person = (username: string, role: 'owner' | 'editor' | 'admissions') => async () => {
    const id = await createAdmin(t.app.svc, username, 'Who did what password 1', { role });
    return t.caller({ session: { adminId: id, username, role, twoFactor: true }, clientIp: OFFICE_IP });
  };

  it('names the person in every entry of the dashboard, and filters the log by person', async () => {
    const editor = await person('meera', 'editor')();
    const other = await person('arjun', 'editor')();
    const faq = await editor.admin.faqs.create({ question: 'Who did this?', answer: 'Meera.', category: 'general' });
    await other.admin.faqs.update({ id: faq.id, question: 'Who did this?', answer: 'Arjun.', category: 'general' });
    recordAudit(t.app.svc, { action: 'backup', actor: '', entity: 'backups', detail: 'by the server' });

    const actors = await admin().admin.audit.actors();
    expect(actors).toEqual(expect.arrayContaining(['meera', 'arjun', 'system']));
    // A failed sign-in's typed name is not a person to filter by.
    await login(t, 'nobody-typed-this', 'wrong password');
    expect(await admin().admin.audit.actors()).not.toContain('nobody-typed-this');

    const meeras = await admin().admin.audit.list({ actor: 'meera' });
    expect(meeras.items.map((e) => [e.actor, e.action, e.entity])).toEqual([['meera', 'create', 'faqs']]);
    const system = await admin().admin.audit.list({ actor: 'system' });
    expect(system.items.every((e) => e.actor === 'system')).toBe(true);
    expect(system.items[0]).toMatchObject({ detail: 'by the server' });
    // With the action filter too.
    expect((await admin().admin.audit.list({ actor: 'arjun', action: 'create' })).items).toEqual([]);
  });

  it('says who last changed an item, from the newest entry that succeeded, and nothing for one never changed', async () => {
    const editor = await person('leela', 'editor')();
    const owner = admin();
    const faq = await editor.admin.faqs.create({ question: 'Last changed?', answer: 'By Leela.', category: 'general' });
    expect(await owner.admin.faqs.lastChanged({ id: faq.id })).toMatchObject({ by: 'leela' });
    await owner.admin.faqs.update({
      id: faq.id,
      question: 'Last changed?',
      answer: 'By the office.',
      category: 'general',
    });
    const changed = await editor.admin.faqs.lastChanged({ id: faq.id });
    expect(changed).toMatchObject({ by: USERNAME });
    expect(Date.parse(changed!.at)).toBeGreaterThan(0);
    // A failed change names nobody new.
    await expect(
      editor.admin.faqs.update({ id: faq.id, question: '', answer: '', category: 'general' }),
    ).rejects.toThrow();
    expect(await editor.admin.faqs.lastChanged({ id: faq.id })).toMatchObject({ by: USERNAME });
    // A seeded item, never changed through the dashboard.
    const seeded = (await owner.admin.faqs.list()).find((f) => f.id !== faq.id);
    if (seeded) expect(await owner.admin.faqs.lastChanged({ id: seeded.id })).toBeNull();

    // A notice, and the removal of its attachment: a change of the notice, by whoever removed it.
    const notice = await editor.admin.notices.create({ title: 'Sports day', category: 'circular', body: 'Friday.' });
    expect(await owner.admin.notices.lastChanged({ id: notice.id })).toMatchObject({ by: 'leela' });
    const withFile = await attachFile(t.app.svc, notice.id, makePdfBytes());
    await owner.admin.notices.update({ id: notice.id, title: 'Sports day', category: 'circular', body: 'Friday 9am.' });
    expect(await owner.admin.notices.lastChanged({ id: notice.id })).toMatchObject({ by: USERNAME });
    await editor.admin.notices.removeAttachment({ id: withFile.attachments[0]!.id });
    expect(await owner.admin.notices.lastChanged({ id: notice.id })).toMatchObject({ by: 'leela' });

    // A contact opened by Admissions: who changed its status.
    const admissions = await person('ravi', 'admissions')();
    await t.caller().enquiries.create(makeEnquiryInput({ email: 'last.changed.parent@example.com' }));
    const { items } = await admissions.admin.enquiries.list({ page: 1 });
    const enquiry = items[0]!;
    expect((await admissions.admin.enquiries.get({ id: enquiry.id })).lastChanged).toBeNull();
    await admissions.admin.enquiries.setStatus({ id: enquiry.id, status: 'resolved' });
    expect((await owner.admin.enquiries.get({ id: enquiry.id })).lastChanged).toMatchObject({ by: 'ravi' });
  });
});
