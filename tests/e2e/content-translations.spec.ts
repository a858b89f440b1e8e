import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The office translating its own lists in the dashboard (docs/architecture.md, "Languages"): an item's
// dialog has a tab per language, each field's English beside its translation; the translation is on
// the site in that language at once, right to left in Urdu.

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

test('the office translates an FAQ answer into Urdu, and /ur/ shows it right to left without a sideways scroll', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(page);
  await page.goto('/admin/faq');
  await waitForHydration(page);
  const question = 'How do I apply for admission?';
  await card(page, question)
    .getByRole('button', { name: `Edit ${question}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Question' });
  await dialog.getByRole('tablist', { name: 'Language' }).getByRole('tab', { name: 'اردو' }).click();
  const answer = dialog.getByRole('textbox', { name: 'Answer (اردو)' });
  await expect(answer).toHaveAttribute('dir', 'rtl');
  const text = `آن لائن درخواست دیں یا اسکول کے دفتر تشریف لائیں۔ ${Date.now().toString(36)}`;
  await answer.fill(text);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save translation' }).click();
  await expect(dialog.getByText('Translation saved')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const visitor = await phone.newPage();
    await visitor.goto('/ur/');
    await waitForHydration(visitor);
    // The question is the install's first Urdu translation of it.
    await visitor.getByRole('button', { name: 'داخلے کے لیے درخواست کیسے دیں؟' }).click();
    const shown = visitor.getByText(text);
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await shown.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ur');
    const sideways = await visitor.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(sideways).toBe(0);
    // The English page keeps its English answer.
    await visitor.goto('/');
    await expect(visitor.getByText(text)).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
