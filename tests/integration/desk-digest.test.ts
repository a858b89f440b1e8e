import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDigest } from '../../src/server/features/desk/digest';
import { createAdmin } from '../../src/server/platform/auth/session';
import { nextSchoolHour } from '../../src/server/platform/school-time';
import { saveSettings, setAcknowledgeParents } from '../../src/server/platform/settings';
import { createApplicationRow, createEnquiryRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The morning digest, driven by hand with a set clock: each Admissions person with an e-mail gets one
// mail at the hour Settings gives (school time), with their follow-ups overdue and due today and the
// last day's enquiries not assigned or assigned to them; nothing when there is nothing; once a day.

const SITE = 'https://school.example';
/** 27 Nov 2026, 08:10 in Asia/Kolkata (UTC+5:30). */
const MORNING = new Date('2026-11-27T02:40:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let t: TestApp;
let clock = MORNING;
const people: Record<'asha' | 'bilal' | 'editor' | 'away' | 'noMail', number> = {
  asha: 0,
  bilal: 0,
  editor: 0,
  away: 0,
  noMail: 0,
};

const sql = <T>(query: string, ...params: unknown[]) => t.app.svc.db.$client.prepare(query).all(...params) as T[];
const run = (query: string, ...params: unknown[]) => t.app.svc.db.$client.prepare(query).run(...params);

interface Mail {
  recipients: string;
  subject: string;
  text_body: string;
}
const digests = () =>
  sql<Mail>(`select recipients, subject, text_body from mail_outbox where kind = 'staff' order by id`);
const mailTo = (address: string) => digests().filter((m) => JSON.parse(m.recipients)[0] === address);

beforeAll(async () => {
  t = await makeTestApp(
    { SMTP_URL: 'smtp://127.0.0.1:9', SITE_URL: SITE },
    { mail: { autoStart: false }, digest: { autoStart: false }, now: () => clock },
  );
  setAcknowledgeParents(t.app.svc, false);
  // Only this test's staff have an e-mail.
  run('update admins set email = null');
  const password = 'Digest test password 1';
  const svc = t.app.svc;
  people.asha = await createAdmin(svc, 'digest-asha', password, {
    role: 'admissions',
    name: 'Asha',
    email: 'asha@school.example',
  });
  people.bilal = await createAdmin(svc, 'digest-bilal', password, {
    role: 'admissions',
    name: 'Bilal',
    email: 'bilal@school.example',
  });
  people.editor = await createAdmin(svc, 'digest-editor', password, { role: 'editor', email: 'editor@school.example' });
  people.away = await createAdmin(svc, 'digest-away', password, { role: 'admissions', email: 'away@school.example' });
  run('update admins set deactivated_at = ? where id = ?', MORNING.getTime(), people.away);
  people.noMail = await createAdmin(svc, 'digest-nomail', password, { role: 'admissions' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = MORNING;
  run(`delete from mail_outbox`);
  run('update admins set digest_sent_on = null');
  // Older rows (the template's, other tests') are out of the digest's reach.
  run('update enquiries set created_at = 0, assigned_to = null, follow_up_at = null');
  run('update applications set created_at = 0, assigned_to = null, follow_up_at = null');
  saveSettings(t.app.svc, { digestHour: 8 });
});

function enquiry(
  at: Date,
  fields: { assignedTo?: number; followUpAt?: Date; stage?: string; mergedInto?: number } = {},
) {
  const { id } = createEnquiryRow(t.app.svc, {
    firstName: 'Rehana',
    lastName: 'Digestfamily',
    email: 'rehana@example.com',
  });
  run(
    'update enquiries set created_at = ?, assigned_to = ?, follow_up_at = ?, stage = ?, merged_into = ? where id = ?',
    at.getTime(),
    fields.assignedTo ?? null,
    fields.followUpAt?.getTime() ?? null,
    fields.stage ?? 'new',
    fields.mergedInto ?? null,
    id,
  );
  const [row] = sql<{ reference: string }>('select reference from enquiries where id = ?', id);
  return { id, reference: row!.reference };
}

describe('the morning digest', () => {
  it("gives each Admissions person their follow-ups due and overdue and the day's enquiries not taken by a colleague, with references, stages and links only", () => {
    const overdue = enquiry(new Date(MORNING.getTime() - 10 * DAY), {
      assignedTo: people.asha,
      followUpAt: new Date(MORNING.getTime() - DAY),
      stage: 'contacted',
    });
    const { id: appId } = createApplicationRow(t.app.svc, { fatherName: 'Yusuf Digestfamily' });
    run(
      `update applications set assigned_to = ?, follow_up_at = ?, stage = 'assessment' where id = ?`,
      people.asha,
      MORNING.getTime() + 6 * HOUR,
      appId,
    );
    const [application] = sql<{ reference: string }>('select reference from applications where id = ?', appId);
    const unassigned = enquiry(new Date(MORNING.getTime() - 3 * HOUR));
    const ashas = enquiry(new Date(MORNING.getTime() - 2 * HOUR), { assignedTo: people.asha });
    const bilals = enquiry(new Date(MORNING.getTime() - HOUR), { assignedTo: people.bilal });
    // Not in anyone's digest: a follow-up tomorrow, one on a closed or merged record, an enquiry of two days ago.
    const tomorrow = enquiry(new Date(0), { assignedTo: people.asha, followUpAt: new Date(MORNING.getTime() + DAY) });
    const closed = enquiry(new Date(0), { assignedTo: people.asha, followUpAt: MORNING, stage: 'not-interested' });
    const merged = enquiry(new Date(MORNING.getTime() - HOUR), {
      assignedTo: people.asha,
      followUpAt: MORNING,
      mergedInto: overdue.id,
    });
    const old = enquiry(new Date(MORNING.getTime() - 2 * DAY));

    expect(runDigest(t.app.svc)).toEqual({ sent: 2 });

    const [asha] = mailTo('asha@school.example');
    expect(asha?.subject).toBe('Al Mahmood School: admissions desk for 27 Nov 2026 (4 items)');
    const text = asha?.text_body ?? '';
    expect(text).toContain(
      `Overdue follow-ups (1)\n- ${overdue.reference} (Enquiry, Contacted, due 26 Nov 2026): ${SITE}/admin/contacts/${overdue.id}`,
    );
    expect(text).toContain(
      `Follow-ups due today (1)\n- ${application?.reference} (Application, Assessment): ${SITE}/admin/applications/${appId}`,
    );
    expect(text).toContain(`- ${unassigned.reference} (Enquiry, New): ${SITE}/admin/contacts/${unassigned.id}`);
    expect(text).toContain(`- ${ashas.reference} (Enquiry, New)`);
    for (const absent of [bilals, tomorrow, closed, merged, old]) expect(text).not.toContain(absent.reference);
    // Nothing of the family leaves the dashboard.
    expect(text).not.toMatch(/Rehana|Digestfamily|rehana@|98765/);

    const [bilal] = mailTo('bilal@school.example');
    expect(bilal?.text_body).toContain(unassigned.reference);
    expect(bilal?.text_body).toContain(bilals.reference);
    expect(bilal?.text_body).not.toContain(ashas.reference);
    expect(bilal?.text_body).not.toContain('Overdue follow-ups');
    // Not the Editor, nor a deactivated account, nor an account without an e-mail.
    expect(digests()).toHaveLength(2);
    expect(sql('select username from admins where digest_sent_on = ? order by id', '2026-11-27')).toEqual([
      { username: 'digest-asha' },
      { username: 'digest-bilal' },
    ]);
  });

  it('is sent once a school day, and again the next morning', () => {
    enquiry(new Date(MORNING.getTime() - HOUR));
    expect(runDigest(t.app.svc).sent).toBe(2);
    clock = new Date(MORNING.getTime() + 20 * 60_000);
    expect(runDigest(t.app.svc)).toEqual({ sent: 0 });
    expect(runDigest(t.app.svc, { force: true })).toEqual({ sent: 0 });
    expect(digests()).toHaveLength(2);

    clock = new Date(MORNING.getTime() + DAY);
    enquiry(new Date(clock.getTime() - HOUR));
    expect(runDigest(t.app.svc).sent).toBe(2);
    expect(digests()).toHaveLength(4);
  });

  it('is not sent when there is nothing, and the person stays due for a later day', () => {
    enquiry(new Date(MORNING.getTime() - 3 * DAY));
    expect(runDigest(t.app.svc)).toEqual({ sent: 0 });
    expect(digests()).toEqual([]);
    expect(sql('select id from admins where digest_sent_on is not null')).toEqual([]);
  });

  it('goes at the hour of the setting, in school time, and not at all when off', () => {
    enquiry(new Date(MORNING.getTime() - HOUR));
    clock = new Date(MORNING.getTime() - HOUR); // 07:10 in Kolkata, 01:40 UTC
    expect(runDigest(t.app.svc)).toEqual({ sent: 0 });
    saveSettings(t.app.svc, { digestHour: 9 });
    clock = MORNING;
    expect(runDigest(t.app.svc)).toEqual({ sent: 0 });
    clock = new Date(MORNING.getTime() + HOUR);
    saveSettings(t.app.svc, { digestHour: null });
    expect(runDigest(t.app.svc, { force: true })).toEqual({ sent: 0 });
    saveSettings(t.app.svc, { digestHour: 9 });
    expect(runDigest(t.app.svc).sent).toBe(2);
  });

  it("ticks at each hour of school time (Kolkata's half hour in UTC)", () => {
    expect(nextSchoolHour(MORNING).toISOString()).toBe('2026-11-27T03:30:00.000Z');
    expect(nextSchoolHour(new Date('2026-11-27T03:30:00Z')).toISOString()).toBe('2026-11-27T04:30:00.000Z');
  });
});
