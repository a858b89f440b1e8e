import type { APIRequestContext, Page } from '@playwright/test';
import { ITEM_ANCHORS, PATHS } from '../../src/shared/paths';
import { expect, test, waitForIsland } from './fixtures';

// Links to one item on its page (search results): an FAQ question (`/#faq-12`), a person on the
// leadership page, an activity. The FAQ's id is on the answer, inside the question's `details`, so the
// browser opens the question itself, without script too (the fragment's "ancestor details revealing");
// the FAQ island follows it, and shows a question its search or category hid.

/** A public list as the pages show it (the API's answer). */
async function publicList<T>(request: APIRequestContext, procedure: string): Promise<T[]> {
  const res = await request.get(`/trpc/${procedure}`);
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { result: { data: T[] } }).result.data;
  expect(list.length).toBeGreaterThan(1);
  return list;
}

interface Faq {
  id: number;
  question: string;
  answer: string;
}

/**
 * The question's `summary` comes to rest on screen, below the sticky header, not under it: polled,
 * because the page may still be laying out what stands above it (a loaded machine draws late).
 */
async function expectBelowHeader(page: Page, selector: string) {
  const place = async () => {
    const header = await page.locator('header.site-header').boundingBox();
    const target = await page.locator(selector).boundingBox();
    const viewport = page.viewportSize();
    if (!header || !target || !viewport) return 'not drawn';
    if (target.y < header.y + header.height) return 'under the header';
    if (target.y + target.height > viewport.height) return 'below the screen';
    return 'in view';
  };
  await expect.poll(place, { timeout: 10_000 }).toBe('in view');
}

test('a link to an FAQ question opens its answer in view, with and without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const faqs = await publicList<Faq>(request, 'faqs.list');
  // A question far down the list, closed at first.
  const item = faqs[faqs.length - 1]!;
  const anchor = ITEM_ANCHORS.faq(item.id);
  const summary = `li:has(> details > #${anchor}) summary`;

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noJs = await noScript.newPage();
    await noJs.goto(`/#${anchor}`);
    await expect(noJs.locator(`#${anchor}`)).toBeVisible();
    await expect(noJs.locator(summary)).toHaveText(item.question);
    await expect(noJs.locator(`details:has(> #${anchor})`)).toHaveAttribute('open', '');
    await expectBelowHeader(noJs, summary);
  } finally {
    await noScript.close();
  }

  await page.goto(`/#${anchor}`);
  await expect(page.locator(`#${anchor}`)).toBeVisible();
  await expect(page.locator(summary)).toHaveText(item.question);
  await expectBelowHeader(page, summary);
  // Woken, the island agrees with the browser: the question is open in its state too.
  const question = page.locator(summary);
  await question.focus();
  await waitForIsland(question);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});

test('with JavaScript, a question the FAQ search hides is shown and opened when the address names it', async ({
  page,
  request,
}) => {
  const faqs = await publicList<Faq>(request, 'faqs.list');
  const target = faqs.find((f) => !/cheque/i.test(`${f.question} ${f.answer}`))!;
  const anchor = ITEM_ANCHORS.faq(target.id);
  await page.goto(PATHS.home);
  const faq = page.locator('.faq');
  const search = faq.getByLabel('Search questions');
  await search.focus();
  await waitForIsland(search);
  await search.fill('CHEQUES');
  await expect(page.locator(`#${anchor}`)).toBeHidden();

  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, anchor);
  await expect(page.locator(`#${anchor}`)).toBeVisible();
  await expect(page.locator(`li:has(> details > #${anchor}) summary`)).toHaveText(target.question);
  await expect(search).toHaveValue('');
  await expect(page.locator(`li:has(> details > #${anchor}) summary`)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${anchor}`)).toBeInViewport();
});

test('a link to a person or an activity scrolls its card into view, below the header', async ({ page, request }) => {
  const people = await publicList<{ id: number; name: string }>(request, 'staff.list');
  const person = people[people.length - 1]!;
  await page.goto(`${PATHS.leadership}#${ITEM_ANCHORS.person(person.id)}`);
  await expect(page.locator(`#${ITEM_ANCHORS.person(person.id)}`)).toContainText(person.name);
  await expect(page.locator(`#${ITEM_ANCHORS.person(person.id)}`)).toBeInViewport();
  await expectBelowHeader(page, `#${ITEM_ANCHORS.person(person.id)}`);

  const activities = await publicList<{ id: number; title: string }>(request, 'activities.list');
  const activity = activities[activities.length - 1]!;
  await page.goto(`${PATHS.activities}#${ITEM_ANCHORS.activity(activity.id)}`);
  await expect(page.locator(`#${ITEM_ANCHORS.activity(activity.id)}`)).toContainText(activity.title);
  await expect(page.locator(`#${ITEM_ANCHORS.activity(activity.id)}`)).toBeInViewport();
  await expectBelowHeader(page, `#${ITEM_ANCHORS.activity(activity.id)} h2`);
});
