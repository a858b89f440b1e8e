import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The accessibility statement (/accessibility) and the terms of use (/terms), written from the
// settings; and the "Last updated" line of the information pages, the day the content a page shows
// last changed (docs/decisions/033-last-updated.md). Texts are written out here, not imported from the
// source, so a changed text fails here.

const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };

/** The app's clock: far after the template database was made, so every change it dates is the latest. */
let clock = new Date('2031-03-14T06:30:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({}, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const admin = () => t.caller(ADMIN);

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's visible text: without the page data (which holds the data too), tags removed, spaces collapsed. */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

async function page(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The page's "Last updated" line: its words and its <time>'s datetime. */
async function lastUpdated(url: string): Promise<{ text: string; datetime: string }> {
  const html = await page(url);
  const m = /<p>Last updated(?:<!-- -->)? <time dateTime="([^"]+)">([^<]+)<\/time><\/p>/.exec(html);
  if (!m) throw new Error(`no "Last updated" line on ${url}`);
  return { text: `Last updated ${m[2]}`, datetime: m[1] ?? '' };
}

describe('the accessibility statement', () => {
  it('states the standard, how the site is tested, its limitations, whom to contact and the last review', async () => {
    const html = await page('/accessibility');
    expect(html).toMatch(/<h1>Accessibility statement<\/h1>/);
    const text = textOf(html);
    expect(text).toContain(
      'We aim to meet WCAG 2.2 level AA: version 2.2 of the Web Content Accessibility Guidelines (WCAG), at level AA.',
    );
    expect(text).toContain('This website partially conforms to WCAG 2.2 level AA');
    for (const heading of [
      'Our commitment',
      'The standard we aim at',
      'How we test this website',
      'Known limitations',
      'Feedback and contact',
      'If you are not happy with our answer',
      'Preparation of this statement',
    ])
      expect(html).toContain(`>${heading}</h2>`);
    expect(text).toContain('automated accessibility checks with axe');
    expect(text).toContain('checks on phones 375 pixels wide');
    expect(text).toContain('Some older PDF circulars are scanned images: ask us for their text.');
    // Nobody named yet: the school office answers, at the school's own contacts.
    expect(text).toContain('Name The school office');
    expect(html).toContain('href="mailto:info@school.example"');
    expect(text).toContain('We will reply within 5 working days.');
    // No review date set: the day the site was first started, in words.
    expect(text).toMatch(/This statement was last reviewed on \d{1,2} [A-Z][a-z]+ 20\d\d\./);
  });

  it('shows what the office sets in the dashboard', async () => {
    await admin().admin.settings.save({
      accessibilityContactName: 'Ms Fatima Shaikh',
      accessibilityContactEmail: 'access@school.example',
      accessibilityContactPhone: '+91 72400 00000',
      accessibilityResponseDays: 3,
      accessibilityLimitations: 'The campus map is an image.\n\n  The 2019 prospectus is a scan.  ',
      accessibilityReviewedOn: '2026-11-26',
    });
    const html = await page('/accessibility');
    const text = textOf(html);
    expect(text).toContain('Name Ms Fatima Shaikh');
    expect(html).toContain('href="mailto:access@school.example"');
    expect(html).toContain('href="tel:+917240000000"');
    expect(text).toContain('We will reply within 3 working days.');
    expect(html).toContain('<li>The campus map is an image.</li><li>The 2019 prospectus is a scan.</li>');
    expect(text).not.toContain('Some older PDF circulars');
    expect(text).toContain('This statement was last reviewed on 26 November 2026.');

    // No limitation known: the statement says it conforms.
    await admin().admin.settings.save({ accessibilityLimitations: '' });
    const none = textOf(await page('/accessibility'));
    expect(none).toContain('We believe this website fully conforms to WCAG 2.2 level AA.');
    expect(none).toContain('We know of no part of this website that does not meet the standard.');
  });

  it('refuses a control character or an impossible date beside the field, and changes nothing', async () => {
    const before = (await admin().admin.settings.get()).settings;
    expect(
      await fieldErrorsOf(admin().admin.settings.save({ accessibilityContactName: 'Ms Fatima\u0007 Shaikh' })),
    ).toEqual({ accessibilityContactName: 'Accessibility contact’s name must be on one line' });
    expect(await fieldErrorsOf(admin().admin.settings.save({ accessibilityReviewedOn: '2026-02-30' }))).toEqual({
      accessibilityReviewedOn: 'Enter the date of the last review as a date, or leave it empty',
    });
    expect(await fieldErrorsOf(admin().admin.settings.save({ accessibilityResponseDays: 0 }))).toEqual({
      accessibilityResponseDays: 'Reply time must be at least 1 working day',
    });
    expect((await admin().admin.settings.get()).settings).toEqual(before);
  });
});

describe('the terms of use', () => {
  it('gives the terms, copyright and hyperlinking policies, the disclaimer and the governing law', async () => {
    const html = await page('/terms');
    expect(html).toMatch(/<h1>Terms of use<\/h1>/);
    for (const heading of [
      'Terms and conditions',
      'Copyright policy',
      'Hyperlinking policy',
      'Disclaimer',
      'Privacy',
      'Governing law',
    ])
      expect(html).toContain(`>${heading}</h2>`);
    const text = textOf(html);
    expect(text).toContain('This website is owned and maintained by Al Mahmood School.');
    expect(text).toContain('you may link directly to any page of this website without asking for permission first');
    expect(text).toContain('We do not permit our pages to be shown inside frames on another website');
    expect(text).toContain('a link does not mean that we endorse the website');
    expect(text).toContain('subject to the exclusive jurisdiction of the courts at Akola, India.');
    expect(html).toContain('<a href="/privacy">Privacy Notice</a>');
  });

  it('names the school and the city the office sets', async () => {
    await admin().admin.settings.save({ schoolName: 'Al Mahmood Public School', jurisdictionCity: 'Nagpur' });
    const text = textOf(await page('/terms'));
    expect(text).toContain('This website is owned and maintained by Al Mahmood Public School.');
    expect(text).toContain('the courts at Nagpur, India.');
    await admin().admin.settings.save({ schoolName: 'Al Mahmood School', jurisdictionCity: 'Akola' });
  });
});

describe('the statutory pages', () => {
  it('are linked from every page’s footer and listed in the sitemap', async () => {
    const html = await page('/about');
    const statutory = /<nav aria-label="Statutory information">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...statutory.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/mandatory-public-disclosure', 'Mandatory Public Disclosure'],
      ['/tc-verification', 'TC Verification'],
      ['/privacy', 'Privacy Notice'],
      ['/accessibility', 'Accessibility'],
      ['/terms', 'Terms of use'],
    ]);
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/accessibility</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/terms</loc>');
  });
});

describe('"Last updated"', () => {
  it('is on the information pages, the statements, the privacy notice and the contact page', async () => {
    for (const url of ['/', '/about', '/fees', '/leadership', '/contact', '/privacy', '/accessibility', '/terms'])
      expect((await lastUpdated(url)).datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Not on a form or a tool, whose content is not a text that changes.
    expect(await page('/apply')).not.toContain('Last updated');
  });

  it('moves when a FAQ of the home page is edited or removed, and only on the pages that show it', async () => {
    const faq = {
      question: 'Is there a school bus?',
      answer: 'Yes, on four routes.',
      category: 'admission',
      popularity: 1,
    };
    const terms = await lastUpdated('/terms');

    clock = new Date('2031-04-02T05:00:00Z');
    const { id } = await admin().admin.faqs.create(faq);
    clock = new Date('2031-04-20T19:00:00Z'); // 21 April in Akola
    await admin().admin.faqs.update({ ...faq, id, answer: 'Yes, on five routes.' });
    expect(await lastUpdated('/')).toEqual({ text: 'Last updated 21 April 2031', datetime: '2031-04-21' });
    expect(await lastUpdated('/terms')).toEqual(terms);

    // A removed row leaves no date of its own: its removal is the change.
    clock = new Date('2031-05-09T08:00:00Z');
    await admin().admin.faqs.remove({ id });
    expect(await lastUpdated('/')).toEqual({ text: 'Last updated 9 May 2031', datetime: '2031-05-09' });
  });

  it('moves with the settings a page shows, not with every setting', async () => {
    clock = new Date('2031-06-01T08:00:00Z');
    await admin().admin.settings.save({ jurisdictionCity: 'Akola' }); // unchanged: no change to date
    await admin().admin.settings.save({ primaryColor: '#1d4ed8' });
    const terms = await lastUpdated('/terms');
    expect(terms.datetime).not.toBe('2031-06-01');

    clock = new Date('2031-06-15T08:00:00Z');
    await admin().admin.settings.save({ jurisdictionCity: 'Amravati' });
    expect(await lastUpdated('/terms')).toEqual({ text: 'Last updated 15 June 2031', datetime: '2031-06-15' });
    expect((await lastUpdated('/accessibility')).datetime).not.toBe('2031-06-15');
  });

  it('is the server’s HTML: a page without islands carries no page data for the browser to redo it with', async () => {
    const { datetime } = await lastUpdated('/terms');
    const html = await page('/terms');
    expect(html.toLowerCase()).toContain(`datetime="${datetime}"`);
    expect(html).not.toContain('data-island=');
    expect(html).not.toContain('__PAGE_DATA__');
  });
});
