import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The Content-Security-Policy has no 'unsafe-eval'. Anything that reaches for eval or `new Function`
// (zod 4 probes for it and compiles its object parsers with it unless told not to) is refused and
// reported, even when the refusal is caught: these tests visit every form and make it validate.

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation event and every console message about the policy, from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] };
    w.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        w.__cspViolations.push({
          directive: e.violatedDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}`,
        });
      },
      true,
    );
  });
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) messages.push(`${msg.type()}: ${msg.text()}`);
  });
  return messages;
}

/** The violations so far, after the browser has had a moment to dispatch any pending report. */
async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __cspViolations: Violation[] }).__cspViolations;
  });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function exerciseEnquiryForm(page: Page) {
  const form = page.getByRole('form', { name: 'Enquiry Form' }).first();
  await form.getByLabel('State').selectOption('');
  await form.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Mobile').fill('12345');
  await form.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
}

test.describe('no Content-Security-Policy violations while forms validate', () => {
  for (const path of ['/', '/contact']) {
    test(`the Enquiry Form on ${path}`, async ({ page }) => {
      const messages = await watchCsp(page);
      await open(page, path);
      await exerciseEnquiryForm(page);
      expect(await violations(page)).toEqual([]);
      expect(messages).toEqual([]);
    });
  }

  test('the application form on /apply', async ({ page }) => {
    const messages = await watchCsp(page);
    await open(page, '/apply');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const email = page.getByLabel('Email Address', { exact: true });
    await expect(email).toHaveAccessibleDescription('Email address is required');
    await email.fill('not-an-email');
    await page.getByLabel('Contact Number', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(await violations(page)).toEqual([]);
    expect(messages).toEqual([]);
  });

  test('the sign-in form on /admin/login', async ({ page }) => {
    const messages = await watchCsp(page);
    await open(page, '/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await page.getByLabel('Username').fill('not-an-email@');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(messages).toEqual([]);
  });

  test('the recorder does see a violation (so an empty list means something)', async ({ page, consoleErrors }) => {
    const messages = await watchCsp(page);
    await open(page, '/contact');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1;';
      document.body.append(script);
    });
    expect((await violations(page)).map((v) => v.directive)).toContain('script-src-elem');
    expect(messages.length).toBeGreaterThan(0);
    // The browser logs the refused inline script itself; that is the point of this test.
    expect(consoleErrors.every((e) => /Content Security Policy/.test(e))).toBe(true);
    consoleErrors.length = 0;
  });
});
