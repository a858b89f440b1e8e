import fs from 'node:fs';
import { createCandidateRow } from '../factories/candidates';
import { createContentRow } from '../factories/content';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The principal's shortlist as an Owner uses it: Candidates in the dashboard, the vacancy's
// candidates, one opened; moved to Interview, a demo lesson scheduled, both read on the timeline; a
// reply template written and edited in the section's Reply templates, then used in "Send a reply";
// an appointed candidate exported for the staff records.

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

    const stageForm = opened.getByRole('form', { name: 'Move to another stage' });
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

  test('writes and edits a reply template, refusing an unknown field beside the message, and uses it in "Send a reply"', async ({
    page,
    signIn,
    serverServices,
  }) => {
    const tag = unique();
    const candidate = await createCandidateRow(serverServices, {
      name: `Rehana Patel ${tag}`,
      reference: `JOB-2031-${String(Date.now()).slice(-5)}`,
    });
    await signIn(page);
    await page.goto('/admin/candidates');
    await page
      .getByRole('navigation', { name: 'Candidates or reply templates' })
      .getByRole('link', { name: 'Reply templates' })
      .click();
    await expect(page).toHaveURL(/\/admin\/candidates\?view=templates$/);
    await expect(page.getByRole('heading', { name: 'Reply templates' })).toBeVisible();

    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New reply template' });
    await dialog.getByLabel('Name').fill(`shortlisted ${tag}`);
    await dialog.getByLabel('Subject').fill('Shortlisted at {schoolName} ({reference})');
    await dialog.getByLabel('Message').fill('Dear {candidateName}, {salary}');
    await expect(dialog.getByRole('complementary', { name: 'Fields you can use' })).toContainText('{candidateName}');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // The field the server cannot fill is named beside the message, which says so to a screen reader.
    await expect(dialog.getByLabel('Message')).toHaveAccessibleDescription(
      /\{salary\} is not a field a template can use/,
    );
    await dialog.getByLabel('Message').fill('Dear {candidateName}, you are shortlisted for {post}.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const list = page.getByRole('list', { name: 'Templates' });
    await expect(list).toContainText(`shortlisted ${tag}`);

    await list.getByRole('button', { name: `Edit the template “shortlisted ${tag}”` }).click();
    const editing = page.getByRole('dialog', { name: 'Edit reply template' });
    await editing.getByLabel('Message').fill('Dear {candidateName}, you are shortlisted for {post}. See you soon.');
    await editing.getByRole('button', { name: 'Update' }).click();
    await expect(editing).toBeHidden();
    await expect(list).toContainText('See you soon.');
    await expectNoAxeViolations(page);

    await page.goto(`/admin/candidates/${candidate.id}`);
    const reply = page.getByRole('region', { name: 'Opened candidate' }).getByRole('form', { name: 'Send a reply' });
    await reply.getByLabel('Template').selectOption({ label: `shortlisted ${tag}` });
    await expect(reply.getByLabel('Subject')).toHaveValue(
      new RegExp(`^Shortlisted at .+ \\(${candidate.reference}\\)$`),
    );
    await expect(reply.getByLabel('Message')).toHaveValue(
      `Dear Rehana Patel ${tag}, you are shortlisted for any suitable post. See you soon.`,
    );
  });

  test('exports an appointed candidate for the staff records: the JSON downloads and the page says when', async ({
    page,
    signIn,
    serverServices,
  }) => {
    const tag = unique();
    const candidate = await createCandidateRow(serverServices, {
      name: `Kavya Joshi ${tag}`,
      reference: `JOB-2031-${String(Date.now()).slice(-5)}`,
      stage: 'offered',
    });
    await signIn(page);
    await page.goto(`/admin/candidates/${candidate.id}`);
    const opened = page.getByRole('region', { name: 'Opened candidate' });
    await expect(opened.getByRole('heading', { name: `Kavya Joshi ${tag}` })).toBeVisible();
    // Not before the appointment.
    await expect(opened.getByRole('button', { name: 'Export for staff records' })).toHaveCount(0);

    const stageForm = opened.getByRole('form', { name: 'Move to another stage' });
    await stageForm.getByLabel('Stage').selectOption({ label: 'Appointed' });
    await stageForm.getByRole('button', { name: 'Save stage' }).click();
    const records = opened.getByRole('region', { name: 'Staff records' });
    await expect(records).toContainText('Not exported yet.');
    await expect(records).toContainText(/The site erases this record on \d{1,2} \w{3} \d{4}/);

    const downloading = page.waitForEvent('download');
    await records.getByRole('button', { name: 'Export for staff records' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^candidate-${candidate.reference}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const saved = await download.path();
    const copy = JSON.parse(fs.readFileSync(saved, 'utf8'));
    expect(copy.jobApplications[0]).toMatchObject({ name: `Kavya Joshi ${tag}`, reference: candidate.reference });
    await expect(records).toContainText(/Exported on \d{1,2} \w{3} \d{4}/);
    await expect(opened.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toContainText(
      'Exported to staff records',
    );
    await expectNoAxeViolations(page);
  });
});
