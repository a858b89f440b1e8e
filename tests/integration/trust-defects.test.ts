import { Writable } from 'node:stream';
import { TRPCError } from '@trpc/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_OPTIONS } from '../../src/server/app';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// Defects found by trying the product from outside, each with the test that failed before its fix.

const ADMIN = { session: { adminId: 1, username: 'admin' } };
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
    const fee = await fees.create({
      academicYear: '2025-26',
      name: 'Uniform',
      amount: '',
      amountNote: 'Ask the office',
      due: '',
      sortOrder: 1,
    });
    expect(fee).toMatchObject({ name: 'Uniform', amount: null, amountNote: 'Ask the office' });
    const changed = await fees.update({
      id: fee.id,
      academicYear: '2025-26',
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
