import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClock } from '../../src/server/db/seed';
import { FAQ_ITEMS } from '../../src/server/db/seed-data/faq';
import { SCHOOL_CONTENT_SEEDED_KEY, seedSchoolContent } from '../../src/server/db/seed-school-content';
import { nextAcademicYearLabel } from '../../src/shared/content/academic-year';
import { formData, jpeg } from '../fixtures/images';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The content the school changes every year (FAQ, people, photo albums, fees): seeded with today's
// texts, edited in the dashboard through the content-type layer, and shown at once on the public pages.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller();

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A page's HTML without the data embedded for hydration (which holds every album's and year's items). */
const page = async (url: string) =>
  (await t.app.inject({ method: 'GET', url })).body.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');

describe('seeding', () => {
  it("seeds today's FAQ, leadership team and fees once, and not again after the office deletes them", async () => {
    const faqs = await visitor().faqs.list();
    expect(faqs).toHaveLength(FAQ_ITEMS.length);
    expect(faqs.map((f) => f.popularity)).toEqual([...faqs.map((f) => f.popularity)].sort((a, b) => b - a));
    expect((await visitor().staff.list()).map((p) => p.role)).toEqual([
      'Principal',
      'Vice Principal',
      'Academic Coordinator',
    ]);
    // The fees of the academic year the install started in (tests/integration/academic-year.test.ts).
    const [structure] = await visitor().feeStructures.list();
    expect(structure?.academicYear).toBe((await visitor().site.settings()).academicYear);
    expect(structure?.paymentMethods.split('\n')).toContain('UPI / digital payment');

    const first = faqs[0];
    if (!first) throw new Error('no FAQ seeded');
    await admin().admin.faqs.remove({ id: first.id });
    expect(seedSchoolContent(t.app.svc.db, seedClock(new Date()))).toBe(false);
    expect(await visitor().faqs.list()).toHaveLength(FAQ_ITEMS.length - 1);
    expect(SCHOOL_CONTENT_SEEDED_KEY).toBe('seeded-school-content');
  });
});

describe('FAQ', () => {
  it('an edited answer and a new question show on the home page at once, most popular first', async () => {
    await page('/'); // fill the page cache
    const [top] = await visitor().faqs.list();
    if (!top) throw new Error('no FAQ');
    await admin().admin.faqs.update({ ...top, answer: 'Apply online at /apply or at the school office.', id: top.id });
    const created = await admin().admin.faqs.create({
      question: 'Is there a school bus?',
      answer: 'Yes, on four routes across Akola.',
      category: 'general',
      popularity: '1000',
    });
    expect(created.popularity).toBe(1000);
    const html = await page('/');
    expect(html).toContain('Apply online at /apply or at the school office.');
    expect(html.indexOf('Is there a school bus?')).toBeLessThan(html.indexOf(top.question));
    expect((await visitor().faqs.list())[0]?.question).toBe('Is there a school bus?');
  });

  it('refuses an empty answer, an unknown category and a popularity that is not a whole number', async () => {
    expect(
      await fieldErrorsOf(
        admin().admin.faqs.create({ question: 'Q?', answer: ' ', category: 'parking', popularity: '1.5' }),
      ),
    ).toEqual({
      answer: 'Answer is required',
      category: 'Choose a category',
      popularity: 'Popularity must be a whole number',
    });
  });

  it('is edited only by a signed-in administrator', async () => {
    await expect(
      visitor().admin.faqs.create({ question: 'Q?', answer: 'A.', category: 'general' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('people', () => {
  it('an edited profile with a photo shows on /leadership; a hidden person stays on record but not on the site', async () => {
    await page('/leadership');
    const [principal] = await admin().admin.staff.list();
    if (!principal) throw new Error('no staff');
    const updated = await admin().admin.staff.update(
      formData(
        {
          id: String(principal.id),
          name: 'Dr. Sana Mirza',
          role: 'Principal',
          qualifications: 'Ph.D. (Education), M.Sc., B.Ed.',
          message: principal.message,
          responsibilities: 'School vision\nStaff development',
          sortOrder: '1',
          visible: 'true',
        },
        { name: 'p.jpg', bytes: await jpeg() },
      ),
    );
    expect(updated).toMatchObject({ name: 'Dr. Sana Mirza', imageUrl: expect.stringMatching(/^\/media\/staff\//) });
    let html = await page('/leadership');
    expect(html).toContain('Dr. Sana Mirza');
    expect(html).toContain('Ph.D. (Education), M.Sc., B.Ed.');
    expect(html).toContain(updated.imageUrl ?? 'missing');

    const hidden = await admin().admin.staff.create(
      formData({ name: 'Mr. Hidden Person', role: 'Librarian', visible: 'false', sortOrder: '9' }),
    );
    expect(hidden.visible).toBe(false);
    html = await page('/leadership');
    expect(html).not.toContain('Mr. Hidden Person');
    expect((await visitor().staff.list()).map((p) => p.name)).not.toContain('Mr. Hidden Person');
    expect((await admin().admin.staff.list()).map((p) => p.name)).toContain('Mr. Hidden Person');
  });
});

describe('photo albums', () => {
  it('a photo needs an image and alt text, and replaces the drawn campus gallery', async () => {
    expect(
      await fieldErrorsOf(
        admin().admin.photos.create(formData({ album: 'campus', alt: ' ' }, { name: 'a.jpg', bytes: await jpeg() })),
      ),
    ).toEqual({ alt: 'Alt text is required' });
    expect(await fieldErrorsOf(admin().admin.photos.create(formData({ album: 'campus', alt: 'Library' })))).toEqual({
      image: 'Image is required',
    });
    expect(await page('/infrastructure')).toContain('Illustration: Main building');

    const photo = await admin().admin.photos.create(
      formData(
        { album: 'campus', alt: 'Children reading in the library', caption: 'Our library' },
        { name: 'a.jpg', bytes: await jpeg() },
      ),
    );
    expect(photo.imageUrl).toMatch(/^\/media\/photos\//);
    const html = await page('/infrastructure');
    expect(html).toContain('alt="Children reading in the library"');
    expect(html).not.toContain('Illustration: Main building');
    // Another album's page keeps its own gallery.
    expect(await page('/school-activities')).not.toContain('Children reading in the library');

    await admin().admin.photos.update(
      formData({ id: String(photo.id), album: 'campus', alt: 'The library at noon', caption: 'Our library' }),
    );
    expect(await page('/infrastructure')).toContain('alt="The library at noon"');
  });
});

describe('fees', () => {
  it('an edited amount shows on /fees and on the Admissions Fees & Payment tab, in Indian digit grouping', async () => {
    await page('/fees');
    const form = (await admin().admin.feeItems.list()).find((f) => f.name === 'Admission form fee');
    if (!form) throw new Error('no form fee');
    expect(await page('/fees')).toContain('₹2,000 (non-refundable)');
    await admin().admin.feeItems.update({ ...form, amount: '₹1,25,000', id: form.id });
    expect((await visitor().feeItems.list()).find((f) => f.id === form.id)?.amount).toBe(125000);
    expect(await page('/fees')).toContain('₹1,25,000 (non-refundable)');
    expect(await page('/admissions?tab=fees-payment')).toContain('₹1,25,000 (non-refundable)');
  });

  it('shows the year of the academic-year setting with its own heads, and its approval date', async () => {
    const current = (await visitor().site.settings()).academicYear;
    const next = nextAcademicYearLabel(current) as string;
    await admin().admin.feeStructures.create({
      academicYear: next,
      approvedOn: '2026-03-12',
      paymentMethods: 'UPI / digital payment',
      refusedPayment: 'Cheques are not accepted',
    });
    await admin().admin.feeItems.create({ academicYear: next, name: 'Term fee', amount: '18000', due: 'April' });
    // Entered ahead of time: visitors see it once Settings names the year.
    expect(await page('/fees')).toContain(`Fees for the academic year ${current}`);
    await admin().admin.settings.save({ academicYear: next });
    const html = await page('/fees');
    expect(html).toContain(`Fees for the academic year ${next}`);
    expect(html).toContain('₹18,000');
    expect(html).toContain('Approved on 12 March 2026');
    expect(html).not.toContain('Admission form fee');
    await admin().admin.settings.save({ academicYear: current });
  });

  it('refuses a year that is not like 2025-26, a duplicate year and an amount that is not rupees', async () => {
    expect(await fieldErrorsOf(admin().admin.feeStructures.create({ academicYear: '2026-28' }))).toEqual({
      academicYear: 'The second year must follow the first, as in 2025-26',
    });
    expect(
      await fieldErrorsOf(admin().admin.feeItems.create({ academicYear: '2026-27', name: 'Bus', amount: 'twelve' })),
    ).toEqual({ amount: 'Amount must be a number of rupees, such as 2000' });
    const before = await admin().admin.feeStructures.list();
    const seeded = (await visitor().site.settings()).academicYear;
    expect(await fieldErrorsOf(admin().admin.feeStructures.create({ academicYear: seeded }))).toEqual({
      academicYear: 'There is already a fee structure for this academic year',
    });
    expect(await admin().admin.feeStructures.list()).toHaveLength(before.length);
  });
});

describe('activities and alumni', () => {
  it("seeds today's activities and alumni, and an edited activity moves between the filter's categories", async () => {
    expect(await visitor().activities.list()).toHaveLength(15);
    expect((await visitor().alumni.list()).map((a) => a.name)).toEqual([
      'Dr. Ayesha Siddiqui',
      'Dr. Imran Shaikh',
      'Dr. Fatima Khan',
    ]);
    expect((await visitor().alumniTiles.list()).map((t) => t.title)).toEqual([
      'High Board Results',
      'Competitive Exams',
      'Global Universities',
      'Expert Teachers',
    ]);

    const chess = await admin().admin.activities.create(
      formData({ title: 'Chess Club', category: 'academic', schedule: 'Every Thursday', icon: 'star' }),
    );
    expect(await page('/activities?category=academic')).toContain('Chess Club');
    await admin().admin.activities.update(
      formData({ id: String(chess.id), title: 'Chess Club', category: 'sports', icon: 'trophy' }),
    );
    expect(await page('/activities?category=academic')).not.toContain('Chess Club');
    expect(await page('/activities?category=sports')).toContain('Chess Club');
    expect(await fieldErrorsOf(admin().admin.activities.create(formData({ title: 'X', category: 'all' })))).toEqual({
      category: 'Choose a category',
    });
  });

  it('an edited alumni profile and tile show on /alumni; the illustrative note goes with the last seeded profile', async () => {
    expect(await page('/alumni')).toContain('Profiles shown are illustrative');
    for (const a of await admin().admin.alumni.list()) await admin().admin.alumni.remove({ id: a.id });
    await admin().admin.alumni.create(
      formData({ name: 'Eng. Zaid Khan', position: 'Civil Engineer', organisation: 'Metro Rail', location: 'Toronto' }),
    );
    const [tile] = await admin().admin.alumniTiles.list();
    if (!tile) throw new Error('no tile');
    await admin().admin.alumniTiles.update({ ...tile, title: 'Board Toppers Every Year', id: tile.id });
    const html = await page('/alumni');
    expect(html).toContain('Eng. Zaid Khan');
    expect(html).toContain('Metro Rail');
    expect(html).toContain('Board Toppers Every Year');
    expect(html).not.toContain('Profiles shown are illustrative');
  });
});
