import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateEvents, candidates, candidateTemplates, mailOutbox } from '../../src/server/db/schema';
import { expiredCandidates } from '../../src/server/features/careers/retention';
import { seedCandidateTemplates } from '../../src/server/features/careers/templates';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import { getSettings } from '../../src/server/platform/settings';
import { cvFileUrl } from '../../src/shared/schemas/careers-shortlist';
import { createCandidateRow } from '../factories/candidates';
import { createContentRow } from '../factories/content';
import { makePdfBytes } from '../factories/notices';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The principal's shortlist (docs/decisions/053-careers.md), through t.caller() and the real server:
// the list by vacancy, stage and search; a candidate's page with their timeline and duplicates; the
// stage, notes, an interview scheduled and mailed with its calendar file to a real SMTP server; the
// recruitment's templates and replies; the CV's route and its audit.

let t: TestApp;
let smtp: TestSmtpServer;
const clock = new Date('2026-06-10T05:30:00Z');
const owner = () => t.caller({ session: { adminId: 1, username: 'principal', role: 'owner', twoFactor: true } });
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const cookies = new Map<string, string>();

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  t = await makeTestApp(
    { SMTP_URL: smtp.url(), MAIL_FROM: 'Website <website@school.example>', BACKUP_HOUR: 'off' },
    { now: () => clock, mail: { now: () => clock, autoStart: false } },
  );
  const accounts = [
    ['owner', 'owner', true],
    ['owner-no-2fa', 'owner', false],
    ['admissions', 'admissions', false],
    ['editor', 'editor', false],
  ] as const;
  for (const [name, role, twoFactor] of accounts) {
    const id = await createAdmin(t.app.svc, `cv-${name}`, 'Shortlist account password 1', {
      role,
      ...(twoFactor ? { totpSecret: TOTP_SECRET } : {}),
    });
    cookies.set(name, `sid=${createSession(t.app.svc, id).token}`);
  }
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const timelineOf = (id: number) =>
  t.app.svc.db.select().from(candidateEvents).where(eq(candidateEvents.candidateId, id)).all();

describe('the list', () => {
  it('filters by vacancy (or any suitable post) and stage, searches name, phone, e-mail and reference, and counts per stage', async () => {
    const maths = await createContentRow(t.app.svc, 'vacancies', {
      title: 'TGT Mathematics (list)',
      slug: 'tgt-maths-list',
    });
    const english = await createContentRow(t.app.svc, 'vacancies', {
      title: 'PGT English (list)',
      slug: 'pgt-english-list',
    });
    const a = await createCandidateRow(t.app.svc, {
      name: 'Farah Listwala',
      vacancyId: maths.id,
      vacancyTitle: maths.title,
      phone: '+91 99887 70001',
      email: 'Farah.Listwala@Example.com',
      coverNote: 'I love teaching algebra.',
    });
    const b = await createCandidateRow(t.app.svc, {
      name: 'Imran Listwala',
      vacancyId: english.id,
      vacancyTitle: english.title,
      stage: 'screened',
    });
    const c = await createCandidateRow(t.app.svc, { name: 'Sana Listwala', vacancyId: null });

    const byVacancy = await owner().admin.careers.candidates({ vacancy: maths.id, search: 'Listwala' });
    expect(byVacancy.items.map((i) => i.id)).toEqual([a.id]);
    const anyPost = await owner().admin.careers.candidates({ vacancy: 'any', search: 'Listwala' });
    expect(anyPost.items.map((i) => i.id)).toEqual([c.id]);
    const screened = await owner().admin.careers.candidates({ stage: 'screened', search: 'Listwala' });
    expect(screened.items.map((i) => i.id)).toEqual([b.id]);

    const all = await owner().admin.careers.candidates({ search: 'listwala' });
    expect(all.items.map((i) => i.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(all.stageCounts).toMatchObject({ received: 2, screened: 1, interview: 0 });
    expect(all.vacancies.map((v) => v.id)).toEqual(expect.arrayContaining([maths.id, english.id]));
    // Never the cover note nor where the CV lies.
    expect(JSON.stringify(all.items)).not.toContain('algebra');
    expect(Object.keys(all.items[0] ?? {})).not.toEqual(expect.arrayContaining(['coverNote']));
    expect(JSON.stringify(all.items)).not.toMatch(/cv\/[a-f0-9]{32}/);

    expect((await owner().admin.careers.candidates({ search: '99887 70001' })).items.map((i) => i.id)).toEqual([a.id]);
    expect(
      (await owner().admin.careers.candidates({ search: 'farah.listwala@example' })).items.map((i) => i.id),
    ).toEqual([a.id]);
    expect((await owner().admin.careers.candidates({ search: b.reference })).items.map((i) => i.id)).toEqual([b.id]);
  });

  it('pages the list', async () => {
    for (let i = 0; i < 3; i++) await createCandidateRow(t.app.svc, { name: `Paged Zubair ${i}` });
    const first = await owner().admin.careers.candidates({ search: 'Paged Zubair', pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.pagination).toMatchObject({ total: 3, totalPages: 2, hasNext: true });
  });
});

describe("a candidate's page", () => {
  it('moves the stage with a timeline entry {from, to}, dates it, and dates an appointment', async () => {
    const row = await createCandidateRow(t.app.svc, { name: 'Stage Candidate' });
    await owner().admin.careers.setStage({ id: row.id, stage: 'screened' });
    clock.setTime(clock.getTime() + 60_000);
    await owner().admin.careers.setStage({ id: row.id, stage: 'appointed' });
    await owner().admin.careers.addNote({ id: row.id, note: 'Strong demo; ask for references.' });
    const detail = await owner().admin.careers.candidate({ id: row.id });
    expect(detail.stage).toBe('appointed');
    expect(detail.appointedAt).toBe(clock.toISOString());
    expect(detail.stageAt).toBe(clock.toISOString());
    expect(detail.timeline.map((e) => [e.type, e.detail, e.note, e.actor])).toEqual([
      ['note', {}, 'Strong demo; ask for references.', 'principal'],
      ['stage', { from: 'screened', to: 'appointed' }, '', 'principal'],
      ['stage', { from: 'received', to: 'screened' }, '', 'principal'],
    ]);
    expect(detail.cvUrl).toBe(cvFileUrl(row.id));
    expect(detail).not.toHaveProperty('cvFile');
  });

  it('audits each change with the id alone, never the note or the name', async () => {
    const row = await createCandidateRow(t.app.svc, { name: 'Audited Ayesha' });
    await owner().admin.careers.addNote({ id: row.id, note: 'Private remark about Ayesha' });
    const entries = t.app.svc.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'careers'), eq(auditLog.entityId, String(row.id))))
      .all();
    expect(entries.map((e) => [e.action, e.actor])).toEqual([['update', 'principal']]);
    expect(JSON.stringify(entries)).not.toMatch(/Ayesha|Private/);
  });

  it('lists the other applications from the same phone or e-mail', async () => {
    const vacancy = await createContentRow(t.app.svc, 'vacancies', { title: 'PRT Hindi (dup)', slug: 'prt-hindi-dup' });
    const first = await createCandidateRow(t.app.svc, {
      name: 'Dup One',
      phone: '9000011111',
      email: 'one@dup.example',
    });
    const second = await createCandidateRow(t.app.svc, {
      name: 'Dup One',
      phone: '+91 90000 11111',
      email: 'other@dup.example',
      vacancyId: vacancy.id,
      vacancyTitle: vacancy.title,
      stage: 'interview',
    });
    const third = await createCandidateRow(t.app.svc, {
      name: 'Dup One',
      phone: '9111100000',
      email: 'ONE@dup.example',
    });
    const unrelated = await createCandidateRow(t.app.svc, { name: 'Dup Other' });
    const detail = await owner().admin.careers.candidate({ id: first.id });
    expect(detail.duplicates.map((d) => d.id).sort()).toEqual([second.id, third.id].sort());
    expect(detail.duplicates.find((d) => d.id === second.id)).toMatchObject({
      reference: second.reference,
      vacancyTitle: 'PRT Hindi (dup)',
      stage: 'interview',
    });
    expect(detail.duplicates.map((d) => d.id)).not.toContain(unrelated.id);
  });

  it("gives an appointed candidate's page the day the site erases the record, and the export's date once exported", async () => {
    const months = getSettings(t.app.svc).retentionAppointedMonths;
    const row = await createCandidateRow(t.app.svc, { name: 'Appointed Anjali', stage: 'interview' });
    const before = await owner().admin.careers.candidate({ id: row.id });
    expect(before.erasesAt).toBeNull();
    await owner().admin.careers.setStage({ id: row.id, stage: 'appointed' });
    const appointed = await owner().admin.careers.candidate({ id: row.id });
    expect(appointed.appointedAt).toBe(clock.toISOString());
    const at = new Date(clock);
    // The same day and time, `months` calendar months after the appointment.
    const expected = new Date(
      Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()),
    );
    expect(appointed.erasesAt).toBe(expected.toISOString());
    // The retention run keeps the record until then and erases it after.
    expect(expiredCandidates(t.app.svc, new Date(expected.getTime() - 60_000)).map((c) => c.id)).not.toContain(row.id);
    expect(expiredCandidates(t.app.svc, new Date(expected.getTime() + 60_000)).map((c) => c.id)).toContain(row.id);
    expect(appointed.exportedAt).toBeNull();

    const copy = await owner().admin.careers.exportCandidate({ id: row.id });
    expect(copy.jsonFilename).toBe(`candidate-${row.reference}-${copy.exportedAt.slice(0, 10)}.json`);
    expect(JSON.parse(copy.json).jobApplications[0]).toMatchObject({ name: 'Appointed Anjali' });
    const after = await owner().admin.careers.candidate({ id: row.id });
    expect(after.exportedAt).toBe(copy.exportedAt);
    expect(after.timeline.map((e) => e.type)).toContain('export');

    await owner().admin.careers.setStage({ id: row.id, stage: 'withdrawn' });
    expect((await owner().admin.careers.candidate({ id: row.id })).erasesAt).toBeNull();
  });

  it('answers 404 for a candidate that does not exist', async () => {
    await expect(owner().admin.careers.candidate({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('an interview scheduled', () => {
  it('moves the stage to Interview, records it, and mails an invitation whose .ics ical.js reads in Asia/Kolkata', async () => {
    const vacancy = await createContentRow(t.app.svc, 'vacancies', {
      title: 'TGT Science (ics)',
      slug: 'tgt-science-ics',
    });
    const row = await createCandidateRow(t.app.svc, {
      name: 'Zainab Qureshi',
      email: 'zainab@candidate.example',
      vacancyId: vacancy.id,
      vacancyTitle: vacancy.title,
      stage: 'screened',
    });
    const answer = await owner().admin.careers.schedule({
      id: row.id,
      kind: 'interview',
      date: '2026-06-15',
      time: '10:30',
      place: "Principal's office, Main campus",
    });
    expect(answer).toMatchObject({ id: row.id, stage: 'interview', mailed: true });
    const events = timelineOf(row.id);
    expect(events.map((e) => e.type).sort()).toEqual(['schedule', 'stage']);
    expect(JSON.parse(events.find((e) => e.type === 'schedule')!.detail)).toEqual({
      kind: 'interview',
      date: '2026-06-15',
      time: '10:30',
      minutes: 45,
      place: "Principal's office, Main campus",
      timeZone: 'Asia/Kolkata',
    });

    const arrived = smtp.nextMail();
    await t.app.svc.mail.runOnce();
    const mail = await arrived;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('zainab@candidate.example');
    expect(mail.subject).toContain(row.reference);
    expect(mail.text).toContain('Dear Zainab Qureshi');
    expect(mail.text).toContain('15 June 2026, 10:30 am');
    const ics = mail.attachments.find((a) => a.filename === 'invitation.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone).not.toBeNull();
    ICAL.TimezoneService.register(vtimezone!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-15T05:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-06-15T05:45:00.000Z');
    expect(event.location).toBe("Principal's office, Main campus");
    expect(event.summary).toContain('Interview');
    expect(event.summary).toContain(row.reference);
    expect(event.uid).toMatch(/^candidate-meeting-\d+@/);
    expect(String(event.component.getFirstPropertyValue('organizer'))).toMatch(/^mailto:/i);
    expect(String(event.component.getFirstPropertyValue('dtstamp'))).toMatch(/Z$/);
  });

  it("writes a Marathi candidate's invitation and its calendar entry in Marathi, dates in Marathi words, with a valid .ics", async () => {
    const row = await createCandidateRow(t.app.svc, {
      name: 'Sayali Deshmukh',
      email: 'sayali@candidate.example',
      vacancyId: null,
      vacancyTitle: '',
      language: 'mr',
    });
    await owner().admin.careers.schedule({
      id: row.id,
      kind: 'demo-lesson',
      date: '2026-06-18',
      time: '14:15',
      durationMinutes: 30,
      place: 'वर्ग 7 ब',
    });
    const arrived = smtp.nextMail();
    await t.app.svc.mail.runOnce();
    const mail = await arrived;
    const school = getSettings(t.app.svc).schoolName;
    expect(mail.subject).toBe(`${school} येथे प्रात्यक्षिक पाठ: 18 जून 2026, 2:15 म.उ. (${row.reference})`);
    expect(mail.text).toContain('प्रिय Sayali Deshmukh,');
    expect(mail.text).toContain('कोणतेही योग्य पद या पदासाठी');
    expect(mail.text).toContain('आम्ही तुम्हाला प्रात्यक्षिक पाठासाठी आमंत्रित करू इच्छितो');
    expect(mail.text).toContain('केव्हा: 18 जून 2026, 2:15 म.उ. (30 मिनिटे)');
    expect(mail.text).toContain('कोठे: वर्ग 7 ब');
    expect(mail.text).not.toMatch(/Dear|When:|June/);
    const ics = mail.attachments.find((a) => a.filename === 'invitation.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const text = ics!.content.toString('utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toMatch(/\/\/MR$/);
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`${school} येथे प्रात्यक्षिक पाठ (${row.reference})`);
    expect(event.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-18T08:45:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-06-18T09:15:00.000Z');
    expect(event.location).toBe('वर्ग 7 ब');
  });

  it('withdraws an invitation whose candidate is erased before it is sent (its .ics is made at delivery)', async () => {
    const row = await createCandidateRow(t.app.svc, { name: 'Erased Ebrahim', email: 'ebrahim@candidate.example' });
    await owner().admin.careers.schedule({
      id: row.id,
      kind: 'interview',
      date: '2026-06-17',
      time: '11:00',
      place: 'Hall',
    });
    const queued = t.app.svc.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending')).all();
    expect(queued.map((m) => m.recipients)).toEqual([JSON.stringify(['ebrahim@candidate.example'])]);
    t.app.svc.db.delete(candidates).where(eq(candidates.id, row.id)).run();
    const before = smtp.mails.length;
    await t.app.svc.mail.runOnce();
    expect(smtp.mails.length).toBe(before);
    expect(t.app.svc.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued[0]!.id)).get()).toBeUndefined();
  });

  it('leaves a later stage as it is (a demo lesson for someone already offered)', async () => {
    const row = await createCandidateRow(t.app.svc, { name: 'Offered Omar', stage: 'offered' });
    const answer = await owner().admin.careers.schedule({
      id: row.id,
      kind: 'demo-lesson',
      date: '2026-06-16',
      time: '09:00',
      durationMinutes: 30,
      place: 'Room 12',
    });
    expect(answer.stage).toBe('offered');
    expect(timelineOf(row.id).map((e) => e.type)).toEqual(['schedule']);
    await t.app.svc.mail.runOnce();
  });
});

describe('templates and replies', () => {
  it('seeds "regret" and "interview" once; what the principal deletes stays deleted', async () => {
    const names = (await owner().admin.careers.templates.list()).map((x) => x.name);
    expect(names).toEqual(['interview', 'regret']);
    expect(seedCandidateTemplates(t.app.svc.db, clock)).toBe(false);
    const regret = (await owner().admin.careers.templates.list()).find((x) => x.name === 'regret')!;
    await owner().admin.careers.templates.remove({ id: regret.id });
    seedCandidateTemplates(t.app.svc.db, clock);
    expect(
      t.app.svc.db
        .select()
        .from(candidateTemplates)
        .all()
        .map((x) => x.name),
    ).toEqual(['interview']);
    const again = await owner().admin.careers.templates.create({
      name: 'regret',
      subject: regret.subject,
      body: regret.body,
    });
    expect(again.name).toBe('regret');
  });

  it('refuses a field a template cannot use', async () => {
    await expect(
      owner().admin.careers.templates.create({ name: 'bad', subject: 'Hello {parentName}', body: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('sends a reply from a template, filled, and records its subject on the timeline', async () => {
    const row = await createCandidateRow(t.app.svc, {
      name: 'Regret Rahul',
      email: 'rahul@candidate.example',
      vacancyTitle: 'PGT Physics',
    });
    const regret = (await owner().admin.careers.templates.list()).find((x) => x.name === 'regret')!;
    const preview = await owner().admin.careers.previewReply({ id: row.id, templateId: regret.id });
    expect(preview.body).toContain('Dear Regret Rahul');
    expect(preview.body).toContain('PGT Physics');
    await owner().admin.careers.sendReply({ id: row.id, templateId: regret.id });
    const arrived = smtp.nextMail();
    await t.app.svc.mail.runOnce();
    const mail = await arrived;
    expect(mail.subject).toBe(preview.subject);
    expect(mail.text).toContain('Dear Regret Rahul');
    const [event] = timelineOf(row.id);
    expect(event?.type).toBe('reply');
    expect(JSON.parse(event!.detail)).toEqual({ subject: preview.subject, templateId: regret.id });
    expect(event?.note).toBe('');
  });

  it('sends an edited subject and message, and refuses neither a template nor both', async () => {
    const row = await createCandidateRow(t.app.svc, { name: 'Edited Esha', email: 'esha@candidate.example' });
    await expect(owner().admin.careers.sendReply({ id: row.id, subject: 'Only a subject' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await owner().admin.careers.sendReply({ id: row.id, subject: 'A word', body: 'Please call the office.' });
    const arrived = smtp.nextMail();
    await t.app.svc.mail.runOnce();
    expect((await arrived).text?.trim()).toBe('Please call the office.');
  });
});

describe('the CV route', () => {
  const get = (url: string, who?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies.get(who) as string } : {} });

  it('serves an Owner the PDF inline, uncached and sandboxed, and records each opening', async () => {
    const pdf = makePdfBytes('Curriculum vitae of Huda');
    const row = await createCandidateRow(t.app.svc, { name: 'Huda Cv', cv: pdf });
    const res = await get(cvFileUrl(row.id), 'owner');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="cv-${row.reference}.pdf"`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    await get(cvFileUrl(row.id), 'owner');

    const opened = t.app.svc.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'careers.cv'), eq(auditLog.entityId, String(row.id))))
      .all();
    expect(opened.map((e) => [e.action, e.actor])).toEqual([
      ['file-open', 'cv-owner'],
      ['file-open', 'cv-owner'],
    ]);
    expect(JSON.stringify(opened)).not.toContain('Huda');
    expect(timelineOf(row.id).map((e) => [e.type, e.actor])).toEqual([
      ['cv', 'cv-owner'],
      ['cv', 'cv-owner'],
    ]);
  });

  it('refuses Admissions, an Editor and an Owner without two-factor (403), and the signed out (401); 404 for none', async () => {
    const row = await createCandidateRow(t.app.svc, { name: 'Refused Reza' });
    expect((await get(cvFileUrl(row.id))).statusCode).toBe(401);
    expect((await get(cvFileUrl(row.id), 'admissions')).statusCode).toBe(403);
    expect((await get(cvFileUrl(row.id), 'editor')).statusCode).toBe(403);
    expect((await get(cvFileUrl(row.id), 'owner-no-2fa')).statusCode).toBe(403);
    expect(timelineOf(row.id)).toEqual([]);
    expect((await get(cvFileUrl(999_999), 'owner')).statusCode).toBe(404);
    expect((await get('/admin-files/cv/../x.pdf', 'owner')).statusCode).toBe(404);
    // A candidate whose CV is gone (erased) has none to open.
    const gone = await createCandidateRow(t.app.svc, { name: 'No Cv', cv: null });
    expect((await get(cvFileUrl(gone.id), 'owner')).statusCode).toBe(404);
    const file = t.app.svc.db.select().from(candidates).where(eq(candidates.id, row.id)).get()!.cvFile;
    fs.rmSync(path.join(t.app.svc.media.root, file));
    expect((await get(cvFileUrl(row.id), 'owner')).statusCode).toBe(404);
  });
});
