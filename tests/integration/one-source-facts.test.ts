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

  it('refuses an empty school day fact with its label', async () => {
    await expect(admin().admin.settings.save({ schoolHours: ' ' })).rejects.toThrow(
      'School hours, Classes 1-12 is required',
    );
  });
});
