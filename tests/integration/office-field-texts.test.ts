import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The office's texts that visitors read with their fields filled (FAQ answers, the information tiles,
// the fee structure's texts: each content type's `fieldTexts`) refuse a field that does not exist when
// they are saved, beside the text and in the page editor's words, and store nothing: '{fee}' would
// otherwise reach parents as typed. The reply templates say it the same way (desk-replies.test.ts).

const UNKNOWN = (name: string) => `There is no field {${name}}: use one of the fields offered, such as {schoolName}`;

let t: TestApp;
const admin = () =>
  t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } }).admin;
const rows = (table: string) => t.app.svc.db.$client.prepare(`select * from ${table} order by id`).all();

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('an unknown field in an office text', () => {
  it('is refused in an FAQ answer, created or updated, and nothing is stored', async () => {
    const before = rows('faqs');
    const faq = { question: 'How much is the form?', category: 'admission', popularity: 0 };
    expect(await fieldErrorsOf(admin().faqs.create({ ...faq, answer: 'The form costs {fee}.' }))).toEqual({
      answer: UNKNOWN('fee'),
    });
    expect(rows('faqs')).toEqual(before);

    const made = await admin().faqs.create({ ...faq, answer: 'The form costs {admissionFee}.' });
    const stored = rows('faqs');
    expect(
      await fieldErrorsOf(admin().faqs.update({ ...faq, id: made.id, answer: 'Apply by {applyBy} to {scool}.' })),
    ).toEqual({ answer: UNKNOWN('scool') });
    expect(rows('faqs')).toEqual(stored);
  });

  it('is refused in an information tile’s description, and nothing is stored', async () => {
    const before = rows('announcements');
    const tile = { title: 'Admissions open', buttonText: '', link: '' };
    expect(
      await fieldErrorsOf(admin().announcements.create({ ...tile, description: 'Forms cost {admissionfee}.' })),
    ).toEqual({ description: UNKNOWN('admissionfee') });
    expect(rows('announcements')).toEqual(before);

    const made = await admin().announcements.create({ ...tile, description: 'Forms cost {admissionFee}.' });
    const stored = rows('announcements');
    expect(
      await fieldErrorsOf(admin().announcements.update({ ...tile, id: made.id, description: 'Call {phoneNumber}.' })),
    ).toEqual({ description: UNKNOWN('phoneNumber') });
    expect(rows('announcements')).toEqual(stored);
  });

  it('is refused in each of a fee structure’s texts, and nothing is stored', async () => {
    const before = rows('fee_structures');
    expect(
      await fieldErrorsOf(admin().feeStructures.create({ academicYear: '2031-32', note: 'The form is {formFee}.' })),
    ).toEqual({ note: UNKNOWN('formFee') });
    expect(rows('fee_structures')).toEqual(before);

    const made = await admin().feeStructures.create({ academicYear: '2031-32', note: 'The form is {admissionFee}.' });
    const stored = rows('fee_structures');
    for (const key of ['note', 'confirmation', 'paymentRules', 'withdrawalRules', 'policies']) {
      const update = admin().feeStructures.update({ id: made.id, academicYear: '2031-32', [key]: 'By {dueDate}.' });
      expect(await fieldErrorsOf(update), key).toEqual({ [key]: UNKNOWN('dueDate') });
    }
    expect(rows('fee_structures')).toEqual(stored);
    // The field offered is kept as written, for the office to read as it typed it.
    expect(
      await admin().feeStructures.update({ id: made.id, academicYear: '2031-32', policies: '{schoolName}' }),
    ).toMatchObject({ policies: '{schoolName}' });
  });
});
