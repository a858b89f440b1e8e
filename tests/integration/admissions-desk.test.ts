import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasePerson } from '../../src/server/features/privacy/person-data';
import { runRetention } from '../../src/server/features/privacy/retention';
import { saveSettings, setAcknowledgeParents } from '../../src/server/platform/settings';
import { STAGE_FOR_STATUS, STAGES, stageStatus } from '../../src/shared/admissions';
import { makeApplicationForm, makeApplicationInput, makeEnquiryForm, makeEnquiryInput } from '../factories/inputs';
import { latestRow } from '../factories/rows';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The admissions desk's foundation: references, stages kept in step with the old statuses, and where
// families come from (with JavaScript through the procedures, without it through the form posts).

let t: TestApp;
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.61.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date()));

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowOf = (table: 'enquiries' | 'applications', reference: string) =>
  t.app.svc.db.$client.prepare(`select * from ${table} where reference = ?`).get(reference) as Record<string, unknown>;

describe('references', () => {
  it('gives 50 enquiries sent at once 50 different references, numbered in turn', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.caller({ clientIp: freshIp() }).enquiries.create(makeEnquiryInput({ firstName: `Parallel ${i}` })),
      ),
    );
    const references = answers.map((a) => a.reference);
    expect(new Set(references).size).toBe(50);
    for (const reference of references) expect(reference).toMatch(new RegExp(`^ENQ-${year}-\\d{5}$`));
    const numbers = references.map((r) => Number(r.slice(-5))).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
    // Each reference is the one stored with that parent's enquiry.
    const { lastName } = makeEnquiryInput();
    for (const [i, answer] of answers.entries())
      expect(rowOf('enquiries', answer.reference).name).toBe(`Parallel ${i} ${lastName}`);
  });

  it('gives 50 applications sent at once 50 different references', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t
          .caller({ clientIp: freshIp() })
          .applications.create(makeApplicationInput({ studentName: `Parallel Child ${i}` })),
      ),
    );
    const references = answers.map((a) => a.reference);
    expect(new Set(references).size).toBe(50);
    for (const [i, { reference }] of answers.entries()) {
      expect(reference).toMatch(new RegExp(`^APP-${year}-\\d{5}$`));
      expect(rowOf('applications', reference).student_name).toBe(`Parallel Child ${i}`);
    }
  });
});

describe('stages and the old statuses', () => {
  it('maps every stage to a status of its kind, and each old status back to a stage showing as it', () => {
    for (const stage of STAGES) {
      expect(['new', 'in-progress', 'resolved']).toContain(stageStatus('enquiry', stage));
      expect(['new', 'in-review', 'accepted', 'declined']).toContain(stageStatus('application', stage));
    }
    for (const [status, stage] of Object.entries(STAGE_FOR_STATUS.enquiry))
      expect(stageStatus('enquiry', stage)).toBe(status);
    for (const [status, stage] of Object.entries(STAGE_FOR_STATUS.application))
      expect(stageStatus('application', stage)).toBe(status);
    expect(stageStatus('application', 'offered')).toBe('accepted');
    expect(stageStatus('enquiry', 'visit-scheduled')).toBe('in-progress');
  });

  it('stores a new enquiry at New and a new application at Applied, their statuses as before', async () => {
    const { reference: enquiry } = await t.caller({ clientIp: freshIp() }).enquiries.create(makeEnquiryInput());
    expect(rowOf('enquiries', enquiry)).toMatchObject({ stage: 'new', status: 'new' });
    const { reference: application } = await t
      .caller({ clientIp: freshIp() })
      .applications.create(makeApplicationInput());
    expect(rowOf('applications', application)).toMatchObject({ stage: 'applied', status: 'new' });
  });

  it('keeps the stage in step when the office sets a status the old way', async () => {
    const { reference } = await t.caller({ clientIp: freshIp() }).enquiries.create(makeEnquiryInput());
    const id = rowOf('enquiries', reference).id as number;
    const admin = t.caller(ADMIN).admin;
    await admin.enquiries.setStatus({ id, status: 'in-progress' });
    expect(rowOf('enquiries', reference)).toMatchObject({ stage: 'contacted', status: 'in-progress' });
    await admin.enquiries.setStatus({ id, status: 'resolved' });
    expect(rowOf('enquiries', reference)).toMatchObject({ stage: 'not-interested', status: 'resolved' });

    const app = await t.caller({ clientIp: freshIp() }).applications.create(makeApplicationInput());
    const appId = rowOf('applications', app.reference).id as number;
    await admin.applications.setStatus({ id: appId, status: 'accepted' });
    expect(rowOf('applications', app.reference)).toMatchObject({ stage: 'admitted', status: 'accepted' });
    await admin.applications.setStatus({ id: appId, status: 'declined' });
    expect(rowOf('applications', app.reference)).toMatchObject({ stage: 'not-admitted', status: 'declined' });
  });

  it('keeps a stage that already shows as the status set', async () => {
    const { reference } = await t.caller({ clientIp: freshIp() }).enquiries.create(makeEnquiryInput());
    const id = rowOf('enquiries', reference).id as number;
    t.app.svc.db.$client
      .prepare(`update enquiries set stage = 'visit-scheduled', status = 'in-progress' where id = ?`)
      .run(id);
    await t.caller(ADMIN).admin.enquiries.setStatus({ id, status: 'in-progress' });
    expect(rowOf('enquiries', reference)).toMatchObject({ stage: 'visit-scheduled', status: 'in-progress' });
  });
});

describe('where families come from', () => {
  const campaign = {
    utmSource: 'Newspaper',
    utmMedium: 'print',
    utmCampaign: 'admissions-2026',
    referrerHost: 'www.google.com',
    landingPath: '/admissions',
    heardFrom: 'newspaper-or-hoarding',
  };

  it('stores the source sent with JavaScript (the hidden fields and the select)', async () => {
    const { reference } = await t
      .caller({ clientIp: freshIp() })
      .enquiries.create({ ...makeEnquiryInput(), ...campaign });
    expect(rowOf('enquiries', reference)).toMatchObject({
      utm_source: 'newspaper',
      utm_medium: 'print',
      utm_campaign: 'admissions-2026',
      referrer_host: 'www.google.com',
      landing_path: '/admissions',
      heard_from: 'newspaper-or-hoarding',
    });
    const app = await t.caller({ clientIp: freshIp() }).applications.create({ ...makeApplicationInput(), ...campaign });
    expect(rowOf('applications', app.reference)).toMatchObject({
      utm_campaign: 'admissions-2026',
      heard_from: 'newspaper-or-hoarding',
    });
  });

  it('drops bad values and still stores the enquiry', async () => {
    const { reference } = await t.caller({ clientIp: freshIp() }).enquiries.create({
      ...makeEnquiryInput(),
      utmSource: 'x'.repeat(101),
      utmMedium: 'tab\there',
      utmCampaign: 'fine',
      referrerHost: 'https://evil.example/path?q=1',
      landingPath: '//evil.example/x',
      heardFrom: 'a billboard',
    });
    expect(rowOf('enquiries', reference)).toMatchObject({
      utm_source: '',
      utm_medium: '',
      utm_campaign: 'fine',
      referrer_host: '',
      landing_path: '',
      heard_from: '',
    });
  });

  async function post(url: string, fields: Record<string, string>, referer?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'school.test',
        origin: 'http://school.test',
        'sec-fetch-site': 'same-origin',
        ...(referer ? { referer } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: freshIp(),
    });
  }

  it('without JavaScript, takes the utm values and path of the form page from the POST’s Referer', async () => {
    const res = await post(
      '/contact',
      { ...makeEnquiryForm(), heardFrom: 'school-event' },
      'http://school.test/contact?utm_source=Flyer&utm_medium=print&utm_campaign=open-day&name=secret',
    );
    expect(res.statusCode).toBe(200);
    const row = latestRow(t.app.svc, 'enquiries')!;
    expect(row).toMatchObject({
      utmSource: 'flyer',
      utmMedium: 'print',
      utmCampaign: 'open-day',
      landingPath: '/contact',
      referrerHost: '',
      heardFrom: 'school-event',
    });
    expect(res.body).toContain(`Your reference number is <strong>${row.reference}</strong>`);
  });

  it('without JavaScript, ignores a Referer of another site', async () => {
    const res = await post('/contact', makeEnquiryForm(), 'https://other.example/page?utm_source=spoof');
    expect(res.statusCode).toBe(200);
    expect(latestRow(t.app.svc, 'enquiries')).toMatchObject({ utmSource: '', landingPath: '' });
  });

  it('without JavaScript, prefers the hidden fields the script filled', async () => {
    const res = await post(
      '/apply',
      { ...makeApplicationForm(), ...campaign },
      'http://school.test/apply?utm_source=other',
    );
    expect(res.statusCode).toBe(200);
    expect(latestRow(t.app.svc, 'applications')).toMatchObject({
      utmSource: 'newspaper',
      referrerHost: 'www.google.com',
      landingPath: '/admissions',
    });
  });
});

describe('/admission-status', () => {
  async function check(fields: Record<string, string>, ip = freshIp(), app = t) {
    return app.app.inject({
      method: 'POST',
      url: '/admission-status',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'school.test',
        origin: 'http://school.test',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: ip,
    });
  }

  it('shows the stage in plain words and the next step on a match, and nothing else of the record', async () => {
    const input = makeEnquiryInput({ mobile: '9822012345', firstName: 'Statusname' });
    const { reference } = await t.caller({ clientIp: freshIp() }).enquiries.create(input);
    const id = rowOf('enquiries', reference).id as number;
    await t.caller(ADMIN).admin.enquiries.setStatus({ id, status: 'in-progress' });
    const res = await check({ reference: reference.toLowerCase(), mobileLast4: '2345' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('Contacted: the school office has been in touch');
    expect(res.body).not.toContain('Statusname');
    expect(res.body).not.toContain(reference);
    expect(res.body).not.toContain('2345');

    const app = await t.caller({ clientIp: freshIp() }).applications.create(makeApplicationInput());
    const appId = rowOf('applications', app.reference).id as number;
    t.app.svc.db.$client.prepare(`update applications set stage = 'offered' where id = ?`).run(appId);
    const digits = String(rowOf('applications', app.reference).contact_number).slice(-4);
    const offered = await t.caller({ clientIp: freshIp() }).admissionStatus.check({
      reference: app.reference,
      mobileLast4: digits,
    });
    expect(offered).toEqual({ found: true, status: 'Offered: the school office will call you to complete admission' });
  });

  it('answers every mismatch with the same page, byte for byte, and the same API answer', async () => {
    const { reference } = await t
      .caller({ clientIp: freshIp() })
      .enquiries.create(makeEnquiryInput({ mobile: '9822099999' }));
    const mismatches = [
      { reference, mobileLast4: '1111' },
      { reference: 'ENQ-2026-99999', mobileLast4: '9999' },
      { reference: 'APP-1999-00001', mobileLast4: '9999' },
      { reference: 'not a reference', mobileLast4: '9999' },
      { reference, mobileLast4: '99999' },
      { reference, mobileLast4: 'abcd' },
    ];
    const pages = await Promise.all(mismatches.map((m) => check(m)));
    for (const page of pages) expect(page.statusCode).toBe(200);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(pages[0]!.body).toContain('We could not find an enquiry or application with that reference number');
    const answers = await Promise.all(
      mismatches.map((m) => t.caller({ clientIp: freshIp() }).admissionStatus.check(m)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ found: false, message: expect.any(String) });
  });

  it('looks nothing up from a GET: the address never carries what is typed', async () => {
    const { reference } = await t
      .caller({ clientIp: freshIp() })
      .enquiries.create(makeEnquiryInput({ mobile: '9822055555' }));
    const res = await t.app.inject({ method: 'GET', url: `/admission-status?reference=${reference}&mobileLast4=5555` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain('Received: the school office');
    expect(res.body).toContain('method="post"');
  });

  it('limits checks per address, the form and the API alike', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await check({ reference: 'ENQ-2026-00001', mobileLast4: '0000' }, ip)).statusCode).toBe(200);
    }
    const refused = await check({ reference: 'ENQ-2026-00001', mobileLast4: '0000' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expect(
      t.caller({ clientIp: ip }).admissionStatus.check({ reference: 'ENQ-2026-00001', mobileLast4: '0000' }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another address is not held back.
    expect((await check({ reference: 'ENQ-2026-00001', mobileLast4: '0000' })).statusCode).toBe(200);
  });

  it('asks for a blank field beside it', async () => {
    const res = await check({ reference: '', mobileLast4: '' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Reference number is required');
  });
});

describe('the acknowledgment e-mail', () => {
  it('sends the parent their reference through a real SMTP server, Reply-To the school; the setting turns it off', async () => {
    const server = await new TestSmtpServer().start();
    const site = 'https://school.example';
    const a = await makeTestApp({ SMTP_URL: server.url(), SITE_URL: site }, { mail: { autoStart: false } });
    try {
      saveSettings(a.app.svc, { notificationEmails: [] });
      const { reference } = await a
        .caller({ clientIp: freshIp() })
        .enquiries.create(makeEnquiryInput({ email: 'ack.parent@example.com' }));
      const app = await a
        .caller({ clientIp: freshIp() })
        .applications.create(makeApplicationInput({ email: 'ack.applicant@example.com' }));
      await a.app.svc.mail.runOnce();
      expect(server.mails).toHaveLength(2);
      const [enquiryMail, applicationMail] = server.mails;
      expect(enquiryMail?.to).toMatchObject({ value: [{ address: 'ack.parent@example.com' }] });
      expect(enquiryMail?.replyTo?.value[0]?.address).toBe('info@school.example');
      expect(enquiryMail?.text).toContain(
        `Your reference number is ${reference}. Keep it to check the status of your enquiry.`,
      );
      expect(enquiryMail?.text).toContain(`${site}/admission-status`);
      expect(applicationMail?.to).toMatchObject({ value: [{ address: 'ack.applicant@example.com' }] });
      expect(applicationMail?.text).toContain(`Your reference number is ${app.reference}.`);

      setAcknowledgeParents(a.app.svc, false);
      await a.caller({ clientIp: freshIp() }).enquiries.create(makeEnquiryInput({ email: 'quiet@example.com' }));
      await a.app.svc.mail.runOnce();
      expect(server.mails).toHaveLength(2);
    } finally {
      await a.close();
      await server.stop();
    }
  });
});

describe('the timeline goes with its record', () => {
  const addEvents = (kind: 'enquiry' | 'application', recordId: number) =>
    t.app.svc.db.$client
      .prepare(`insert into desk_events (kind, record_id, actor, type, note) values (?, ?, 'admin', 'note', 'Called')`)
      .run(kind, recordId);
  const eventsOf = (kind: string, recordId: number) =>
    (
      t.app.svc.db.$client
        .prepare('select count(*) as n from desk_events where kind = ? and record_id = ?')
        .get(kind, recordId) as { n: number }
    ).n;

  it('erasing a person with the privacy tools removes the timelines of their enquiries and applications', async () => {
    const email = 'erase.desk@example.com';
    const enquiry = await t.caller({ clientIp: freshIp() }).enquiries.create(makeEnquiryInput({ email }));
    const other = await t
      .caller({ clientIp: freshIp() })
      .enquiries.create(makeEnquiryInput({ email: 'stay@example.com' }));
    const application = await t.caller({ clientIp: freshIp() }).applications.create(makeApplicationInput({ email }));
    const enquiryId = rowOf('enquiries', enquiry.reference).id as number;
    const otherId = rowOf('enquiries', other.reference).id as number;
    const applicationId = rowOf('applications', application.reference).id as number;
    addEvents('enquiry', enquiryId);
    addEvents('enquiry', otherId);
    addEvents('application', applicationId);
    // An application with the erased enquiry's id keeps its own timeline.
    addEvents('application', enquiryId);
    const before = eventsOf('application', enquiryId);

    erasePerson(
      t.app.svc,
      { kind: 'email', email },
      { enquiryIds: [enquiryId], applicationIds: [applicationId], mailIds: [] },
    );
    expect(eventsOf('enquiry', enquiryId)).toBe(0);
    expect(eventsOf('application', applicationId)).toBe(0);
    expect(eventsOf('enquiry', otherId)).toBe(1);
    if (enquiryId !== applicationId) expect(eventsOf('application', enquiryId)).toBe(before);
  });

  it('retention removes the timeline of the enquiries it deletes', async () => {
    const { reference } = await t.caller({ clientIp: freshIp() }).enquiries.create(makeEnquiryInput());
    const id = rowOf('enquiries', reference).id as number;
    addEvents('enquiry', id);
    // Kept from its last change: long past every period.
    t.app.svc.db.$client.prepare('update enquiries set updated_at = ? where id = ?').run(Date.UTC(2000, 0, 1), id);
    runRetention(t.app.svc, { trigger: 'manual' });
    expect(rowOf('enquiries', reference)).toBeUndefined();
    expect(eventsOf('enquiry', id)).toBe(0);
  });
});
