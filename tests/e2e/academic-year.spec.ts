import { and, eq, gte, lte } from 'drizzle-orm';
import { events, feeItems, feeStructures } from '../../src/server/db/schema';
import { academicYearLabel } from '../../src/shared/content/academic-year';
import { seededStartYear } from '../helpers/seeded-year';
import { expect, test } from './fixtures';

// "Start the next academic year" in the dashboard's Calendar (docs/decisions/031-academic-year.md):
// the office confirms, the year's recurring events become drafts of the next year, the toast says
// what was copied, and visitors see none of it.

const start = seededStartYear();
const current = academicYearLabel(start);
const next = academicYearLabel(start + 1);

test.describe('Start the next academic year', () => {
  test.afterEach(({ serverServices }) => {
    // The next year's drafts and fees, so the e2e database is as seeded for the other tests.
    const db = serverServices.db;
    db.delete(events)
      .where(
        and(
          eq(events.draft, true),
          gte(events.startDate, `${start + 1}-06-01`),
          lte(events.startDate, `${start + 2}-05-31`),
        ),
      )
      .run();
    db.delete(feeItems).where(eq(feeItems.academicYear, next)).run();
    db.delete(feeStructures).where(eq(feeStructures.academicYear, next)).run();
    serverServices.onContentChanged();
  });

  // The refusal of a second start is tested in tests/integration/academic-year.test.ts: here other
  // specs add events to this year at the same time, which a second start would rightly copy.
  test('copies the year’s events as drafts and says so in the toast', async ({ page, signIn }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByText(`Academic year ${current}`)).toBeVisible();

    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Start the next academic year' }).click();
    await expect(
      page.getByRole('status').getByText(new RegExp(`^Copied \\d+ events as drafts and the fee structure to ${next}$`)),
    ).toBeVisible();
    expect(questions).toHaveLength(1);
    expect(questions[0]).toContain(`Start the ${next} academic year?`);
    expect(questions[0]).toContain(`(${current})`);

    // The drafts are listed under the next year's months, the lunar holidays flagged.
    const august = page.getByRole('region', { name: `August ${start + 1}` });
    const independence = august
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Independence Day', exact: true }) });
    await expect(independence.getByRole('list', { name: 'Details' }).getByText('Draft')).toBeVisible();
    const holi = page
      .getByRole('region', { name: `March ${start + 2}` })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Holi', exact: true }) });
    await expect(holi.getByText('Check the date')).toBeVisible();

    // Visitors see none of it.
    await page.goto(`/calendar?month=${start + 1}-08`);
    await expect(page.getByRole('heading', { level: 4, name: 'Independence Day' })).toHaveCount(0);
  });
});
