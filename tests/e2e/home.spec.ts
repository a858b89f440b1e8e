import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { seededAdmissionsTexts } from '../helpers/seeded-year';
import {
  expect,
  expectNoAxeViolations,
  holdPageScript,
  holdRequests,
  test,
  useTheme,
  waitForHydration,
  waitForIsland,
} from './fixtures';

// Home page. Timers are driven with Playwright's clock, never with sleeps.

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The dot of slide n (1-based) is marked current. */
async function expectCurrent(carousel: Locator, n: number) {
  await expect(carousel.getByRole('button', { name: `Go to slide ${n}`, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/**
 * Whether autoplay runs, as the carousel's live region tells (silent while rotating). Waiting for it
 * also lets React schedule its next timer before the clock moves again.
 */
async function expectRotating(carousel: Locator, isRotating: boolean) {
  await expect(carousel.locator('p[aria-live]')).toHaveAttribute('aria-live', isRotating ? 'off' : 'polite');
}

/**
 * Brings a carousel near the screen, which wakes it (each is an island hydrated as it comes within a
 * screen of the viewport), and waits until React holds it; with autoplay, until its timer runs.
 */
async function wakeCarousel(page: Page, name: string, opts: { rotating?: boolean } = {}): Promise<Locator> {
  const c = region(page, name);
  await c.scrollIntoViewIfNeeded();
  await waitForIsland(c.locator('[data-island]'));
  await expectRotating(c, opts.rotating ?? true);
  return c;
}

/** The test provokes failed requests on purpose: their console lines are expected, nothing else. */
function allowFailedRequests(errors: string[], ...statuses: number[]) {
  const expected = new RegExp(
    `^Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`,
  );
  for (let i = errors.length - 1; i >= 0; i--) if (expected.test(String(errors[i]))) errors.splice(i, 1);
}

async function listTitles(page: Page, procedure: string): Promise<string[]> {
  const res = await page.request.get(`/trpc/${procedure}`);
  const body = (await res.json()) as { result: { data: { title: string }[] } };
  return body.result.data.map((item) => item.title);
}

/** Opens the home page; with `clock`, time stands still from the start until a test moves it. */
async function openHome(page: Page, opts: { clock?: boolean } = {}) {
  if (opts.clock) {
    const start = new Date('2025-06-02T08:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
  }
  await page.goto('/');
  await waitForHydration(page);
}

test.describe('server rendering', () => {
  test('the HTML from the server holds the seeded content before any script runs', async ({ page, browser }) => {
    const [achievement] = await listTitles(page, 'achievements.list');
    const html = await (await page.request.get('/')).text();
    expect(achievement).toBeTruthy();
    expect(html).toContain(String(achievement));
    expect(html).toContain('Glimpse into Student Life');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/');
    await expect(
      noJs.getByRole('heading', { level: 1, name: 'Nurturing The Uniqueness Of Every Student' }),
    ).toBeVisible();
    await expect(noJs.getByRole('heading', { name: String(achievement) })).toBeVisible();
    await expect(noJs.getByRole('heading', { name: 'Admission Process' })).toBeVisible();
    await context.close();
  });

  test('hydrates without fetching the home lists again', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/trpc/')) calls.push(req.url());
    });
    await openHome(page);
    await expect(region(page, 'Student Art Gallery')).toBeVisible();
    expect(calls).toEqual([]);
  });
});

test.describe('hero and about', () => {
  test('hero headline and the admissions button from settings', async ({ page }) => {
    await openHome(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nurturing The Uniqueness Of Every Student' }),
    ).toBeVisible();
    // The headline is said once on the page; the about section and footer word the motto differently.
    await expect(page.getByText('Nurturing The Uniqueness Of Every Student')).toHaveCount(1);
    const hero = page.getByRole('link', { name: seededAdmissionsTexts().open });
    await expect(hero).toHaveAttribute('href', '/admissions');
    const img = page.getByRole('img', { name: /three students/ });
    await expect(img).toHaveAttribute('loading', 'eager');
    await hero.click();
    await expect(page).toHaveURL(/\/admissions$/);
  });

  test('a hero image that fails to load becomes a grey placeholder labelled Student', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/assets/hero-students-*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await openHome(page);
    await expect(page.getByRole('img', { name: 'Student', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /three students/ })).toHaveCount(0);
    allowFailedRequests(consoleErrors, 404);
  });

  test('without a video URL the poster shows a note, not a dead button', async ({ page }) => {
    await openHome(page);
    await expect(page.getByText('Our school video is coming soon.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play video' })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('only the hero image loads eagerly; the others are lazy with srcset and sizes', async ({ page }) => {
    await openHome(page);
    const images = page.locator('main img');
    const eager = await images.evaluateAll((els) => els.filter((el) => el.getAttribute('loading') !== 'lazy').length);
    expect(eager).toBe(1);
    const journeyImg = region(page, 'Glimpse into Student Life').locator('img').first();
    await expect(journeyImg).toHaveAttribute('srcset', /480w.*960w.*1600w/);
    await expect(journeyImg).toHaveAttribute('sizes', /.+/);
    await expect(journeyImg).toHaveAttribute('width', '1600');
    await expect(journeyImg).toHaveAttribute('height', '900');
  });

  test('information tiles come from announcements and link onwards', async ({ page }) => {
    await openHome(page);
    const tiles = page.getByRole('region', { name: 'Information for Parents' });
    await expect(tiles.getByRole('heading', { name: 'Admission Process' })).toBeVisible();
    await expect(tiles.getByRole('heading', { name: 'Locations' })).toBeVisible();
    await tiles.getByRole('link', { name: 'Find Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('enquiry form', () => {
  const form = (page: Page) => page.locator('#contact').getByRole('form', { name: 'Enquiry Form' });

  test('each field label names exactly one control on the page, on / and /contact', async ({ page }) => {
    for (const path of ['/', '/contact']) {
      await page.goto(path);
      for (const label of [
        'State',
        'City',
        'School',
        'First name',
        'Last name',
        'Grade',
        'Email',
        'Mobile',
        'Address',
      ]) {
        await expect(page.getByLabel(label), `${path} ${label}`).toHaveCount(1);
      }
    }
  });

  async function fillValid(page: Page, email: string) {
    const f = form(page);
    await f.getByLabel('School').selectOption('Pachmori');
    await f.getByLabel('First name').fill('Amina');
    await f.getByLabel('Last name').fill('Shaikh');
    await f.getByLabel('Grade').selectOption('Grade 4');
    await f.getByLabel('Email').fill(email);
    await f.getByLabel('Mobile').fill('9876543210');
    await f.getByLabel('Address').fill('12 Ganga Nagar, Akola');
  }

  function storedEnquiry(email: string) {
    const db = new Database(path.join(String(process.env.E2E_DATA_DIR), 'school.db'), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      return db
        .prepare(
          'select name, email, mobile, state, city, school, grade, address, status from enquiries where email = ?',
        )
        .get(email);
    } finally {
      db.close();
    }
  }

  test('a filled form is stored with status new; overlay, success banner and reset follow their timings', async ({
    page,
  }) => {
    const email = `parent-${Date.now()}@example.com`;
    await openHome(page, { clock: true });
    const release = await holdRequests(page, '**/trpc/enquiry.create**');
    await fillValid(page, email);
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    // tRPC batches requests on a zero-delay timer; let it fire (the route above holds the request).
    await page.clock.runFor(1);

    await expect(page.getByText('Submitting Enquiry')).toBeVisible();
    await expect(form(page).getByRole('button', { name: 'Submit Enquiry' })).toBeDisabled();
    release();

    const banner = page.getByText('Your enquiry has been submitted successfully');
    await expect(banner).toBeVisible();
    await expect(page.getByText('Submitting Enquiry')).toBeHidden();
    expect(storedEnquiry(email)).toEqual({
      name: 'Amina Shaikh',
      email,
      mobile: '9876543210',
      state: 'Maharashtra',
      city: 'Akola',
      school: 'Pachmori',
      grade: 'Grade 4',
      address: '12 Ganga Nagar, Akola',
      status: 'new',
    });

    // The form resets to its defaults after 3 s (FORM_RESET_MS); the banner hides after 5 s (SUCCESS_BANNER_MS).
    await page.clock.runFor(2900);
    await expect(form(page).getByLabel('First name')).toHaveValue('Amina');
    await page.clock.runFor(200);
    await expect(form(page).getByLabel('First name')).toHaveValue('');
    await expect(form(page).getByLabel('School')).toHaveValue('');
    await expect(form(page).getByLabel('State')).toHaveValue('Maharashtra');
    await expect(form(page).getByLabel('City')).toHaveValue('Akola');
    await expect(banner).toBeVisible();
    await page.clock.runFor(1800);
    await expect(banner).toBeVisible();
    await page.clock.runFor(200);
    await expect(banner).toBeHidden();
  });

  test('what a parent typed and chose before the page script ran is what is sent', async ({ page }) => {
    // A slow connection: the form is on screen, and used, long before the script that takes it over.
    const email = `early-${Date.now()}@example.com`;
    const release = await holdPageScript(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await fillValid(page, email);
    release();
    await waitForHydration(page);
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();

    await expect(page.getByText('Your enquiry has been submitted successfully')).toBeVisible();
    await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0);
    expect(storedEnquiry(email)).toMatchObject({ name: 'Amina Shaikh', school: 'Pachmori', grade: 'Grade 4' });
  });

  test('client-side messages appear beside each field and name it', async ({ page }) => {
    await openHome(page);
    const f = form(page);
    await f.getByLabel('State').selectOption('');
    await f.getByRole('button', { name: 'Submit Enquiry' }).click();
    const expected: [string, string][] = [
      ['State', 'State is required'],
      ['City', 'City is required'],
      ['School', 'School is required'],
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Grade', 'Grade is required'],
      ['Email', 'Email is required'],
      ['Mobile', 'Mobile is required'],
      ['Address', 'Address is required'],
    ];
    for (const [label, message] of expected) {
      await expect(f.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
      await expect(f.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(f.getByLabel('State')).toBeFocused();

    await f.getByLabel('Email').fill('not-an-email');
    await f.getByLabel('Mobile').fill('12345');
    await f.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(f.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(f.getByLabel('Mobile')).toHaveAccessibleDescription('Mobile number must be exactly 10 digits');
    // Editing a field clears its message.
    await f.getByLabel('First name').fill('A');
    await expect(f.getByText('First name is required')).toHaveCount(0);
  });

  test('mobile accepts digits only, up to 10, with a warning while short', async ({ page }) => {
    await openHome(page);
    const mobile = form(page).getByLabel('Mobile');
    await mobile.pressSequentially('98a7-6 5');
    await expect(mobile).toHaveValue('98765');
    await expect(mobile).toHaveAccessibleDescription(/Mobile number must be exactly 10 digits/);
    await mobile.pressSequentially('4321099');
    await expect(mobile).toHaveValue('9876543210');
    await expect(form(page).getByText('Mobile number must be exactly 10 digits')).toHaveCount(0);
  });

  test('a mobile typed on a Marathi, Hindi or Urdu keyboard shows as the digits 0-9', async ({ page }) => {
    await openHome(page);
    const mobile = form(page).getByLabel('Mobile');
    await mobile.focus();
    await waitForIsland(mobile);
    await mobile.pressSequentially('९८७६५४३२१०');
    await expect(mobile).toHaveValue('9876543210');
    await expect(form(page).getByText('Mobile number must be exactly 10 digits')).toHaveCount(0);
    await mobile.fill('');
    await mobile.pressSequentially('۹۸۷۶۵٤٣٢١٠');
    await expect(mobile).toHaveValue('9876543210');
  });

  test('before the form wakes, Devanagari and Urdu digits show as 0-9 with the caret where they were typed', async ({
    page,
  }) => {
    await openHome(page);
    // The islands' runtime held back: the site script alone keeps the field (src/client/site/digits.ts).
    const release = await holdRequests(page, /\/assets\/(runtime|react)-[\w-]+\.js$/);
    const mobile = form(page).getByLabel('Mobile');
    await mobile.pressSequentially('९८७६५');
    await expect(mobile.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-state', 'waking');
    await expect(mobile).toHaveValue('98765');
    await mobile.press('Home');
    await mobile.press('ArrowRight');
    await mobile.press('ArrowRight');
    await mobile.pressSequentially('۴a३');
    await expect(mobile).toHaveValue('9843765');
    release();
    await waitForIsland(mobile);
    await expect(mobile).toHaveValue('9843765');
  });

  test('changing the state clears city and school; changing the city clears the school', async ({ page }) => {
    await openHome(page);
    const f = form(page);
    await f.getByLabel('School').selectOption('Ganga Nagar');
    await f.getByLabel('City').selectOption('');
    await expect(f.getByLabel('School')).toHaveValue('');
    await f.getByLabel('City').selectOption('Akola');
    await f.getByLabel('School').selectOption('Pachmori');
    await f.getByLabel('State').selectOption('');
    await expect(f.getByLabel('City')).toHaveValue('');
    await expect(f.getByLabel('School')).toHaveValue('');
    await f.getByLabel('State').selectOption('Maharashtra');
    await expect(f.getByLabel('City')).toHaveValue('');
    await expect(f.getByLabel('City').locator('option')).toHaveText(['Select city', 'Akola']);
  });

  test('a server refusal shows its message until a field is edited; the banner can be dismissed', async ({
    page,
    consoleErrors,
  }) => {
    await openHome(page);
    await page.route('**/trpc/enquiry.create**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Too many enquiries from this connection. Please try again later.',
              code: -32029,
              data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, fieldErrors: null },
            },
          },
        ]),
      }),
    );
    await fillValid(page, 'limited@example.com');
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Too many enquiries from this connection. Please try again later.' });
    await expect(alert).toBeVisible();
    await form(page).getByLabel('Last name').fill('Khan');
    await expect(alert).toBeHidden();

    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(alert).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss error message' }).click();
    await expect(alert).toBeHidden();
    allowFailedRequests(consoleErrors, 429);
  });

  test('a failure without a server message shows the fallback text; server field errors show beside fields', async ({
    page,
    consoleErrors,
  }) => {
    await openHome(page);
    let calls = 0;
    await page.route('**/trpc/enquiry.create**', (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: '[{"code":"custom"}]',
              code: -32600,
              data: {
                code: 'BAD_REQUEST',
                httpStatus: 400,
                fieldErrors: { email: ['Please enter a valid email address'] },
              },
            },
          },
        ]),
      });
    });
    await fillValid(page, 'fallback@example.com');
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to submit enquiry. Please try again.' }),
    ).toBeVisible();
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    allowFailedRequests(consoleErrors, 502, 400);
  });

  test('the honeypot is hidden from people and the keyboard', async ({ page }) => {
    await openHome(page);
    const trap = page.locator('#contact input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(await trap.evaluate((el) => el.getBoundingClientRect().right <= 0 || el.clientWidth <= 1)).toBe(true);
  });
});

test.describe('journeys carousel', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('one card on a phone; autoplay every 4 s, arrows, dots and wrap-around', async ({ page }) => {
    const titles = await listTitles(page, 'journeys.list');
    expect(titles.length).toBeGreaterThan(2);
    await openHome(page, { clock: true });
    const c = await wakeCarousel(page, 'Glimpse into Student Life');
    const heading = (i: number) => c.getByRole('heading', { name: titles[i], exact: true });
    await expect(heading(0)).toBeVisible();
    await expect(heading(1)).toBeHidden();

    await page.clock.runFor(3900);
    await expect(heading(0)).toBeVisible();
    await page.clock.runFor(200);
    await expect(heading(1)).toBeVisible();
    await expect(heading(0)).toBeHidden();

    await c.getByRole('button', { name: 'Previous slide' }).click();
    await c.getByRole('button', { name: 'Previous slide' }).click();
    await expect(heading(titles.length - 1)).toBeVisible();
    await expectCurrent(c, titles.length);
    await c.getByRole('button', { name: 'Next slide' }).click();
    await expect(heading(0)).toBeVisible();
    await c.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(heading(2)).toBeVisible();
  });

  test('pauses while the pointer is over it', async ({ page }) => {
    const titles = await listTitles(page, 'journeys.list');
    await openHome(page, { clock: true });
    const c = await wakeCarousel(page, 'Glimpse into Student Life');
    await c.getByRole('heading', { name: titles[0], exact: true }).hover();
    await page.clock.runFor(9000);
    await expectCurrent(c, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(4100);
    await expectCurrent(c, 2);
  });

  test('a swipe over 50 px moves; a shorter one does not', async ({ page }) => {
    await openHome(page, { clock: true });
    const c = await wakeCarousel(page, 'Glimpse into Student Life');
    const card = c.locator('article').first();
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    if (!box) throw new Error('no card');
    const y = box.y + box.height / 2;
    const swipe = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(-40);
    await expectCurrent(c, 1);
    await swipe(-80);
    await expectCurrent(c, 2);
    await swipe(80);
    await expectCurrent(c, 1);
  });

  test('three cards side by side from 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const titles = await listTitles(page, 'journeys.list');
    await openHome(page);
    const c = region(page, 'Glimpse into Student Life');
    for (const title of titles.slice(0, 3))
      await expect(c.getByRole('heading', { name: title, exact: true })).toBeVisible();
  });
});

test.describe('achievements carousel', () => {
  test('autoplay every 5 s with wrap-around, arrows and dots', async ({ page }) => {
    const titles = await listTitles(page, 'achievements.list');
    await openHome(page, { clock: true });
    const c = await wakeCarousel(page, 'Our Achievements');
    await expect(c.getByRole('heading', { name: titles[0], exact: true })).toBeVisible();
    await page.clock.runFor(4900);
    await expectCurrent(c, 1);
    await page.clock.runFor(200);
    await expect(c.getByRole('heading', { name: titles[1], exact: true })).toBeVisible();
    await c.getByRole('button', { name: 'Go to slide 1' }).click();
    await c.getByRole('button', { name: 'Previous slide' }).click();
    await expect(c.getByRole('heading', { name: titles[titles.length - 1], exact: true })).toBeVisible();
    await c.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(c, 1);
  });
});

test.describe('highlights carousel', () => {
  test('manual action pauses autoplay, which resumes 6 s later', async ({ page }) => {
    await openHome(page, { clock: true });
    const c = await wakeCarousel(page, 'Highlights');
    await page.clock.runFor(5100);
    await expectCurrent(c, 2);
    await c.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(c, 3);
    await expectRotating(c, false);
    // Paused for 6 s, then the usual 5 s for the slide.
    await page.clock.runFor(5900);
    await expectRotating(c, false);
    await page.clock.runFor(100);
    await expectRotating(c, true);
    await page.clock.runFor(4900);
    await expectCurrent(c, 3);
    await page.clock.runFor(200);
    await expectCurrent(c, 4);
  });

  test('neighbours show on desktop and clicking one jumps to it; swipes move', async ({ page }) => {
    const titles = await listTitles(page, 'highlights.list');
    await openHome(page, { clock: true });
    const c = await wakeCarousel(page, 'Highlights');
    const last = titles.length;
    await expect(c.getByRole('heading', { name: titles[1], exact: true })).toBeVisible();
    await expect(c.getByRole('heading', { name: titles[last - 1], exact: true })).toBeVisible();
    await c.getByRole('button', { name: `Show slide 2: ${titles[1]}` }).click();
    await expectCurrent(c, 2);

    const box = await c.locator('article[data-offset="0"]').boundingBox();
    if (!box) throw new Error('no slide');
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + 40, { steps: 6 });
    await page.mouse.up();
    await expectCurrent(c, 3);
  });

  test('a slide without a description shows the default text', async ({ page }) => {
    await openHome(page);
    await expect(
      region(page, 'Highlights').getByText('Discover amazing features and opportunities at our school.').first(),
    ).toBeAttached();
  });
});

test.describe('art gallery', () => {
  test('autoplay every 4 s, Pause and Play, wrap-around', async ({ page }) => {
    await openHome(page, { clock: true });
    const c = await wakeCarousel(page, 'Student Art Gallery');
    await page.clock.runFor(4100);
    await expectCurrent(c, 2);
    await c.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.clock.runFor(12_000);
    await expectCurrent(c, 2);
    await c.getByRole('button', { name: 'Play', exact: true }).click();
    await page.clock.runFor(4100);
    await expectCurrent(c, 3);
    await c.getByRole('button', { name: 'Go to slide 1' }).click();
    await c.getByRole('button', { name: 'Previous slide' }).click();
    const count = await c.getByRole('button', { name: /^Go to slide / }).count();
    await expectCurrent(c, count);
    await c.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(c, 1);
  });

  test('three cards on desktop, the middle one emphasised', async ({ page }) => {
    await openHome(page);
    const c = await wakeCarousel(page, 'Student Art Gallery');
    await c.getByRole('button', { name: 'Pause', exact: true }).click();
    const cards = c.locator('article:visible');
    await expect(cards).toHaveCount(3);
    const widths = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(widths[1]).toBeGreaterThan(Number(widths[0]));
  });

  test('a failed artwork image is replaced by the local default picture', async ({ page, consoleErrors }) => {
    await page.route('**/media/gallery/**', (route) => route.fulfill({ status: 404, body: '' }));
    await openHome(page);
    const c = region(page, 'Student Art Gallery');
    await c.scrollIntoViewIfNeeded();
    await expect(c.getByRole('img', { name: /image unavailable/ }).first()).toBeVisible();
    allowFailedRequests(consoleErrors, 404);
  });
});

test.describe('reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('no carousel moves on its own; the art gallery offers Play', async ({ page }) => {
    await openHome(page, { clock: true });
    const names = ['Glimpse into Student Life', 'Our Achievements', 'Highlights', 'Student Art Gallery'];
    for (const name of names) await wakeCarousel(page, name, { rotating: false });
    await page.clock.runFor(20_000);
    for (const name of names) await expectCurrent(region(page, name), 1);
    const art = region(page, 'Student Art Gallery');
    await art.getByRole('button', { name: 'Play', exact: true }).click();
    await expectRotating(art, true);
    await page.clock.runFor(4100);
    await expectCurrent(art, 2);
  });
});

test.describe('carousels as islands', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a phone loads only the site script until the visitor scrolls toward a carousel, which then wakes and works', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await openHome(page, { clock: true });
    // The site script and the modules it imports, as the page's loader names them.
    const siteScript = await page
      .locator('script[data-src]')
      .evaluate((el: HTMLScriptElement) => [el.dataset.src, ...(el.dataset.preload ?? '').split(' ')].filter(Boolean));
    // An observer made after the islands' reports after theirs: by then they have said what is near the screen.
    await page.evaluate(
      () =>
        new Promise((done) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            done(null);
          });
          observer.observe(document.body);
        }),
    );
    await expect(page.locator('[data-island][data-state]')).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(siteScript).toContain(script);

    const c = region(page, 'Glimpse into Student Life');
    const island = c.locator('[data-island]');
    await expect(island).toHaveAttribute('data-wake', 'visible');
    // Within a screen of the viewport is near enough: the carousel is hydrated before it is seen.
    await page.evaluate(() => {
      const box = document.querySelector('.home-journeys')?.getBoundingClientRect();
      if (box) window.scrollBy(0, box.top - 1.5 * window.innerHeight);
    });
    await waitForIsland(island);
    await expect(c).not.toBeInViewport();
    expect(scripts.filter((script) => !siteScript.includes(script)).length).toBeGreaterThan(0);
    await c.scrollIntoViewIfNeeded();
    await expectCurrent(c, 1);
    await c.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(c, 2);
  });

  test('Next pressed before the carousel is hydrated is done once it is', async ({ page }) => {
    await openHome(page, { clock: true });
    const release = await holdRequests(page, /\/assets\/(runtime|react)-[\w-]+\.js$/);
    const c = region(page, 'Our Achievements');
    await c.scrollIntoViewIfNeeded();
    await expect(c.locator('[data-island]')).toHaveAttribute('data-state', 'waking');
    await c.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(c, 1);
    release();
    await expectCurrent(c, 2);
  });

  test('a carousel woken under the pointer or with the keyboard inside stays paused until they leave', async ({
    page,
  }) => {
    const titles = await listTitles(page, 'journeys.list');
    await openHome(page, { clock: true });
    // React arrives after the pointer and the focus: their events were sent before it listened.
    const release = await holdRequests(page, /\/assets\/(runtime|react)-[\w-]+\.js$/);
    const c = region(page, 'Glimpse into Student Life');
    await c.getByRole('heading', { name: titles[0], exact: true }).hover();
    await expect(c.locator('[data-island]')).toHaveAttribute('data-state', 'waking');
    release();
    await waitForIsland(c.locator('[data-island]'));
    await expectRotating(c, false);
    await page.clock.runFor(9000);
    await expectCurrent(c, 1);
    await page.mouse.move(5, 5);
    await expectRotating(c, true);

    await page.unrouteAll();
    await page.reload();
    await waitForHydration(page);
    const releaseAgain = await holdRequests(page, /\/assets\/(runtime|react)-[\w-]+\.js$/);
    const art = region(page, 'Student Art Gallery');
    await art.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Tab');
    await expect(art.getByRole('button', { name: 'Go to slide 1' })).toBeFocused();
    releaseAgain();
    await waitForIsland(art.locator('[data-island]'));
    await expectRotating(art, false);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectRotating(art, true);
  });
});

test.describe('FAQ', () => {
  test('category and search combine; results by popularity; empty state', async ({ page }) => {
    await openHome(page);
    const faq = region(page, 'Frequently Asked Questions');
    const questions = faq.getByRole('listitem').getByRole('button');
    await expect(questions.first()).toHaveText('How do I apply for admission?');

    await faq.getByRole('button', { name: 'Fees', exact: true }).click();
    await expect(faq.getByRole('button', { name: 'Fees', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(questions.first()).toHaveText('How much is the admission form fee?');
    await expect(faq.getByRole('button', { name: 'Which curriculum does the school follow?' })).toHaveCount(0);

    // Search is case-insensitive and also looks in the answers.
    await faq.getByLabel('Search questions').fill('CHEQUES');
    await expect(questions).toHaveText(['How can fees be paid?']);

    await faq.getByRole('button', { name: 'Academic', exact: true }).click();
    await expect(faq.getByText('No results found')).toBeVisible();
    await expect(faq.getByText('Try adjusting your search terms or selecting a different category')).toBeVisible();

    await faq.getByRole('button', { name: 'All', exact: true }).click();
    await expect(questions).toHaveText(['How can fees be paid?']);
  });

  test('words typed in the search before the page script ran filter the questions', async ({ page }) => {
    const release = await holdPageScript(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const faq = region(page, 'Frequently Asked Questions');
    await faq.getByLabel('Search questions').fill('CHEQUES');
    release();
    await waitForHydration(page);
    await expect(faq.getByRole('listitem').getByRole('button')).toHaveText(['How can fees be paid?']);
  });

  test('several answers can be open at once', async ({ page }) => {
    await openHome(page);
    const faq = region(page, 'Frequently Asked Questions');
    const first = faq.getByRole('button', { name: 'How much is the admission form fee?' });
    const second = faq.getByRole('button', { name: 'What are the school timings?' });
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('₹2,000 and it is non-refundable')).toBeVisible();
    await expect(faq.getByText(/Morning assembly begins at 7:55 AM/)).toBeVisible();
    await first.click();
    await expect(faq.getByText('₹2,000 and it is non-refundable')).toBeHidden();
    await expect(faq.getByText(/Morning assembly begins at 7:55 AM/)).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds nothing on the home page at ${width} px (${theme})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await useTheme(page, theme);
        await openHome(page);
        await expectNoAxeViolations(page);
        // With the form's messages showing too.
        await page.locator('#contact').getByRole('button', { name: 'Submit Enquiry' }).click();
        await expect(page.getByText('First name is required')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
