import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The Mandatory Public Disclosure as visitors and the office see it: a campus created in the
// dashboard, a PGT added in People changing table D's count, the page's accessibility in both
// themes, no page-wide horizontal scrolling on a phone, and the home page's link in the first screen.
// Tests run in parallel against one server, so the campus carries a word of its own.
const token = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the office creates a campus, adds a PGT in People, and table D counts and lists the teacher', async ({
  page,
  signIn,
}) => {
  test.slow();
  const word = token();
  const name = `Test Campus ${word}`;
  await signIn(page);
  await page.goto('/admin/campuses');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add New' }).click();
  const create = page.getByRole('dialog', { name: 'Create Campus' });
  await create.getByLabel('Name of the school').fill(name);
  await create.getByLabel('Address name').fill(word);
  await create.getByLabel('Address', { exact: true }).fill('Station Road, Akola, Maharashtra');
  await create.getByLabel('PIN code').fill('444001');
  await create.getByLabel('Affiliation number').fill('1130555');
  await create.getByLabel('School code').fill('10555');
  await create.getByLabel('School e-mail').fill('office@test-campus.example');
  await create.getByLabel('Contact details').fill('0724 000 1111');
  await create.getByLabel('Number of sections').fill('4');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();

  const table = async () => {
    await page.goto(`/mandatory-public-disclosure/${word}`);
    return page.getByRole('region', { name: 'D. Staff (teaching)' });
  };
  let staff = await table();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(staff.getByRole('row', { name: /^4\.1 PGT 0/ })).toBeVisible();

  await page.goto('/admin/people');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add New' }).click();
  const person = page.getByRole('dialog', { name: 'Create Person' });
  await person.getByLabel('Name').fill(`Mrs. Physics ${word}`);
  await person.getByLabel('Role').fill('PGT Physics');
  await person.getByLabel('Qualifications').fill('M.Sc. Physics, B.Ed.');
  await person.getByLabel('Campus').selectOption({ label: name });
  await person.getByLabel('Designation').selectOption({ label: 'PGT (Post Graduate Teacher)' });
  await person.getByLabel('Subject').fill('Physics');
  await person.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();

  staff = await table();
  await expect(staff.getByRole('row', { name: /^4\.1 PGT 1/ })).toBeVisible();
  await expect(staff.getByRole('row', { name: /^4 Total number of teachers \(all\) 1/ })).toBeVisible();
  await expect(staff.getByRole('row', { name: /^5 Teachers section ratio 0\.25 : 1/ })).toBeVisible();
  await staff.getByRole('link', { name: /List of PGT teachers/ }).click();
  await expect(page).toHaveURL(/#teachers-pgt$/);
  const list = page.getByRole('region', { name: 'PGT teachers' });
  await expect(list.getByRole('row', { name: `1 Mrs. Physics ${word} Physics M.Sc. Physics, B.Ed.` })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const)
  test(`the disclosure page has no accessibility violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/mandatory-public-disclosure');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
    for (const section of [
      'A. General information',
      'B. Documents and information',
      'C. Result and academics',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expectNoAxeViolations(page);
  });

test('at 375 px the page itself never scrolls sideways: each table scrolls in its own region', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/mandatory-public-disclosure/akot-road');
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', { name: 'Campus' }).getByRole('link', { name: /Akot Road/ }),
  ).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  const region = page.getByRole('region', { name: 'B. Documents and information' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('the home page links to the disclosure in its first screen on a desktop, and every page in its footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const link = page.getByRole('main').getByRole('link', { name: 'CBSE Mandatory Public Disclosure' });
  await expect(link).toBeInViewport();
  await page.goto('/contact');
  await page
    .getByRole('navigation', { name: 'Statutory information' })
    .getByRole('link', { name: 'Mandatory Public Disclosure' })
    .click();
  await expect(page).toHaveURL(/\/mandatory-public-disclosure$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
});
