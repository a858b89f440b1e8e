import { eq } from 'drizzle-orm';
import { E2E_ADMIN_USERNAME } from '../../playwright.config';
import { campuses, events } from '../../src/server/db/schema';
import { createCampus } from '../factories/disclosure';
import { expect, test, waitForHydration } from './fixtures';

// "Last changed by" under an opened calendar event and campus, as under the other sections' items:
// the newest change the audit log holds for it, none for an item never changed in the dashboard.

const LAST_CHANGED = new RegExp(`^Last changed by ${E2E_ADMIN_USERNAME} on \\d{1,2} \\w+ \\d{4}$`);

test('an opened calendar event says who last changed it', async ({ page, signIn, serverServices }) => {
  const title = `E2E last changed ${Date.now().toString(36)}`;
  try {
    await signIn(page);
    await page.goto('/admin/calendar');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add New' }).click();
    const create = page.getByRole('dialog', { name: 'Create Event' });
    await expect(create.getByTestId('last-changed')).toHaveCount(0);
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Start date').fill('2030-01-14');
    await create.getByLabel(/^Draft/).check();
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(create).toBeHidden();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByTestId('last-changed')).toHaveText(LAST_CHANGED);
  } finally {
    serverServices.db.delete(events).where(eq(events.title, title)).run();
  }
});

test('an opened campus says who last changed it, and nothing before its first change', async ({
  page,
  signIn,
  serverServices,
}) => {
  const campus = createCampus(serverServices);
  try {
    await signIn(page);
    await page.goto(`/admin/campuses/${campus.id}`);
    await waitForHydration(page);
    const edit = page.getByRole('dialog', { name: /^Edit / });
    await expect(edit.getByLabel('Name of the school')).toHaveValue(campus.name);
    await expect(edit.getByTestId('last-changed')).toHaveCount(0);
    await edit.getByLabel('Contact details').fill('+91 141 400 0001');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: `Edit ${campus.name}` }).click();
    await expect(page.getByRole('dialog', { name: /^Edit / }).getByTestId('last-changed')).toHaveText(LAST_CHANGED);
  } finally {
    serverServices.db.delete(campuses).where(eq(campuses.id, campus.id)).run();
  }
});
