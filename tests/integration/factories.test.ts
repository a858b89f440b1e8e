import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRow } from '../factories/content';
import { countRows, latestRow } from '../factories/rows';
import { createApplicationRow, createEnquiryRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The test data factories themselves: what they make is valid and shows where the site shows it, so
// a test built on them fails for its own reason, never because its data was quietly wrong.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('content factories', () => {
  it.each(['artworks', 'announcements', 'highlights', 'journeys', 'achievements'] as const)(
    'a new %s item comes first on its public list, with an image where the type requires one',
    async (name) => {
      const item = await createContentRow(t.app.svc, name, { title: `Factory ${name}` });
      const list = await t.caller()[name].list();
      expect(list.find((x) => x.id === item.id)?.title).toBe(`Factory ${name}`);
      if (name !== 'announcements' && name !== 'achievements') expect(item).toMatchObject({ imageUrl: /\.webp$/ });
    },
  );

  it('backdates an item when asked', async () => {
    const createdAt = new Date(Date.UTC(2020, 0, 1));
    const item = await createContentRow(t.app.svc, 'journeys', { title: 'Old factory journey', createdAt });
    expect(item.createdAt).toBe(createdAt.toISOString());
  });
});

describe('submission factories', () => {
  it('stores an enquiry the dashboard lists, with the status asked for', async () => {
    const before = countRows(t.app.svc, 'enquiries');
    const { id } = createEnquiryRow(t.app.svc, { firstName: 'Factory', lastName: 'Parent', status: 'resolved' });
    expect(countRows(t.app.svc, 'enquiries')).toBe(before + 1);
    expect(latestRow(t.app.svc, 'enquiries')).toMatchObject({ id, name: 'Factory Parent', status: 'resolved' });
    const { items } = await admin().admin.enquiries.list({ search: 'Factory Parent' });
    expect(items.map((e) => e.id)).toEqual([id]);
  });

  it('stores an application the dashboard lists, with the status asked for', async () => {
    const { id } = createApplicationRow(t.app.svc, { studentName: 'Factory Child', status: 'in-review' });
    const { items } = await admin().admin.applications.list({ search: 'Factory Child' });
    expect(items).toMatchObject([{ id, studentName: 'Factory Child', status: 'in-review' }]);
  });

  it('refuses overrides the form would refuse, instead of storing bad data', () => {
    expect(() => createEnquiryRow(t.app.svc, { email: 'not an email' })).toThrow();
    expect(() => createApplicationRow(t.app.svc, { contactNumber: '123' })).toThrow();
  });
});
