import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_GRADES } from '../../src/shared/content/enquiry-options';
import { ENQUIRY_FIELDS, ENQUIRY_LABELS, type EnquiryInput } from '../../src/shared/schemas/enquiry';
import { makeEnquiryInput } from '../factories/inputs';
import { countRows, latestRow } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Every rule of the Enquiry Form is enforced again by enquiry.create: the browser's checks can be
// skipped by anyone who calls the API directly.
let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address, so the rate limit never leaks between tests. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The field errors of a rejected call, as the form receives them. */
async function fieldErrorsOf(input: unknown, ip = freshIp()): Promise<Record<string, string[]>> {
  try {
    await t.caller({ clientIp: ip }).enquiry.create(input as EnquiryInput);
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    const res = await postEnquiry(input, ip);
    expect(res.statusCode).toBe(400);
    return res.json()[0].error.data.fieldErrors as Record<string, string[]>;
  }
  throw new Error('expected the enquiry to be refused');
}

function postEnquiry(input: unknown, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/enquiry.create?batch=1',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ 0: input }),
    remoteAddress: ip,
  });
}

/** What every stored enquiry's answer carries (src/shared/admissions.ts). */
const ENQUIRY_REFERENCE = /^ENQ-\d{4}-\d{5}$/;
const countEnquiries = () => countRows(t.app.svc, 'enquiries');

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('enquiry.create validation', () => {
  it.each(ENQUIRY_FIELDS)('refuses a blank %s with "{Label} is required" beside the field', async (field) => {
    const errors = await fieldErrorsOf(makeEnquiryInput({ [field]: '   ' }));
    expect(errors).toEqual({ [field]: [`${ENQUIRY_LABELS[field]} is required`] });
  });

  it.each(ENQUIRY_FIELDS)('refuses a missing %s', async (field) => {
    const input: Record<string, string> = { ...makeEnquiryInput() };
    delete input[field];
    const errors = await fieldErrorsOf(input);
    expect(errors[field]).toEqual([`${ENQUIRY_LABELS[field]} is required`]);
  });

  it('uses the label in the first name message', async () => {
    const errors = await fieldErrorsOf(makeEnquiryInput({ firstName: '' }));
    expect(errors.firstName).toEqual(['First name is required']);
  });

  it.each(['parent', 'parent@', 'parent@example', 'par ent@example.com', '@example.com'])(
    'refuses the email %s',
    async (email) => {
      const errors = await fieldErrorsOf(makeEnquiryInput({ email }));
      expect(errors).toEqual({ email: ['Please enter a valid email address'] });
    },
  );

  it.each(['987654321', '98765432101', '98765-4321', 'abcdefghij', '+919876543'])(
    'refuses the mobile %s',
    async (mobile) => {
      const errors = await fieldErrorsOf(makeEnquiryInput({ mobile }));
      expect(errors).toEqual({ mobile: ['Mobile number must be exactly 10 digits'] });
    },
  );

  it.each([
    ['state', 'Gujarat'],
    ['city', 'Pune'],
    ['school', 'Akot Road'],
    ['grade', 'Grade 13'],
    ['grade', 'Nursery'],
  ] as const)('refuses %s "%s", which is not among the options', async (field, value) => {
    const errors = await fieldErrorsOf(makeEnquiryInput({ [field]: value }));
    expect(Object.keys(errors)).toContain(field);
    expect(errors[field]?.[0]).toMatch(/^Please choose a/);
  });

  it('reports every bad field at once', async () => {
    const errors = await fieldErrorsOf({ ...makeEnquiryInput(), firstName: '', email: 'x', mobile: '123' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'mobile']);
  });

  it.each([null, 'text', 42, [], { state: 7 }])('answers junk input %j with 400, never 500', async (input) => {
    const res = await postEnquiry(input);
    expect(res.statusCode).toBe(400);
  });

  it('answers a malformed JSON body with a 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/enquiry.create?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"0": {"state": ',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses over-long values without storing them', async () => {
    const before = countEnquiries();
    const errors = await fieldErrorsOf(makeEnquiryInput({ address: 'x'.repeat(5000) }));
    expect(errors.address?.[0]).toMatch(/at most/);
    expect(countEnquiries()).toBe(before);
  });

  it('stores nothing for an invalid enquiry', async () => {
    const before = countEnquiries();
    await fieldErrorsOf(makeEnquiryInput({ email: 'nope' }));
    expect(countEnquiries()).toBe(before);
  });
});

describe('enquiry.create storage', () => {
  it('stores a valid enquiry with status new and the name joined', async () => {
    const input = makeEnquiryInput({
      firstName: '  Yusuf ',
      lastName: 'Khan',
      grade: 'Pre-KG',
      school: 'Pachmori',
      email: 'yusuf.parent@example.com',
    });
    const res = await postEnquiry(input);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].result.data).toEqual({ ok: true, reference: expect.stringMatching(ENQUIRY_REFERENCE) });
    expect(latestRow(t.app.svc, 'enquiries')).toMatchObject({
      name: 'Yusuf Khan',
      email: 'yusuf.parent@example.com',
      mobile: input.mobile,
      state: input.state,
      city: input.city,
      school: 'Pachmori',
      grade: 'Pre-KG',
      address: input.address,
      status: 'new',
    });
  });

  it.each(ENQUIRY_GRADES)('accepts the grade %s', async (grade) => {
    await expect(t.caller({ clientIp: freshIp() }).enquiry.create(makeEnquiryInput({ grade }))).resolves.toEqual({
      ok: true,
      reference: expect.stringMatching(ENQUIRY_REFERENCE),
    });
  });

  it('does not clear the page cache (enquiries are not public content)', async () => {
    const version = t.app.pageCache.version;
    await t.caller({ clientIp: freshIp() }).enquiry.create(makeEnquiryInput());
    expect(t.app.pageCache.version).toBe(version);
  });
});

describe('enquiry.create abuse protection', () => {
  it('refuses a filled honeypot with a clear message and stores nothing', async () => {
    const before = countEnquiries();
    const res = await postEnquiry({ ...makeEnquiryInput(), website: 'https://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].error.message).toMatch(/could not be accepted/);
    expect(countEnquiries()).toBe(before);
  });

  it('accepts an empty honeypot', async () => {
    const res = await postEnquiry({ ...makeEnquiryInput(), website: '' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 with a clear message after 10 enquiries from one address in 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const ok = await postEnquiry(makeEnquiryInput({ firstName: `Parent${i}` }), ip);
      expect(ok.statusCode).toBe(200);
    }
    const before = countEnquiries();
    const res = await postEnquiry(makeEnquiryInput({ firstName: 'Eleventh' }), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()[0].error.message).toBe('Too many enquiries from this connection. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(countEnquiries()).toBe(before);
    // Another address is not affected.
    expect((await postEnquiry(makeEnquiryInput())).statusCode).toBe(200);
  });

  it('takes the limit from ENQUIRY_RATE_LIMIT', async () => {
    const small = await makeTestApp({ ENQUIRY_RATE_LIMIT: '2' });
    try {
      const caller = small.caller({ clientIp: '192.0.2.1' });
      await caller.enquiry.create(makeEnquiryInput());
      await caller.enquiry.create(makeEnquiryInput());
      await expect(caller.enquiry.create(makeEnquiryInput())).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    } finally {
      await small.close();
    }
  });
});

// One enquiry posted as JSON, alone or as a batch of one call, is answered by a plain route
// (src/server/trpc/enquiry-route.ts), not the tRPC adapter: its answers must be the adapter's, call for call.
describe('enquiry.create posted alone as JSON', () => {
  function postAlone(path: string, body: string, ip: string, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
      remoteAddress: ip,
    });
  }

  it.each(['enquiry.create', 'enquiries.create'])('answers %s as the adapter answers one call', async (path) => {
    const cases: [string, unknown][] = [
      ['valid', { ...makeEnquiryInput(), website: '' }],
      ['honeypot', { ...makeEnquiryInput(), website: 'https://spam.example' }],
      ['field errors', { ...makeEnquiryInput(), email: 'x', mobile: '12' }],
      ['junk', null],
    ];
    for (const [name, input] of cases) {
      const alone = await postAlone(path, JSON.stringify(input), freshIp());
      // A batch of one call, as the site's form sends it: the plain route too.
      const batchOfOne = await t.app.inject({
        method: 'POST',
        url: `/trpc/${path}?batch=1`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ 0: input }),
        remoteAddress: freshIp(),
      });
      // A batch of two equal calls is the adapter's: the reference.
      const adapter = await t.app.inject({
        method: 'POST',
        url: `/trpc/${path},${path}?batch=1`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ 0: input, 1: input }),
        remoteAddress: freshIp(),
      });
      expect([name, alone.statusCode, batchOfOne.statusCode]).toEqual([name, adapter.statusCode, adapter.statusCode]);
      // Each stored enquiry takes its own reference: compared as its shape, the rest byte for byte.
      const same = (text: string) => JSON.parse(text.replace(/ENQ-\d{4}-\d{5}/g, 'ENQ-YYYY-NNNNN'));
      expect([name, same(alone.body)]).toEqual([name, same(JSON.stringify(adapter.json()[0]))]);
      expect([name, same(batchOfOne.body)]).toEqual([name, [same(JSON.stringify(adapter.json()[0]))]]);
      for (const answer of [alone, batchOfOne]) {
        expect(answer.headers['content-type']).toBe('application/json');
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('answers the rate limit with 429, Retry-After and the form’s message', async () => {
    const small = await makeTestApp({ ENQUIRY_RATE_LIMIT: '1' });
    try {
      const post = () =>
        small.app.inject({
          method: 'POST',
          url: '/trpc/enquiry.create',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(makeEnquiryInput()),
          remoteAddress: '192.0.2.9',
        });
      expect((await post()).json()).toEqual({
        result: { data: { ok: true, reference: expect.stringMatching(ENQUIRY_REFERENCE) } },
      });
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        error: {
          message: 'Too many enquiries from this connection. Please try again later.',
          code: -32029,
          data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, fieldErrors: null },
        },
      });
    } finally {
      await small.close();
    }
  });

  it('leaves what it does not take to the adapter: a bad body, another type, GET', async () => {
    const badJson = await postAlone('enquiry.create', '{"state": ', freshIp());
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.data.code).toBe('BAD_REQUEST');
    const textPlain = await postAlone('enquiry.create', JSON.stringify(makeEnquiryInput()), freshIp(), {
      'content-type': 'text/plain',
    });
    expect(textPlain.statusCode).toBe(415);
    expect(textPlain.json().error.data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const get = await t.app.inject({ method: 'GET', url: '/trpc/enquiry.create', remoteAddress: freshIp() });
    expect(get.statusCode).toBe(405);
    expect(get.json().error.data.code).toBe('METHOD_NOT_SUPPORTED');
  });
});
