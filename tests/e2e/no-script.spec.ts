import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// With scripts blocked, the tabs, the FAQ and the activity filter still do their job from the server's
// HTML alone: a tab or a category is a link to the page that shows it, a question a `details`.

test.use({ javaScriptEnabled: false });

/** Marks the loaded document: the mark survives a change made in place, and is gone after a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

const faqOf = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions', exact: true });

test.describe('tabs without script', () => {
  test('a tab on /fees opens its panel', async ({ page }) => {
    await page.goto('/fees');
    await expect(page.getByRole('tab', { name: 'Fee Structure' })).toHaveAttribute('aria-selected', 'true');
    // Every tab is reachable with Tab: the roving tabindex is the script's.
    await expect(page.getByRole('tab', { name: 'Payment Rules' })).not.toHaveAttribute('tabindex', '-1');

    await page.getByRole('tab', { name: 'Payment Rules' }).click();
    await expect(page).toHaveURL(/\/fees\?tab=payment-rules$/);
    await expect(page.getByRole('tab', { name: 'Payment Rules' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Payment Rules' });
    await expect(panel.getByRole('heading', { name: 'Late fee policy' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Fee Structure' })).toBeHidden();
  });

  test('a tab on /admissions opens its panel, from the keyboard too', async ({ page }) => {
    await page.goto('/admissions');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Fees & Payment' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admissions\?tab=fees-payment$/);
    await expect(page.getByRole('tab', { name: 'Fees & Payment' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: 'Fees & Payment' }).getByText('₹2,000 (non-refundable)'),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
  });
});

test.describe('FAQ without script', () => {
  test('a question opens its answer, and several stay open', async ({ page }) => {
    await page.goto('/');
    const faq = faqOf(page);
    const answer = faq.getByText('₹2,000 and it is non-refundable');
    await expect(answer).toBeHidden();
    await faq.getByRole('button', { name: 'How much is the admission form fee?' }).click();
    await expect(answer).toBeVisible();
    await faq.getByRole('button', { name: 'What are the school timings?' }).click();
    await expect(faq.getByText(/Morning assembly begins at 7:55 AM/)).toBeVisible();
    await expect(answer).toBeVisible();
  });

  test('a category shows only its questions', async ({ page }) => {
    await page.goto('/');
    const faq = faqOf(page);
    const questions = faq.getByRole('listitem').getByRole('button');
    await expect(questions.first()).toHaveText('How do I apply for admission?');

    await faq.getByRole('button', { name: 'Fees', exact: true }).click();
    await expect(page).toHaveURL(/\/\?category=fees#home-faq-title$/);
    await expect(faq.getByRole('button', { name: 'Fees', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(faq.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(questions.first()).toHaveText('How much is the admission form fee?');
    await expect(faq.getByRole('button', { name: 'Which curriculum does the school follow?' })).toHaveCount(0);
  });
});

test.describe('activity filter without script', () => {
  test('a category shows only its activities', async ({ page }) => {
    await page.goto('/activities');
    const cards = page.getByRole('list', { name: 'Activities' }).getByRole('listitem');
    await expect(cards).toHaveCount(15);

    await page.getByRole('button', { name: 'Sports', exact: true }).click();
    await expect(page).toHaveURL(/\/activities\?category=sports$/);
    await expect(page.getByRole('button', { name: 'Sports', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card.locator('.badge')).toHaveText('Sports');
    await expect(page.getByRole('status')).toHaveText('Showing 3 sports activities');
    await expect(page.getByRole('heading', { name: 'Science Club' })).toBeHidden();
  });
});

test.describe('with the site script, the same links switch in place', () => {
  test.use({ javaScriptEnabled: true });

  test('a tab', async ({ page }) => {
    await page.goto('/fees');
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('tab', { name: 'Payment Rules' }).click();
    await expect(page).toHaveURL(/\/fees\?tab=payment-rules$/);
    await expect(page.getByRole('tabpanel', { name: 'Payment Rules' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Fee Structure' })).toBeHidden();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('the activity filter, from the whole list and from a filtered one', async ({ page }) => {
    await page.goto('/activities');
    await waitForHydration(page);
    await markDocument(page);
    const cards = page.getByRole('list', { name: 'Activities' }).getByRole('listitem');
    await page.getByRole('button', { name: 'Sports', exact: true }).click();
    await expect(page).toHaveURL(/\/activities\?category=sports$/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('status')).toHaveText('Showing 3 sports activities');
    expect(await isSameDocument(page)).toBe(true);

    // A page the server filtered holds only its category: the next one is brought in place.
    await page.goto('/activities?category=sports');
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('button', { name: 'Islamic', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Quran Recitation Circle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Islamic', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Sports', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards).toHaveCount(15);
    await expect(page).toHaveURL(/\/activities\?category=all$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('an FAQ category', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await markDocument(page);
    const faq = faqOf(page);
    await faq.getByRole('button', { name: 'Fees', exact: true }).click();
    await expect(faq.getByRole('button', { name: 'Fees', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(faq.getByRole('listitem').getByRole('button').first()).toHaveText(
      'How much is the admission form fee?',
    );
    await expect(page).toHaveURL(/\/\?category=fees$/);
    expect(await isSameDocument(page)).toBe(true);
  });
});
