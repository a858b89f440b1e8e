import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Admissions, Fee Structure and Important Dates drawn from their documents (docs/decisions/038-pages-as-data.md):
// the facts their sentences state come from where the office keeps them (Fees, the Calendar), never typed twice.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller();

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A page's HTML without the data embedded for hydration. */
const page = async (url: string) =>
  (await t.app.inject({ method: 'GET', url })).body.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');

describe('the admission form fee', () => {
  it('changed in Fees, changes every sentence of Admissions and Important Dates that states it', async () => {
    const sentences = (fee: string) => ({
      '/admissions': [
        `Submit the completed form with all the documents and the ${fee} admission form fee.`,
        `<strong>Admission form fee: ${fee} (non-refundable)</strong>`,
      ],
      '/admission-process': [`the ${fee} admission form fee.`],
      '/important-dates': [`Admission form fee (${fee}, non-refundable): with the application form`],
    });
    for (const [url, texts] of Object.entries(sentences('₹2,000'))) {
      const html = await page(url);
      for (const text of texts) expect(html).toContain(text);
    }

    const form = (await admin().admin.feeItems.list()).find((f) => f.name === 'Admission form fee');
    if (!form) throw new Error('no admission form fee');
    await admin().admin.feeItems.update({ ...form, amount: '2500', id: form.id });

    for (const [url, texts] of Object.entries(sentences('₹2,500'))) {
      const html = await page(url);
      for (const text of texts) expect(html).toContain(text);
    }
    // The Important Dates page states it nowhere else.
    expect(await page('/important-dates')).not.toContain('₹2,000');
  });
});

describe('Important Dates', () => {
  it("names the calendar's year in its title, heading and description, and counts its holidays", async () => {
    const dates = await visitor().events.importantDates();
    const doc = await visitor().pages.content({ page: 'importantDates' });
    expect(dates.year).toMatch(/^\d{4}-\d{2}$/);
    expect(doc.settings.heading).toBe(`Important Dates ${dates.year}`);
    expect(doc.settings.description).toContain(`holidays for ${dates.year}.`);
    const holidays = doc.sections.find((s) => s.kind === 'band' && s.id === 'holidays-title');
    expect(holidays && 'title' in holidays && holidays.title).toBe(`Holidays (${dates.holidays.length})`);

    const html = await page('/important-dates');
    expect(html).toContain(`<title>Important Dates ${dates.year} | `);
    expect(html).toContain(`<h1>Important Dates ${dates.year}</h1>`);
  });
});

describe('/admission-process', () => {
  it('shows the Admissions document under its own title', async () => {
    const html = await page('/admission-process');
    expect(html).toContain('<title>Admission Process | ');
    expect(html).toContain('<h1>Admissions</h1>');
    for (const tab of ['Overview', 'Age Criteria', 'Documents', 'Fees &amp; Payment']) {
      expect(html).toContain(`<span>${tab}</span>`);
    }
    expect(html).toContain('Joining our school');
  });
});
