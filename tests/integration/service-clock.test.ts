import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApplicationInput, makeEnquiryInput } from '../factories/inputs';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Every time a write path stores comes from the service's clock (ServiceContext.now), never the
// machine's: a test, or a restored backup checked at another date, sees one time in the whole record.
// The clock here stands years away from the machine's, so a time taken from `new Date()` cannot match.

let t: TestApp;
const RECEIVED_AT = new Date('2023-02-14T05:45:00.000Z');
const CHANGED_AT = new Date('2023-03-01T09:15:30.000Z');
let clock = RECEIVED_AT;

const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const times = (table: 'faqs' | 'events', id: number) =>
  t.app.svc.db.$client.prepare(`select created_at, updated_at from ${table} where id = ?`).get(id) as {
    created_at: number;
    updated_at: number;
  };
const row = (table: 'enquiries' | 'applications', id: number) =>
  t.app.svc.db.$client
    .prepare(`select created_at, updated_at, admitted_at, stage from ${table} where id = ?`)
    .get(id) as { created_at: number; updated_at: number; admitted_at: number | null; stage: string };
const timeline = (kind: 'enquiry' | 'application', id: number) =>
  t.app.svc.db.$client
    .prepare(`select type, at from desk_events where kind = ? and record_id = ? order by id`)
    .all(kind, id) as { type: string; at: number }[];

beforeAll(async () => {
  t = await makeTestApp({}, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

describe('the service clock in the write paths', () => {
  it('stamps an enquiry posted to the site, and its stage change, with the clock', async () => {
    clock = RECEIVED_AT;
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/enquiry.create',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...makeEnquiryInput({ email: 'clock-enquiry@example.com' }), website: '' }),
      remoteAddress: '10.77.0.1',
    });
    expect(res.statusCode).toBe(200);
    const { id } = t.app.svc.db.$client
      .prepare(`select id from enquiries where email = 'clock-enquiry@example.com'`)
      .get() as { id: number };
    expect(row('enquiries', id)).toMatchObject({
      created_at: RECEIVED_AT.getTime(),
      updated_at: RECEIVED_AT.getTime(),
    });

    clock = CHANGED_AT;
    await admin().admin.enquiries.setStatus({ id, status: 'resolved' });
    expect(row('enquiries', id)).toMatchObject({ created_at: RECEIVED_AT.getTime(), updated_at: CHANGED_AT.getTime() });
    expect(timeline('enquiry', id)).toEqual([{ type: 'stage', at: CHANGED_AT.getTime() }]);
  });

  it('stamps an application, its consent and its status change to Accepted (stage Admitted) with the clock', async () => {
    clock = RECEIVED_AT;
    const { reference } = await t.caller({ clientIp: '10.77.0.2' }).applications.create({
      ...makeApplicationInput({ email: 'clock-application@example.com' }),
      website: '',
    });
    const stored = t.app.svc.db.$client
      .prepare(`select id, consent_at from applications where reference = ?`)
      .get(reference) as { id: number; consent_at: number };
    expect(stored.consent_at).toBe(RECEIVED_AT.getTime());
    expect(row('applications', stored.id)).toMatchObject({
      created_at: RECEIVED_AT.getTime(),
      updated_at: RECEIVED_AT.getTime(),
    });

    clock = CHANGED_AT;
    const changed = await admin().admin.applications.setStatus({ id: stored.id, status: 'accepted' });
    expect(changed.updatedAt).toBe(CHANGED_AT.toISOString());
    expect(row('applications', stored.id)).toMatchObject({
      stage: 'admitted',
      created_at: RECEIVED_AT.getTime(),
      updated_at: CHANGED_AT.getTime(),
      admitted_at: CHANGED_AT.getTime(),
    });
    expect(timeline('application', stored.id)).toEqual([{ type: 'stage', at: CHANGED_AT.getTime() }]);
  });

  it('stamps an item of a content type (a FAQ), created and edited in the dashboard, with the clock', async () => {
    clock = RECEIVED_AT;
    const faq = { question: 'When does the term start?', answer: 'In June.', category: 'general' };
    const { id } = await admin().admin.faqs.create(faq);
    expect(times('faqs', id)).toEqual({ created_at: RECEIVED_AT.getTime(), updated_at: RECEIVED_AT.getTime() });

    clock = CHANGED_AT;
    await admin().admin.faqs.update({ ...faq, id, answer: 'On 2 June.' });
    expect(times('faqs', id)).toEqual({ created_at: RECEIVED_AT.getTime(), updated_at: CHANGED_AT.getTime() });
  });

  it('stamps a calendar event, created and edited in the dashboard, with the clock', async () => {
    clock = RECEIVED_AT;
    const event = { title: 'Sports Day', category: 'event' as const, startDate: '2023-02-20' };
    const created = await admin().admin.events.create(event);
    expect(created.updatedAt).toBe(RECEIVED_AT.toISOString());
    expect(times('events', created.id)).toEqual({
      created_at: RECEIVED_AT.getTime(),
      updated_at: RECEIVED_AT.getTime(),
    });

    clock = CHANGED_AT;
    await admin().admin.events.update({ ...event, id: created.id, title: 'Annual Sports Day' });
    expect(times('events', created.id)).toEqual({
      created_at: RECEIVED_AT.getTime(),
      updated_at: CHANGED_AT.getTime(),
    });
  });

  it('stamps a backup, in the audit log and in what the dashboard shows as the last one, with the clock', async () => {
    clock = CHANGED_AT;
    const outcome = await t.app.svc.backups.runNow('automatic');
    expect(outcome).toMatchObject({ ok: true, at: CHANGED_AT });
    const entry = t.app.svc.db.$client
      .prepare(`select at from audit_log where action = 'backup' order by id desc limit 1`)
      .get() as { at: number };
    expect(entry.at).toBe(CHANGED_AT.getTime());
  });
});
