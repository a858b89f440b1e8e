import { expect, expectNoAxeViolations, test } from './fixtures';

// The dashboard's Visits section (docs/decisions/032-visit-counts.md): the pages a browser visited are
// counted by the site and shown with the site that linked and the campaign. Tests run in parallel
// against one server, so this one visits with a campaign and a referring site of its own.
const unique = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the office sees the visits of the pages a browser read, with their referrer and campaign', async ({
  page,
  signIn,
}) => {
  // A visitor's browser (Playwright's Desktop Chrome user agent: not a robot), signed out.
  await page.goto(`/academics?utm_source=newsletter&utm_medium=email&utm_campaign=${unique}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/fees?utm_source=newsletter&utm_medium=email&utm_campaign=${unique}`);
  await page.goto('/about', { referer: `https://${unique}.example.com/a/post?id=1` });
  await page.goto('/about', { referer: `https://${unique}.example.com/another` });

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Visits', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/visits$/);

  const campaigns = page.getByRole('table', { name: 'Top campaigns' });
  await expect(campaigns.getByRole('row', { name: `newsletter email ${unique} 2` })).toBeVisible();
  const referrers = page.getByRole('table', { name: 'Top referring sites' });
  await expect(referrers.getByRole('row', { name: `${unique}.example.com 2` })).toBeVisible();
  const pages = page.getByRole('table', { name: 'Visits per page, last 30 days' });
  for (const path of ['/academics', '/fees', '/about'])
    await expect(pages.getByRole('rowheader', { name: path, exact: true })).toBeVisible();
  // Enquiries record their source: the sources table has their columns.
  await expect(page.getByRole('table', { name: 'Visits and enquiries by source' })).toBeVisible();
  await expect(page.getByText('Enquiries per 100 visits', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
