import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { candidateEvents, candidates } from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';
import { storedPrivacyNotice } from '../../src/server/features/privacy/service';
import { listAudit } from '../../src/server/platform/audit';
import { queueMail } from '../../src/server/platform/mail/outbox';
import { createCandidateRow } from '../factories/candidates';
import { allRows } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Candidates for a post in the privacy tools (src/server/features/privacy/person-data.ts with
// features/careers/person-data.ts): found by name, phone, e-mail or JOB reference, copied with their
// timeline and CV, erased with the CV file and their mails; the appointed candidate's export for the
// staff records (admin.careers.exportCandidate); the notice's section for job applicants.

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp(
    { SMTP_URL: 'smtp://127.0.0.1:9' },
    { mail: { autoStart: false }, retention: { autoStart: false } },
  );
});
afterEach(async () => {
  await t.close();
});

const session = (role: 'owner' | 'admissions' | 'editor') => ({
  session: { adminId: 1, username: 'principal', role, twoFactor: true },
  clientIp: '10.4.5.6',
});
const owner = () => t.caller(session('owner'));

type Candidate = Awaited<ReturnType<typeof createCandidateRow>>;
const cvFile = (c: Candidate) => path.join(t.dataDir, 'media', c.cvFile);
const eventsOf = (id: number) =>
  t.app.svc.db.select().from(candidateEvents).where(eq(candidateEvents.candidateId, id)).all();

/** Kavita's application with a note on its timeline and two mails (one naming her reference); another candidate's. */
async function storeCandidates() {
  const svc = t.app.svc;
  const kavita = await createCandidateRow(svc, {
    name: 'Kavita Joshi',
    email: 'Kavita.Joshi@example.com',
    emailKey: 'kavita.joshi@example.com',
    phone: '98220 12345',
    phoneKey: '9822012345',
    vacancyTitle: 'TGT Mathematics',
  });
  const other = await createCandidateRow(svc, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
  write(svc.db, (tx) => {
    tx.insert(candidateEvents)
      .values({ candidateId: kavita.id, at: svc.now(), actor: 'principal', type: 'note', note: 'Strong demo' })
      .run();
    queueMail(
      tx,
      {
        kind: 'acknowledgment',
        recipients: [kavita.email],
        subject: 'Your application',
        text: `We received your application ${kavita.reference}.`,
      },
      svc.now(),
    );
    queueMail(
      tx,
      { kind: 'reply', recipients: [kavita.email], subject: 'Interview', text: 'Please come on Monday.' },
      svc.now(),
    );
    queueMail(
      tx,
      { kind: 'reply', recipients: [other.email], subject: 'Interview', text: 'Please come on Tuesday.' },
      svc.now(),
    );
  });
  return { kavita, other };
}

describe('the privacy tools and candidates', () => {
  it('find a candidate by name, phone, e-mail or JOB reference, with the mails about them', async () => {
    const { kavita } = await storeCandidates();
    for (const query of [
      '  kavita   JOSHI ',
      '+91 98220-12345',
      'KAVITA.joshi@example.com',
      kavita.reference.toLowerCase(),
    ]) {
      const found = await owner().admin.privacy.find({ query });
      expect(found.counts, query).toEqual({ enquiries: 0, applications: 0, candidates: 1, mails: 2 });
      expect(
        found.items.filter((i) => i.kind === 'candidate'),
        query,
      ).toEqual([
        expect.objectContaining({
          id: kavita.id,
          status: 'Received',
          summary: `Kavita Joshi: TGT Mathematics (${kavita.reference})`,
        }),
      ]);
      expect(found.total, query).toBe(3);
    }
    expect((await owner().admin.privacy.find({ query: 'Kavita' })).total).toBe(0);
  });

  it('export the record with every field, the timeline and the CV', async () => {
    const { kavita } = await storeCandidates();
    const copy = await owner().admin.privacy.exportPerson({ query: kavita.reference });
    expect(copy.summary).toBe(`1 job application and 2 notification e-mails for ${kavita.reference}`);
    const json = JSON.parse(copy.json);
    expect(json.jobApplications).toEqual([
      expect.objectContaining({
        reference: kavita.reference,
        name: 'Kavita Joshi',
        phone: '98220 12345',
        email: 'Kavita.Joshi@example.com',
        qualification: 'M.Sc. Mathematics',
        postAppliedFor: 'TGT Mathematics',
        consentGivenAt: expect.any(String),
        timeline: [expect.objectContaining({ type: 'note', by: 'principal', note: 'Strong demo' })],
        cv: expect.objectContaining({ contentType: 'application/pdf', bytes: kavita.cvBytes }),
      }),
    ]);
    expect(Buffer.from(json.jobApplications[0].cv.base64, 'base64').equals(fs.readFileSync(cvFile(kavita)))).toBe(true);
    expect(json.notificationEmails).toHaveLength(2);
    expect(copy.csv).toContain(`Job application,${kavita.reference},`);
    expect(copy.csv).not.toContain('Ravi');
    expect(listAudit(t.app.svc, { page: 1, action: 'person-export' }).items).toEqual([
      expect.objectContaining({ detail: '0 enquiries, 0 applications, 1 candidate, 2 notification e-mails' }),
    ]);
  });

  it('erase the row, its timeline, its CV file and its mails, and nothing of another candidate', async () => {
    const { kavita, other } = await storeCandidates();
    const found = await owner().admin.privacy.find({ query: 'Kavita Joshi' });
    const idsOf = (kind: string) => found.items.filter((i) => i.kind === kind).map((i) => i.id);
    expect(fs.existsSync(cvFile(kavita))).toBe(true);

    const erased = await owner().admin.privacy.erasePerson({
      query: 'Kavita Joshi',
      enquiryIds: [],
      applicationIds: [],
      candidateIds: idsOf('candidate'),
      mailIds: idsOf('mail'),
    });

    expect(erased).toEqual({ counts: { enquiries: 0, applications: 0, candidates: 1, mails: 2 }, total: 3 });
    expect(allRows(t.app.svc, 'candidates').map((r) => r.id)).toEqual([other.id]);
    expect(eventsOf(kavita.id)).toEqual([]);
    expect(fs.existsSync(cvFile(kavita))).toBe(false);
    expect(fs.existsSync(cvFile(other))).toBe(true);
    expect(allRows(t.app.svc, 'mailOutbox').map((m) => m.recipients)).toEqual([JSON.stringify([other.email])]);
    expect((await owner().admin.privacy.find({ query: kavita.reference })).total).toBe(0);
    expect(listAudit(t.app.svc, { page: 1, action: 'person-erase' }).items).toEqual([
      expect.objectContaining({ detail: '0 enquiries, 0 applications, 1 candidate, 2 notification e-mails' }),
    ]);
  });

  it('erase no candidate of someone else whose id is sent with the query', async () => {
    const { kavita, other } = await storeCandidates();
    const erased = await owner().admin.privacy.erasePerson({
      query: kavita.reference,
      enquiryIds: [],
      applicationIds: [],
      candidateIds: [other.id],
      mailIds: [],
    });
    expect(erased.total).toBe(0);
    expect(fs.existsSync(cvFile(other))).toBe(true);
  });
});

describe('the appointed candidate’s export', () => {
  it('gives the record with its CV, sets exportedAt and records an export on the timeline', async () => {
    const { kavita } = await storeCandidates();
    write(t.app.svc.db, (tx) =>
      tx
        .update(candidates)
        .set({ stage: 'appointed', appointedAt: t.app.svc.now() })
        .where(eq(candidates.id, kavita.id))
        .run(),
    );
    const copy = await owner().admin.careers.exportCandidate({ id: kavita.id });
    expect(copy.jsonFilename).toBe(`candidate-${kavita.reference}-${copy.exportedAt.slice(0, 10)}.json`);
    const json = JSON.parse(copy.json);
    expect(json.jobApplications[0]).toMatchObject({
      reference: kavita.reference,
      stage: 'Appointed',
      exportedAt: copy.exportedAt,
      cv: { base64: fs.readFileSync(cvFile(kavita)).toString('base64') },
    });
    const row = t.app.svc.db.select().from(candidates).where(eq(candidates.id, kavita.id)).get();
    expect(row?.exportedAt?.toISOString()).toBe(copy.exportedAt);
    expect(eventsOf(kavita.id).map((e) => [e.type, e.actor])).toEqual([
      ['note', 'principal'],
      ['export', 'principal'],
    ]);
    expect(listAudit(t.app.svc, { page: 1, action: 'person-export' }).items).toEqual([
      expect.objectContaining({ entity: 'candidates', entityId: String(kavita.id), detail: '1 candidate' }),
    ]);
  });

  it('is refused to Admissions and Editor, and stamps nothing', async () => {
    const { kavita } = await storeCandidates();
    for (const role of ['admissions', 'editor'] as const)
      await expect(t.caller(session(role)).admin.careers.exportCandidate({ id: kavita.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    const row = t.app.svc.db.select().from(candidates).where(eq(candidates.id, kavita.id)).get();
    expect(row?.exportedAt).toBeNull();
    expect(eventsOf(kavita.id).map((e) => e.type)).toEqual(['note']);
  });
});

describe('the privacy notice for job applicants', () => {
  const textOf = (html: string) =>
    html
      .replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return textOf(res.body);
  };

  it('says what a job application holds, who sees it and its periods from the settings, in English and Marathi', async () => {
    const english = await page('/privacy');
    expect(english).toContain('If you apply for a job');
    expect(english).toContain('We use them only to consider your application for the post');
    expect(english).toContain('Only the principal and the owners of the site');
    expect(english).toContain('Not taken forward 12 months after the vacancy closes');
    expect(english).toContain('The candidate appointed 3 months after the appointment');
    const version = (await t.caller().privacy.notice()).version;
    expect(storedPrivacyNotice(t.app.svc.db, version)?.body).toContain(
      'Not taken forward: 12 months after the vacancy closes',
    );

    const marathi = await page('/mr/privacy');
    expect(marathi).toContain('तुम्ही नोकरीसाठी अर्ज केल्यास');
    expect(marathi).toContain('रिक्त पद बंद झाल्यानंतर 12 महिने');

    // A changed period is a new version of the notice.
    await owner().admin.settings.save({ retentionAppointedMonths: 6 });
    expect((await t.caller().privacy.notice()).version).toBe(version + 1);
    expect(await page('/privacy')).toContain('The candidate appointed 6 months after the appointment');
  });
});
