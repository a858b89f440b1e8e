import type { Page } from '@playwright/test';
import { longDate, nthWeekdayOfMonth } from '../../src/shared/calendar';
import { admissionsText } from '../../src/shared/content/academic-year';
import { fillSchoolText, PAGES } from '../../src/shared/paths';
import { DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { seededAdmissionYear, seededStartYear } from '../helpers/seeded-year';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// Every information page shows the school's facts. Facts are written out here as the school states
// them (not imported from src/shared), so a changed constant fails the test too.

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
}

/** Every text must be visible on the page (inside the selected tab panel, when given). */
async function expectTexts(page: Page, texts: (string | RegExp)[], scope = page.locator('main')) {
  for (const text of texts) await expect(scope.getByText(text).first(), String(text)).toBeVisible();
}

const panel = (page: Page) => page.getByRole('tabpanel');

test.describe('information pages show their facts', () => {
  test('Why: intro and four reasons', async ({ page }) => {
    await open(page, '/why-al-mahmood');
    await expect(
      page.getByRole('heading', { level: 1, name: fillSchoolText(PAGES.why.heading, DEFAULT_SETTINGS) }),
    ).toBeVisible();
    const reasons = page.locator('main ul.check-list li');
    await expect(reasons).toHaveCount(4);
    await expectTexts(page, [
      /Nursery to Grade 12 on the CBSE pattern/,
      /Hifz programme that usually takes about 2-4 years/,
      /balance of worldly and religious education/,
    ]);
  });

  test('About: about us, campus and special facilities', async ({ page }) => {
    await open(page, '/about');
    for (const name of [
      'About our school',
      'Our campuses',
      'Laboratory and library',
      'Science laboratory',
      'Library',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expectTexts(page, [/Founded in 2010/, /Akot Road, Panchmori/]);
    await expect(page.getByRole('img', { name: /laboratory/i })).toBeVisible();
  });

  test('Vision & Mission: vision, mission, concept, features and support', async ({ page }) => {
    await open(page, '/vision-mission');
    for (const name of [
      'Our vision',
      'Our mission',
      'A balance of worldly and religious education',
      'Key features',
      'Academic support',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
  });

  test('School Activities: activities with months, gallery, calendar by term', async ({ page }) => {
    await open(page, '/school-activities');
    for (const name of ['Academic activities', 'Cultural activities', 'Activity gallery', 'Annual calendar by term']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expectTexts(page, [
      'Science Exhibition',
      'November',
      'Annual Sports Day',
      'January',
      /Term 1/,
      /Term 2/,
      /Term 2 Examination: March - April/,
    ]);
  });

  test('Infrastructure: facilities, safety, campus gallery', async ({ page }) => {
    await open(page, '/infrastructure');
    for (const name of ['Our facilities', 'Safety and security', 'Campus gallery']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expectTexts(page, [/morning assembly at 7:55 AM/]);
  });

  test('Awards: the achievements the administrator manages', async ({ page, request }) => {
    await open(page, '/awards');
    const res = await request.get('/trpc/achievements.list');
    const achievements = (await res.json()).result.data as { title: string }[];
    expect(achievements.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 3, name: achievements[0]?.title })).toBeVisible();
  });

  test('Leadership: three roles and learning results', async ({ page }) => {
    await open(page, '/leadership');
    for (const role of ['Principal', 'Vice Principal', 'Academic Coordinator']) {
      await expect(page.locator('main').getByText(role, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Learning results' })).toBeVisible();
    await expectTexts(page, [/illustrative/]);
  });

  test('Global: partner schools', async ({ page }) => {
    await open(page, '/global');
    await expect(page.getByRole('heading', { name: 'Partner schools' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(4);
    await expectTexts(page, ['Green Crescent Academy', /Dubai, United Arab Emirates/]);
  });

  test('Student Journey: the journeys from the database', async ({ page, request }) => {
    await open(page, '/students-journey');
    const journeys = (await (await request.get('/trpc/journeys.list')).json()).result.data as { title: string }[];
    expect(journeys.length).toBeGreaterThan(0);
    for (const j of journeys) await expect(page.getByRole('heading', { level: 2, name: j.title })).toBeVisible();
  });

  test('Alumni: three doctors, technology abroad, four tiles, closing message', async ({ page }) => {
    await open(page, '/alumni');
    const doctors = page.locator('main article');
    await expect(doctors).toHaveCount(3);
    for (const term of ['Position', 'Hospital', 'Specialty', 'Location'])
      await expect(doctors.first().getByText(term, { exact: true })).toBeVisible();
    for (const country of ['USA', 'Canada', 'Australia', 'India']) {
      await expect(page.getByRole('heading', { level: 3, name: country, exact: true })).toBeVisible();
    }
    for (const tile of ['High Board Results', 'Competitive Exams', 'Global Universities', 'Expert Teachers']) {
      await expect(page.getByRole('heading', { name: tile })).toBeVisible();
    }
    await expectTexts(page, [/our alumni carry the same values/]);
  });

  test('Eligibility: requirements, age by class, learning results', async ({ page }) => {
    await open(page, '/eligibility');
    await expectTexts(page, [
      'Age appropriate for the class',
      'Previous academic records',
      'Birth certificate',
      'Medical fitness certificate',
      'Passport size photographs',
      'Transfer certificate (if applicable)',
      'Minimum 60% marks in the previous class',
      'Good conduct certificate',
      'English proficiency assessment',
      'Basic Islamic knowledge (preferred)',
      'Interview with parents',
      'Entrance test for higher classes',
      'Academic Excellence',
      'Character Development',
    ]);
    const ages: [string, string][] = [
      ['Nursery', '3-4 years'],
      ['LKG', '4-5 years'],
      ['UKG', '5-6 years'],
      ['Class I', '6-7 years'],
      ['Class II', '7-8 years'],
      ['Class III', '8-9 years'],
    ];
    const table = page.getByRole('table', { name: 'Age by class' });
    for (const [cls, age] of ages) await expect(table.getByRole('row', { name: `${cls} ${age}` })).toBeVisible();
  });

  test('Important Dates: exams and results, installments, PTM, 13 holidays', async ({ page }) => {
    // The seeded academic year's (the year of the day the e2e server first started).
    const year = seededStartYear();
    await open(page, '/important-dates');
    const exams = page.getByRole('table', { name: /Examinations/ });
    for (const [name, when] of [
      ['First Evaluation', 'July - August'],
      ['Term 1 Examination', 'October - November'],
      ['Second Evaluation', 'December - January'],
      ['Term 2 Examination', 'March - April'],
    ]) {
      await expect(exams.getByRole('row', { name: new RegExp(`${name} ${when}`) })).toBeVisible();
    }
    await expectTexts(page, [
      new RegExp(`At admission \\(June ${year}\\)`),
      new RegExp(`10 October ${year}`),
      /Third Saturday of every month, 12:00 - 2:00 PM/,
    ]);
    await expect(page.getByRole('list', { name: 'Parent-teacher meeting dates' }).getByRole('listitem')).toHaveCount(
      10,
    );
    // The third Saturday of September.
    await expect(page.getByText(longDate(nthWeekdayOfMonth(`${year}-09`, 3, 6) as string))).toBeVisible();
    const holidays = page.getByRole('table', { name: /holidays/i });
    await expect(holidays.locator('tbody tr')).toHaveCount(13);
    await expect(
      holidays.getByRole('row', { name: new RegExp(`Independence Day ${longDate(`${year}-08-15`)}`) }),
    ).toBeVisible();
    await expect(
      holidays.getByRole('row', { name: new RegExp(`Republic Day ${longDate(`${year + 1}-01-26`)}`) }),
    ).toBeVisible();
  });

  test('Contact: the contact details from settings and the Enquiry Form', async ({ page, request }) => {
    await open(page, '/contact');
    const settings = (await (await request.get('/trpc/site.settings')).json()).result.data as Record<string, string>;
    for (const key of ['addressIndia', 'addressInternational', 'addressDubai']) {
      await expect(page.locator('main').getByText(String(settings[key]))).toBeVisible();
    }
    await expect(page.locator('main').getByRole('link', { name: String(settings.email) })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    );
    await expect(page.locator('main').getByRole('link', { name: String(settings.phone) })).toBeVisible();
    const form = page.getByRole('form', { name: 'Enquiry Form' });
    await expect(form).toBeVisible();
    // The note says what the labels show, as on /apply: the required fields carry the mark, and the
    // optional "How did you hear about us?" is not required.
    await expect(page.locator('main').getByText('Fields marked * are required.')).toBeVisible();
    await expect(page.getByText('All fields are required')).toHaveCount(0);
    for (const label of ['State', 'City', 'School', 'First name', 'Last name', 'Grade', 'Email', 'Mobile', 'Address']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required');
      await expect(form.locator('.form-label', { hasText: new RegExp(`^${label}\\s*\\*$`) })).toHaveCount(1);
    }
    await expect(form.getByLabel('How did you hear about us?')).not.toHaveAttribute('required');
    await expect(form.locator('.form-label', { hasText: /^How did you hear about us\?$/ })).toHaveCount(1);
  });
});

test.describe('Academics and Teaching tabs', () => {
  test('Academics: curriculum by default, grading scale, promotion and the schedule', async ({ page }) => {
    await open(page, '/academics');
    await expect(page.getByRole('tab', { name: 'Curriculum' })).toHaveAttribute('aria-selected', 'true');
    await expectTexts(page, [/CBSE pattern with Islamic studies and Hifz/, /about 2-4 years/], panel(page));

    await page.getByRole('tab', { name: 'Grading' }).click();
    await expect(page).toHaveURL(/\?tab=grading$/);
    const scale = page.getByRole('table', { name: 'CBSE grading scale' });
    for (const row of [
      'A1 Outstanding 91-100%',
      'A2 Excellent 81-90%',
      'B1 Very Good 71-80%',
      'B2 Good 61-70%',
      'C1 Average 51-60%',
      'C2 Not Fair 41-50%',
      'D1 Poor 40% and below',
    ]) {
      await expect(scale.getByRole('row', { name: row })).toBeVisible();
    }
    await expectTexts(
      page,
      [
        'Minimum 75% attendance is required.',
        /failing in 3 subjects takes a re-examination/,
        /more than 3 subjects is detained/,
      ],
      panel(page),
    );

    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expectTexts(
      page,
      ['8:00 AM - 2:00 PM', '9:00 AM - 1:00 PM', '7:55 AM', 'Third Saturday of every month, 12:00 - 2:00 PM'],
      panel(page),
    );
    await expectTexts(page, [/second week of June to the first week of April/], panel(page));
  });

  test('Teaching: islamic, modern and practical tabs', async ({ page }) => {
    await open(page, '/teaching');
    await expect(page.getByRole('tab', { name: 'Islamic' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { name: 'Hifz programme' })).toBeVisible();
    await page.getByRole('tab', { name: 'Modern' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Modern teaching methods' })).toBeVisible();
    await page.getByRole('tab', { name: 'Practical' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Laboratory work' })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=practical$/);
  });
});

test.describe('Admissions', () => {
  for (const path of ['/admissions', '/admission-process']) {
    test(`${path}: notice, overview, age criteria, documents and fees`, async ({ page, request }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible();
      const settings = (await (await request.get('/trpc/site.settings')).json()).result.data as {
        admissionsOpen: boolean;
        heroButtonText: string;
        admissionsNotice: string;
      };
      // One switch: while admissions are open the banner says the open text (the hero's), else the closed one.
      await expect(page.getByTestId('admissions-notice')).toHaveText(admissionsText(settings));
      await expect(page.getByTestId('admissions-notice')).toContainText(seededAdmissionYear());

      await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      await expectTexts(
        page,
        [/second week of June to the first week of April/, /Preferably by May/, /Mid-year vacancies are limited/],
        panel(page),
      );
      const steps = panel(page).locator('ol.steps > li');
      await expect(steps).toHaveCount(4);
      await expect(steps.nth(0)).toContainText('Obtain the admission form from the school office');
      await expect(steps.nth(1)).toContainText('₹2,000');
      await expect(steps.nth(2)).toContainText('entrance exam');
      await expect(steps.nth(3)).toContainText('entrance exam results, past performance and seat availability');

      await page.getByRole('tab', { name: 'Age Criteria' }).click();
      const ages = page.getByRole('table', { name: 'Minimum age by class' });
      await expect(ages.getByRole('row', { name: 'Nursery 3 years' })).toBeVisible();
      await expect(ages.getByRole('row', { name: 'Class V 10 years' })).toBeVisible();
      await expect(ages.getByRole('row', { name: 'Class XII 17 years' })).toBeVisible();
      await expectTexts(page, [/state education department/], panel(page));

      await page.getByRole('tab', { name: 'Documents' }).click();
      await expectTexts(
        page,
        [
          /available from the school office/,
          /₹2,000 \(non-refundable\)/,
          'Birth certificate',
          'Aadhaar card (student and parent)',
          'Transfer certificate (above Nursery)',
          'Previous report card (if applicable)',
          'Health certificate',
          'Recent passport-size photographs',
        ],
        panel(page),
      );

      await page.getByRole('tab', { name: 'Fees & Payment' }).click();
      await expectTexts(
        page,
        [/payable one time only/, '₹2,000 (non-refundable)', 'As advised by the School Accounts Office'],
        panel(page),
      );
      await panel(page).getByRole('link', { name: 'Contact School Office' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    });
  }
});

test.describe('Fees tabs', () => {
  test('every tab shows its facts', async ({ page, request }) => {
    await open(page, '/fees');
    await expect(page.getByRole('tab', { name: 'Fee Structure' })).toHaveAttribute('aria-selected', 'true');
    await expectTexts(
      page,
      [
        /₹2,000 \(non-refundable\)/,
        'Cash',
        'Bank transfer / RTGS / NEFT',
        'UPI / digital payment',
        /Cheques are not accepted/,
        'Full annual tuition fee',
        /alone does not confirm admission/,
      ],
      panel(page),
    );

    await page.getByRole('tab', { name: 'Payment Rules' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Late fee policy' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Withdrawal policy' })).toBeVisible();
    await expectTexts(
      page,
      [
        /at least 3 months written notice/,
        'No verbal or telephone withdrawal.',
        'Transfer Certificate only after all dues are cleared.',
      ],
      panel(page),
    );

    await page.getByRole('tab', { name: 'Policies' }).click();
    await expectTexts(
      page,
      [
        'No partial payments.',
        'No cheques.',
        'No installments.',
        'Payments only via the School Accounts Office.',
        'PRO Office',
        'School Accounts Office',
      ],
      panel(page),
    );

    await page.getByRole('tab', { name: 'Contact' }).click();
    const settings = (await (await request.get('/trpc/site.settings')).json()).result.data as {
      email: string;
      phone: string;
    };
    await expect(panel(page).getByRole('link', { name: settings.email })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: settings.phone })).toBeVisible();
  });

  test('tabs work with the keyboard and keep the choice in the URL across a reload', async ({ page }) => {
    await open(page, '/fees');
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Fee Structure').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Payment Rules')).toBeFocused();
    await expect(tab('Payment Rules')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Fee Structure')).toHaveAttribute('tabindex', '-1');
    await expect(page).toHaveURL(/\/fees\?tab=payment-rules$/);
    await expect(page.getByRole('tabpanel', { name: 'Payment Rules' })).toBeVisible();

    await page.keyboard.press('End');
    await expect(tab('Contact')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=contact$/);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Fee Structure')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Contact')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Fee Structure')).toHaveAttribute('aria-selected', 'true');

    await tab('Policies').click();
    await expect(page).toHaveURL(/\?tab=policies$/);
    await page.reload();
    await waitForHydration(page);
    await expect(tab('Policies')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Policies' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Fee Structure' })).toBeHidden();
  });

  test('a shared link opens its tab in the server HTML, and an unknown tab falls back to the default', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/fees?tab=payment-rules')).text();
    expect(html).toMatch(/aria-selected="true"[^>]*><span>Payment Rules<\/span>/);
    await open(page, '/fees?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Fee Structure' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('Extracurricular activities filter', () => {
  test('filters by category, keeps it in the URL and restores it on reload', async ({ page }) => {
    await open(page, '/activities');
    const cards = page.getByRole('list', { name: 'Activities' }).getByRole('listitem');
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(15);
    for (const name of ['Islamic', 'Academic', 'Arts', 'Sports', 'Special']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Sports', exact: true }).click();
    await expect(page).toHaveURL(/\/activities\?category=sports$/);
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card.locator('.badge')).toHaveText('Sports');
    await expect(page.getByRole('heading', { name: 'Football' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Science Club' })).toHaveCount(0);
    // Each activity shows its schedule.
    await expect(cards.first().getByText(/^Schedule:/)).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Sports', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(3);

    await page.getByRole('button', { name: 'Islamic', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Quran Recitation Circle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Football' })).toHaveCount(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards).toHaveCount(15);
  });
});

test.describe('accessibility', () => {
  const paths = [
    '/why-al-mahmood',
    '/about',
    '/students-journey',
    '/vision-mission',
    '/school-activities',
    '/infrastructure',
    '/awards',
    '/leadership',
    '/academics',
    '/academics?tab=grading',
    '/teaching',
    '/activities',
    '/global',
    '/alumni',
    '/admissions',
    '/admissions?tab=fees-payment',
    '/important-dates',
    '/eligibility',
    '/fees',
    '/fees?tab=payment-rules',
    '/contact',
    '/apply',
  ];
  for (const theme of ['light', 'dark'] as const) {
    for (const path of paths) {
      test(`axe finds nothing on ${path} (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await open(page, path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expectNoAxeViolations(page);
      });
    }
  }
});
