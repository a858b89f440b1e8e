import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { write } from '../../src/server/db/write';
import { createApplication } from '../../src/server/features/applications/service';
import { applyStage } from '../../src/server/features/desk/stages';
import { createEnquiry } from '../../src/server/features/enquiries/service';
import type { Stage } from '../../src/shared/admissions';
import { DUPLICATES_REFUSALS, DUPLICATES_WORDS } from '../../src/shared/content/desk-duplicates-words';
import { ApplicationFieldsSchema } from '../../src/shared/schemas/application';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { makeApplicationInput, makeEnquiryInput } from '../factories/inputs';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// Possible duplicates, merges, links between an application and its enquiry, and applications the
// office starts from an enquiry (admin.deskDuplicates.*), through the real app and database.

let t: TestApp;
const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
const admin = () => t.caller(ADMIN).admin;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test uses its own numbers and addresses, so the records of one never match another's.
let serial = 0;
function family() {
  serial += 1;
  const digits = `97${String(serial).padStart(3, '0')}${String(serial * 7919)
    .padStart(5, '0')
    .slice(-5)}`;
  return { digits, email: `family${serial}@example.com` };
}

/** An enquiry stored the way the office or an older form may write it: the mobile as given, not as ten digits. */
function enquiry(mobile: string, email: string, firstName = 'Amina') {
  const fields = EnquiryFieldsSchema.parse(makeEnquiryInput({ firstName }));
  return createEnquiry(t.app.svc, { ...fields, mobile, email });
}
function application(contactNumber: string, email: string, studentName = 'Zainab Qureshi') {
  return createApplication(
    t.app.svc,
    ApplicationFieldsSchema.parse(makeApplicationInput({ contactNumber, email, studentName })),
  );
}
const row = (table: 'enquiries' | 'applications', id: number) =>
  t.app.svc.db.$client.prepare(`select * from ${table} where id = ?`).get(id) as Record<string, unknown>;
const events = (kind: 'enquiry' | 'application', id: number) =>
  t.app.svc.db.$client
    .prepare('select type, actor, detail from desk_events where kind = ? and record_id = ? order by id')
    .all(kind, id) as { type: string; actor: string; detail: string }[];
const setStage = (kind: 'enquiry' | 'application', id: number, stage: Stage) =>
  write(t.app.svc.db, (tx) => applyStage(tx, { kind, id, stage, actor: 'admin', at: t.app.svc.now() }));
const markOf = async (id: number) =>
  (await admin().enquiries.list({ page: 1, pageSize: 100 })).items.find((m) => m.id === id)?.possibleDuplicateOf;

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code: string; message: string };
    return { code: e.code, message: e.message };
  }
  throw new Error('expected a refusal');
}

describe('possible duplicates', () => {
  it('marks enquiries whose mobiles are written differently (+91, spaces, leading 0) or whose e-mails differ in case', async () => {
    const { digits, email } = family();
    const first = enquiry(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, email);
    const second = enquiry(`0${digits}`, `other-${email}`);
    const third = enquiry('9000000001', email.toUpperCase());
    const stranger = enquiry('9000000002', `stranger-${email}`);

    // Each is marked with the earliest OTHER record it shares a key with.
    expect(await markOf(first.id)).toBe(second.reference);
    expect(await markOf(second.id)).toBe(first.reference);
    expect(await markOf(third.id)).toBe(first.reference);
    expect(await markOf(stranger.id)).toBeNull();

    const view = await admin().deskDuplicates.of({ kind: 'enquiry', id: first.id });
    expect(view.reference).toBe(first.reference);
    expect(view.duplicates.map((d) => [d.reference, d.matched])).toEqual([
      [second.reference, ['mobile']],
      [third.reference, ['email']],
    ]);
    expect(DUPLICATES_WORDS.matchedBy[view.duplicates[0]!.matched[0]!]).toBe('same mobile');
  });

  it('never matches an empty e-mail or a mobile of fewer than ten digits', async () => {
    const a = enquiry('12345', '');
    const b = enquiry('+1 2345', '');
    expect(await markOf(a.id)).toBeNull();
    expect(await markOf(b.id)).toBeNull();
    expect((await admin().deskDuplicates.of({ kind: 'enquiry', id: a.id })).duplicates).toEqual([]);
  });

  it('marks applications among applications', async () => {
    const { digits, email } = family();
    const first = application(digits, email);
    const second = application(digits, `x-${email}`, 'Yusuf Qureshi');
    const page = await admin().applications.list({ page: 1, pageSize: 100 });
    expect(page.items.find((a) => a.id === second.id)?.possibleDuplicateOf).toBe(first.reference);
  });
});

describe('merge', () => {
  it('closes the duplicate as Duplicate, keeps both timelines and shows the merged one on the kept record', async () => {
    const { digits, email } = family();
    const kept = enquiry(digits, email);
    const duplicate = enquiry(`+91${digits}`, `b-${email}`);
    setStage('enquiry', duplicate.id, 'contacted');

    const merged = await admin().deskDuplicates.merge({ kind: 'enquiry', id: duplicate.id, intoId: kept.id });
    expect(merged).toMatchObject({ reference: duplicate.reference, intoReference: kept.reference });

    const stored = row('enquiries', duplicate.id);
    expect(stored.stage).toBe('duplicate');
    expect(stored.status).toBe('resolved');
    expect(stored.merged_into).toBe(kept.id);
    expect(events('enquiry', duplicate.id).map((e) => e.type)).toEqual(['stage', 'stage', 'merge']);
    expect(JSON.parse(events('enquiry', duplicate.id).at(-1)!.detail)).toEqual({
      into: kept.id,
      reference: kept.reference,
    });
    expect(JSON.parse(events('enquiry', kept.id).at(-1)!.detail)).toEqual({
      from: duplicate.id,
      reference: duplicate.reference,
    });

    const view = await admin().deskDuplicates.of({ kind: 'enquiry', id: kept.id });
    expect(view.duplicates).toEqual([]);
    expect(view.merged).toHaveLength(1);
    expect(view.merged[0]!.reference).toBe(duplicate.reference);
    // The merged record's own timeline, its call and stage changes included, is shown on the kept one.
    expect(view.merged[0]!.timeline.map((e) => e.type)).toEqual(['stage', 'stage', 'merge']);
    expect((await admin().deskDuplicates.of({ kind: 'enquiry', id: duplicate.id })).mergedInto).toEqual({
      id: kept.id,
      reference: kept.reference,
    });
    // Neither is marked any more: the duplicate is closed, and the kept one has no other match.
    expect(await markOf(kept.id)).toBeNull();
    expect(await markOf(duplicate.id)).toBeNull();

    const audit = t.app.svc.db.$client
      .prepare("select * from audit_log where entity = 'enquiries' and entity_id = ? order by id desc")
      .get(String(duplicate.id)) as Record<string, string>;
    expect(audit).toMatchObject({ action: 'update', actor: 'admin', detail: `merged into ${kept.id}` });
    expect(JSON.stringify(audit)).not.toContain(digits);
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it('refuses a merge into itself, into a merged record, across kinds, or of a missing record, and changes nothing', async () => {
    const { digits, email } = family();
    const a = enquiry(digits, email);
    const b = enquiry(digits, `b-${email}`);
    const c = enquiry(digits, `c-${email}`);
    await admin().deskDuplicates.merge({ kind: 'enquiry', id: b.id, intoId: a.id });
    const before = [events('enquiry', a.id).length, events('enquiry', c.id).length];

    expect(await refusal(admin().deskDuplicates.merge({ kind: 'enquiry', id: c.id, intoId: c.id }))).toEqual({
      code: 'CONFLICT',
      message: DUPLICATES_REFUSALS.mergeIntoItself,
    });
    expect(await refusal(admin().deskDuplicates.merge({ kind: 'enquiry', id: c.id, intoId: b.id }))).toEqual({
      code: 'CONFLICT',
      message: DUPLICATES_REFUSALS.intoMerged(b.reference, a.reference),
    });
    expect(
      await refusal(admin().deskDuplicates.merge({ kind: 'enquiry', id: c.id, intoId: a.id, intoKind: 'application' })),
    ).toEqual({ code: 'CONFLICT', message: DUPLICATES_REFUSALS.acrossKinds });
    expect(await refusal(admin().deskDuplicates.merge({ kind: 'enquiry', id: c.id, intoId: 99_999_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: DUPLICATES_REFUSALS.missingOther,
    });
    expect(await refusal(admin().deskDuplicates.merge({ kind: 'enquiry', id: 99_999_999, intoId: a.id }))).toEqual({
      code: 'NOT_FOUND',
      message: DUPLICATES_REFUSALS.missing,
    });
    expect(await refusal(admin().deskDuplicates.merge({ kind: 'enquiry', id: b.id, intoId: c.id }))).toEqual({
      code: 'CONFLICT',
      message: DUPLICATES_REFUSALS.alreadyMerged(a.reference),
    });

    expect(row('enquiries', c.id)).toMatchObject({ stage: 'new', merged_into: null });
    expect([events('enquiry', a.id).length, events('enquiry', c.id).length]).toEqual(before);
  });

  it('moves the records merged into a duplicate to the record it is merged into', async () => {
    const { digits, email } = family();
    const a = enquiry(digits, email);
    const b = enquiry(digits, `b-${email}`);
    const c = enquiry(digits, `c-${email}`);
    await admin().deskDuplicates.merge({ kind: 'enquiry', id: c.id, intoId: b.id });
    await admin().deskDuplicates.merge({ kind: 'enquiry', id: b.id, intoId: a.id });
    expect(row('enquiries', c.id).merged_into).toBe(a.id);
    const view = await admin().deskDuplicates.of({ kind: 'enquiry', id: a.id });
    expect(view.merged.map((m) => m.reference).sort()).toEqual([b.reference, c.reference].sort());
  });
});

describe('linking an application to its enquiry', () => {
  it('offers the enquiries of the same family; a confirmed link moves an earlier enquiry to Applied', async () => {
    const { digits, email } = family();
    const enq = enquiry(`+91 ${digits}`, email);
    const other = enquiry('9000000003', email.toUpperCase());
    const app = application(digits, `x-${email}`);

    const offered = await admin().deskDuplicates.of({ kind: 'application', id: app.id });
    expect(offered.linkedEnquiry).toBeNull();
    expect(offered.candidateEnquiries.map((e) => [e.reference, e.matched])).toEqual([[enq.reference, ['mobile']]]);
    // Nothing is linked until a person confirms.
    expect(row('applications', app.id).enquiry_id).toBeNull();

    await admin().deskDuplicates.link({ applicationId: app.id, enquiryId: enq.id });
    expect(row('applications', app.id).enquiry_id).toBe(enq.id);
    expect(row('enquiries', enq.id)).toMatchObject({ stage: 'applied', reached_stage: 3 });
    expect(events('application', app.id).at(-1)!.type).toBe('link');
    expect(events('enquiry', enq.id).map((e) => e.type)).toEqual(['link', 'stage']);

    const linked = await admin().deskDuplicates.of({ kind: 'application', id: app.id });
    expect(linked.linkedEnquiry?.reference).toBe(enq.reference);
    expect(linked.candidateEnquiries).toEqual([]);
    const fromEnquiry = await admin().deskDuplicates.of({ kind: 'enquiry', id: enq.id });
    expect(fromEnquiry.linkedApplications.map((a) => a.reference)).toEqual([app.reference]);

    expect(await refusal(admin().deskDuplicates.link({ applicationId: app.id, enquiryId: other.id }))).toEqual({
      code: 'CONFLICT',
      message: DUPLICATES_REFUSALS.linkedElsewhere(enq.reference),
    });

    await admin().deskDuplicates.unlink({ applicationId: app.id });
    expect(row('applications', app.id).enquiry_id).toBeNull();
    expect(JSON.parse(events('enquiry', enq.id).at(-1)!.detail)).toMatchObject({ action: 'unlinked' });
    // The stage the enquiry reached stays: unlinking is not a step back in the family's journey.
    expect(row('enquiries', enq.id).stage).toBe('applied');
    expect(await refusal(admin().deskDuplicates.unlink({ applicationId: app.id }))).toEqual({
      code: 'CONFLICT',
      message: DUPLICATES_REFUSALS.notLinked,
    });
  });

  it('leaves a later stage as it is, and refuses a merged enquiry', async () => {
    const { digits, email } = family();
    const enq = enquiry(digits, email);
    const dup = enquiry(digits, `d-${email}`);
    setStage('enquiry', enq.id, 'offered');
    const app = application(digits, email);
    await admin().deskDuplicates.link({ applicationId: app.id, enquiryId: enq.id });
    expect(row('enquiries', enq.id).stage).toBe('offered');

    await admin().deskDuplicates.merge({ kind: 'enquiry', id: dup.id, intoId: enq.id });
    const app2 = application(digits, email, 'Yusuf Qureshi');
    expect(await refusal(admin().deskDuplicates.link({ applicationId: app2.id, enquiryId: dup.id }))).toEqual({
      code: 'CONFLICT',
      message: DUPLICATES_REFUSALS.enquiryMerged(dup.reference, enq.reference),
    });
    expect(row('applications', app2.id).enquiry_id).toBeNull();
  });
});

describe('starting an application from an enquiry', () => {
  const fields = (enquiryId: number, overrides: Record<string, unknown> = {}) => {
    const { agreeToTerms: _terms, ...rest } = makeApplicationInput();
    return { ...rest, enquiryId, guardianConsent: true, ...overrides };
  };
  const applicationCount = () =>
    (t.app.svc.db.$client.prepare('select count(*) as n from applications').get() as { n: number }).n;

  it('refuses without the consent the office confirms, or with a field the /apply form would refuse, and stores nothing', async () => {
    const { digits, email } = family();
    const enq = enquiry(digits, email);
    const before = applicationCount();
    expect(
      await fieldErrorsOf(admin().deskDuplicates.startApplication(fields(enq.id, { guardianConsent: false }))),
    ).toEqual({ guardianConsent: DUPLICATES_WORDS.consentRequired });
    const errors = await fieldErrorsOf(
      admin().deskDuplicates.startApplication(fields(enq.id, { contactNumber: '12345', dateOfBirth: '' })),
    );
    expect(Object.keys(errors).sort()).toEqual(['contactNumber', 'dateOfBirth']);
    expect(applicationCount()).toBe(before);
    expect(row('enquiries', enq.id).stage).toBe('new');
  });

  it('creates the application at Applied, linked to the enquiry, which moves to Applied', async () => {
    const { digits, email } = family();
    const enq = enquiry(`0${digits}`, email);
    t.app.svc.db.$client
      .prepare("update enquiries set utm_source = 'newspaper', heard_from = 'walk-in' where id = ?")
      .run(enq.id);
    const started = await admin().deskDuplicates.startApplication(
      fields(enq.id, { contactNumber: digits, email, studentName: 'Maryam Shaikh' }),
    );
    expect(started.reference).toMatch(/^APP-\d{4}-\d{5}$/);

    const stored = row('applications', started.id);
    expect(stored).toMatchObject({
      reference: started.reference,
      student_name: 'Maryam Shaikh',
      stage: 'applied',
      status: 'new',
      reached_stage: 3,
      enquiry_id: enq.id,
      mobile_key: digits,
      email_key: email,
      utm_source: 'newspaper',
      heard_from: 'walk-in',
    });
    expect(typeof stored.consent_at).toBe('number');
    expect(row('enquiries', enq.id)).toMatchObject({ stage: 'applied', status: 'in-progress' });
    expect(JSON.parse(events('application', started.id).at(-1)!.detail)).toEqual({
      action: 'started',
      enquiryId: enq.id,
      reference: enq.reference,
    });
    expect(events('enquiry', enq.id).map((e) => e.type)).toEqual(['link', 'stage']);
    expect((await admin().deskDuplicates.of({ kind: 'enquiry', id: enq.id })).linkedApplications).toHaveLength(1);
  });

  it('refuses a missing or merged enquiry', async () => {
    const { digits, email } = family();
    const kept = enquiry(digits, email);
    const dup = enquiry(digits, `d-${email}`);
    await admin().deskDuplicates.merge({ kind: 'enquiry', id: dup.id, intoId: kept.id });
    const before = applicationCount();
    expect(await refusal(admin().deskDuplicates.startApplication(fields(dup.id)))).toEqual({
      code: 'CONFLICT',
      message: DUPLICATES_REFUSALS.enquiryMerged(dup.reference, kept.reference),
    });
    expect(await refusal(admin().deskDuplicates.startApplication(fields(99_999_999)))).toEqual({
      code: 'NOT_FOUND',
      message: DUPLICATES_REFUSALS.missingEnquiry,
    });
    expect(applicationCount()).toBe(before);
  });
});
