import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/app-router';
import { boardResults, campuses, disclosureDocuments, staff, transferCertificates } from '../../src/server/db/schema';
import { fileDate } from '../../src/shared/format';
import { CampusFieldsSchema } from '../../src/shared/schemas/disclosure';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// "Finish setting up your site" (docs/decisions/035-setup-checklist.md) on a freshly seeded app: every
// item is listed, and each goes as the office fixes it through the dashboard's own procedures.

const ADMIN = { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true };
const ALL_ITEMS = [
  'contact-email',
  'contact-phone',
  'grievance-email',
  'grievance-phone',
  'disclosure-examples',
  'notification-recipients',
  'smtp-url',
  'upi-id',
  'offsite-backups',
];

const adminOf = (t: TestApp) => t.caller({ session: ADMIN }).admin;
const openIds = async (t: TestApp) => (await adminOf(t).setupChecklist()).items.map((i) => i.id);

/** Ids of a table's rows still marked as the seeded example (read only: the fixes go through procedures). */
function exampleIds(
  t: TestApp,
  table:
    | typeof campuses
    | typeof staff
    | typeof disclosureDocuments
    | typeof boardResults
    | typeof transferCertificates,
) {
  return t.app.svc.db
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.example} = 1`)
    .all()
    .map((r) => r.id);
}

/** Replaces every example row of the disclosure as the office would: edits, Not applicable, removals. */
async function replaceDisclosureExamples(t: TestApp) {
  const admin = adminOf(t);
  for (const id of exampleIds(t, campuses)) {
    const row = t.app.svc.db.select().from(campuses).where(eq(campuses.id, id)).get()!;
    const fields = Object.fromEntries(
      Object.keys(CampusFieldsSchema.shape).map((k) => [k, row[k as keyof typeof row]]),
    );
    await admin.campuses.update({
      ...(fields as Parameters<typeof admin.campuses.update>[0]),
      id,
      affiliationNo: `17301${id}`,
      schoolCode: `1012${id}`,
    });
  }
  for (const id of exampleIds(t, staff)) await admin.staff.remove({ id });
  for (const id of exampleIds(t, disclosureDocuments)) {
    const doc = t.app.svc.db.select().from(disclosureDocuments).where(eq(disclosureDocuments.id, id)).get()!;
    // Confirming a document's dates makes it the school's; an annual report is replaced by removing it.
    if (doc.academicYear === '')
      await admin.disclosure.documents.update({
        campusId: doc.campusId,
        item: doc.item as never,
        issuedOn: doc.issuedOn ?? '',
        validUntil: doc.validUntil ?? '',
      });
    else await admin.disclosure.annualReports.remove({ id });
  }
  for (const id of exampleIds(t, boardResults)) await admin.disclosure.results.remove({ id });
  for (const id of exampleIds(t, transferCertificates)) await admin.transferCertificates.remove({ id });
}

describe('admin.setupChecklist on a fresh install without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists everything a new school must replace, each with its sentence and where to fix it', async () => {
    const { items } = await adminOf(t).setupChecklist();
    expect(items.map((i) => i.id)).toEqual(ALL_ITEMS);
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId['contact-email']).toMatchObject({ section: 'settings', target: 'email' });
    expect(byId['contact-email']?.text).toContain('info@school.example');
    expect(byId['contact-phone']?.text).toContain('+91 00000 00000');
    expect(byId['disclosure-examples']).toMatchObject({ section: 'disclosure' });
    expect(byId['disclosure-examples']?.text).toMatch(/\d+ rows left\.$/);
    expect(byId['smtp-url']?.text).toMatch(/^Mail is not set up: set SMTP_URL/);
    expect(byId['offsite-backups']).toMatchObject({ section: 'backups', target: 'offsiteBackupConfirmed' });
    expect(byId['upi-id']).toMatchObject({ section: 'settings', target: 'upiId' });
    expect(byId['upi-id']?.text).toMatch(/merchant UPI ID from its bank/);
  });

  it('needs the settings permission, and a session', async () => {
    const procedure = (
      appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { permission?: string } } }>
    )['admin.setupChecklist'];
    expect(procedure?._def.meta?.permission).toBe('settings');
    await expect(t.caller().admin.setupChecklist()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('admin.setupChecklist with SMTP_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing is queued in this test, so the sender never connects to this address.
    t = await makeTestApp({ SMTP_URL: 'smtp://office:secret@127.0.0.1:2525' }, { mail: { autoStart: false } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('empties one by one as each thing is fixed, and is empty when all is done', async () => {
    const admin = adminOf(t);
    let open = ALL_ITEMS.filter((id) => id !== 'smtp-url');
    expect(await openIds(t)).toEqual(open);
    const fixed = async (ids: string[]) => {
      open = open.filter((id) => !ids.includes(id));
      expect(await openIds(t)).toEqual(open);
    };

    await admin.settings.save({ email: 'office@almahmood.in' });
    await fixed(['contact-email']);
    await admin.settings.save({ phone: '+91 724 245 1234' });
    await fixed(['contact-phone']);
    await admin.settings.save({ grievanceOfficerEmail: 'privacy@almahmood.in' });
    await fixed(['grievance-email']);
    // The grievance officer's phone may be left empty.
    await admin.settings.save({ grievanceOfficerPhone: '' });
    await fixed(['grievance-phone']);

    await replaceDisclosureExamples(t);
    expect((await admin.disclosure.status()).examples).toBe(0);
    await fixed(['disclosure-examples']);

    // A new install's admissions texts name the year by its field, so they agree in any month; a text
    // left on another year brings the item, with the reason (docs/decisions/044-one-academic-year.md).
    const { admissionYear } = await t.caller().site.settings();
    const [first] = admissionYear.split('-').map(Number) as [number];
    const lastYear = `${first - 1}-${String(first % 100).padStart(2, '0')}`;
    await admin.settings.save({ admissionsNotice: `Admissions for ${lastYear} are closed.` });
    const back = (await admin.setupChecklist()).items.find((i) => i.id === 'admissions-texts');
    expect(back?.text).toContain(
      `The admissions closed text names ${lastYear}, but parents apply now for ${admissionYear}.`,
    );
    await admin.settings.save({ admissionsNotice: 'Admissions for the academic year {admissionYear} are closed.' });
    expect(await openIds(t)).toEqual(open);

    await admin.settings.save({ notificationEmails: ['office@almahmood.in'] });
    await fixed(['notification-recipients']);

    await admin.payments.saveSettings({
      upiId: 'almahmood@hdfcbank',
      upiPayeeName: 'AL MAHMOOD SCHOOL',
      upiMerchantCode: '',
      feeOnApply: 'Admission form fee',
      feesOnOffer: [],
      retentionReceiptYears: 8,
    });
    await fixed(['upi-id']);

    const today = fileDate(t.app.svc.now());
    await expect(admin.backups.confirmOffsite({ confirmed: true })).resolves.toEqual({
      offsiteBackupConfirmedOn: today,
    });
    expect((await admin.backups.list()).offsiteBackupConfirmedOn).toBe(today);
    await fixed(['offsite-backups']);

    expect(open).toEqual([]);
    expect(await admin.setupChecklist()).toEqual({ items: [] });

    // Unticked, it is asked for again.
    await admin.backups.confirmOffsite({ confirmed: false });
    expect(await openIds(t)).toEqual(['offsite-backups']);
    expect((await admin.backups.list()).offsiteBackupConfirmedOn).toBe('');
  });

  it('keeps the backups confirmation out of the visitors’ settings and out of a settings save', async () => {
    const admin = adminOf(t);
    await admin.backups.confirmOffsite({ confirmed: true });
    expect(await t.caller().site.settings()).not.toHaveProperty('offsiteBackupConfirmedOn');
    // A Settings panel cannot set or clear it: the date is the server's.
    await admin.settings.save({ offsiteBackupConfirmedOn: '' } as never);
    expect((await admin.backups.list()).offsiteBackupConfirmedOn).toBe(fileDate(t.app.svc.now()));
  });
});
