import { TRPCError } from '@trpc/server';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../src/server/db/schema';
import { ENQUIRY_GRADES } from '../../src/shared/content/enquiry-options';
import { ENQUIRY_FIELDS, ENQUIRY_LABELS, type EnquiryInput } from '../../src/shared/schemas/enquiry';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// spec §5 on the server: every rule of the Enquiry Form is enforced by enquiry.create.
let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address, so the rate limit never leaks between tests. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function validEnquiry(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    state: 'Maharashtra',
    city: 'Akola',
    school: 'Ganga Nagar',
    firstName: 'Amina',
    lastName: 'Shaikh',
    grade: 'Grade 3',
    email: 'amina.parent@example.com',
    mobile: '9876543210',
    address: '12 Ganga Nagar, Akola',
    ...overrides,
  };
}

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

const countContacts = () => t.app.svc.db.select().from(contacts).all().length;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('enquiry.create validation (spec §5)', () => {
  it.each(ENQUIRY_FIELDS)('refuses a blank %s with "{Label} is required" beside the field', async (field) => {
    const errors = await fieldErrorsOf(validEnquiry({ [field]: '   ' }));
    expect(errors).toEqual({ [field]: [`${ENQUIRY_LABELS[field]} is required`] });
  });

  it.each(ENQUIRY_FIELDS)('refuses a missing %s', async (field) => {
    const input: Record<string, string> = { ...validEnquiry() };
    delete input[field];
    const errors = await fieldErrorsOf(input);
    expect(errors[field]).toEqual([`${ENQUIRY_LABELS[field]} is required`]);
  });

  it('uses the label in the first name message', async () => {
    const errors = await fieldErrorsOf(validEnquiry({ firstName: '' }));
    expect(errors.firstName).toEqual(['First name is required']);
  });

  it.each(['parent', 'parent@', 'parent@example', 'par ent@example.com', '@example.com'])(
    'refuses the email %s',
    async (email) => {
      const errors = await fieldErrorsOf(validEnquiry({ email }));
      expect(errors).toEqual({ email: ['Please enter a valid email address'] });
    },
  );

  it.each(['987654321', '98765432101', '98765-4321', 'abcdefghij', '+919876543'])(
    'refuses the mobile %s',
    async (mobile) => {
      const errors = await fieldErrorsOf(validEnquiry({ mobile }));
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
    const errors = await fieldErrorsOf(validEnquiry({ [field]: value }));
    expect(Object.keys(errors)).toContain(field);
    expect(errors[field]?.[0]).toMatch(/^Please choose a/);
  });

  it('reports every bad field at once', async () => {
    const errors = await fieldErrorsOf({ ...validEnquiry(), firstName: '', email: 'x', mobile: '123' });
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
    const before = countContacts();
    const errors = await fieldErrorsOf(validEnquiry({ address: 'x'.repeat(5000) }));
    expect(errors.address?.[0]).toMatch(/at most/);
    expect(countContacts()).toBe(before);
  });

  it('stores nothing for an invalid enquiry', async () => {
    const before = countContacts();
    await fieldErrorsOf(validEnquiry({ email: 'nope' }));
    expect(countContacts()).toBe(before);
  });
});

describe('enquiry.create storage', () => {
  it('stores a valid enquiry as a contact with status new and the name joined', async () => {
    const res = await postEnquiry(
      validEnquiry({ firstName: '  Yusuf ', lastName: 'Khan', grade: 'Pre-KG', school: 'Pachmori' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].result.data).toEqual({ ok: true });
    const row = t.app.svc.db.select().from(contacts).orderBy(desc(contacts.id)).get();
    expect(row).toMatchObject({
      name: 'Yusuf Khan',
      email: 'amina.parent@example.com',
      mobile: '9876543210',
      state: 'Maharashtra',
      city: 'Akola',
      school: 'Pachmori',
      grade: 'Pre-KG',
      address: '12 Ganga Nagar, Akola',
      status: 'new',
    });
  });

  it.each(ENQUIRY_GRADES)('accepts the grade %s', async (grade) => {
    await expect(t.caller({ clientIp: freshIp() }).enquiry.create(validEnquiry({ grade }))).resolves.toEqual({
      ok: true,
    });
  });

  it('does not clear the page cache (enquiries are not public content)', async () => {
    const version = t.app.pageCache.version;
    await t.caller({ clientIp: freshIp() }).enquiry.create(validEnquiry());
    expect(t.app.pageCache.version).toBe(version);
  });
});

describe('enquiry.create abuse protection', () => {
  it('refuses a filled honeypot with a clear message and stores nothing', async () => {
    const before = countContacts();
    const res = await postEnquiry({ ...validEnquiry(), website: 'https://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].error.message).toMatch(/could not be accepted/);
    expect(countContacts()).toBe(before);
  });

  it('accepts an empty honeypot', async () => {
    const res = await postEnquiry({ ...validEnquiry(), website: '' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 with a clear message after 10 enquiries from one address in 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const ok = await postEnquiry(validEnquiry({ firstName: `Parent${i}` }), ip);
      expect(ok.statusCode).toBe(200);
    }
    const before = countContacts();
    const res = await postEnquiry(validEnquiry({ firstName: 'Eleventh' }), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()[0].error.message).toBe('Too many enquiries from this connection. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(countContacts()).toBe(before);
    // Another address is not affected.
    expect((await postEnquiry(validEnquiry())).statusCode).toBe(200);
  });

  it('takes the limit from ENQUIRY_RATE_LIMIT', async () => {
    const small = await makeTestApp({ ENQUIRY_RATE_LIMIT: '2' });
    try {
      const caller = small.caller({ clientIp: '192.0.2.1' });
      await caller.enquiry.create(validEnquiry());
      await caller.enquiry.create(validEnquiry());
      await expect(caller.enquiry.create(validEnquiry())).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    } finally {
      await small.close();
    }
  });
});
