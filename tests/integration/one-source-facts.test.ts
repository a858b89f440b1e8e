import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// One source for each fact (docs/decisions/044-one-academic-year.md): the school hours (a setting) and
// the admission form fee (a Fees head), changed where they are kept, change the page, the FAQ answer,
// the built-in brochure and /apply alike.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * A page's HTML without the data embedded for hydration (it carries every setting, shown or not) and
 * without React's markers between texts.
 */
const page = async (url: string) =>
  (await t.app.inject({ method: 'GET', url })).body
    .replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '')
    .replaceAll('<!-- -->', '');

/** The built-in brochure's words: its text operators' strings, one line each, joined as read. */
async function brochureText(): Promise<string> {
  const pdf = (await t.app.inject({ method: 'GET', url: '/brochure.pdf' })).rawPayload.toString('latin1');
  return [...pdf.matchAll(/\((.*?)\) Tj/g)].map((m) => m[1]).join(' ');
}

const faqAnswer = async (question: string) =>
  (await t.caller().faqs.list()).find((f) => f.question === question)?.answer;

describe('one source for each fact', () => {
  it('states the seeded school hours and fee alike everywhere', async () => {
    expect(await page('/academics')).toContain('8:00 AM - 2:00 PM');
    expect(await faqAnswer('What are the school timings?')).toBe(
      'Classes 1-12: 8:00 AM - 2:00 PM; Pre-primary: 9:00 AM - 1:00 PM. Morning assembly begins at 7:55 AM.',
    );
    const brochure = await brochureText();
    expect(brochure).toContain('Classes 1-12: 8:00 AM - 2:00 PM');
    expect(brochure).toContain('The admission form fee of Rs 2,000 is non-refundable');
    expect(await page('/apply')).toContain(
      'The admission form fee of ₹2,000 is non-refundable and payable one time only.',
    );
  });

  it('changes the school hours on the page, in the FAQ, the brochure and the contact page from Settings', async () => {
    await admin().admin.settings.save({ schoolHours: '7:30 AM - 1:30 PM', morningAssembly: '7:25 AM' });

    const academics = await page('/academics');
    expect(academics).toContain('7:30 AM - 1:30 PM');
    expect(academics).not.toContain('8:00 AM - 2:00 PM');
    expect(await faqAnswer('What are the school timings?')).toBe(
      'Classes 1-12: 7:30 AM - 1:30 PM; Pre-primary: 9:00 AM - 1:00 PM. Morning assembly begins at 7:25 AM.',
    );
    const brochure = await brochureText();
    expect(brochure).toContain('Classes 1-12: 7:30 AM - 1:30 PM');
    expect(brochure).toContain('Morning assembly: 7:25 AM');
    expect(brochure).not.toContain('8:00 AM');
    expect(await page('/contact')).toContain('School hours, Classes 1-12: 7:30 AM - 1:30 PM');
  });

  it('changes the form fee in the FAQ, the brochure and /apply from Fees', async () => {
    const form = (await admin().admin.feeItems.list()).find((f) => f.name === 'Admission form fee');
    if (!form) throw new Error('no admission form fee');
    await admin().admin.feeItems.update({ ...form, amount: '3500', id: form.id });

    expect(await faqAnswer('How much is the admission form fee?')).toBe(
      'The admission form fee is ₹3,500 and it is non-refundable.',
    );
    const brochure = await brochureText();
    expect(brochure).toContain('the Rs 3,500 admission form fee.');
    expect(brochure).toContain('The admission form fee of Rs 3,500 is non-refundable');
    expect(brochure).not.toContain('2,000');
    const apply = await page('/apply');
    expect(apply).toContain('The admission form fee of ₹3,500 is non-refundable and payable one time only.');
    expect(apply).not.toContain('₹2,000');
  });

  it('refuses an admission step without its title, and a list naming a field that does not exist', async () => {
    await expect(admin().admin.settings.save({ admissionSteps: 'Obtain the form' })).rejects.toThrow(
      'Write each admission step on its own line as “Title: what to do”',
    );
    await expect(
      admin().admin.settings.save({ documentChecklist: 'Birth certificate\n{fee} receipt' }),
    ).rejects.toThrow('There is no field {fee}');
  });

  it('refuses an empty school day fact with its label', async () => {
    await expect(admin().admin.settings.save({ schoolHours: ' ' })).rejects.toThrow(
      'School hours, Classes 1-12 is required',
    );
  });
});

// The lists and the meetings (the second part of decision 044's "One source for each fact"): a fresh
// install states today's words; each changed where the office keeps it (Settings, the fee structure,
// the Calendar) changes every place that states it. A fresh app of its own, so the changes above and
// below do not meet.
describe('one source for each list', () => {
  let u: TestApp;
  const office = () =>
    u.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
  const html = async (url: string) =>
    (await u.app.inject({ method: 'GET', url })).body
      .replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '')
      .replaceAll('<!-- -->', '')
      .replaceAll('&#x27;', "'");
  const words = async () => {
    const pdf = (await u.app.inject({ method: 'GET', url: '/brochure.pdf' })).rawPayload.toString('latin1');
    return [...pdf.matchAll(/\((.*?)\) Tj/g)]
      .map((m) => m[1])
      .join(' ')
      .replace(/\\([\\()])/g, '$1')
      .replace(/\s+/g, ' ');
  };
  const answer = async (question: string) =>
    (await u.caller().faqs.list()).find((f) => f.question === question)?.answer;

  beforeAll(async () => {
    u = await makeTestApp();
  });
  afterAll(async () => {
    await u.close();
  });

  it("states the seeded lists, meetings and fee rules with today's words", async () => {
    const contact = await html('/contact');
    expect(contact).toContain('Parent-teacher meeting: Third Saturday of every month, 12:00 - 2:00 PM');
    const brochure = await words();
    expect(brochure).toContain('- Parent-teacher meeting: Third Saturday of every month, 12:00 - 2:00 PM');
    expect(brochure).toContain(
      '- Accepted: Cash, Bank transfer / RTGS / NEFT, UPI / digital payment. No partial payments. No cheques. No installments. Payments only via the School Accounts Office.',
    );
    expect(brochure).toContain(
      '- Withdrawal: No verbal or telephone withdrawal. Minimum 3 months written notice on the official form. Transfer Certificate only after all dues are cleared.',
    );
    expect(brochure).toContain(
      '- Obtain the admission form from the school office. - Submit the completed form with all the documents and the Rs 2,000 admission form fee. - The student takes the entrance exam.',
    );
    expect(await answer('When are parent-teacher meetings?')).toBe(
      'Parent-teacher meetings are held on the third Saturday of every month, 12:00 - 2:00 PM.',
    );
    expect(await answer('Which documents are needed for admission?')).toBe(
      'Please bring: birth certificate, aadhaar card (student and parent), transfer certificate (above Nursery), previous report card (if applicable), health certificate and recent passport-size photographs.',
    );
    expect(await answer('What are the promotion rules?')).toBe(
      'Minimum 75% attendance is required. A student failing in 3 subjects takes a re-examination. A student failing in more than 3 subjects is detained.',
    );
    expect(await answer('When are the examinations held?')).toBe(
      'First Evaluation in July - August, Term 1 Examination in October - November, Second Evaluation in December - January and Term 2 Examination in March - April.',
    );
    expect(await answer('When is admission confirmed?')).toBe(
      'Admission is confirmed only when all three are submitted: admission fee, full annual tuition fee and admission form with all documents. The admission fee alone does not confirm a seat.',
    );
    expect(await html('/apply')).toContain('<li>Aadhaar card (student and parent)</li>');
    const admissions = await html('/admissions');
    expect(admissions).toContain('<li>Recent passport-size photographs</li>');
    expect(admissions).toContain(
      '<h3>Submit the form</h3><p>Submit the completed form with all the documents and the ₹2,000 admission form fee.</p>',
    );
    expect(await html('/academics')).toContain('<li>Minimum 75% attendance is required.</li>');
  });

  it('changes the meetings on Contact, the pages, the FAQ and the brochure from Settings', async () => {
    await office().admin.settings.save({ ptm: 'Second Friday of every month, 3:00 - 5:00 PM' });

    expect(await html('/contact')).toContain('Parent-teacher meeting: Second Friday of every month, 3:00 - 5:00 PM');
    expect(await words()).toContain('- Parent-teacher meeting: Second Friday of every month, 3:00 - 5:00 PM');
    expect(await answer('When are parent-teacher meetings?')).toBe(
      'Parent-teacher meetings are held on the second Friday of every month, 3:00 - 5:00 PM.',
    );
    for (const url of ['/academics', '/important-dates', '/teaching', '/vision-mission']) {
      const text = await html(url);
      expect(text, url).toMatch(/[Ss]econd Friday of every month, 3:00 - 5:00 PM/);
      expect(text, url).not.toMatch(/[Tt]hird Saturday of every month, 12:00/);
    }
  });

  it('changes the documents on /apply, the Admissions page and in the FAQ from Settings', async () => {
    await office().admin.settings.save({ documentChecklist: 'Birth certificate\nPassport (if any)' });

    const apply = await html('/apply');
    expect(apply).toContain('<li>Passport (if any)</li>');
    expect(apply).not.toContain('Health certificate');
    const admissions = await html('/admissions');
    expect(admissions).toContain('<li>Passport (if any)</li>');
    expect(admissions).not.toContain('Health certificate');
    expect(await answer('Which documents are needed for admission?')).toBe(
      'Please bring: birth certificate and passport (if any).',
    );
  });

  it('changes the admission steps on the Admissions page and in the brochure from Settings', async () => {
    await office().admin.settings.save({
      admissionSteps:
        'Enquire: Send an enquiry online.\nVisit: Visit the school with your child and pay the {admissionFee} form fee.',
    });

    const admissions = await html('/admissions');
    expect(admissions).toContain('<h3>Visit</h3><p>Visit the school with your child and pay the ₹2,000 form fee.</p>');
    expect(admissions).not.toContain('Obtain the form');
    const brochure = await words();
    expect(brochure).toContain(
      '- Send an enquiry online. - Visit the school with your child and pay the Rs 2,000 form fee.',
    );
    expect(brochure).not.toContain('Obtain the admission form');
  });

  it('keeps the brochure to one page when the steps are many and long, cutting them short', async () => {
    const long = 'Bring the form and every document the school office asks for, '.repeat(3).trim();
    const steps = Array.from({ length: 8 }, (_, i) => `Step ${i + 1}: ${long}`).join('\n');
    await office().admin.settings.save({ admissionSteps: steps });

    const res = await u.app.inject({ method: 'GET', url: '/brochure.pdf' });
    expect(res.statusCode).toBe(200);
    const brochure = await words();
    expect(brochure).toContain('- Bring the form and every document');
    expect(brochure).toContain(' ...');
    expect(brochure).toContain('Send an admission enquiry from the Contact page of our website.');
    // The Admissions page states every step in full.
    expect(await html('/admissions')).toContain(`<h3>Step 8</h3><p>${long}</p>`);
  });

  it('changes the promotion rules on the Academics page and in the FAQ from Settings', async () => {
    await office().admin.settings.save({ promotionRules: 'Minimum 80% attendance is required.\nNo re-examinations.' });

    const academics = await html('/academics');
    expect(academics).toContain('<li>Minimum 80% attendance is required.</li>');
    expect(academics).not.toContain('75% attendance');
    expect(await answer('What are the promotion rules?')).toBe(
      'Minimum 80% attendance is required. No re-examinations.',
    );
  });

  it('changes the fee rules in the brochure and the FAQ from the current fee structure', async () => {
    const [structure] = await office().admin.feeStructures.list();
    if (!structure) throw new Error('no fee structure');
    await office().admin.feeStructures.update({
      ...structure,
      id: structure.id,
      paymentMethods: 'Cash\nUPI',
      paymentRules: 'Late fees apply after the due date.\nNo cheques.',
      policies: 'No cheques.\nSix weeks written notice for a withdrawal.',
      confirmation: 'Admission fee\nSigned form',
    });

    const brochure = await words();
    expect(brochure).toContain('- Accepted: Cash, UPI. No cheques.');
    expect(brochure).toContain('- Withdrawal: Six weeks written notice for a withdrawal.');
    expect(brochure).not.toContain('No partial payments');
    expect(brochure).not.toContain('Minimum 3 months');
    expect(await answer('When is admission confirmed?')).toBe(
      'Admission is confirmed only when all two are submitted: admission fee and signed form. The admission fee alone does not confirm a seat.',
    );
  });

  it('changes the examinations in the FAQ from the Calendar', async () => {
    const term1 = (await office().admin.events.list()).find((e) => e.title === 'Term 1 Examination' && !e.draft);
    if (!term1) throw new Error('no Term 1 Examination');
    const year = term1.startDate.slice(0, 4);
    await office().admin.events.update({
      ...term1,
      id: term1.id,
      title: 'Half-yearly Examination',
      startDate: `${year}-09-15`,
      endDate: `${year}-10-15`,
    });

    expect(await answer('When are the examinations held?')).toBe(
      'First Evaluation in July - August, Half-yearly Examination in September - October, Second Evaluation in December - January and Term 2 Examination in March - April.',
    );
  });
});
