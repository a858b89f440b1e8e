import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The careers pages (docs/decisions/053-careers.md): an Editor or Owner publishes a vacancy in the
// dashboard's Vacancies section, /careers lists it at once, and its page carries a JobPosting that
// search engines can read; the list's filters work without JavaScript. Tests run in parallel against
// one server, so each names its vacancy uniquely.

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A date some days from today, as the dashboard's date field takes it (YYYY-MM-DD). */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function publishVacancy(
  page: Page,
  v: { title: string; slug: string; level: string; campus?: string; salaryMin?: string; salaryMax?: string },
) {
  await page.goto('/admin/vacancies');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Vacancy' });
  await dialog.getByLabel('Title').fill(v.title);
  await dialog.getByLabel('Status').selectOption('published');
  await dialog.getByLabel('Post level').selectOption(v.level);
  await dialog.getByLabel('Subjects').fill('Mathematics');
  await dialog.getByLabel('Classes').fill('VI-X');
  if (v.campus) await dialog.getByLabel('Campus').selectOption({ label: v.campus });
  await dialog.getByLabel('Qualifications').fill('B.Sc. (Mathematics) with B.Ed.');
  await dialog.getByLabel('TET required').selectOption('CTET');
  await dialog.getByLabel('Employment type').selectOption('full-time');
  if (v.salaryMin) await dialog.getByLabel('Minimum salary (₹ a month)').fill(v.salaryMin);
  if (v.salaryMax) await dialog.getByLabel('Maximum salary (₹ a month)').fill(v.salaryMax);
  await dialog.getByLabel('Publication date').fill(daysFromNow(0));
  await dialog.getByLabel('Closing date').fill(daysFromNow(30));
  await dialog.getByLabel('Description').fill('Teach **mathematics** to classes VI to X.');
  await dialog.getByLabel('Address').fill(v.slug);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();
}

test('a vacancy published in the dashboard is on /careers, and its page carries a JobPosting', async ({
  page,
  signIn,
}) => {
  const id = uniq();
  const title = `TGT Mathematics ${id}`;
  const slug = `tgt-mathematics-${id}`;
  await signIn(page);
  await publishVacancy(page, { title, slug, level: 'TGT', salaryMin: '30000', salaryMax: '40000' });

  await page.goto('/careers');
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  const card = page.getByRole('article').filter({ has: link });
  await expect(card).toContainText('Trained Graduate Teacher (TGT)');
  await expect(card).toContainText('Apply by');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/careers/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('₹30,000 – ₹40,000 a month')).toBeVisible();
  const apply = page.locator('#apply');
  await expect(apply.getByRole('heading', { name: 'Apply for this post' })).toBeVisible();
  // The form is on the page, for this vacancy; the link beside "All vacancies" leads to it.
  await expect(apply.getByRole('form')).toBeVisible();
  await expect(apply.locator('input[type="hidden"][name="vacancy"]')).toHaveValue(slug);
  await expect(apply.locator('input[type="file"][name="cv"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for this post' })).toHaveAttribute('href', '#apply');

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const posting = JSON.parse(scripts[0]!);
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(title);
  expect(posting.datePosted).toBe(daysFromNow(0));
  expect(posting.employmentType).toBe('FULL_TIME');
  expect(posting.baseSalary.value).toMatchObject({ minValue: 30000, maxValue: 40000, unitText: 'MONTH' });
  expect(posting.hiringOrganization['@type']).toBe('Organization');
  expect(posting.jobLocation.address.addressCountry).toBe('IN');
  expect(posting.directApply).toBe(true);

  // Both pages, in English and right to left in Urdu, pass axe.
  await expectNoAxeViolations(page);
  for (const path of ['/careers', '/ur/careers', `/ur/careers/${slug}`]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters choose by campus and post level, and say when nothing matches', async ({
    page,
    browser,
    signIn,
  }) => {
    const id = uniq();
    const title = `PGT Physics ${id}`;
    // Publishing needs the dashboard's script: it runs in a context of its own, with JavaScript.
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: true });
    const adminPage = await admin.newPage();
    await signIn(adminPage);
    await adminPage.goto('/admin/vacancies');
    await waitForHydration(adminPage);
    await adminPage.getByRole('button', { name: 'Add New' }).click();
    const campus =
      (await adminPage.getByRole('dialog').getByLabel('Campus').locator('option').nth(1).textContent()) ?? '';
    await adminPage.keyboard.press('Escape');
    await publishVacancy(adminPage, { title, slug: `pgt-physics-${id}`, level: 'PGT', campus });
    await admin.close();

    await page.goto('/careers');
    const form = page.getByRole('form', { name: 'Choose vacancies' });
    await form.getByLabel('Campus').selectOption({ label: campus });
    await form.getByLabel('Post level').selectOption({ label: 'Post Graduate Teacher (PGT)' });
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/careers\?campus=\d+&level=pgt$/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    // The form keeps what was chosen.
    await expect(page.getByRole('form', { name: 'Choose vacancies' }).getByLabel('Post level')).toHaveValue('pgt');

    await page.getByRole('form', { name: 'Choose vacancies' }).getByLabel('Post level').selectOption('non-teaching');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/level=non-teaching$/);
    await expect(page.getByRole('heading', { name: 'No open vacancy matches these choices.' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all open vacancies' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // A value that names nothing is ignored.
    const bad = await page.goto('/careers?campus=nowhere&level=headmaster');
    expect(bad?.status()).toBe(200);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
});
