import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPrivacyNotice } from '../../src/server/features/privacy/service';
import { APPLICATION_MESSAGES } from '../../src/shared/schemas/application';
import { makeApplicationForm, makeApplicationInput, makeEnquiryForm, makeEnquiryInput } from '../factories/inputs';
import { countRows, latestRow } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The privacy notice at /privacy (India's DPDP Act): written from the settings, with versions stored
// whenever its text changes; each enquiry and application keeps the version current when it was sent,
// and an application needs the parent's or guardian's consent, whose time is stored.
// Texts are written out here, not imported from the source, so a changed text fails here.

const CONSENT_LABEL =
  'I am the parent or lawful guardian of this child, and I consent to the school using these details to process this application as described in the Privacy Notice.';
const CONSENT_MESSAGE = "Please confirm that you are the child's parent or lawful guardian and consent";

let ipCounter = 0;
/** Each submission comes from its own address, so the rate limit never leaks between tests. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's visible markup: without the dehydrated state (which holds the data too) and React's text separators. */
const markup = (html: string) =>
  html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replace(/<!-- -->/g, '');

/** The page's text, tags removed and spaces collapsed. */
const textOf = (html: string) =>
  decode(
    markup(html)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

function control(html: string, name: string): string {
  const tag = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(markup(html))?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1] ?? '') : undefined;
}

/** The text of the element the control's aria-describedby names: its message beside the field. */
function messageBeside(html: string, name: string): string | undefined {
  const describedBy = attr(control(html, name), 'aria-describedby');
  if (!describedBy) return undefined;
  const m = new RegExp(`id="${describedBy}">([^<]*)<`).exec(markup(html));
  return m ? decode(m[1] ?? '') : undefined;
}

async function getPage(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Posts fields the way a browser sends a form without JavaScript: urlencoded, same-origin. */
function postForm(t: TestApp, url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'school.test',
      origin: 'http://school.test',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: freshIp(),
  });
}

/** applications.create over HTTP, as the form's JavaScript sends it. */
function postApplication(t: TestApp, input: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/applications.create?batch=1',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ 0: input }),
    remoteAddress: freshIp(),
  });
}

const currentVersion = async (t: TestApp) => (await t.caller().privacy.notice()).version;

describe('the notice and its versions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders /privacy from the settings, as version 1 on a new site, and stores that text once', async () => {
    const text = textOf(await getPage(t, '/privacy'));
    expect(text).toContain('Privacy Notice');
    const settings = await t.caller().site.settings();
    // Who the school is.
    expect(text).toContain(settings.schoolName);
    for (const address of [settings.addressIndia, settings.addressInternational, settings.addressDubai])
      expect(text).toContain(address);
    // What is collected, and why.
    expect(text).toContain('We use them only to answer your enquiry.');
    expect(text).toContain('We use them only to process the admission application.');
    expect(text).toContain('blood group');
    // What the site counts of visits, and what it does not keep.
    expect(text).toContain(
      'We count visits to each page per day, with the site that linked to us and the campaign in the address, to learn what families read. We set no cookie for this and store no address or anything that identifies you.',
    );
    expect(text).toMatch(/Visit counts 24 months \(numbers per page and day; nothing about you\)/);
    // How long it is kept, and the backups.
    expect(text).toMatch(/Enquiries 12 months/);
    expect(text).toMatch(/Applications 24 months/);
    expect(text).toContain(
      'Backups of the site older than 24 months, the longest of the periods for enquiries, applications and job applications, are deleted automatically too, so erased data does not live on in old archives.',
    );
    // Who sees it; children's data.
    expect(text).toContain('We never sell your data, and never share it for marketing.');
    expect(text).toContain('sets no cookies for visitors');
    expect(text).toContain('only by the child’s parent or lawful guardian');
    expect(text).toContain('Photos of children are published on this site only with consent on file');
    // The grievance officer, with links to write and call.
    expect(text).toContain('Name The Principal');
    const page = markup(await getPage(t, '/privacy'));
    expect(page).toContain('<a href="mailto:privacy@school.example">privacy@school.example</a>');
    expect(page).toContain('<a href="tel:+910000000000">+91 00000 00000</a>');
    // Its version and date.
    expect(text).toMatch(/Version 1, published \d{1,2} [A-Z][a-z]{2} \d{4}/);

    const notice = await t.caller().privacy.notice();
    expect(notice.version).toBe(1);
    expect(new Date(notice.publishedAt).getTime()).not.toBeNaN();
    expect(notice.sections.map((s) => s.title)).toEqual([
      'Who we are',
      'What we collect and why',
      'How long we keep it',
      'Who sees it',
      'Children’s data',
      'If you apply for a job',
      'Access, correction and erasure',
      'Grievance officer',
    ]);
    const stored = storedPrivacyNotice(t.app.svc.db, 1);
    expect(stored?.body).toContain('Name: The Principal');
    expect(stored?.body).toContain('Enquiries: 12 months');
    expect(stored?.publishedAt).toBe(notice.publishedAt);
    // Asking again (another visitor, the page, a submission) stores nothing new.
    await t.caller().privacy.notice();
    expect(storedPrivacyNotice(t.app.svc.db, 2)).toBeNull();
  });

  it('a change of the privacy settings is a new version; the old text stays stored', async () => {
    const before = storedPrivacyNotice(t.app.svc.db, 1);
    await t.caller(ADMIN).admin.settings.save({
      grievanceOfficerName: 'Farah Siddiqui',
      grievanceOfficerEmail: 'grievance@school.example',
      grievanceOfficerPhone: '',
      retentionEnquiryMonths: 6,
      retentionApplicationMonths: 18,
      retentionAuditMonths: 36,
    });
    const text = textOf(await getPage(t, '/privacy'));
    expect(text).toContain('Name Farah Siddiqui');
    expect(text).toContain('grievance@school.example');
    expect(text).toMatch(/Enquiries 6 months/);
    expect(text).toMatch(/Applications 18 months/);
    // Backups go with the longer of the enquiry and application periods, not the audit log's.
    expect(text).toContain('Backups of the site older than 18 months');
    expect(text).toMatch(/Version 2, published/);
    // No phone: the grievance officer's facts leave it out.
    expect(storedPrivacyNotice(t.app.svc.db, 2)?.body).not.toMatch(/Grievance officer[\s\S]*Phone:/);

    expect(storedPrivacyNotice(t.app.svc.db, 1)).toEqual(before);
    expect(storedPrivacyNotice(t.app.svc.db, 2)?.body).toContain('Name: Farah Siddiqui');
    expect(await currentVersion(t)).toBe(2);
  });

  it('a settings change that leaves the text as it was makes no new version', async () => {
    await t.caller(ADMIN).admin.settings.save({ tagline: 'Learning with care, every day' });
    expect(await currentVersion(t)).toBe(2);
    expect(storedPrivacyNotice(t.app.svc.db, 3)).toBeNull();
  });

  it('refuses a retention period outside 1 to 120 months, and the notice stays', async () => {
    await expect(t.caller(ADMIN).admin.settings.save({ retentionEnquiryMonths: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(t.caller(ADMIN).admin.settings.save({ retentionAuditMonths: 121 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await currentVersion(t)).toBe(2);
  });

  it('the forms say what happens to the details and link to the notice, with the months from the settings', async () => {
    await t.caller(ADMIN).admin.settings.save({ retentionEnquiryMonths: 9, retentionApplicationMonths: 30 });
    for (const path of ['/', '/contact']) {
      const text = textOf(await getPage(t, path));
      expect(text, path).toContain(
        'We use these details only to answer your enquiry and keep them for 9 months. Read our Privacy Notice (opens in a new tab) .',
      );
    }
    const apply = await getPage(t, '/apply');
    expect(textOf(apply)).toContain(
      'We use these details only to process this application and keep them for 30 months. Read our Privacy Notice (opens in a new tab) .',
    );
    expect(markup(apply)).toMatch(/<a href="\/privacy" target="_blank" rel="noopener">Privacy Notice</);
    // The consent box, required, unticked.
    const consent = control(apply, 'guardianConsent');
    expect(attr(consent, 'type')).toBe('checkbox');
    expect(attr(consent, 'required')).toBe('');
    expect(attr(consent, 'checked')).toBeUndefined();
    expect(textOf(apply)).toContain(CONSENT_LABEL);
  });

  it('every page links to the notice from its footer', async () => {
    for (const path of ['/', '/about', '/privacy', '/tc-verification']) {
      const page = markup(await getPage(t, path));
      const statutory = /<nav aria-label="Statutory information">[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
      expect(statutory, path).toContain('<a href="/privacy"');
      expect(textOf(statutory), path).toContain('Privacy Notice');
    }
  });
});

describe('each enquiry and application keeps the version it was sent under', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('an enquiry through tRPC and through the form without JavaScript', async () => {
    await t.caller({ clientIp: freshIp() }).enquiries.create(makeEnquiryInput({ email: 'v1.trpc@example.com' }));
    expect(latestRow(t.app.svc, 'enquiries')).toMatchObject({ email: 'v1.trpc@example.com', privacyVersion: 1 });

    // The notice changes; nobody opens /privacy before the next enquiry, which still gets the new version.
    await t.caller(ADMIN).admin.settings.save({ grievanceOfficerName: 'Imran Sheikh' });
    const res = await postForm(t, '/contact', makeEnquiryForm({ email: 'v2.nojs@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(latestRow(t.app.svc, 'enquiries')).toMatchObject({ email: 'v2.nojs@example.com', privacyVersion: 2 });
    expect(await currentVersion(t)).toBe(2);

    const { id } = latestRow(t.app.svc, 'enquiries')!;
    expect(await t.caller(ADMIN).admin.enquiries.get({ id })).toMatchObject({ privacyVersion: 2 });
  });

  it('an application through tRPC stores the version and the time of consent', async () => {
    const version = await currentVersion(t);
    const before = Date.now();
    const { reference } = await t
      .caller({ clientIp: freshIp() })
      .applications.create(makeApplicationInput({ studentName: 'Consent Trpc' }));
    const row = latestRow(t.app.svc, 'applications');
    expect(row).toMatchObject({ reference, studentName: 'Consent Trpc', privacyVersion: version });
    expect(row?.consentAt).toBeInstanceOf(Date);
    expect(row!.consentAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.consentAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const shown = await t.caller(ADMIN).admin.applications.get({ id: row!.id });
    expect(shown).toMatchObject({ privacyVersion: version, consentAt: row!.consentAt!.toISOString() });
    const { items } = await t.caller(ADMIN).admin.applications.list({ search: 'Consent Trpc' });
    expect(items[0]).toMatchObject({ privacyVersion: version, consentAt: row!.consentAt!.toISOString() });
  });

  it('an application posted without JavaScript, after the notice changed', async () => {
    await t.caller(ADMIN).admin.settings.save({ retentionApplicationMonths: 12 });
    const res = await postForm(t, '/apply', makeApplicationForm({ studentName: 'Consent NoScript' }));
    expect(res.statusCode).toBe(200);
    expect(textOf(res.body)).toContain('Application submitted successfully');
    const row = latestRow(t.app.svc, 'applications');
    expect(row).toMatchObject({ studentName: 'Consent NoScript', privacyVersion: 3 });
    expect(row?.consentAt).toBeInstanceOf(Date);
  });

  it('refuses an application without consent through tRPC: a message on the consent field, nothing stored', async () => {
    const before = countRows(t.app.svc, 'applications');
    const { guardianConsent: _omitted, ...withoutConsent } = makeApplicationInput();
    for (const input of [makeApplicationInput({ guardianConsent: false }), withoutConsent]) {
      const res = await postApplication(t, input);
      expect(res.statusCode).toBe(400);
      expect(res.json()[0].error.data.fieldErrors).toEqual({ guardianConsent: [CONSENT_MESSAGE] });
    }
    expect(APPLICATION_MESSAGES.guardianConsent).toBe(CONSENT_MESSAGE);
    expect(countRows(t.app.svc, 'applications')).toBe(before);
  });

  it('refuses an application without consent posted without JavaScript: the page with the message, values kept', async () => {
    const before = countRows(t.app.svc, 'applications');
    const { guardianConsent: _unticked, ...rest } = makeApplicationForm({ studentName: 'No Consent' });
    const res = await postForm(t, '/apply', rest);
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(countRows(t.app.svc, 'applications')).toBe(before);
    expect(messageBeside(res.body, 'guardianConsent')).toBe(CONSENT_MESSAGE);
    expect(attr(control(res.body, 'guardianConsent'), 'aria-invalid')).toBe('true');
    expect(attr(control(res.body, 'guardianConsent'), 'checked')).toBeUndefined();
    // The terms stay ticked and the typed values stay.
    expect(attr(control(res.body, 'agreeToTerms'), 'checked')).toBe('');
    expect(attr(control(res.body, 'studentName'), 'value')).toBe('No Consent');
    expect(textOf(res.body)).toContain('Please correct the field marked below.');
  });
});
