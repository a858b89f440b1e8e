import { EN_CAREERS_FORM } from '../../src/shared/words/careers-form/en';
import { makePdfBytes } from '../factories/notices';
import { expect, test, waitForIsland } from './fixtures';

// Applying for a post at /careers/apply as a candidate does on a phone: without JavaScript the form
// posts itself with the CV and the page answers with the reference; with it, a CV that cannot be sent
// is named beside its field before anything is uploaded.

const W = EN_CAREERS_FORM;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts the CV and the confirmation shows the reference', async ({ page }) => {
    await page.goto('/careers/apply');
    const form = page.getByRole('form', { name: W.title });
    await form.getByLabel(W.labels.name).fill('Sunita Deshmukh');
    await form.getByLabel(W.labels.phone).fill('9876543210');
    await form.getByLabel(W.labels.email).fill(`careers-e2e-${Date.now()}@example.com`);
    await form.getByLabel(W.labels.vacancy).selectOption({ label: W.options.anyPost });
    await form.getByLabel(W.labels.qualification).fill('M.Sc. Mathematics');
    await form.getByLabel(W.labels.teacherTraining).selectOption('B.Ed');
    await form.getByLabel(W.labels.tet, { exact: true }).selectOption('CTET');
    await form.getByLabel(W.labels.tetPaper).selectOption('II');
    await form.getByLabel(W.labels.tetYear).fill('2024');
    await form.getByLabel(W.labels.experienceYears).fill('4');
    await form.getByLabel(W.labels.cv).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: makePdfBytes('Curriculum vitae'),
    });
    await form.getByLabel(W.labels.consent).check();
    await form.getByRole('button', { name: W.submit }).click();
    await expect(page.getByRole('heading', { name: W.confirmation.title })).toBeVisible();
    await expect(page.getByText(/Your reference number is JOB-\d{4}-\d{5}\./)).toBeVisible();
    // Nothing typed is in the address.
    expect(page.url()).not.toContain('Sunita');
  });
});

test('with JavaScript, a 6 MB CV is refused beside its field before any upload', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.goto('/careers/apply');
  const form = page.getByRole('form', { name: W.title });
  const name = form.getByLabel(W.labels.name);
  await name.focus();
  await waitForIsland(name);
  const cv = form.getByLabel(W.labels.cv);
  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x20) });
  await expect(form.getByText(W.messages.cvTooLarge)).toBeVisible();
  await expect(cv).toHaveAttribute('aria-invalid', 'true');
  await expect(cv).toHaveAccessibleDescription(new RegExp(W.messages.cvTooLarge.replace(/\./g, '\\.')));
  // Sending is refused in the page: the required fields and the CV are named, nothing is posted.
  await form.getByRole('button', { name: W.submit }).click();
  await expect(form.getByText(W.messages.name)).toBeVisible();
  expect(posts).toEqual([]);
});
