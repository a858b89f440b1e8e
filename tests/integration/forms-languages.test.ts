import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from '../../src/server/platform/settings';
import { HI_FORMS } from '../../src/shared/words/forms/hi';
import { languageName } from '../../src/shared/words/forms/language-name';
import { MR_FORMS } from '../../src/shared/words/forms/mr';
import { UR_FORMS } from '../../src/shared/words/forms/ur';
import { makeApplicationForm, makeEnquiryForm, makeEnquiryInput } from '../factories/inputs';
import { latestRow } from '../factories/rows';
import { createCampusRow, createTcRow } from '../factories/tc';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, postBrowserForm, type TestApp } from '../helpers/test-app';

// The four public forms in every language (docs/architecture.md, "Forms in every language"): posted
// without JavaScript at /mr/..., /hi/..., /ur/... and called through /mr/trpc/... from the islands,
// they answer in that language, keep what was typed (in its script), store the same values as English
// and the language they were sent in, and the parent's acknowledgment goes in it. English is unchanged.

let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address, so the rate limits never leak between tests. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A tRPC call as an island on a page in `lang` sends it (JSON in a POST body, to /<lang>/trpc/...). */
function callApi(lang: string, procedure: string, input: unknown, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: lang === 'en' ? `/trpc/${procedure}` : `/${lang}/trpc/${procedure}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(input),
    remoteAddress: ip,
  });
}

const postForm = (url: string, fields: Record<string, string>, ip = freshIp()) =>
  postBrowserForm(t.app, url, fields, ip);

// A name and address as a Marathi keyboard sends them: ख़ as one code point (NFC makes it ख and the nukta).
const MARATHI_NAME = 'शे\u0959';
const MARATHI_ADDRESS = 'घर क्र. १२, गंगा नगर, अकोला';

describe('the Enquiry Form without JavaScript', () => {
  it('on /mr/contact with a missing field answers as English does, in Marathi, keeping what was typed', async () => {
    const fields = makeEnquiryForm({ firstName: '', lastName: MARATHI_NAME, address: MARATHI_ADDRESS });
    const english = await postForm('/contact', fields);
    const marathi = await postForm('/mr/contact', fields);
    expect(marathi.statusCode).toBe(english.statusCode);
    expect(english.statusCode).toBe(422);
    expect(english.body).toContain('First name is required');

    expect(marathi.body).toContain('<html lang="mr"');
    // The Marathi message beside the field, with the field's Marathi label.
    expect(marathi.body).toContain(MR_FORMS.enquiry.labels.firstName);
    expect(marathi.body).toContain('पहिले नाव भरणे आवश्यक आहे');
    expect(marathi.body).not.toContain('First name is required');
    // What was typed is kept: the Devanagari exactly as typed, the choices as their English values.
    expect(marathi.body).toContain(`value="${MARATHI_NAME}"`);
    expect(marathi.body).toContain(MARATHI_ADDRESS);
    expect(marathi.body).toMatch(/<option value="Grade 3" selected="">इयत्ता 3 री<\/option>/);
    expect(marathi.body).toMatch(/<option value="Maharashtra" selected="">महाराष्ट्र<\/option>/);
    // The form posts back to its page in Marathi.
    expect(marathi.body).toContain('action="/mr/contact#enquiry-form"');
  });

  it('a valid Marathi enquiry stores language mr and the same values as English, and says so in Marathi', async () => {
    const fields = makeEnquiryForm({ lastName: MARATHI_NAME, address: MARATHI_ADDRESS });
    const res = await postForm('/mr/contact', fields);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MR_FORMS.enquiry.success);
    const row = latestRow(t.app.svc, 'enquiries');
    expect(row).toMatchObject({
      language: 'mr',
      state: 'Maharashtra',
      city: 'Akola',
      school: 'Ganga Nagar',
      grade: 'Grade 3',
      name: `Amina ${MARATHI_NAME.normalize('NFC')}`,
      address: MARATHI_ADDRESS,
    });
    expect(res.body).toContain(`${MR_FORMS.common.referenceBefore}<strong>${row?.reference}</strong>`);

    const englishRes = await postForm('/contact', makeEnquiryForm());
    expect(englishRes.statusCode).toBe(200);
    expect(englishRes.body).toContain('Your enquiry has been submitted successfully');
    expect(latestRow(t.app.svc, 'enquiries')).toMatchObject({ language: 'en', grade: 'Grade 3', state: 'Maharashtra' });
  });
});

describe('the Enquiry Form with JavaScript', () => {
  it('through /ur/trpc/enquiries.create answers its field messages in Urdu; /trpc in English', async () => {
    const input = makeEnquiryInput({ firstName: '', mobile: '5876543210', grade: 'Grade 99' });
    const urdu = await callApi('ur', 'enquiries.create', input);
    expect(urdu.statusCode).toBe(400);
    expect(urdu.json().error.data.fieldErrors).toEqual({
      firstName: ['پہلا نام بھرنا ضروری ہے'],
      grade: [UR_FORMS.enquiry.gradeUnknown],
      mobile: [UR_FORMS.enquiry.mobileStart],
    });

    const english = await callApi('en', 'enquiries.create', input);
    expect(english.statusCode).toBe(400);
    expect(english.json().error.data.fieldErrors).toEqual({
      firstName: ['First name is required'],
      grade: ['Please choose a grade from the list'],
      mobile: ['Mobile number must start with 6, 7, 8 or 9'],
    });
  });

  it('a valid enquiry through /mr/trpc stores language mr; the rate limit answers in Marathi', async () => {
    const ip = freshIp();
    const res = await callApi('mr', 'enquiries.create', makeEnquiryInput(), ip);
    expect(res.statusCode).toBe(200);
    const row = latestRow(t.app.svc, 'enquiries');
    expect(row?.reference).toBe(res.json().result.data.reference);
    expect(row?.language).toBe('mr');

    let limited = res;
    for (let i = 0; i < 20 && limited.statusCode !== 429; i++) {
      limited = await callApi('mr', 'enquiries.create', makeEnquiryInput(), ip);
    }
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(MR_FORMS.enquiry.rateLimited);
  });
});

describe('the acknowledgment e-mail', () => {
  it('goes in Marathi, with the Marathi status page, to a parent who enquired on /mr/contact', async () => {
    const server = await new TestSmtpServer().start();
    const site = 'https://school.example';
    const a = await makeTestApp({ SMTP_URL: server.url(), SITE_URL: site }, { mail: { autoStart: false } });
    try {
      saveSettings(a.app.svc, { notificationEmails: [] });
      const res = await postBrowserForm(
        a.app,
        '/mr/contact',
        makeEnquiryForm({ email: 'marathi.parent@example.com' }),
        freshIp(),
      );
      expect(res.statusCode).toBe(200);
      const { reference } = latestRow(a.app.svc, 'enquiries') as { reference: string };
      await a.app.svc.mail.runOnce();
      expect(server.mails).toHaveLength(1);
      const [mail] = server.mails;
      expect(mail?.to).toMatchObject({ value: [{ address: 'marathi.parent@example.com' }] });
      expect(mail?.subject).toContain(`तुमची चौकशी मिळाली (${reference})`);
      expect(mail?.text).toContain('आदरणीय पालक,');
      expect(mail?.text).toContain(`तुमचा संदर्भ क्रमांक ${reference} आहे.`);
      expect(mail?.text).toContain(`${site}/mr/admission-status `);
      expect(mail?.text).not.toContain('Dear parent');
    } finally {
      await a.close();
      await server.stop();
    }
  });
});

describe('the application at /hi/apply', () => {
  it('without JavaScript: a missing field in Hindi, keeping what was typed; a valid one stores language hi', async () => {
    const refused = await postForm(
      '/hi/apply',
      makeApplicationForm({ studentName: '', fatherName: 'राहुल पाटील', dateOfBirth: '2020-04-12' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(HI_FORMS.application.messages.studentName);
    expect(refused.body).not.toContain('Student name is required');
    expect(refused.body).toContain('value="राहुल पाटील"');
    expect(refused.body).toContain(HI_FORMS.application.labels.fatherName);
    expect(refused.body).toMatch(/<option value="female" selected="">लड़की<\/option>/);

    const res = await postForm('/hi/apply', makeApplicationForm({ studentName: 'आरव पाटील' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(HI_FORMS.application.confirmation.title);
    expect(latestRow(t.app.svc, 'applications')).toMatchObject({
      language: 'hi',
      studentName: 'आरव पाटील',
      classApplying: 'lkg',
      gender: 'female',
    });
  });

  it('with JavaScript: /hi/trpc/applications.create answers in Hindi', async () => {
    const res = await callApi('hi', 'applications.create', {
      ...makeApplicationForm(),
      agreeToTerms: false,
      guardianConsent: true,
      contactNumber: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.fieldErrors).toMatchObject({
      agreeToTerms: [HI_FORMS.application.messages.agreeToTerms],
      contactNumber: [HI_FORMS.application.messages.contactNumberInvalid],
    });
  });
});

describe('the lookups at /hi/...', () => {
  it('the TC verification answers in Hindi with and without JavaScript', async () => {
    const campus = createCampusRow(t.app.svc);
    createTcRow(t.app.svc, campus.id, { tcNumber: 'TC/2025/777', studentName: 'Aarav D', dateOfBirth: '2011-08-23' });

    const blank = await postForm('/hi/tc-verification', { tcNumber: '', dateOfBirth: '2011-08-23' });
    expect(blank.statusCode).toBe(422);
    expect(blank.body).toContain(HI_FORMS.tcLookup.tcNumberRequired);

    const none = await postForm('/hi/tc-verification', { tcNumber: 'TC/2025/778', dateOfBirth: '2011-08-23' });
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain(HI_FORMS.tcLookup.noMatch);
    expect(none.body).toContain('value="TC/2025/778"');

    const found = await postForm('/hi/tc-verification', { tcNumber: 'TC/2025/777', dateOfBirth: '2011-08-23' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(HI_FORMS.tcLookup.verified);
    expect(found.body).toContain('Aarav D');

    const api = await callApi('hi', 'transferCertificates.verify', {
      tcNumber: 'TC/2025/778',
      dateOfBirth: '2011-08-23',
    });
    expect(api.json().result.data).toEqual({ found: false, message: HI_FORMS.tcLookup.noMatch });
    const apiBlank = await callApi('hi', 'transferCertificates.verify', { tcNumber: ' ', dateOfBirth: '' });
    const blankErrors = apiBlank.json().error.data.fieldErrors;
    expect(blankErrors.tcNumber).toEqual([HI_FORMS.tcLookup.tcNumberRequired]);
    expect(blankErrors.dateOfBirth[0]).toBe(HI_FORMS.tcLookup.dateOfBirthRequired);
  });

  it('the admission status answers in Hindi with and without JavaScript', async () => {
    const created = await callApi('en', 'enquiries.create', makeEnquiryInput({ mobile: '9822067811' }));
    const { reference } = created.json().result.data as { reference: string };

    const form = await postForm('/hi/admission-status', { reference, mobileLast4: '7811' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(HI_FORMS.admissionStatus.stages.new);

    const wrong = await postForm('/hi/admission-status', { reference, mobileLast4: '0000' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain(HI_FORMS.admissionStatus.notFound);

    const blank = await postForm('/hi/admission-status', { reference: '', mobileLast4: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.body).toContain(HI_FORMS.admissionStatus.referenceRequired);

    const api = await callApi('hi', 'admissionStatus.check', { reference, mobileLast4: '7811' });
    expect(api.json().result.data).toEqual({ found: true, status: HI_FORMS.admissionStatus.stages.new });
    const english = await callApi('en', 'admissionStatus.check', { reference, mobileLast4: '7811' });
    expect(english.json().result.data).toEqual({
      found: true,
      status: 'Received: the school office will contact you soon',
    });
  });
});

describe('the dashboard', () => {
  it('names the language a family wrote in, in its own script and in English', () => {
    expect(languageName('mr')).toBe('मराठी (Marathi)');
    expect(languageName('ur')).toBe('اردو (Urdu)');
    expect(languageName('en')).toBe('English');
  });
});
