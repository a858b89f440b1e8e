import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_FOR_PARENTS } from '../../src/shared/content/admission-words';
import { TC_NO_MATCH_MESSAGE, TC_VERIFICATION_PATH } from '../../src/shared/disclosure';
import { makeApplicationForm, makeApplicationInput, makeEnquiryForm, makeEnquiryInput } from '../factories/inputs';
import { latestRow } from '../factories/rows';
import { createCampusRow, createTcRow } from '../factories/tc';
import { makeTestApp, postBrowserForm, type TestApp } from '../helpers/test-app';

// Parents on Marathi, Hindi and Urdu keyboards: the digits they type (०-९, ۰-۹, ٠-٩) in a mobile
// number, a date, a TC number or a reference are read as 0-9, with JavaScript (tRPC) and without it
// (the forms' own POST), so the stored row is the same whatever script was typed; names and addresses
// are stored as typed, in their script, composed (NFC).

let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address, so the rate limits never leak between tests. */
const freshIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const DEVANAGARI_ZERO = 0x0966;
const URDU_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
/** `text` with its digits 0-9 as a keyboard of another script types them. */
const typedIn = (zero: number, text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));

// Names as keyboards send them: ख़ as one code point (NFC keeps it as ख and the nukta), and آ as alef
// and the madda above (NFC makes it one code point). Both differ from their NFC form.
const MARATHI = { firstName: 'आमिना', lastName: 'शे\u0959', address: 'घर क्र. १२, गंगा नगर, अकोला' };
const URDU = { firstName: '\u0627\u0653منہ', lastName: 'شیخ', address: 'مکان ۱۲، گنگا نگر، اکولا' };
const nfc = (text: string) => text.normalize('NFC');

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A tRPC call as the page's JavaScript sends it (JSON in a POST body). */
function callApi(procedure: string, input: unknown, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(input),
    remoteAddress: ip,
  });
}

/** A form posted without JavaScript: urlencoded, same-origin. */
function postForm(url: string, fields: Record<string, string>, ip = freshIp()) {
  return postBrowserForm(t.app, url, fields, ip);
}

describe('the enquiry', () => {
  it('with JavaScript: a Devanagari mobile is stored as 0-9, the Marathi name and address as typed (NFC)', async () => {
    const res = await callApi(
      'enquiry.create',
      makeEnquiryInput({ ...MARATHI, mobile: typedIn(DEVANAGARI_ZERO, '9876543210') }),
    );
    expect(res.statusCode).toBe(200);
    const row = latestRow(t.app.svc, 'enquiries');
    expect(row?.reference).toBe(res.json().result.data.reference);
    expect(row).toMatchObject({
      mobile: '9876543210',
      mobileKey: '9876543210',
      name: nfc(`${MARATHI.firstName} ${MARATHI.lastName}`),
      address: nfc(MARATHI.address),
    });
    expect(row?.name).toBe('आमिना शे\u0916\u093C');
  });

  it('without JavaScript: an Urdu mobile is stored as 0-9, the Urdu name and address as typed (NFC)', async () => {
    const res = await postForm('/contact', makeEnquiryForm({ ...URDU, mobile: typedIn(URDU_ZERO, '9822012345') }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your enquiry has been submitted successfully');
    const row = latestRow(t.app.svc, 'enquiries');
    expect(row).toMatchObject({
      mobile: '9822012345',
      mobileKey: '9822012345',
      name: '\u0622منہ شیخ',
      // The address keeps the digits it was typed with: it is text, not a number.
      address: 'مکان ۱۲، گنگا نگر، اکولا',
    });
  });

  it('a Devanagari number that is not a mobile is refused as its digits are', async () => {
    const res = await callApi('enquiry.create', makeEnquiryInput({ mobile: typedIn(DEVANAGARI_ZERO, '5876543210') }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.fieldErrors).toEqual({ mobile: ['Mobile number must start with 6, 7, 8 or 9'] });
  });
});

describe('the application', () => {
  it('with JavaScript: the contact number and date of birth in Devanagari are stored as 0-9, the names as typed', async () => {
    const res = await callApi(
      'applications.create',
      makeApplicationInput({
        studentName: 'आरव पाटील',
        fatherName: `राहुल ${MARATHI.lastName}`,
        motherName: 'सुनीता पाटील',
        address: MARATHI.address,
        contactNumber: typedIn(DEVANAGARI_ZERO, '9876501234'),
        dateOfBirth: typedIn(DEVANAGARI_ZERO, '2020-04-12'),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(latestRow(t.app.svc, 'applications')).toMatchObject({
      studentName: 'आरव पाटील',
      fatherName: 'राहुल शे\u0916\u093C',
      motherName: 'सुनीता पाटील',
      address: MARATHI.address,
      contactNumber: '9876501234',
      mobileKey: '9876501234',
      dateOfBirth: '2020-04-12',
    });
  });

  it('without JavaScript: Urdu and Arabic-Indic digits are stored as 0-9, the Urdu names as typed (NFC)', async () => {
    const res = await postForm(
      '/apply',
      makeApplicationForm({
        studentName: URDU.firstName,
        fatherName: 'عمران قریشی',
        motherName: 'ثناء قریشی',
        address: URDU.address,
        contactNumber: typedIn(URDU_ZERO, '9876501299'),
        dateOfBirth: typedIn(ARABIC_INDIC_ZERO, '2019-11-30'),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Application submitted successfully');
    expect(latestRow(t.app.svc, 'applications')).toMatchObject({
      studentName: '\u0622منہ',
      fatherName: 'عمران قریشی',
      motherName: 'ثناء قریشی',
      address: 'مکان ۱۲، گنگا نگر، اکولا',
      contactNumber: '9876501299',
      dateOfBirth: '2019-11-30',
    });
  });
});

describe('the TC verification', () => {
  it('finds the certificate from its number and date of birth typed in Devanagari or Urdu digits', async () => {
    const campus = createCampusRow(t.app.svc);
    createTcRow(t.app.svc, campus.id, {
      tcNumber: 'TC/2025/407',
      studentName: 'Aarav Deshmukh',
      dateOfBirth: '2011-08-23',
    });
    const typed = {
      tcNumber: typedIn(DEVANAGARI_ZERO, 'TC/2025/407'),
      dateOfBirth: typedIn(DEVANAGARI_ZERO, '2011-08-23'),
    };
    const api = await callApi('transferCertificates.verify', typed);
    expect(api.statusCode).toBe(200);
    expect(api.json().result.data).toMatchObject({
      found: true,
      certificates: [{ tcNumber: 'TC/2025/407', studentName: 'Aarav Deshmukh' }],
    });

    const form = await postForm(TC_VERIFICATION_PATH, {
      tcNumber: typedIn(URDU_ZERO, 'tc/2025/407'),
      dateOfBirth: typedIn(URDU_ZERO, '2011-08-23'),
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Aarav Deshmukh');
    expect(form.body).not.toContain(TC_NO_MATCH_MESSAGE);
  });

  it('stores a TC number and dates the office types in Devanagari as 0-9', () => {
    const campus = createCampusRow(t.app.svc);
    const tc = createTcRow(t.app.svc, campus.id, {
      tcNumber: typedIn(DEVANAGARI_ZERO, 'TC/2025/408'),
      dateOfBirth: typedIn(DEVANAGARI_ZERO, '2012-01-05'),
      issuedOn: typedIn(DEVANAGARI_ZERO, '2025-04-10'),
    });
    expect(tc).toMatchObject({ tcNumber: 'TC/2025/408', dateOfBirth: '2012-01-05', issuedOn: '2025-04-10' });
  });
});

describe('the admission status', () => {
  it('finds an enquiry by its reference and the mobile’s last four digits typed in Devanagari or Urdu', async () => {
    const created = await callApi(
      'enquiry.create',
      makeEnquiryInput({ ...URDU, mobile: typedIn(URDU_ZERO, '9822067890') }),
    );
    const { reference } = created.json().result.data as { reference: string };
    expect(reference).toMatch(/^ENQ-\d{4}-\d{5}$/);

    const api = await callApi('admissionStatus.check', {
      reference: typedIn(DEVANAGARI_ZERO, reference),
      mobileLast4: typedIn(DEVANAGARI_ZERO, '7890'),
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().result.data).toEqual({ found: true, status: STAGE_FOR_PARENTS.new });

    const form = await postForm('/admission-status', {
      reference: typedIn(URDU_ZERO, reference.toLowerCase()),
      mobileLast4: typedIn(ARABIC_INDIC_ZERO, '7890'),
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(STAGE_FOR_PARENTS.new);
  });
});
