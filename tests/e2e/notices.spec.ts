import { simplePdf } from '../../src/server/db/seed-data/notices';
import { SCHOOL_TIME_ZONE } from '../../src/shared/format';
import { instantToZoned } from '../../src/shared/time-zone';
import { expect, expectNoAxeViolations, holdPageScript, test, useTheme, waitForHydration } from './fixtures';

// Notices: the office publishes one with a PDF in the dashboard; a visitor finds it by its category
// and by a search, opens it and downloads the PDF. Tests run in parallel against one server, so the
// notice carries a word of its own.
const token = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the office publishes a notice with a PDF; a visitor finds it by category and search and downloads the PDF', async ({
  page,
  signIn,
}) => {
  test.slow();
  const word = token();
  const title = `Science practical timetable ${word}`;
  const fileName = `Practical timetable ${word}.pdf`;

  await signIn(page);
  await page.goto('/admin/notices');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  const create = page.getByRole('dialog', { name: 'Create Notice' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Category').selectOption({ label: 'Exam' });
  await create.getByLabel('Text').fill('Practicals for **Grade 10** start on Monday.\n\n- Bring your journal');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Notice created. You can add attachments now.')).toBeVisible();

  const edit = page.getByRole('dialog', { name: 'Edit Notice' });
  await expect(edit.getByText('Status: Published')).toBeVisible();
  await edit.getByLabel('Add an attachment').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: simplePdf('Science practical timetable', ['Mon - Physics', 'Tue - Chemistry', 'Wed - Biology']),
  });
  await expect(page.getByRole('status').getByText(`${fileName} attached`)).toBeVisible();
  await expect(edit.getByRole('link', { name: fileName })).toBeVisible();
  await edit.getByRole('button', { name: 'Close', exact: true }).last().click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(card.getByText('Published')).toBeVisible();
  await expect(card.getByText('1 attachment')).toBeVisible();

  // A visitor: the Exam category, then a search, both in the address.
  await page.goto('/notices');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Notice categories' }).getByRole('link', { name: 'Exam' }).click();
  await expect(page).toHaveURL(/\/notices\?category=exam$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search notices' }).fill(word);
  await page.getByRole('form', { name: 'Search notices' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/notices\\?category=exam&q=${word}$`));
  await expect(page.getByRole('heading', { name: `1 notice in Exam matching “${word}”` })).toBeVisible();
  await page.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/notices\/science-practical-timetable-zq/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Grade 10')).toBeVisible();
  const file = page.getByRole('link', { name: fileName });
  await expect(file).toBeVisible();
  await expect(page.getByText(/— PDF, \d+ (B|KB)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=Science%20practical%20timetable%20zq/,
  );

  const pdf = await page.request.get((await file.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`filename="${fileName}"`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
});

test('a scheduled notice appears at its publish time and another goes at its expiry, with no edit', async ({
  page,
  signIn,
}) => {
  test.slow();
  // The first whole minute at least 20 s away, in school time (the form takes minutes).
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const local = instantToZoned(at, SCHOOL_TIME_ZONE);
  const word = token();
  const coming = `Winter timings from today ${word}`;
  const going = `Last day for fee concession forms ${word}`;

  await signIn(page);
  await page.goto('/admin/notices');
  await waitForHydration(page);
  for (const [title, field] of [
    [coming, 'Publish at'],
    [going, 'Expire at'],
  ] as const) {
    await page.getByRole('button', { name: 'Add New' }).click();
    const create = page.getByRole('dialog', { name: 'Create Notice' });
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Category').selectOption({ label: 'Circular' });
    await create.getByLabel(field).fill(local);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Notice' });
    await expect(edit.getByText(field === 'Publish at' ? 'Status: Scheduled' : 'Status: Published')).toBeVisible();
    await edit.getByRole('button', { name: 'Close', exact: true }).last().click();
  }

  // Before the minute: one is not there yet, the other is.
  const listed = async (title: string) => {
    const res = await page.request.get(`/notices?q=${word}`);
    return (await res.text()).includes(title);
  };
  expect(await listed(coming)).toBe(false);
  expect(await listed(going)).toBe(true);
  // From the minute on, with no edit and no restart.
  await expect.poll(() => listed(coming), { timeout: 120_000, intervals: [1000] }).toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await expect.poll(() => listed(going), { timeout: 10_000, intervals: [500] }).toBe(false);
});

test('a search typed before the page script ran is the search made', async ({ page }) => {
  const release = await holdPageScript(page);
  await page.goto('/notices', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search notices' }).fill('timetable');
  release();
  await waitForHydration(page);
  await page.getByRole('form', { name: 'Search notices' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/notices\?q=timetable$/);
  await expect(page.getByRole('heading', { name: /matching “timetable”$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Term 1 examination timetable (Grades 3 to 10)' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on /notices and a notice page (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/notices');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Term 1 examination timetable (Grades 3 to 10)' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Term 1 examination timetable (Grades 3 to 10)' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Term 1 exam timetable.pdf' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// The search field and its button fit a narrow phone: the row never runs past the screen's edge, whatever
// the width the field would like to have.
for (const width of [375, 320]) {
  test(`at ${width} px the Search button is on the screen and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/notices');
    const button = page.getByRole('form', { name: 'Search notices' }).getByRole('button', { name: 'Search' });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
