import { createCandidateRow } from '../factories/candidates';
import { createContentRow } from '../factories/content';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The principal's shortlist as an Owner uses it: Candidates in the dashboard, the vacancy's
// candidates, one opened; moved to Interview, a demo lesson scheduled, both read on the timeline.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe("the principal's shortlist", () => {
  test('opens a candidate, moves them to Interview, schedules a demo lesson and reads the timeline', async ({
    page,
    signIn,
    serverServices,
  }) => {
    const tag = unique();
    const vacancy = await createContentRow(serverServices, 'vacancies', {
      title: `TGT Mathematics ${tag}`,
      slug: `tgt-mathematics-${tag}`,
    });
    const candidate = await createCandidateRow(serverServices, {
      name: `Ayesha Shaikh ${tag}`,
      // The e2e server's database is shared by every worker: a reference of this test's own.
      reference: `JOB-2031-${String(Date.now()).slice(-5)}`,
      vacancyId: vacancy.id,
      vacancyTitle: vacancy.title,
    });
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Candidates' }).click();
    await expect(page).toHaveURL(/\/admin\/candidates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();

    await page.getByLabel('Vacancy').selectOption({ label: vacancy.title });
    await page.getByLabel('Search candidates').fill(tag);
    await page.getByRole('link', { name: `Open Ayesha Shaikh ${tag}'s application` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/candidates/${candidate.id}$`));

    const opened = page.getByRole('region', { name: 'Opened candidate' });
    await expect(opened.getByRole('heading', { name: `Ayesha Shaikh ${tag}` })).toBeVisible();
    await expect(opened.getByRole('link', { name: /Open .*CV/ })).toHaveAttribute(
      'href',
      `/admin-files/cv/${candidate.id}.pdf`,
    );
    await expect(opened.getByRole('link', { name: /Open .*CV/ })).toHaveAttribute('target', '_blank');

    const stageForm = opened.getByRole('form', { name: 'Stage' });
    await stageForm.getByLabel('Stage').selectOption({ label: 'Interview' });
    await stageForm.getByRole('button', { name: 'Save stage' }).click();
    const timeline = opened.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline.first()).toContainText('Stage: Received → Interview');

    const schedule = opened.getByRole('form', { name: 'Schedule interview or demo lesson' });
    await schedule.getByLabel('Kind').selectOption({ label: 'Demo lesson' });
    await schedule.getByLabel('Date').fill('2031-06-20');
    await schedule.getByLabel('Time').fill('10:30');
    await schedule.getByLabel('Place').fill('Room 12, Main campus');
    await schedule.getByRole('button', { name: 'Schedule and send the invitation' }).click();
    await expect(timeline.first()).toContainText('Demo lesson scheduled');
    await expect(timeline.first()).toContainText('Room 12, Main campus');
    // Interview is later than a demo lesson: the stage stays.
    await expect(timeline.nth(1)).toContainText('Stage: Received → Interview');
    await expectNoAxeViolations(page);
  });
});
