import fs from 'node:fs';
import { write } from '../../src/server/db/write';
import { applyStage } from '../../src/server/features/desk/stages';
import { createEnquiry } from '../../src/server/features/enquiries/service';
import { THEME_STORAGE_KEY } from '../../src/shared/constants';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { makeEnquiryInput } from '../factories/inputs';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The dashboard's Admissions report: the funnel of a year with its server-drawn chart, the table of the
// same figures, the conversion, the median days, the sources ranked and the CSV. Tests share one
// server, so this one's families are in a past year and come from a source of their own.
const source = `e2e-report-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const YEAR = '2019-20';
const ist = (local: string) => new Date(`${local}+05:30`);

test('the office reads the funnel of a year, filters it by source and exports it as CSV', async ({
  page,
  signIn,
  serverServices: svc,
}, testInfo) => {
  // Two families from the campaign: one admitted ten days after enquiring, one still new.
  for (const [created, admittedOn] of [
    ['2019-06-03T10:00', '2019-06-13T10:00'],
    ['2019-07-01T10:00', null],
  ] as const) {
    const { id } = createEnquiry(svc, EnquiryFieldsSchema.parse(makeEnquiryInput()));
    svc.db.$client
      .prepare('update enquiries set created_at = ?, utm_source = ? where id = ?')
      .run(ist(created).getTime(), source, id);
    if (admittedOn)
      write(svc.db, (tx) => {
        applyStage(tx, { kind: 'enquiry', id, stage: 'contacted', actor: 'e2e', at: ist(created) });
        applyStage(tx, { kind: 'enquiry', id, stage: 'admitted', actor: 'e2e', at: ist(admittedOn) });
      });
  }

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Admissions report', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions report' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/admissions-report$/);

  await page.getByRole('combobox', { name: 'Academic year', exact: true }).selectOption(YEAR);
  await page.getByRole('combobox', { name: 'Source', exact: true }).selectOption(source);
  await expect(page.getByRole('img', { name: `Families at each stage, ${YEAR}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Families at each stage, ${YEAR}` });
  await expect(table.getByRole('row', { name: 'New (Reached) 2' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Contacted (Reached) 1' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Admitted (Reached) 1' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Withdrawn (Closed) 0' })).toBeVisible();
  await expect(page.getByText('50%', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 2 families admitted')).toBeVisible();
  await expect(page.getByText('10 days', { exact: true })).toBeVisible();
  const sources = page.getByRole('table', { name: 'Sources ranked by admissions' });
  await expect(sources.getByRole('row', { name: `${source} 1 2` })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^admissions-report-2019-20-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines).toContain('Reached stage,Admitted,1,');
  expect(lines).toContain('Conversion from enquiry to admission (%),2019-20,50,1');
  expect(lines).toContain(`Source,${source},2,1`);

  // What the office sees, at a phone's width and a desk's, in both themes (kept with the test's output).
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page.getByRole('combobox', { name: 'Academic year', exact: true }).selectOption(YEAR);
      await page.getByRole('combobox', { name: 'Source', exact: true }).selectOption(source);
      await expect(table.getByRole('row', { name: 'New (Reached) 2' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`desk-report-${width}-${theme}.png`), fullPage: true });
    }
  }
});
