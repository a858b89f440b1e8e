import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_TEMPLATES_SEEDED_KEY, seedReplyTemplates } from '../../src/server/features/desk/replies';
import { listTimeline } from '../../src/server/features/desk/timeline';
import { setAcknowledgeParents } from '../../src/server/platform/settings';
import { DEFAULT_REPLY_TEMPLATES, REPLY_TEMPLATE_MESSAGES } from '../../src/shared/content/desk-replies-words';
import { createApplicationRow, createEnquiryRow } from '../factories/submissions';
import { TestSmtpServer } from '../helpers/smtp';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The desk's reply templates and the replies sent from them: fields filled from the record, an e-mail
// queued with its timeline entry and received by a real SMTP server (Reply-To the school), a WhatsApp
// address with the text, and the refusals beside their fields.

const OFFICE = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
const SITE = 'https://school.example';

let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  t = await makeTestApp({ SMTP_URL: smtp.url(), SITE_URL: SITE }, { mail: { autoStart: false } });
  // Only the replies' mails in the outbox.
  setAcknowledgeParents(t.app.svc, false);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const office = () => t.caller(OFFICE).admin.deskReplies;
const sql = <T>(query: string, ...params: unknown[]) => t.app.svc.db.$client.prepare(query).all(...params) as T[];

async function makeTemplate(overrides: Partial<{ name: string; subject: string; body: string }> = {}) {
  return office().templates.create({
    name: 'Visit',
    subject: 'Visit {schoolName} on {visitDate}',
    body: 'Dear {parentName},\nWe look forward to meeting {childName} ({class}) on {visitDate}.\nRef {reference}',
    ...overrides,
  });
}

describe('templates', () => {
  it('are seeded on a new install, and on an upgraded one only when it has none', () => {
    const names = sql<{ name: string }>('select name from reply_templates').map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(DEFAULT_REPLY_TEMPLATES.map((d) => d.name)));

    const db = t.app.svc.db;
    const now = new Date();
    // An upgraded install whose office already wrote its own: they stay the only ones.
    db.$client.prepare('delete from settings where key = ?').run(REPLY_TEMPLATES_SEEDED_KEY);
    db.$client.prepare('delete from reply_templates').run();
    db.$client.prepare(`insert into reply_templates (name, subject, body) values ('Own', 'Hello', 'Hi')`).run();
    expect(seedReplyTemplates(db, now)).toBe(false);
    expect(sql('select id from reply_templates')).toHaveLength(1);
    // One with none gets the first templates, once: deleted afterwards, they stay deleted.
    db.$client.prepare('delete from settings where key = ?').run(REPLY_TEMPLATES_SEEDED_KEY);
    db.$client.prepare('delete from reply_templates').run();
    expect(seedReplyTemplates(db, now)).toBe(true);
    expect(sql('select id from reply_templates')).toHaveLength(DEFAULT_REPLY_TEMPLATES.length);
    db.$client.prepare('delete from reply_templates').run();
    expect(seedReplyTemplates(db, now)).toBe(false);
    expect(sql('select id from reply_templates')).toHaveLength(0);
  });

  it('are created, listed, updated and removed', async () => {
    const made = await makeTemplate({ name: 'Call back' });
    expect((await office().templates.list()).map((x) => x.name)).toContain('Call back');
    const changed = await office().templates.update({ ...made, name: 'Call back soon' });
    expect(changed).toMatchObject({ id: made.id, name: 'Call back soon', body: made.body });
    await office().templates.remove({ id: made.id });
    expect((await office().templates.list()).map((x) => x.id)).not.toContain(made.id);
    await expect(office().templates.remove({ id: made.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an unknown field, a lone brace and text past its limit beside the field, storing nothing', async () => {
    const before = sql('select id from reply_templates').length;
    expect(await fieldErrorsOf(makeTemplate({ body: 'Dear {parentname},' }))).toEqual({
      body: 'There is no field {parentname}: use one of the fields offered, such as {schoolName}',
    });
    expect(await fieldErrorsOf(makeTemplate({ subject: 'Visit {schoolName' }))).toEqual({
      subject: REPLY_TEMPLATE_MESSAGES.unbalanced('Subject'),
    });
    expect(await fieldErrorsOf(makeTemplate({ body: 'Dear parent} see you' }))).toEqual({
      body: REPLY_TEMPLATE_MESSAGES.unbalanced('Message'),
    });
    expect(
      await fieldErrorsOf(makeTemplate({ name: 'n'.repeat(81), subject: 's'.repeat(151), body: 'b'.repeat(4001) })),
    ).toEqual({
      name: REPLY_TEMPLATE_MESSAGES.nameLong,
      subject: REPLY_TEMPLATE_MESSAGES.subjectLong,
      body: REPLY_TEMPLATE_MESSAGES.bodyLong,
    });
    expect(sql('select id from reply_templates')).toHaveLength(before);
  });
});

describe('a reply', () => {
  it('is filled from an application, with the visit date as the site writes dates, and needs the date when the template uses it', async () => {
    const template = await makeTemplate();
    const { id } = createApplicationRow(t.app.svc, { studentName: 'Zara Khan', fatherName: 'Imran Khan' });
    const [row] = sql<{ reference: string }>('select reference from applications where id = ?', id);
    const preview = await office().preview({
      kind: 'application',
      id,
      templateId: template.id,
      visitDate: '2026-12-03',
    });
    expect(preview.subject).toBe('Visit Al Mahmood School on 3 Dec 2026');
    expect(preview.body).toBe(
      `Dear Imran Khan,\nWe look forward to meeting Zara Khan (LKG) on 3 Dec 2026.\nRef ${row?.reference}`,
    );
    expect(await fieldErrorsOf(office().preview({ kind: 'application', id, templateId: template.id }))).toEqual({
      visitDate: REPLY_TEMPLATE_MESSAGES.visitDateNeeded,
    });
    expect(
      await fieldErrorsOf(
        office().preview({ kind: 'application', id, templateId: template.id, visitDate: '2026-02-30' }),
      ),
    ).toEqual({ visitDate: REPLY_TEMPLATE_MESSAGES.visitDateInvalid });
  });

  it('by e-mail reaches the parent through the outbox, Reply-To the school, as the office edited it, and is on the timeline without its text', async () => {
    const template = await makeTemplate();
    const { id } = createEnquiryRow(t.app.svc, { firstName: 'Farah', lastName: 'Ansari', email: 'farah@example.com' });
    await office().sendEmail({
      kind: 'enquiry',
      id,
      templateId: template.id,
      visitDate: '2026-12-03',
      body: 'Dear Farah Ansari, see you on 3 Dec 2026 at 10 am.',
    });
    await t.app.svc.mail.runOnce();
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toMatchObject({ value: [{ address: 'farah@example.com' }] });
    expect(mail?.replyTo?.value[0]?.address).toBe('info@school.example');
    expect(mail?.subject).toBe('Visit Al Mahmood School on 3 Dec 2026');
    expect(mail?.text?.trim()).toBe('Dear Farah Ansari, see you on 3 Dec 2026 at 10 am.');

    const replies = listTimeline(t.app.svc.db, 'enquiry', id).filter((e) => e.type === 'reply');
    expect(replies).toEqual([
      expect.objectContaining({ actor: 'admin', detail: { channel: 'email', templateId: template.id }, note: '' }),
    ]);
    const audit = sql<{ entity: string; entity_id: string; detail: string }>(
      `select entity, entity_id, detail from audit_log where entity = 'enquiries' and entity_id = ?`,
      String(id),
    );
    expect(audit).toEqual([{ entity: 'enquiries', entity_id: String(id), detail: 'reply by e-mail' }]);
    expect(JSON.stringify(audit)).not.toMatch(/Farah|farah@/);
  });

  it("by e-mail is a mail of its own kind, not the parent's acknowledgment, and the privacy tools find, export and erase it", async () => {
    const template = await makeTemplate({ subject: 'Hello', body: 'Dear {parentName}' });
    const email = 'reply.kind@example.com';
    const { id } = createEnquiryRow(t.app.svc, { firstName: 'Zoya', email });
    const queuedBefore = sql<{ id: number }>('select id from mail_outbox').length;
    await office().sendEmail({ kind: 'enquiry', id, templateId: template.id });
    const reply = sql<{ id: number; kind: string }>(
      'select id, kind from mail_outbox where recipients like ?',
      `%${email}%`,
    );
    expect(sql('select id from mail_outbox')).toHaveLength(queuedBefore + 1);
    expect(reply).toEqual([{ id: expect.any(Number), kind: 'reply' }]);

    const privacy = () => t.caller(OFFICE).admin.privacy;
    const found = await privacy().find({ query: email });
    expect(found.items).toContainEqual(expect.objectContaining({ kind: 'mail', id: reply[0]!.id }));
    const copy = await privacy().exportPerson({ query: email });
    expect(copy.counts).toMatchObject({ enquiries: 1, mails: 1 });
    const idsOf = (kind: string) => found.items.filter((i) => i.kind === kind).map((i) => i.id);
    const erased = await privacy().erasePerson({
      query: email,
      enquiryIds: idsOf('enquiry'),
      applicationIds: idsOf('application'),
      mailIds: idsOf('mail'),
    });
    expect(erased.counts).toMatchObject({ enquiries: 1, mails: 1 });
    expect(sql('select id from mail_outbox where id = ?', reply[0]!.id)).toEqual([]);
  });

  it('by e-mail is refused beside its field when the family gave no e-mail, storing nothing', async () => {
    const template = await makeTemplate({ subject: 'Hello', body: 'Dear {parentName}' });
    const { id } = createEnquiryRow(t.app.svc);
    t.app.svc.db.$client.prepare(`update enquiries set email = '' where id = ?`).run(id);
    const queued = sql('select id from mail_outbox').length;
    expect(await fieldErrorsOf(office().sendEmail({ kind: 'enquiry', id, templateId: template.id }))).toEqual({
      email: REPLY_TEMPLATE_MESSAGES.noEmail,
    });
    expect(sql('select id from mail_outbox')).toHaveLength(queued);
    expect(listTimeline(t.app.svc.db, 'enquiry', id).filter((e) => e.type === 'reply')).toEqual([]);
  });

  it('by e-mail is refused when the server has no mail set up', async () => {
    const bare = await makeTestApp();
    try {
      const { id } = createEnquiryRow(bare.app.svc);
      const [template] = await bare.caller(OFFICE).admin.deskReplies.templates.list();
      expect(
        await fieldErrorsOf(
          bare
            .caller(OFFICE)
            .admin.deskReplies.sendEmail({ kind: 'enquiry', id, templateId: template!.id, visitDate: '2026-12-03' }),
        ),
      ).toEqual({ email: REPLY_TEMPLATE_MESSAGES.mailOff });
    } finally {
      await bare.close();
    }
  });

  it('by WhatsApp is a wa.me address to 91 and the ten digits, with the text, recorded on the timeline', async () => {
    const template = await makeTemplate({ subject: 'Hello', body: 'Dear {parentName}, call us & ask for {class}?' });
    const { id } = createEnquiryRow(t.app.svc, { firstName: 'Noor', lastName: 'Baig', grade: 'UKG' });
    // Stored the way older rows or the office's own records may hold it.
    t.app.svc.db.$client.prepare(`update enquiries set mobile = '+91 098765 43210' where id = ?`).run(id);
    const { url } = await office().whatsapp({ kind: 'enquiry', id, templateId: template.id });
    expect(url).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('Dear Noor Baig, call us & ask for UKG?')}`);
    expect(new URL(url).searchParams.get('text')).toBe('Dear Noor Baig, call us & ask for UKG?');
    const edited = await office().whatsapp({ kind: 'enquiry', id, templateId: template.id, body: 'See you soon' });
    expect(edited.url).toBe('https://wa.me/919876543210?text=See%20you%20soon');
    expect(
      listTimeline(t.app.svc.db, 'enquiry', id)
        .filter((e) => e.type === 'reply')
        .map((e) => e.detail),
    ).toEqual([
      { channel: 'whatsapp', templateId: template.id },
      { channel: 'whatsapp', templateId: template.id },
    ]);
  });

  it('by WhatsApp is refused when there is no usable mobile, recording nothing', async () => {
    const template = await makeTemplate({ subject: 'Hello', body: 'Hi' });
    const { id } = createEnquiryRow(t.app.svc);
    t.app.svc.db.$client.prepare(`update enquiries set mobile = '12345' where id = ?`).run(id);
    expect(await fieldErrorsOf(office().whatsapp({ kind: 'enquiry', id, templateId: template.id }))).toEqual({
      mobile: REPLY_TEMPLATE_MESSAGES.noMobile,
    });
    expect(listTimeline(t.app.svc.db, 'enquiry', id).filter((e) => e.type === 'reply')).toEqual([]);
  });

  it('names a missing record as not found and a deleted template beside its field', async () => {
    const template = await makeTemplate({ subject: 'Hello', body: 'Hi' });
    await expect(office().preview({ kind: 'enquiry', id: 999_999, templateId: template.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { id } = createEnquiryRow(t.app.svc);
    await office().templates.remove({ id: template.id });
    expect(await fieldErrorsOf(office().preview({ kind: 'enquiry', id, templateId: template.id }))).toEqual({
      templateId: REPLY_TEMPLATE_MESSAGES.templateMissing,
    });
  });
});
