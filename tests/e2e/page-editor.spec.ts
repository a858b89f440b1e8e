import type { Locator, Page } from '@playwright/test';
import { editorState } from '../../src/server/features/information-pages/documents';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The dashboard's page editor (docs/decisions/038-pages-as-data.md): the office changes a page's words
// as a draft, previews it at an address only a signed-in editor opens, publishes it, and restores an
// earlier version from History. It changes what /about says, so it puts the first words back.

// The tests take turns: each changes About us and puts it back, and counts on nobody else publishing meanwhile.
test.describe.configure({ mode: 'default' });

const ORIGINAL = 'Our motto is simple: every child is unique.';
const EDITED = 'Our motto is simple: every child is known by name, and every child is unique.';

async function openAboutEditor(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Pages', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit About Us' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
  return page.getByRole('group', { name: 'Section 1: Text beside a picture — About our school' });
}

/**
 * Publishes the open page and waits until it is live. The toast alone does not say so: a second
 * publish within TOAST_MS finds the first one's toast, with the same words, still showing.
 */
async function publish(page: Page): Promise<void> {
  const live = page.getByText(/^Live: version \d+,/);
  const before = Number((await live.textContent())?.match(/version (\d+)/)?.[1]);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the page is live')).toBeVisible();
  await expect(live).toHaveText(new RegExp(`^Live: version ${before + 1},`));
}

test('the office edits About us as a draft, previews it, publishes it, and restores the first version', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(page);
  const section = await openAboutEditor(page);
  const body = section.getByRole('textbox', { name: 'Text', exact: true });
  await expect(body).toHaveValue(new RegExp(`^${ORIGINAL}`));
  const original = await body.inputValue();
  await body.fill(original.replace(ORIGINAL, EDITED));
  // The preview beside the text shows it as visitors will read it.
  await expect(section.getByRole('group', { name: 'Preview of Text' })).toContainText(EDITED);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();

  // Preview: the draft, in a new tab of the signed-in editor.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).search).toBe('?preview=draft');
  await expect(preview.getByRole('main')).toContainText(EDITED);
  await preview.close();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    // A visitor still reads the live page.
    await visitor.goto('/about');
    await expect(visitor.getByRole('main')).toContainText(ORIGINAL);
    await expect(visitor.getByRole('main')).not.toContainText(EDITED);

    await publish(page);
    await visitor.goto('/about');
    await expect(visitor.getByRole('main')).toContainText(EDITED);

    // History: the first version back as the draft, then live again.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    // The newest version first: the one just published.
    await history
      .getByRole('button', { name: /^Show changes of version \d+$/ })
      .first()
      .click();
    await expect(history.locator('ins').filter({ hasText: 'known' })).toBeVisible();
    await history.getByRole('button', { name: 'Restore version 1 as draft' }).click();
    await expect(page.getByText('Version 1 restored as the draft: check it and publish')).toBeVisible();
    await expect(body).toHaveValue(original);
    await publish(page);

    await visitor.goto('/about');
    await expect(visitor.getByRole('main')).toContainText(ORIGINAL);
    await expect(visitor.getByRole('main')).not.toContainText(EDITED);
  } finally {
    await visitorContext.close();
  }
});

test('a link with an unsafe scheme is refused beside its field, and nothing is saved', async ({
  page,
  signIn,
  serverServices,
}) => {
  await signIn(page);
  const section = await openAboutEditor(page);
  const body = section.getByRole('textbox', { name: 'Text', exact: true });
  await body.fill('Read [x](javascript:alert(1)) first.');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page.getByRole('alert')).toContainText('Not saved: correct the fields marked below.');
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(body).toHaveAccessibleDescription(/This link is not allowed: javascript:/);
  await expect(page.getByText('Draft saved')).toBeHidden();
  // The editor, with its messages shown, is usable with a screen reader and a keyboard.
  await expectNoAxeViolations(page);
  expect(JSON.stringify(editorState(serverServices, 'about').document)).not.toContain('javascript:');
});

test('"Insert a field" puts a field at the cursor, and the preview shows its value and the links the text makes', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  const section = await openAboutEditor(page);
  const body = section.getByRole('textbox', { name: 'Text', exact: true });
  await body.fill('Welcome to . Read [our fees](/fees).');
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(11, 11));
  await section.getByRole('combobox', { name: 'Insert a field (Text)' }).selectOption('schoolName');
  await expect(body).toHaveValue('Welcome to {schoolName}. Read [our fees](/fees).');
  const preview = section.getByRole('group', { name: 'Preview of Text' });
  await expect(preview).toContainText('Welcome to Al Mahmood School. Read our fees.');
  await expect(preview.getByRole('listitem')).toHaveText('our fees → /fees');
});

test('sections move, are added only of the kinds the page has, and are removed, each button naming its section', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await openAboutEditor(page);
  const kinds = page.getByRole('combobox', { name: 'Kind of section' });
  await expect(kinds.getByRole('option')).toHaveText(['Band', 'Text beside a picture', 'Closing band']);

  await page.getByRole('button', { name: 'Move down: Section 1: Text beside a picture — About our school' }).click();
  await expect(page.getByRole('group', { name: 'Section 2: Text beside a picture — About our school' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Section 1: Text beside a picture — Our campuses' })).toBeVisible();

  await kinds.selectOption({ label: 'Closing band' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const added = page.getByRole('group', { name: 'Section 5: Closing band' });
  await expect(added).toBeFocused();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove: Section 5: Closing band' }).click();
  await expect(added).toHaveCount(0);
  await expect(page.getByText('You have changes that are not saved yet.')).toBeVisible();
});

test('two editors publishing About us: the second is told the page changed, and sees the other’s version', async ({
  page,
  browser,
  signIn,
  consoleErrors,
}) => {
  const INTRO = 'Two rooms where curiosity turns into knowledge.';
  const THEIRS = 'Two rooms where curiosity becomes knowledge.';
  const MINE = 'Two rooms where questions turn into knowledge.';
  const facilities = (p: Page) => p.getByRole('group', { name: 'Section 3: Band — Laboratory and library' });
  const intro = (p: Page) => facilities(p).getByRole('textbox', { name: 'Introduction', exact: true });

  // The first editor opens the page and saves a draft.
  await signIn(page);
  await openAboutEditor(page);
  await intro(page).fill(MINE);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();

  // A second editor opens it after, changes the same words and publishes.
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signIn(other);
    await openAboutEditor(other);
    await expect(intro(other)).toHaveValue(MINE);
    await intro(other).fill(THEIRS);
    await publish(other);

    // The first editor publishes their draft: refused, nothing overwritten.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert')).toContainText('This page changed since you opened it');
    await expect(page.getByRole('alert')).toContainText('Open History to see their version; yours is not published.');
    // The refusal is the browser's one logged failure (409 Conflict).
    expect(consoleErrors).toEqual([expect.stringContaining('409')]);
    consoleErrors.length = 0;
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await history
      .getByRole('button', { name: /^Show changes of version \d+$/ })
      .first()
      .click();
    await expect(history.locator('ins').filter({ hasText: 'becomes' })).toBeVisible();

    const visitor = await otherContext.newPage();
    await visitor.goto('/about');
    await expect(visitor.getByRole('main')).toContainText(THEIRS);

    // The second editor puts the first words back.
    await other.getByRole('button', { name: 'History' }).click();
    await other
      .getByRole('region', { name: 'History' })
      .getByRole('button', { name: 'Restore version 1 as draft' })
      .click();
    await expect(intro(other)).toHaveValue(INTRO);
    await publish(other);
  } finally {
    await otherContext.close();
  }
});

test('tabs and their parts are added, moved and removed, each button naming what it changes', async ({
  page,
  signIn,
  serverServices,
}) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Pages', exact: true })
    .click();
  await page.getByRole('button', { name: 'Edit Fee Structure' }).click();
  const tabs = page.getByRole('group', { name: 'Section 1: Tabs — Fee information' });
  await expect(tabs.getByRole('group', { name: 'Tab 4: Contact' })).toBeVisible();

  // A new tab: empty, and said so beside it.
  await tabs.getByRole('button', { name: 'Add a tab to Section 1: Tabs — Fee information' }).click();
  const added = tabs.getByRole('group', { name: 'Tab 5', exact: true });
  await expect(added).toContainText('This tab has nothing in it: add a part, or remove the tab.');
  await added.getByRole('textbox', { name: 'Tab name' }).fill('Scholarships');
  const scholarships = tabs.getByRole('group', { name: 'Tab 5: Scholarships' });

  // A part of a kind the tabs hold: the offered kinds are the seed's.
  const kinds = scholarships.getByRole('combobox', { name: 'Kind of part (Tab 5: Scholarships)' });
  await expect(kinds.getByRole('option')).toHaveText(['Text', 'Part with a heading', 'Cards with their own parts']);
  await scholarships.getByRole('button', { name: 'Add a part to Tab 5: Scholarships' }).click();
  await scholarships.getByRole('textbox', { name: 'Text', exact: true }).fill('Ask the office about scholarships.');
  await expect(scholarships).not.toContainText('This tab has nothing in it');
  await kinds.selectOption({ label: 'Part with a heading' });
  await scholarships.getByRole('button', { name: 'Add a part to Tab 5: Scholarships' }).click();
  await expect(scholarships.getByRole('group', { name: /^Part with a heading/ })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await scholarships
    .getByRole('button', { name: 'Remove: Part with a heading (part 2 of Tab 5: Scholarships)' })
    .click();
  await expect(scholarships.getByRole('group', { name: /^Part with a heading/ })).toHaveCount(0);

  // The new tab moves up before Contact; the Policies tab goes.
  await tabs.getByRole('button', { name: 'Move up: Tab 5: Scholarships' }).click();
  await expect(tabs.getByRole('group', { name: 'Tab 4: Scholarships' })).toBeVisible();
  await expect(tabs.getByRole('group', { name: 'Tab 5: Contact' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await tabs.getByRole('button', { name: 'Remove: Tab 3: Policies' }).click();
  await expect(tabs.getByRole('group', { name: /^Tab \d: Policies$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  const saved = editorState(serverServices, 'fees').document.sections[0];
  expect(saved?.kind === 'tabs' && saved.tabs.map((tab) => tab.label)).toEqual([
    'Fee Structure',
    'Payment Rules',
    'Scholarships',
    'Contact',
  ]);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('Draft discarded')).toBeVisible();
});

test('a section with nothing in it says so beside it, and is not published', async ({
  page,
  signIn,
  consoleErrors,
}) => {
  await signIn(page);
  await openAboutEditor(page);
  await page.getByRole('combobox', { name: 'Kind of section' }).selectOption({ label: 'Band' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const added = page.getByRole('group', { name: 'Section 5: Band' });
  const message = 'This section has nothing in it: write its words or add a part, or remove it.';
  await expect(added).toContainText(message);

  const live = await page.getByText(/^Live: version \d+,/).textContent();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Not published: a section or tab with nothing in it cannot be published.',
  );
  await expect(added.locator('.field-error')).toContainText(message);
  await expect(page.getByText(/^Live: version \d+,/)).toHaveText(live ?? '');
  // The refusal is the browser's one logged failure (400 Bad Request).
  expect(consoleErrors).toEqual([expect.stringContaining('400')]);
  consoleErrors.length = 0;

  // Words written: the message goes.
  await added.getByRole('textbox', { name: 'Text', exact: true }).fill('Open days every Saturday.');
  await expect(added).not.toContainText(message);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('Draft discarded')).toBeVisible();
});
