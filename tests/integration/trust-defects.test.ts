import { Writable } from 'node:stream';
import { TRPCError } from '@trpc/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_OPTIONS } from '../../src/server/app';
import { makeTestApp, type TestApp } from '../helpers/test-app';

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
