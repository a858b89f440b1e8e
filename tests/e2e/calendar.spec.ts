import type { Page } from '@playwright/test';
import { like } from 'drizzle-orm';
import { events } from '../../src/server/db/schema';
import { addDays, longDate, monthYear, nthWeekdayOfMonth } from '../../src/shared/calendar';
import { seededStartYear } from '../helpers/seeded-year';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration, waitForIsland } from './fixtures';

// The school calendar end to end (docs/decisions/020-calendar-and-ical.md): an event written in the
// dashboard is on the calendar page, in the iCal feed and on the Important Dates page; the calendar
// page passes axe in both themes.

const PREFIX = 'E2E calendar';

test.describe('the school calendar', () => {
  // This test's own events only: tests run in parallel, and another's cleanup must not delete them.
  let created: string | null = null;
  test.afterEach(({ serverServices }) => {
    // Whatever a failed run left behind: the Important Dates page is other tests' subject too.
    if (!created) return;
    serverServices.db
      .delete(events)
      .where(like(events.title, `${created}%`))
      .run();
    serverServices.onContentChanged();
    created = null;
  });

  test('an event created in the dashboard is on /calendar, in /calendar.ics and on Important Dates', async ({
    page,
    signIn,
  }) => {
    const title = `${PREFIX} unit test ${Date.now().toString(36)}`;
    created = title;
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New' }).click();

    const create = page.getByRole('dialog', { name: 'Create Event' });
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Category').selectOption('exam');
    // The second week of February of the seeded academic year, which the Important Dates page shows.
    const month = `${seededStartYear() + 1}-02`;
    const monday = nthWeekdayOfMonth(month, 2, 1) as string;
    await create.getByLabel('Start date').fill(monday);
    await create.getByLabel('End date').fill(addDays(monday, -3));
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    // Refused beside the field, and fixed.
    await expect(create.getByText('End must be after start')).toBeVisible();
    await create.getByLabel('End date').fill(addDays(monday, 4));
    await create.getByLabel('Description').fill('Marks in the report card, February');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

    // Duplicate: a copy with a new uid, opened for editing, as a draft.
    await page.getByRole('button', { name: `Duplicate ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByLabel(/^Draft/)).toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(2);

    // The calendar page's month: a link in the grid's cell, and the event listed under it.
    await page.goto(`/calendar?month=${month}`);
    await waitForHydration(page);
    const grid = page.getByRole('table', { name: new RegExp(`Events in ${monthYear(month)}`) });
    await expect(grid.getByRole('link', { name: new RegExp(`^${title}\\s*, ${longDate(monday)}$`) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: title })).toHaveCount(1); // the draft copy is not shown
    await expect(
      page.getByRole('link', { name: new RegExp(`Add to calendar \\(\\.ics\\)\\s*: ${title}`) }),
    ).toBeVisible();
    // The category filter in the address.
    await page.getByRole('navigation', { name: 'Event categories' }).getByRole('link', { name: 'Holiday' }).click();
    await expect(page).toHaveURL(/category=holiday/);
    await expect(page.getByRole('heading', { level: 4, name: title })).toHaveCount(0);

    // The feed, as a calendar app fetches it.
    const feed = await page.request.get('/calendar.ics');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toContain(`SUMMARY:${title}`);
    const compact = (date: string) => date.replaceAll('-', '');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(monday)}\r\nDTEND;VALUE=DATE:${compact(addDays(monday, 5))}`);

    // The Important Dates page's exams.
    await page.goto('/important-dates');
    await waitForHydration(page);
    await expect(
      page.getByRole('table', { name: /Examinations/ }).getByRole('row', { name: new RegExp(`${title} February`) }),
    ).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/calendar', '/calendar?month=2026-03']) {
      test(`axe finds nothing on ${path} (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByRole('link', { name: /Subscribe \(iCal\)/ })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});

// The month view: plain links to ?month= that work without JavaScript; once its island is hydrated
// they show the other month in place, the address and the title following it, back returning.
test.describe('the month view', () => {
  const monthHeading = (page: Page, month: string) =>
    page.getByRole('heading', { level: 2, name: monthYear(month), exact: true });

  test('its links show the next month in place once hydrated, and back returns', async ({ page }) => {
    await page.goto('/calendar?category=holiday&month=2026-03');
    await waitForHydration(page);
    await expect(monthHeading(page, '2026-03')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const next = page.getByRole('link', { name: /\(next month\)/ });
    await next.focus();
    await waitForIsland(next);
    await next.click();
    await expect(page).toHaveURL(/\/calendar\?category=holiday&month=2026-04$/);
    await expect(monthHeading(page, '2026-04')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Events in April 2026, by day' })).toBeVisible();
    await expect(page).toHaveTitle(/April 2026/);
    // The filters follow the month shown.
    await expect(
      page.getByRole('navigation', { name: 'Event categories' }).getByRole('link', { name: 'All' }),
    ).toHaveAttribute('href', '/calendar?month=2026-04');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    await page.goBack();
    await expect(monthHeading(page, '2026-03')).toBeVisible();
    await expect(page).toHaveTitle(/March 2026/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('its links go to the previous and next month', async ({ page }) => {
      await page.goto('/calendar?month=2026-03');
      await page.getByRole('link', { name: /\(previous month\)/ }).click();
      await expect(page).toHaveURL(/\/calendar\?month=2026-02$/);
      await expect(monthHeading(page, '2026-02')).toBeVisible();
      await page.getByRole('link', { name: /\(next month\)/ }).click();
      await page.getByRole('link', { name: /\(next month\)/ }).click();
      await expect(page).toHaveURL(/\/calendar\?month=2026-04$/);
      await expect(monthHeading(page, '2026-04')).toBeVisible();
    });
  });
});
