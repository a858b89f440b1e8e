import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_RECORDS } from '../../src/server/features/desk/family-record';
import { queueRangeQuery, schoolDayStart } from '../../src/server/features/desk/queue';
import { createEnquiry } from '../../src/server/features/enquiries/service';
import { createAdmin } from '../../src/server/platform/auth/session';
import { saveSettings, setAcknowledgeParents } from '../../src/server/platform/settings';
import { DESK_MESSAGES } from '../../src/shared/content/desk-words';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { makeEnquiryInput } from '../factories/inputs';
import { createApplicationRow, createEnquiryRow } from '../factories/submissions';
import { TestSmtpServer } from '../helpers/smtp';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The desk's pipeline (admin.desk.*): stage, assignment, follow-up, campus, notes, the timeline they
// write, the "Due today / Overdue" queue in the school's time zone, and walk-in enquiries.

let t: TestApp;
// 27 Nov 2026, 10:00 in the school (Asia/Kolkata, +05:30); tests move it.
let clock = new Date('2026-11-27T04:30:00Z');
const ids = { owner: 0, admissions: 0, other: 0, editor: 0, gone: 0 };
const OWNER_USERNAME = 'desk-owner';

const as = (who: 'owner' | 'admissions') =>
  t.caller({
    session: {
      adminId: ids[who],
      username: who === 'owner' ? OWNER_USERNAME : 'desk-admissions',
      role: who,
      twoFactor: true,
    },
  }).admin.desk;

const sql = <T>(query: string, ...params: unknown[]) => t.app.svc.db.$client.prepare(query).get(...params) as T;
const all = <T>(query: string, ...params: unknown[]) => t.app.svc.db.$client.prepare(query).all(...params) as T[];
const auditOf = (entity: string, id: number) =>
  all<{ action: string; actor: string; entity: string; detail: string; outcome: string }>(
    `select action, actor, entity, detail, outcome from audit_log where entity = ? and entity_id = ? order by id`,
    entity,
    String(id),
  );

beforeAll(async () => {
  t = await makeTestApp({}, { now: () => clock });
  const password = 'Desk account password 1';
  ids.owner = await createAdmin(t.app.svc, OWNER_USERNAME, password, { role: 'owner', name: 'Olivia Owner' });
  ids.admissions = await createAdmin(t.app.svc, 'desk-admissions', password, { role: 'admissions', name: 'Asha Rao' });
  ids.other = await createAdmin(t.app.svc, 'desk-other', password, { role: 'admissions', name: 'Ben Das' });
  ids.editor = await createAdmin(t.app.svc, 'desk-editor', password, { role: 'editor', name: 'Eddie Editor' });
  ids.gone = await createAdmin(t.app.svc, 'desk-gone', password, { role: 'admissions', name: 'Gone Person' });
  t.app.svc.db.$client.prepare('update admins set deactivated_at = ? where id = ?').run(Date.now(), ids.gone);
});
afterAll(async () => {
  await t.close();
});

describe('one record on the desk', () => {
  it('shows its reference, stage, source with the answer in words, and a missing record is NOT_FOUND', async () => {
    const { id } = createEnquiry(t.app.svc, {
      ...EnquiryFieldsSchema.parse(makeEnquiryInput()),
      utmSource: 'newspaper',
      utmMedium: 'print',
      utmCampaign: 'admissions-2027',
      referrerHost: 'news.example',
      landingPath: '/admissions',
      heardFrom: 'school-event',
    });
    const record = await as('admissions').record({ kind: 'enquiry', id });
    expect(record).toMatchObject({
      kind: 'enquiry',
      id,
      stage: 'new',
      assignee: null,
      followUpAt: null,
      campusId: null,
      mergedInto: null,
      enquiryId: null,
      source: {
        utmSource: 'newspaper',
        utmMedium: 'print',
        utmCampaign: 'admissions-2027',
        referrerHost: 'news.example',
        landingPath: '/admissions',
        heardFrom: 'school-event',
        heardFromLabel: 'School event',
      },
    });
    expect(record.reference).toMatch(/^ENQ-\d{4}-\d{5}$/);
    expect(record.timeline).toEqual([]);
    await expect(as('admissions').record({ kind: 'enquiry', id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(as('admissions').record({ kind: 'application', id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lists as assignees the active accounts whose role holds admissions, by name', async () => {
    const people = await as('owner').assignees();
    const names = people.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Asha Rao', 'Ben Das', 'Olivia Owner']));
    expect(names).not.toContain('Eddie Editor');
    expect(names).not.toContain('Gone Person');
  });
});

describe('assignment', () => {
  it('assigns to an admissions person and back to nobody, each on the timeline by name and in the audit log', async () => {
    const { id } = createEnquiryRow(t.app.svc);
    await as('owner').assign({ kind: 'enquiry', id, adminId: ids.admissions });
    let record = await as('owner').record({ kind: 'enquiry', id });
    expect(record.assignee).toEqual({ id: ids.admissions, name: 'Asha Rao' });
    expect(record.timeline[0]).toMatchObject({
      type: 'assignment',
      actor: OWNER_USERNAME,
      actorName: 'Olivia Owner',
      assigneeName: 'Asha Rao',
      detail: { from: null, to: ids.admissions },
    });
    await as('owner').assign({ kind: 'enquiry', id, adminId: null });
    record = await as('owner').record({ kind: 'enquiry', id });
    expect(record.assignee).toBeNull();
    expect(record.timeline.map((e) => e.type)).toEqual(['assignment', 'assignment']);
    expect(record.timeline[0]?.detail).toEqual({ from: ids.admissions, to: null });
    const audit = auditOf('enquiries', id);
    expect(audit.map((a) => [a.action, a.actor, a.outcome])).toEqual([
      ['update', OWNER_USERNAME, 'ok'],
      ['update', OWNER_USERNAME, 'ok'],
    ]);
  });

  it('refuses an Editor or a deactivated account with a clear message, and changes nothing', async () => {
    const { id } = createEnquiryRow(t.app.svc);
    for (const adminId of [ids.editor, ids.gone, 999_999]) {
      const errors = await fieldErrorsOf(as('owner').assign({ kind: 'enquiry', id, adminId }));
      expect(errors.adminId).toBe(DESK_MESSAGES.notAssignable);
    }
    const record = await as('owner').record({ kind: 'enquiry', id });
    expect(record.assignee).toBeNull();
    expect(record.timeline).toEqual([]);
  });
});

describe('stages', () => {
  it('moves an application through applyStage: status in step, timeline with the note, audit as a status change', async () => {
    const { id } = createApplicationRow(t.app.svc, { studentName: 'Meera Iyer' });
    const answer = await as('admissions').setStage({
      kind: 'application',
      id,
      stage: 'offered',
      note: 'Test went well',
    });
    expect(answer).toMatchObject({ from: 'applied', stage: 'offered', status: 'accepted' });
    expect(sql('select stage, status, reached_stage from applications where id = ?', id)).toEqual({
      stage: 'offered',
      status: 'accepted',
      reached_stage: 5,
    });
    const record = await as('admissions').record({ kind: 'application', id });
    expect(record.timeline[0]).toMatchObject({
      type: 'stage',
      actorName: 'Asha Rao',
      detail: { from: 'applied', to: 'offered' },
      note: 'Test went well',
    });
    const [entry] = auditOf('applications', id);
    expect(entry).toMatchObject({ action: 'status-change', actor: 'desk-admissions', detail: 'stage offered' });
    expect(JSON.stringify(auditOf('applications', id))).not.toContain('Meera');
  });

  it('closing a record clears its follow-up, and says so on the timeline', async () => {
    const { id } = createEnquiryRow(t.app.svc);
    await as('owner').setFollowUp({ kind: 'enquiry', id, on: '2026-11-30', note: 'Call back' });
    await as('owner').setStage({ kind: 'enquiry', id, stage: 'not-interested' });
    const record = await as('owner').record({ kind: 'enquiry', id });
    expect(record).toMatchObject({ stage: 'not-interested', followUpAt: null, followUpNote: '' });
    expect(record.timeline.map((e) => [e.type, e.detail])).toEqual([
      ['follow-up', { on: null }],
      ['stage', { from: 'new', to: 'not-interested' }],
      ['follow-up', { on: '2026-11-30' }],
    ]);
  });

  it('refuses a stage that does not exist, with the message, and a missing record as NOT_FOUND', async () => {
    const { id } = createEnquiryRow(t.app.svc);
    const errors = await fieldErrorsOf(
      as('owner').setStage({ kind: 'enquiry', id, stage: 'hired' as unknown as 'new' }),
    );
    expect(errors.stage).toBe(DESK_MESSAGES.stage);
    await expect(as('owner').setStage({ kind: 'enquiry', id: 999_999, stage: 'contacted' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(sql<{ n: number }>('select count(*) as n from desk_events where record_id = ?', 999_999).n).toBe(0);
  });
});

describe('notes and campus', () => {
  it("adds the office's note of a call with its text, and refuses an empty or too long one", async () => {
    const { id } = createEnquiryRow(t.app.svc);
    await as('admissions').addNote({ kind: 'enquiry', id, channel: 'call', text: '  Father will visit on Monday. ' });
    const record = await as('admissions').record({ kind: 'enquiry', id });
    expect(record.timeline).toHaveLength(1);
    expect(record.timeline[0]).toMatchObject({
      type: 'note',
      detail: { channel: 'call' },
      note: 'Father will visit on Monday.',
      actorName: 'Asha Rao',
    });
    expect(
      (await fieldErrorsOf(as('admissions').addNote({ kind: 'enquiry', id, channel: 'call', text: ' ' }))).text,
    ).toBe(DESK_MESSAGES.noteRequired);
    expect(
      (await fieldErrorsOf(as('admissions').addNote({ kind: 'enquiry', id, channel: 'call', text: 'x'.repeat(2001) })))
        .text,
    ).toBe(DESK_MESSAGES.noteTooLong);
    expect((await as('admissions').record({ kind: 'enquiry', id })).timeline).toHaveLength(1);
    const [entry] = auditOf('enquiries', id);
    expect(entry).toMatchObject({ action: 'update', detail: 'note (call)' });
    expect(entry?.detail).not.toContain('Monday');
  });

  it('sets a campus by id and names it on the timeline; an unknown campus is refused', async () => {
    const campus = sql<{ id: number; name: string } | undefined>('select id, name from campuses order by id limit 1');
    const campusId =
      campus?.id ??
      Number(
        t.app.svc.db.$client
          .prepare(
            `insert into campuses (slug, name, address, pin_code, affiliation_no, school_code, email, phone)
             values ('desk-campus', 'Desk Campus', '', '', '', '', '', '')`,
          )
          .run().lastInsertRowid,
      );
    const campusName = campus?.name ?? 'Desk Campus';
    const { id } = createEnquiryRow(t.app.svc);
    await as('owner').setCampus({ kind: 'enquiry', id, campusId });
    const record = await as('owner').record({ kind: 'enquiry', id });
    expect(record.campusId).toBe(campusId);
    expect(record.timeline[0]).toMatchObject({
      type: 'assignment',
      campusName,
      detail: { campusFrom: null, campusTo: campusId },
    });
    expect((await fieldErrorsOf(as('owner').setCampus({ kind: 'enquiry', id, campusId: 999_999 }))).campusId).toBe(
      DESK_MESSAGES.noCampus,
    );
    expect((await as('owner').record({ kind: 'enquiry', id })).campusId).toBe(campusId);
  });
});

describe('the follow-up queue', () => {
  it("lists open, unmerged follow-ups due today and overdue, in the school's day, mine or everyone's", async () => {
    // 27 Nov 2026 at 23:00 UTC is already 28 Nov, 04:30 in the school: "today" is the 28th.
    clock = new Date('2026-11-27T23:00:00Z');
    try {
      const mineToday = createEnquiryRow(t.app.svc, { firstName: 'Queue', lastName: 'Today' }).id;
      const mineOverdue = createApplicationRow(t.app.svc, { studentName: 'Queue Overdue Child' }).id;
      const othersToday = createEnquiryRow(t.app.svc, { firstName: 'Queue', lastName: 'Others' }).id;
      const tomorrow = createEnquiryRow(t.app.svc, { firstName: 'Queue', lastName: 'Tomorrow' }).id;
      const closed = createEnquiryRow(t.app.svc, { firstName: 'Queue', lastName: 'Closed' }).id;
      const merged = createEnquiryRow(t.app.svc, { firstName: 'Queue', lastName: 'Merged' }).id;
      const desk = as('owner');
      await desk.assign({ kind: 'enquiry', id: mineToday, adminId: ids.admissions });
      await desk.assign({ kind: 'application', id: mineOverdue, adminId: ids.admissions });
      await desk.assign({ kind: 'enquiry', id: othersToday, adminId: ids.other });
      await desk.setFollowUp({ kind: 'enquiry', id: mineToday, on: '2026-11-28', note: 'Ask about the visit' });
      await desk.setFollowUp({ kind: 'application', id: mineOverdue, on: '2026-11-27', note: '' });
      await desk.setFollowUp({ kind: 'enquiry', id: othersToday, on: '2026-11-28', note: '' });
      await desk.setFollowUp({ kind: 'enquiry', id: tomorrow, on: '2026-11-29', note: '' });
      await desk.setFollowUp({ kind: 'enquiry', id: closed, on: '2026-11-28', note: '' });
      await desk.setFollowUp({ kind: 'enquiry', id: merged, on: '2026-11-28', note: '' });
      // Closed by the old status select (which does not clear the follow-up) and merged by hand.
      await t
        .caller({ session: { adminId: ids.owner, username: OWNER_USERNAME, role: 'owner', twoFactor: true } })
        .admin.enquiries.setStatus({ id: closed, status: 'resolved' });
      t.app.svc.db.$client.prepare('update enquiries set merged_into = ? where id = ?').run(mineToday, merged);

      const mine = await as('admissions').queue({ scope: 'mine' });
      expect(mine.dueToday).toEqual([
        {
          kind: 'enquiry',
          id: mineToday,
          reference: expect.stringMatching(/^ENQ-/),
          stage: 'new',
          name: 'Queue Today',
          followUpOn: '2026-11-28',
          followUpNote: 'Ask about the visit',
          assignee: { id: ids.admissions, name: 'Asha Rao' },
        },
      ]);
      expect(mine.overdue).toEqual([
        expect.objectContaining({
          kind: 'application',
          id: mineOverdue,
          name: 'Queue Overdue Child',
          stage: 'applied',
        }),
      ]);

      const everyone = await as('admissions').queue({ scope: 'everyone' });
      const todayIds = everyone.dueToday.map((i) => `${i.kind}:${i.id}`);
      expect(todayIds).toEqual(expect.arrayContaining([`enquiry:${mineToday}`, `enquiry:${othersToday}`]));
      for (const left of [tomorrow, closed, merged]) expect(todayIds).not.toContain(`enquiry:${left}`);
      expect(everyone.overdue.map((i) => `${i.kind}:${i.id}`)).toContain(`application:${mineOverdue}`);
      // The Owner has none of their own.
      expect(await as('owner').queue({ scope: 'mine' })).toEqual({
        overdue: [],
        dueToday: [],
        truncated: false,
        paymentsWaiting: [],
      });

      // The next school day, today's follow-ups are overdue and tomorrow's are due.
      clock = new Date('2026-11-28T20:00:00Z');
      const next = await as('admissions').queue({ scope: 'everyone' });
      expect(next.overdue.map((i) => i.id)).toEqual(expect.arrayContaining([mineToday, othersToday]));
      expect(next.dueToday.map((i) => i.id)).toContain(tomorrow);
    } finally {
      clock = new Date('2026-11-27T04:30:00Z');
    }
  });

  it('stores a follow-up as the start of its school day, and refuses a day that does not exist', async () => {
    const { id } = createEnquiryRow(t.app.svc);
    await as('owner').setFollowUp({ kind: 'enquiry', id, on: '2026-12-01', note: '' });
    const { follow_up_at } = sql<{ follow_up_at: number }>('select follow_up_at from enquiries where id = ?', id);
    expect(new Date(follow_up_at).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    for (const on of ['2026-02-30', '01/12/2026', ''])
      expect((await fieldErrorsOf(as('owner').setFollowUp({ kind: 'enquiry', id, on, note: '' }))).on).toBe(
        DESK_MESSAGES.followUpDate,
      );
    await as('owner').setFollowUp({ kind: 'enquiry', id, on: null, note: 'ignored' });
    expect(sql('select follow_up_at, follow_up_note from enquiries where id = ?', id)).toEqual({
      follow_up_at: null,
      follow_up_note: '',
    });
  });

  it('reads each range through its index, never by scanning the table', () => {
    const plans: string[] = [];
    for (const kind of ['enquiry', 'application'] as const)
      for (const assignedTo of [ids.admissions, null]) {
        const query = queueRangeQuery(
          t.app.svc,
          kind,
          assignedTo,
          lt(FAMILY_RECORDS[kind].table.followUpAt, schoolDayStart('2026-11-28')),
        ).toSQL();
        const plan = all<{ detail: string }>(`explain query plan ${query.sql}`, ...query.params);
        plans.push(plan.map((p) => p.detail).join(' | '));
      }
    for (const plan of plans) {
      expect(plan).toMatch(/(enquiries|applications)_(queue|follow_up)_idx/);
      expect(plan).not.toMatch(/SCAN (enquiries|applications)\b/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe('walk-in and phone enquiries', () => {
  it('creates an enquiry as the office: reference, New, office source, keys, and a note naming who recorded it', async () => {
    const answer = await as('admissions').recordWalkIn({
      channel: 'walk-in',
      name: 'Farah Khan',
      mobile: '+91 98765 43210',
      grade: 'Grade 3',
      heardFrom: 'friend-or-family',
      note: 'Came with her son; wants a visit.',
    });
    expect(answer.reference).toMatch(/^ENQ-\d{4}-\d{5}$/);
    expect(sql('select * from enquiries where id = ?', answer.id)).toMatchObject({
      name: 'Farah Khan',
      mobile: '9876543210',
      mobile_key: '9876543210',
      email: '',
      email_key: '',
      grade: 'Grade 3',
      state: '',
      school: '',
      address: '',
      stage: 'new',
      status: 'new',
      reference: answer.reference,
      utm_source: 'office',
      utm_medium: 'walk-in',
      heard_from: 'friend-or-family',
      created_at: clock.getTime(),
    });
    const record = await as('admissions').record({ kind: 'enquiry', id: answer.id });
    expect(record.timeline.map((e) => [e.type, e.detail, e.note, e.actorName])).toEqual(
      expect.arrayContaining([
        ['note', { channel: 'walk-in' }, 'Recorded by the office (walk-in)', 'Asha Rao'],
        ['note', { channel: 'visit' }, 'Came with her son; wants a visit.', 'Asha Rao'],
      ]),
    );
    const [entry] = auditOf('enquiries', answer.id);
    expect(entry).toMatchObject({ action: 'create', actor: 'desk-admissions', detail: 'walk-in (walk-in)' });
  });

  it('refuses a bad mobile or grade with the messages, and stores nothing', async () => {
    const before = sql<{ n: number }>('select count(*) as n from enquiries').n;
    const errors = await fieldErrorsOf(
      as('admissions').recordWalkIn({ channel: 'phone', name: ' ', mobile: '12345', grade: 'Grade 40', email: 'nope' }),
    );
    expect(errors).toMatchObject({
      name: DESK_MESSAGES.nameRequired,
      mobile: DESK_MESSAGES.mobile,
      grade: DESK_MESSAGES.grade,
      email: DESK_MESSAGES.email,
    });
    expect(sql<{ n: number }>('select count(*) as n from enquiries').n).toBe(before);
  });

  it("sends the parent an acknowledgment only when an e-mail was given and the setting is on, never the office's notification", async () => {
    const server = await new TestSmtpServer().start();
    const a = await makeTestApp({ SMTP_URL: server.url() }, { mail: { autoStart: false } });
    try {
      saveSettings(a.app.svc, { notificationEmails: ['office@school.example'] });
      const desk = a.caller({ session: { adminId: 1, username: 'admin', role: 'owner', twoFactor: true } }).admin.desk;
      const base = { channel: 'phone' as const, name: 'Ravi Menon', mobile: '09876543211', grade: 'LKG' };
      const { reference } = await desk.recordWalkIn({ ...base, email: 'ravi.parent@example.com' });
      await desk.recordWalkIn(base);
      await a.app.svc.mail.runOnce();
      expect(server.mails).toHaveLength(1);
      expect(server.mails[0]?.to).toMatchObject({ value: [{ address: 'ravi.parent@example.com' }] });
      expect(server.mails[0]?.text).toContain(reference);

      setAcknowledgeParents(a.app.svc, false);
      await desk.recordWalkIn({ ...base, email: 'quiet@example.com' });
      await a.app.svc.mail.runOnce();
      expect(server.mails).toHaveLength(1);
    } finally {
      await a.close();
      await server.stop();
    }
  });
});
