import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGES } from '../../src/shared/schemas/application';
import { ENQUIRY_MESSAGES } from '../../src/shared/schemas/enquiry';
import { makeApplicationForm, makeEnquiryForm } from '../factories/inputs';
import { allRows, countRows, latestRow } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The Enquiry Form and the application form posted as plain HTML forms (JavaScript off): the
// answer is the page again with the outcome, and nothing typed goes into a URL or a redirect.
let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address, so the rate limit never leaks between tests. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const ENQUIRY_SUCCESS =
  'Thank you! Your enquiry has been submitted successfully. Our admissions team will contact you soon.';

interface PostOptions {
  ip?: string;
  headers?: Record<string, string>;
  app?: TestApp;
}

/** Posts fields the way a browser sends a form: urlencoded, same-origin. */
async function postForm(url: string, fields: Record<string, string> | string, opts: PostOptions = {}) {
  const payload = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  const res = await (opts.app ?? t).app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'school.test',
      origin: 'http://school.test',
      'sec-fetch-site': 'same-origin',
      ...opts.headers,
    },
    payload,
    remoteAddress: opts.ip ?? freshIp(),
  });
  // Whatever the outcome, the answer never sends the browser to a URL holding what was typed.
  expect(res.headers.location).toBeUndefined();
  return res;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's HTML without the dehydrated state (which holds the values too), so checks see the markup. */
const markup = (html: string) =>
  html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replace(/<!-- -->/g, '');

/** The opening tag of the control named `name` (input, select or textarea). */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(markup(html))?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1] ?? '') : undefined;
}

/** The value the page shows in a control: input value, selected option or textarea text. */
function shownValue(html: string, name: string): string {
  const page = markup(html);
  const tag = control(page, name);
  const start = page.indexOf(tag) + tag.length;
  if (tag.startsWith('<textarea')) return decode(page.slice(start, page.indexOf('</textarea>', start)));
  if (tag.startsWith('<select')) {
    const options = page.slice(start, page.indexOf('</select>', start));
    return decode(/<option value="([^"]*)" selected=""/.exec(options)?.[1] ?? '');
  }
  return attr(tag, 'value') ?? '';
}

/** The text of the element the control's aria-describedby names: its message beside the field. */
function messageBeside(html: string, name: string): string | undefined {
  const tag = control(html, name);
  const describedBy = attr(tag, 'aria-describedby');
  if (!describedBy) return undefined;
  const m = new RegExp(`id="${describedBy}">([^<]*)<`).exec(markup(html));
  return m ? decode(m[1] ?? '') : undefined;
}

const countEnquiries = () => countRows(t.app.svc, 'enquiries');
const countApplications = () => countRows(t.app.svc, 'applications');

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the forms post to their own page', () => {
  it.each([
    ['/', '/#enquiry-form'],
    ['/contact', '/contact#enquiry-form'],
    ['/apply', '/apply#application'],
  ])('%s has a form posting to %s, with the anchor it points to', async (path, action) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    const html = markup(res.body);
    const forms = html.match(/<form\b[^>]*>/g) ?? [];
    expect(forms.filter((f) => attr(f, 'method') === 'post' && attr(f, 'action') === action)).toHaveLength(1);
    expect(html).toContain(`id="${action.split('#')[1]}"`);
  });
});

describe('enquiry posted without JavaScript', () => {
  it.each(['/contact', '/'])('on %s: stores it and answers the page with the success banner', async (path) => {
    const email = `stored${path.length}.nojs@example.com`;
    const before = countEnquiries();
    const form = makeEnquiryForm({
      email,
      firstName: '  Yusuf ',
      lastName: 'Khan',
      school: 'Pachmori',
      grade: 'Grade 4',
    });
    const res = await postForm(path, form);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(markup(res.body)).toContain(ENQUIRY_SUCCESS);
    expect(countEnquiries()).toBe(before + 1);
    expect(latestRow(t.app.svc, 'enquiries')).toMatchObject({
      name: 'Yusuf Khan',
      email,
      mobile: form.mobile,
      state: form.state,
      city: form.city,
      school: 'Pachmori',
      grade: 'Grade 4',
      address: form.address,
      status: 'new',
    });
    // The banner shows over a fresh form (its defaults), not the parent's details.
    expect(shownValue(res.body, 'firstName')).toBe('');
    expect(shownValue(res.body, 'school')).toBe('');
    expect(shownValue(res.body, 'state')).toBe(form.state);
    expect(res.body).not.toContain(email);

    // The answer never reaches the page cache: the next visitor gets the plain page.
    const next = await t.app.inject({ method: 'GET', url: path });
    expect(next.statusCode).toBe(200);
    expect(next.body).not.toContain(ENQUIRY_SUCCESS);
  });

  it('answers 422 with the messages beside the fields and every value filled back in; stores nothing', async () => {
    const before = countEnquiries();
    const typed = makeEnquiryForm({
      firstName: '',
      email: 'amina@nowhere',
      mobile: '12345',
      grade: 'Grade 7',
      address: '12 <b>Ganga</b> Nagar & "Akola"',
    });
    const res = await postForm('/contact', typed);
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(countEnquiries()).toBe(before);
    const html = res.body;
    expect(markup(html)).not.toContain(ENQUIRY_SUCCESS);

    expect(messageBeside(html, 'firstName')).toBe('First name is required');
    expect(messageBeside(html, 'email')).toBe(ENQUIRY_MESSAGES.email);
    expect(messageBeside(html, 'mobile')).toBe(ENQUIRY_MESSAGES.mobile);
    for (const field of ['firstName', 'email', 'mobile'])
      expect(attr(control(html, field), 'aria-invalid')).toBe('true');
    for (const field of ['state', 'city', 'school', 'lastName', 'grade', 'address']) {
      expect(attr(control(html, field), 'aria-invalid'), field).toBeUndefined();
      expect(messageBeside(html, field), field).toBeUndefined();
    }

    for (const field of ['state', 'city', 'school', 'lastName', 'grade', 'email', 'mobile', 'address']) {
      expect(shownValue(html, field), field).toBe(typed[field]);
    }
    // What was typed is shown as text, never as markup.
    expect(markup(html)).not.toContain('<b>Ganga</b>');
  });

  it('keeps the city and school cascade: the chosen city lists its schools', async () => {
    const res = await postForm('/', makeEnquiryForm({ city: 'Akola', school: '' }));
    expect(res.statusCode).toBe(422);
    expect(messageBeside(res.body, 'school')).toBe('School is required');
    expect(shownValue(res.body, 'city')).toBe('Akola');
    const page = markup(res.body);
    const schoolSelect = page.slice(
      page.indexOf(control(page, 'school')),
      page.indexOf('</select>', page.indexOf(control(page, 'school'))),
    );
    expect(schoolSelect).toContain('<option value="Pachmori">');
  });

  it('refuses a filled honeypot with the message in the error banner, values kept, nothing stored', async () => {
    const before = countEnquiries();
    const typed = makeEnquiryForm({ firstName: 'Maryam', website: 'https://spam.example' });
    const res = await postForm('/contact', typed);
    expect(res.statusCode).toBe(400);
    expect(markup(res.body)).toMatch(new RegExp(`role="alert"><p>${ENQUIRY_MESSAGES.refused}</p>`));
    expect(shownValue(res.body, 'firstName')).toBe('Maryam');
    expect(countEnquiries()).toBe(before);
    // Dismissing needs JavaScript, so the page without it has no dead button.
    expect(markup(res.body)).not.toContain('Dismiss error message');
  });

  it('answers 429 with Retry-After after ENQUIRY_RATE_LIMIT enquiries from one address', async () => {
    const small = await makeTestApp({ ENQUIRY_RATE_LIMIT: '1' });
    try {
      const ip = freshIp();
      expect((await postForm('/contact', makeEnquiryForm(), { ip, app: small })).statusCode).toBe(200);
      const second = makeEnquiryForm({ firstName: 'Second' });
      const res = await postForm('/contact', second, { ip, app: small });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(markup(res.body)).toContain(ENQUIRY_MESSAGES.rateLimited);
      expect(shownValue(res.body, 'firstName')).toBe('Second');
      expect(allRows(small.app.svc, 'enquiries').map((c) => c.name)).not.toContain(`Second ${second.lastName}`);
    } finally {
      await small.close();
    }
  });

  it.each([
    { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    { origin: 'https://elsewhere.example' },
    { origin: 'null' },
  ])('refuses a cross-site post %j with 403 and stores nothing', async (headers) => {
    const before = countEnquiries();
    const res = await postForm('/contact', makeEnquiryForm(), { headers: headers as Record<string, string> });
    expect(res.statusCode).toBe(403);
    expect(countEnquiries()).toBe(before);
  });

  it('accepts urlencoded bodies only', async () => {
    const before = countEnquiries();
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(makeEnquiryForm()),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(415);
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAmina\r\n--x--\r\n',
      remoteAddress: freshIp(),
    });
    expect(multipart.statusCode).toBe(415);
    const none = await t.app.inject({ method: 'POST', url: '/contact', remoteAddress: freshIp() });
    expect(none.statusCode).toBe(415);
    expect(countEnquiries()).toBe(before);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const res = await postForm('/contact', makeEnquiryForm({ address: 'x'.repeat(17 * 1024) }));
    expect(res.statusCode).toBe(413);
  });

  it('takes the first value of a repeated field and ignores unknown ones', async () => {
    const body = `${new URLSearchParams(makeEnquiryForm({ email: 'first.nojs@example.com' }))}&email=second%40example.com&email=x&admin=1`;
    const res = await postForm('/contact', body);
    expect(res.statusCode).toBe(200);
    expect(latestRow(t.app.svc, 'enquiries')?.email).toBe('first.nojs@example.com');
  });

  it('answers an empty or malformed body with the required messages, never a 500', async () => {
    const empty = await postForm('/contact', '');
    expect(empty.statusCode).toBe(422);
    expect(messageBeside(empty.body, 'firstName')).toBe('First name is required');
    const junk = await postForm('/contact', '%zz&&=&firstName=%E0%A4');
    expect(junk.statusCode).toBe(422);
  });

  it('answers 503 "not saved" when the database cannot store it, logging no value', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    const client = t.app.svc.db.$client;
    client.pragma('query_only = ON');
    try {
      const res = await postForm('/contact', makeEnquiryForm({ firstName: 'Unsaved', email: 'unsaved@example.com' }));
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(markup(res.body)).toContain(ENQUIRY_MESSAGES.notSaved);
      expect(shownValue(res.body, 'firstName')).toBe('Unsaved');
    } finally {
      client.pragma('query_only = OFF');
    }
    expect(error).toHaveBeenCalled();
    const logged = JSON.stringify(error.mock.calls);
    expect(logged).not.toContain('Unsaved');
    expect(logged).not.toContain('unsaved@example.com');
    error.mockRestore();
  });
});

describe('application posted without JavaScript', () => {
  it('stores it and answers the confirmation with its reference number', async () => {
    const before = countApplications();
    const form = makeApplicationForm({ studentName: 'Maryam NoScript', email: 'sana.nojs@example.com' });
    const res = await postForm('/apply', form);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(countApplications()).toBe(before + 1);
    const row = latestRow(t.app.svc, 'applications');
    expect(row).toMatchObject({
      studentName: 'Maryam NoScript',
      dateOfBirth: form.dateOfBirth,
      classApplying: form.classApplying,
      gender: form.gender,
      contactNumber: form.contactNumber,
      email: 'sana.nojs@example.com',
      bloodGroup: form.bloodGroup,
      status: 'new',
    });
    const page = markup(res.body);
    expect(page).toContain('Application submitted successfully');
    expect(page).toContain(`<strong>Maryam NoScript</strong>`);
    expect(row?.reference).toMatch(/^APP-\d{4}-\d{5}$/);
    expect(page).toContain(`Your reference number is <strong>${row?.reference}</strong>`);
    // 'Submit another application' works without JavaScript too: it opens a fresh form.
    const again = /<form class="apply-again"[^>]*>/.exec(page)?.[0] ?? '';
    expect([attr(again, 'method'), attr(again, 'action')]).toEqual(['get', '/apply']);
    expect(page).toMatch(/<form class="apply-again"[^>]*><button type="submit"[^>]*>Submit another application</);

    const next = await t.app.inject({ method: 'GET', url: '/apply' });
    expect(next.body).not.toContain('Application submitted successfully');
  });

  it('without the terms ticked answers 422 with its message beside the checkbox, values kept', async () => {
    const before = countApplications();
    const { agreeToTerms: _unticked, ...rest } = makeApplicationForm({ fatherName: "Imran O'Brien" });
    const res = await postForm('/apply', rest);
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(countApplications()).toBe(before);
    expect(messageBeside(res.body, 'agreeToTerms')).toBe(APPLICATION_MESSAGES.agreeToTerms);
    expect(attr(control(res.body, 'agreeToTerms'), 'aria-invalid')).toBe('true');
    expect(attr(control(res.body, 'agreeToTerms'), 'checked')).toBeUndefined();
    expect(markup(res.body)).toContain('Please correct the field marked below.');
    for (const field of ['studentName', 'dateOfBirth', 'classApplying', 'gender', 'contactNumber', 'bloodGroup']) {
      expect(shownValue(res.body, field), field).toBe(rest[field]);
    }
    expect(shownValue(res.body, 'fatherName')).toBe("Imran O'Brien");
  });

  it('an empty form gets every required message, and ticked boxes stay ticked', async () => {
    const res = await postForm('/apply', { agreeToTerms: 'on', guardianConsent: 'on' });
    expect(res.statusCode).toBe(422);
    expect(markup(res.body)).toContain('Please correct the 9 fields marked below.');
    expect(messageBeside(res.body, 'studentName')).toBe(APPLICATION_MESSAGES.studentName);
    expect(messageBeside(res.body, 'dateOfBirth')).toBe(APPLICATION_MESSAGES.dateOfBirth);
    expect(messageBeside(res.body, 'email')).toBe(APPLICATION_MESSAGES.email);
    expect(attr(control(res.body, 'agreeToTerms'), 'checked')).toBe('');
    expect(attr(control(res.body, 'guardianConsent'), 'checked')).toBe('');
  });

  it('refuses a filled honeypot with 400 and its message above the form', async () => {
    const before = countApplications();
    const typed = makeApplicationForm({ studentName: 'Zainab Honeypot', website: 'http://spam.example' });
    const res = await postForm('/apply', typed);
    expect(res.statusCode).toBe(400);
    expect(markup(res.body)).toContain(`role="alert">${APPLICATION_MESSAGES.refused}</div>`);
    expect(shownValue(res.body, 'studentName')).toBe('Zainab Honeypot');
    expect(countApplications()).toBe(before);
  });

  it('answers 429 with Retry-After when one address sends too many', async () => {
    const small = await makeTestApp({ ENQUIRY_RATE_LIMIT: '1' });
    try {
      const ip = freshIp();
      expect((await postForm('/apply', makeApplicationForm(), { ip, app: small })).statusCode).toBe(200);
      const res = await postForm('/apply', makeApplicationForm(), { ip, app: small });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(markup(res.body)).toContain(APPLICATION_MESSAGES.rateLimited);
    } finally {
      await small.close();
    }
  });

  it('refuses a cross-site post with 403', async () => {
    const before = countApplications();
    const res = await postForm('/apply', makeApplicationForm(), {
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(countApplications()).toBe(before);
  });
});
