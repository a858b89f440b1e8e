import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assemblePdf } from '../../src/server/lib/pdf';
import { MAX_CV_BYTES } from '../../src/shared/careers';
import { EN_CAREERS_FORM } from '../../src/shared/words/careers-form/en';
import { HI_CAREERS_FORM } from '../../src/shared/words/careers-form/hi';
import { MR_CAREERS_FORM } from '../../src/shared/words/careers-form/mr';
import { UR_CAREERS_FORM } from '../../src/shared/words/careers-form/ur';
import { createContentRow } from '../factories/content';
import { makePdfBytes } from '../factories/notices';
import { allRows, countRows } from '../factories/rows';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Applying for a post at /careers/apply as a browser without JavaScript does: a multipart/form-data
// POST with the CV, through the real server, a real SQLite database, the CV on disk and a real SMTP
// server for the acknowledgment. Every refusal leaves nothing behind: no row, no file, no mail.

const SITE = 'http://school.test';
// 10 June 2031 in the school's day: the default vacancy (1-30 June 2031) is open.
const clock = new Date('2031-06-10T06:30:00Z');
const M = EN_CAREERS_FORM.messages;

let t: TestApp;
let smtp: TestSmtpServer;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  t = await makeTestApp(
    { SITE_URL: SITE, SMTP_URL: smtp.url(), MAIL_FROM: 'Website <website@school.example>', BACKUP_HOUR: 'off' },
    { now: () => clock, mail: { now: () => clock, autoStart: false } },
  );
  await createContentRow(t.app.svc, 'vacancies', { slug: 'tgt-mathematics', title: 'TGT Mathematics' });
  await createContentRow(t.app.svc, 'vacancies', {
    slug: 'prt-english',
    title: 'PRT English',
    postedOn: '2031-05-01',
    closingDate: '2031-06-05',
  });
  await createContentRow(t.app.svc, 'vacancies', { slug: 'pgt-physics', title: 'PGT Physics', status: 'draft' });
  await createContentRow(t.app.svc, 'vacancies', { slug: 'pgt-chemistry', title: 'PGT Chemistry', status: 'archived' });
});

afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const cvDir = () => path.join(t.dataDir, 'media', 'cv');
const cvFiles = () => (fs.existsSync(cvDir()) ? fs.readdirSync(cvDir()) : []);

/** What is stored now: candidates, their events, CV files, mails waiting. */
function stored() {
  return {
    candidates: countRows(t.app.svc, 'candidates'),
    files: cvFiles().length,
    outbox: countRows(t.app.svc, 'mailOutbox'),
  };
}

let before: ReturnType<typeof stored>;
beforeEach(() => {
  before = stored();
});

const expectNothingStored = () => expect(stored()).toEqual(before);

const FIELDS = {
  name: 'Sunita Deshmukh',
  phone: '9876543210',
  email: 'sunita@example.com',
  vacancy: 'tgt-mathematics',
  qualification: 'M.Sc. Mathematics',
  teacherTraining: 'B.Ed',
  tet: 'CTET',
  tetPaper: 'II',
  tetYear: '2024',
  experienceYears: '4',
  currentSchool: 'Sunrise Public School',
  boards: 'CBSE, State Board',
  coverNote: 'I have taught classes VI to X for four years.',
  consent: 'on',
  website: '',
};

interface PostOptions {
  fields?: Partial<Record<keyof typeof FIELDS | 'keepForFuture', string | undefined>>;
  cv?: Buffer | null;
  cvName?: string;
  cvType?: string;
  url?: string;
  ip?: string;
}

/** Builds the body as a browser does (the platform's FormData) and posts it same-origin. */
async function post(opts: PostOptions = {}) {
  const form = new FormData();
  const fields = { ...FIELDS, ...opts.fields };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  const cv = opts.cv === undefined ? makePdfBytes('Curriculum vitae') : opts.cv;
  if (cv)
    form.append(
      'cv',
      new Blob([new Uint8Array(cv)], { type: opts.cvType ?? 'application/pdf' }),
      opts.cvName ?? 'cv.pdf',
    );
  else form.append('cv', new Blob([], { type: 'application/octet-stream' }), '');
  const request = new Request(`${SITE}/`, { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: opts.url ?? '/careers/apply',
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      host: 'school.test',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
    },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress: opts.ip ?? freshIp(),
  });
  // Whatever the outcome, the answer never sends the browser to a URL holding what was typed.
  expect(res.headers.location).toBeUndefined();
  expect(res.headers['cache-control']).toContain('no-store');
  return res;
}

/** The page's markup without its dehydrated data (which holds the outcome too). */
const markup = (html: string) =>
  html.replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/** The message shown beside the control named `name` (its aria-describedby's error paragraph). */
function messageBeside(html: string, name: string): string | null {
  const page = markup(html);
  const tag = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(page)?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  const ids = /aria-describedby="([^"]*)"/.exec(tag)?.[1]?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  const m = new RegExp(`<p class="field-error" id="${errorId}">([^<]*)</p>`).exec(page);
  return m?.[1] ?? null;
}

const encryptedPdf = () =>
  assemblePdf(
    ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', '<< /Filter /Standard /V 1 >>'],
    ' /Encrypt 3 0 R',
  );
const scriptedPdf = () =>
  assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /S /JavaScript /JS (app.alert(1)) >>',
  ]);

describe('POST /careers/apply', () => {
  it('stores the candidate, its CV, its first event and mails the reference in the candidate’s language', async () => {
    const res = await post({ fields: { keepForFuture: 'on' } });
    expect(res.statusCode).toBe(200);
    const reference = /JOB-\d{4}-\d{5}/.exec(markup(res.body))?.[0];
    expect(reference).toMatch(/^JOB-2031-\d{5}$/);
    expect(stored()).toEqual({
      ...before,
      candidates: before.candidates + 1,
      files: before.files + 1,
      outbox: before.outbox + 1,
    });
    const row = allRows(t.app.svc, 'candidates').find((c) => c.reference === reference)!;
    expect(row).toMatchObject({
      name: 'Sunita Deshmukh',
      phone: '9876543210',
      phoneKey: '9876543210',
      emailKey: 'sunita@example.com',
      vacancyTitle: 'TGT Mathematics',
      tet: 'CTET',
      tetPaper: 'II',
      tetYear: 2024,
      experienceYears: 4,
      keepForFuture: true,
      language: 'en',
      stage: 'received',
    });
    expect(row.consentAt.getTime()).toBe(clock.getTime());
    expect(row.privacyVersion).toBeGreaterThan(0);
    expect(row.cvFile).toMatch(/^cv\/[a-f0-9]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(t.dataDir, 'media', row.cvFile))).toEqual(makePdfBytes('Curriculum vitae'));
    const events = t.app.svc.db.$client
      .prepare('select type, actor, detail from candidate_events where candidate_id = ?')
      .all(row.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'stage', actor: '', detail: '{"to":"received"}' });
    // Handed to a real SMTP server by the outbox.
    const arriving = smtp.nextMail();
    await t.app.svc.mail.runOnce();
    const mail = await arriving;
    expect(mail.to).toMatchObject({ text: 'sunita@example.com' });
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(`Your reference number: ${reference}`);
    expect(mail.text).toContain('Post: TGT Mathematics');
  });

  it('refuses a file that is not a PDF, beside the CV field, and stores nothing', async () => {
    const res = await post({
      cv: Buffer.from('Name: Sunita\nExperience: 4 years\n'),
      cvName: 'cv.txt',
      cvType: 'text/plain',
    });
    expect(res.statusCode).toBe(422);
    expect(messageBeside(res.body, 'cv')).toBe(escaped(M.cvNotPdf));
    expectNothingStored();
  });

  it('refuses a CV over 5 MB, beside the CV field, and stores nothing', async () => {
    const pdf = makePdfBytes('Curriculum vitae');
    const big = Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(MAX_CV_BYTES + 10, 0x20), pdf.subarray(9)]);
    const res = await post({ cv: big });
    expect(res.statusCode).toBe(422);
    expect(messageBeside(res.body, 'cv')).toBe(escaped(M.cvTooLarge));
    // What was typed is kept; the file must be chosen again.
    expect(markup(res.body)).toContain('value="Sunita Deshmukh"');
    expectNothingStored();
  });

  it('refuses an encrypted PDF and a PDF with JavaScript, and stores nothing', async () => {
    for (const cv of [encryptedPdf(), scriptedPdf()]) {
      const res = await post({ cv });
      expect(res.statusCode).toBe(422);
      expect(messageBeside(res.body, 'cv')).toBe(escaped(M.cvActive));
    }
    expectNothingStored();
  });

  it('refuses without the consent, keeps what was typed and says to choose the CV again', async () => {
    const res = await post({ fields: { consent: undefined } });
    expect(res.statusCode).toBe(422);
    expect(messageBeside(res.body, 'consent')).toBe(escaped(M.consent));
    const page = markup(res.body);
    expect(page).toContain('value="Sunita Deshmukh"');
    expect(page).toContain('I have taught classes VI to X for four years.');
    expect(page).toContain(escaped(M.cvAgain));
    expectNothingStored();
  });

  it('refuses a closed vacancy with its closing date, beside the post', async () => {
    const res = await post({ fields: { vacancy: 'prt-english' } });
    expect(res.statusCode).toBe(422);
    expect(messageBeside(res.body, 'vacancy')).toBe(
      escaped('This vacancy closed on 5 June 2031. You can apply for any suitable post.'),
    );
    expectNothingStored();
  });

  it('answers 404 for a draft or an archived vacancy, and stores nothing', async () => {
    for (const vacancy of ['pgt-physics', 'pgt-chemistry', 'no-such-post']) {
      const res = await post({ fields: { vacancy } });
      expect(res.statusCode).toBe(404);
      expect(markup(res.body)).toContain(escaped(M.vacancyNotFound));
    }
    expectNothingStored();
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const res = await post({ fields: { website: 'http://spam.example' } });
    expect(res.statusCode).toBe(400);
    expect(markup(res.body)).toContain(escaped(M.refused));
    expectNothingStored();
  });

  it('requires the TET paper and a past year when a TET is chosen, and reads Devanagari digits', async () => {
    const res = await post({ fields: { tetYear: '2032', tetPaper: '' } });
    expect(res.statusCode).toBe(422);
    expect(messageBeside(res.body, 'tetYear')).toBe(escaped(M.tetYear));
    expect(messageBeside(res.body, 'tetPaper')).toBe(escaped(M.tetPaper));
    expectNothingStored();
    const ok = await post({ fields: { phone: '९८७६५४३२११', email: 'devanagari@example.com', tetYear: '२०२४' } });
    expect(ok.statusCode).toBe(200);
    const row = allRows(t.app.svc, 'candidates').find((c) => c.email === 'devanagari@example.com')!;
    expect(row).toMatchObject({ phone: '9876543211', tetYear: 2024 });
  });

  it('applies for any suitable post when no vacancy is chosen', async () => {
    const res = await post({ fields: { vacancy: '', email: 'any@example.com', phone: '9000000001' } });
    expect(res.statusCode).toBe(200);
    const row = allRows(t.app.svc, 'candidates').find((c) => c.email === 'any@example.com')!;
    expect(row).toMatchObject({ vacancyId: null, vacancyTitle: '', duplicateOf: null });
  });

  it('links a second application by the same phone or e-mail to the first, never refusing it', async () => {
    await post({ fields: { email: 'first@example.com', phone: '9111111111' } });
    const first = allRows(t.app.svc, 'candidates').find((c) => c.email === 'first@example.com')!;
    const byPhone = await post({ fields: { email: 'other@example.com', phone: '9111111111' } });
    const byEmail = await post({ fields: { email: 'FIRST@example.com', phone: '9222222222' } });
    expect([byPhone.statusCode, byEmail.statusCode]).toEqual([200, 200]);
    const rows = allRows(t.app.svc, 'candidates');
    expect(rows.find((c) => c.email === 'other@example.com')?.duplicateOf).toBe(first.id);
    expect(rows.find((c) => c.email === 'FIRST@example.com')?.duplicateOf).toBe(first.id);
  });

  it('answers /mr/careers/apply in Marathi and stores the language', async () => {
    const refused = await post({ url: '/mr/careers/apply', fields: { consent: undefined } });
    expect(refused.statusCode).toBe(422);
    expect(messageBeside(refused.body, 'consent')).toBe(MR_CAREERS_FORM.messages.consent);
    const ok = await post({ url: '/mr/careers/apply', fields: { email: 'marathi@example.com', phone: '9333333333' } });
    expect(ok.statusCode).toBe(200);
    expect(markup(ok.body)).toContain(MR_CAREERS_FORM.confirmation.title);
    const row = allRows(t.app.svc, 'candidates').find((c) => c.email === 'marathi@example.com')!;
    expect(row.language).toBe('mr');
    const mail = allRows(t.app.svc, 'mailOutbox').at(-1)!;
    expect(mail.textBody).toContain(MR_CAREERS_FORM.mail.next);
  });

  it('gives parallel applications distinct references', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post({ fields: { email: `parallel${i}@example.com`, phone: `944444444${i}` } }),
      ),
    );
    const references = answers.map((r) => /JOB-\d{4}-\d{5}/.exec(markup(r.body))?.[0]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(references).size).toBe(6);
  });

  it('removes the stored CV when the candidate’s write fails', async () => {
    const sqlite = t.app.svc.db.$client;
    sqlite.exec(
      "create trigger refuse_candidates before insert on candidates begin select raise(abort, 'refused'); end",
    );
    try {
      const res = await post({ fields: { email: 'failed-write@example.com' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(markup(res.body)).toContain(escaped(M.notSaved));
    } finally {
      sqlite.exec('drop trigger refuse_candidates');
    }
    expectNothingStored();
  });

  it('refuses a cross-site post before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/careers/apply',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'http://evil.test', host: 'school.test' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(403);
    expectNothingStored();
  });

  it('shows the open vacancies with “Any suitable post” and preselects ?vacancy=', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/careers/apply?vacancy=tgt-mathematics' });
    expect(res.statusCode).toBe(200);
    const page = markup(res.body);
    expect(page).toContain('<option value="tgt-mathematics" selected="">TGT Mathematics</option>');
    expect(page).toContain(EN_CAREERS_FORM.options.anyPost);
    for (const hidden of ['prt-english', 'pgt-physics', 'pgt-chemistry'])
      expect(page).not.toContain(`value="${hidden}"`);
    expect(page).toMatch(/enctype="multipart\/form-data"/i);
    expect(page).toContain('accept="application/pdf,.pdf"');
  });

  it.each([
    ['hi', HI_CAREERS_FORM],
    ['mr', MR_CAREERS_FORM],
    ['ur', UR_CAREERS_FORM],
  ] as const)('shows the form in %s, posting to its own language’s address', async (lang, words) => {
    const res = await t.app.inject({ method: 'GET', url: `/${lang}/careers/apply` });
    expect(res.statusCode).toBe(200);
    const page = markup(res.body);
    expect(page).toMatch(new RegExp(`<html lang="${lang}"`));
    for (const label of [words.labels.name, words.labels.cv, words.options.anyPost, words.submit])
      expect(page).toContain(label);
    expect(page).toContain(`action="/${lang}/careers/apply#application"`);
  });
});
