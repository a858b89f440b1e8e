import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentServices } from '../../src/server/content/index';
import { campuses } from '../../src/server/db/schema';
import { getSettings } from '../../src/server/platform/settings';
import { createContentRow } from '../factories/content';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The careers pages (docs/decisions/053-careers.md): /careers lists the open vacancies by campus and
// post level with filters that work without a script; /careers/<slug> answers 200 open or closed,
// 410 archived, 404 draft or unknown; an open vacancy's page carries its JobPosting; the sitemap
// lists the open ones; the pages speak the page's language; a vacancy leaves the cached list when
// its closing day ends, without an edit.

const SITE = 'https://school.example';
// 11:30 on 10 June 2031 in Asia/Kolkata, the seeded school's time zone.
const NOW = new Date('2031-06-10T06:00:00.000Z');
let clock = NOW;
let t: TestApp;
let c1: { id: number; name: string; pinCode: string };
let c2: { id: number; name: string; pinCode: string };
const BREAKOUT_TITLE = 'PGT Physics </script><script>alert(1)</script>';

beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: SITE }, { now: () => clock });
  const svc = t.app.svc;
  const rows = svc.db
    .select({ id: campuses.id, name: campuses.name, pinCode: campuses.pinCode })
    .from(campuses)
    .orderBy(asc(campuses.sortOrder), asc(campuses.id))
    .all();
  expect(rows.length).toBeGreaterThanOrEqual(2);
  [c1, c2] = rows as [typeof c1, typeof c2];
  await createContentRow(svc, 'vacancies', {
    title: 'TGT Mathematics',
    slug: 'tgt-mathematics',
    campusId: c1.id,
    salaryMin: 30000,
    salaryMax: 40000,
    description: 'Teach **mathematics** to classes VI to X.',
  });
  await createContentRow(svc, 'vacancies', {
    title: 'PRT English',
    slug: 'prt-english',
    postLevel: 'PRT',
    subjects: 'English',
    classes: 'I-V',
    campusId: c2.id,
    employmentType: 'part-time',
    closingDate: '2031-06-20',
  });
  await createContentRow(svc, 'vacancies', {
    title: 'Laboratory Assistant',
    slug: 'lab-assistant',
    postLevel: 'non-teaching',
    subjects: '',
    classes: '',
    tetRequired: 'none',
    employmentType: 'contract',
    closingDate: '2031-06-10',
  });
  await createContentRow(svc, 'vacancies', {
    title: BREAKOUT_TITLE,
    slug: 'pgt-physics',
    postLevel: 'PGT',
    subjects: 'Physics',
    classes: 'XI-XII',
    campusId: c2.id,
    salaryMin: 50000,
  });
  await createContentRow(svc, 'vacancies', {
    title: 'PGT Chemistry (closed)',
    slug: 'pgt-chemistry',
    postLevel: 'PGT',
    campusId: c1.id,
    postedOn: '2031-05-01',
    closingDate: '2031-06-05',
  });
  await createContentRow(svc, 'vacancies', { title: 'Draft Librarian', slug: 'librarian', status: 'draft' });
  await createContentRow(svc, 'vacancies', { title: 'Archived Accountant', slug: 'accountant', status: 'archived' });
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => t.app.inject({ method: 'GET', url });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The value beside a label in a page's list of facts (<dt>label</dt><dd>value</dd>), as text. */
const factOf = (html: string, label: string) =>
  text(
    html.match(new RegExp(`<dt>${label.replace(/[()]/g, '\\$&')}</dt><dd[^>]*>([\\s\\S]*?)</dd>`))?.[1] ?? '',
  ).trim();
const jobPostings = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('statuses', () => {
  it('answers 200 for the list and a published vacancy, open or closed', async () => {
    expect((await get('/careers')).statusCode).toBe(200);
    expect((await get('/careers/tgt-mathematics')).statusCode).toBe(200);
    expect((await get('/careers/pgt-chemistry')).statusCode).toBe(200);
    expect((await get('/mr/careers/tgt-mathematics')).statusCode).toBe(200);
  });

  it('answers 410 for an archived vacancy, with a short page and a link to the open ones', async () => {
    const res = await get('/careers/accountant');
    expect(res.statusCode).toBe(410);
    expect(text(res.body)).toContain('This vacancy is no longer advertised');
    expect(res.body).not.toContain('Archived Accountant');
    expect(res.body).toMatch(/<a [^>]*href="\/careers"[^>]*>See the open vacancies<\/a>/);
    expect(res.body).toContain('<meta name="robots" content="noindex');
  });

  it('answers 404 for a draft and an unknown address', async () => {
    const draft = await get('/careers/librarian');
    expect(draft.statusCode).toBe(404);
    expect(draft.body).not.toContain('Draft Librarian');
    expect((await get('/careers/no-such-post')).statusCode).toBe(404);
    expect((await get('/careers/Upper-Case')).statusCode).toBe(404);
  });

  it('never takes /careers/apply for a vacancy: it is the application form', async () => {
    const res = await get('/careers/apply');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);
    expect(jobPostings(res.body)).toEqual([]);
  });
});

describe('the list', () => {
  it('shows the open vacancies by campus, then post level, each with its facts', async () => {
    const res = await get('/careers');
    const body = text(res.body).split('4 open vacancies')[1] ?? '';
    for (const title of ['TGT Mathematics', 'PRT English', 'Laboratory Assistant']) expect(body).toContain(title);
    for (const gone of ['PGT Chemistry', 'Draft Librarian', 'Archived Accountant']) expect(body).not.toContain(gone);
    // Campuses in their order, the vacancies for any campus last; in a campus, PRT before PGT.
    const at = (s: string) => body.indexOf(s);
    expect(at(c1.name)).toBeLessThan(at('TGT Mathematics'));
    expect(at('TGT Mathematics')).toBeLessThan(at(c2.name));
    expect(at(c2.name)).toBeLessThan(at('PRT English'));
    expect(at('PRT English')).toBeLessThan(at('PGT Physics'));
    expect(at('PGT Physics')).toBeLessThan(at('Any campus'));
    expect(at('Any campus')).toBeLessThan(at('Laboratory Assistant'));
    // A card: its page, level, subjects, classes, employment and closing date.
    expect(res.body).toMatch(/<a [^>]*href="\/careers\/tgt-mathematics"[^>]*>TGT Mathematics<\/a>/);
    const card = body.slice(at('TGT Mathematics'), at(c2.name));
    expect(card).toContain('Trained Graduate Teacher (TGT)');
    expect(card).toContain('Full time');
    expect(card).toContain('Subjects Mathematics');
    expect(card).toContain('Classes VI-X');
    expect(card).toContain('Apply by 30 June 2031');
    // Applying for any suitable post.
    expect(res.body).toMatch(/<a [^>]*href="\/careers\/apply"[^>]*>Apply for any suitable post<\/a>/);
  });

  it('filters by campus and post level with a GET form that works without a script', async () => {
    const form = (await get('/careers')).body.match(/<form[^>]*class="careers-filters"[\s\S]*?<\/form>/)?.[0] ?? '';
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/action="\/careers"/);
    expect(form).toContain('name="campus"');
    expect(form).toContain('name="level"');
    expect(form).toContain('<option value="prt">Primary Teacher (PRT)</option>');
    expect(text(form)).toContain('Show');

    const byCampus = text((await get(`/careers?campus=${c2.id}`)).body);
    expect(byCampus).toContain('PRT English');
    // A vacancy for any campus may be at this one.
    expect(byCampus).toContain('Laboratory Assistant');
    expect(byCampus).not.toContain('TGT Mathematics');
    expect(byCampus).toContain('3 open vacancies');

    const byLevel = await get('/careers?level=prt');
    expect(text(byLevel.body)).toContain('1 open vacancy');
    expect(text(byLevel.body)).not.toContain('TGT Mathematics');
    // The form shows the choice it made.
    expect(byLevel.body).toMatch(/<option value="prt" selected="">/);

    const none = await get(`/careers?campus=${c1.id}&level=prt`);
    expect(none.statusCode).toBe(200);
    expect(text(none.body)).toContain('No open vacancy matches these choices.');
    expect(none.body).toMatch(/<a [^>]*href="\/careers"[^>]*>Show all open vacancies<\/a>/);
  });

  it('ignores values that name nothing, never failing', async () => {
    for (const q of [
      'campus=999999',
      'campus=abc',
      'level=xyz',
      'level=%3Cscript%3E',
      'campus=-1&level=',
      'level=PRT',
    ]) {
      const res = await get(`/careers?${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(text(res.body), q).toContain('4 open vacancies');
    }
  });
});

describe('one vacancy', () => {
  it('shows its facts, its description as HTML and the apply section', async () => {
    const res = await get('/careers/tgt-mathematics');
    const body = text(res.body);
    expect(res.body).toContain('<title>TGT Mathematics');
    expect(
      Object.fromEntries(
        [
          'Post',
          'Subjects',
          'Classes',
          'Campus',
          'Qualifications',
          'Teacher Eligibility Test',
          'Experience',
          'Employment',
          'Salary',
          'Posted on',
          'Closing date',
        ].map((label) => [label, factOf(res.body, label)]),
      ),
    ).toEqual({
      Post: 'Trained Graduate Teacher (TGT)',
      Subjects: 'Mathematics',
      Classes: 'VI-X',
      Campus: c1.name,
      Qualifications: 'B.Sc. (Mathematics) with B.Ed.',
      'Teacher Eligibility Test': 'CTET',
      Experience: '2 years teaching CBSE classes',
      Employment: 'Full time',
      Salary: '₹30,000 – ₹40,000 a month',
      'Posted on': '1 June 2031',
      'Closing date': '30 June 2031',
    });
    expect(res.body).toContain('<strong>mathematics</strong>');
    const apply = res.body.match(/<section id="apply"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(apply).toContain('<h2');
    // The form itself, applying for this vacancy: it posts to the application's address.
    expect(apply).toMatch(/<form [^>]*action="\/careers\/apply#application"/);
    expect(apply).toContain('<input type="hidden" name="vacancy" value="tgt-mathematics"/>');
    expect(apply).toContain('type="file"');
    expect(body).not.toContain('This vacancy closed');
  });

  it('says "Any campus" and no salary when the vacancy gives neither', async () => {
    const html = (await get('/careers/lab-assistant')).body;
    expect(factOf(html, 'Campus')).toBe('Any campus');
    expect(html).not.toContain('<dt>Salary</dt>');
    expect(html).not.toContain('<dt>Subjects</dt>');
  });

  it('past its closing date: says when it closed, offers no apply section and no JobPosting', async () => {
    const res = await get('/careers/pgt-chemistry');
    expect(text(res.body)).toContain('This vacancy closed on 5 June 2031');
    expect(res.body).not.toContain('id="apply"');
    expect(res.body).not.toContain('name="vacancy"');
    expect(jobPostings(res.body)).toEqual([]);
  });
});

describe('JobPosting', () => {
  it('describes an open vacancy from its fields', async () => {
    const [posting, ...more] = jobPostings((await get('/careers/tgt-mathematics')).body);
    expect(more).toEqual([]);
    const settings = getSettings(t.app.svc);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'TGT Mathematics',
      datePosted: '2031-06-01',
      // The end of 30 June in Asia/Kolkata.
      validThrough: '2031-06-30T18:30:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: settings.schoolName, sameAs: SITE },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Akola',
          addressRegion: 'Maharashtra',
          postalCode: c1.pinCode,
          addressCountry: 'IN',
        },
      },
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 30000, maxValue: 40000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: settings.schoolName, value: 'tgt-mathematics' },
      directApply: true,
    });
    expect(posting.description).toContain('<strong>mathematics</strong>');
    expect(posting.jobLocation.address.streetAddress).toBeTruthy();
    expect(posting.jobLocation.address.streetAddress).not.toContain('Maharashtra');
  });

  it('has a salary only when one is given, and the school address without a campus', async () => {
    const [prt] = jobPostings((await get('/careers/prt-english')).body);
    expect(prt.employmentType).toBe('PART_TIME');
    expect(prt).not.toHaveProperty('baseSalary');
    const [physics] = jobPostings((await get('/careers/pgt-physics')).body);
    expect(physics.baseSalary.value).toEqual({ '@type': 'QuantitativeValue', minValue: 50000, unitText: 'MONTH' });
    const [lab] = jobPostings((await get('/careers/lab-assistant')).body);
    expect(lab.employmentType).toBe('CONTRACTOR');
    expect(lab.jobLocation.address).toMatchObject({ addressLocality: 'Akola', addressCountry: 'IN' });
    expect(lab.jobLocation.address.streetAddress).toBeTruthy();
  });

  it('cannot be broken out of by the office text', async () => {
    const res = await get('/careers/pgt-physics');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const [posting] = jobPostings(res.body);
    expect(posting.title).toBe(BREAKOUT_TITLE);
  });
});

describe('the sitemap', () => {
  it('lists /careers and the open vacancies, never a closed, archived or draft one', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const open of ['/careers', '/careers/tgt-mathematics', '/careers/prt-english', '/careers/lab-assistant'])
      expect(sitemap).toContain(`<loc>${SITE}${open}</loc>`);
    for (const out of ['/careers/pgt-chemistry', '/careers/accountant', '/careers/librarian'])
      expect(sitemap).not.toContain(`<loc>${SITE}${out}</loc>`);
  });
});

describe('in other languages', () => {
  it('speaks Marathi on /mr/careers, the office texts English until translated', async () => {
    const before = await get('/mr/careers');
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('<title>करिअर');
    const body = text(before.body);
    expect(body).toContain('4 खुल्या जागा');
    expect(body).toContain('दाखवा');
    expect(body).toContain('सर्व परिसर');
    expect(body).toContain('30 जून 2031 पर्यंत अर्ज करा');
    expect(body).toContain('प्रशिक्षित पदवीधर शिक्षक (TGT)');
    expect(before.body).toMatch(/<a lang="en" href="\/mr\/careers\/tgt-mathematics"[^>]*>TGT Mathematics<\/a>/);
    expect(before.body).toMatch(/action="\/mr\/careers"/);

    const maths = contentServices.vacancies.list(t.app.svc).find((v) => v.slug === 'tgt-mathematics')!;
    contentServices.vacancies.translate(
      t.app.svc,
      { id: maths.id, lang: 'mr', values: { title: 'टीजीटी गणित', description: '**गणित** शिकवा.' } },
      'admin',
    );
    t.app.svc.onContentChanged();
    const after = await get('/mr/careers');
    expect(after.body).toMatch(/<a lang="mr" href="\/mr\/careers\/tgt-mathematics"[^>]*>टीजीटी गणित<\/a>/);
    const page = await get('/mr/careers/tgt-mathematics');
    expect(page.body).toContain('<strong>गणित</strong>');
    expect(factOf(page.body, 'वेतन')).toBe('दरमहा ₹30,000 – ₹40,000');
    expect(page.body).toMatch(/<form [^>]*action="\/mr\/careers\/apply#application"/);
    // Subjects stayed English: marked so.
    expect(page.body).toMatch(/<dd lang="en">Mathematics<\/dd>/);
  });

  it('runs right to left in Urdu, with its words', async () => {
    const res = await get('/ur/careers/pgt-chemistry');
    expect(res.body).toMatch(/<html[^>]*dir="rtl"/);
    expect(text(res.body)).toContain('یہ آسامی');
    const list = text((await get('/ur/careers')).body);
    expect(list).toContain('کھلی آسامیاں');
  });
});

describe('the page cache', () => {
  it('drops a vacancy from /careers when its closing day ends, without an edit', async () => {
    clock = new Date('2031-06-10T18:29:59.000Z'); // 23:59:59 on 10 June in Akola
    const first = await get('/careers');
    expect(text(first.body)).toContain('Laboratory Assistant');
    const again = await get('/careers');
    expect(again.headers.etag).toBe(first.headers.etag);

    clock = new Date('2031-06-10T18:30:00.000Z'); // midnight: 11 June
    const after = await get('/careers');
    expect(text(after.body)).not.toContain('Laboratory Assistant');
    expect(text(after.body)).toContain('TGT Mathematics');
    expect(text((await get('/careers/lab-assistant')).body)).toContain('This vacancy closed on 10 June 2031');
    expect((await get('/sitemap.xml')).body).not.toContain('/careers/lab-assistant<');
    clock = NOW;
  });
});
