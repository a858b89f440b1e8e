import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECTIONS } from '../../src/client/admin/content/content-config';
import { contentServices } from '../../src/server/content';
import { PATHS } from '../../src/shared/paths';
import { createHighlightRow } from '../factories/content';
import { formData, jpeg } from '../fixtures/images';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Images of children are published only with consent on file (India's DPDP Act): the gallery,
// journeys, achievements and slides carry `photoConsent`. The dashboard stores and lists an item
// without it; the site (its procedures and its pages) does not show it until the administrator ticks
// it. A new item is not ticked unless the administrator says so; the seeded illustrations are.

let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller();

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

async function pageHtml(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
}

type ImageType = 'artworks' | 'highlights' | 'journeys' | 'achievements';

/** Each type with the fields of a new item and the public pages that show it. */
const TYPES: { name: ImageType; fields: Record<string, string>; pages: string[] }[] = [
  { name: 'artworks', fields: { artist: 'Zoya', grade: 'Grade 4' }, pages: [PATHS.home] },
  { name: 'highlights', fields: { subtitle: 'Sports meet' }, pages: [PATHS.home] },
  { name: 'journeys', fields: { label: 'Grade 2' }, pages: [PATHS.home, PATHS.studentsJourney] },
  // The newest year comes first, so the home page's few achievements include it.
  { name: 'achievements', fields: { year: '2099', category: 'trust' }, pages: [PATHS.home, PATHS.awards] },
];

describe('consent on file for images of children', () => {
  it.each(TYPES)(
    '$name: stored and listed in the dashboard without consent, shown on the site only once it is ticked',
    async ({ name, fields, pages }) => {
      const title = `Children at the ${name} consent check`;
      const api = admin().admin[name];
      // Not ticked: the API's default for a new item is "no consent on file".
      const created = await api.create(formData({ title, ...fields }, { name: 'kids.jpg', bytes: await jpeg() }));
      expect(created).toMatchObject({ title, photoConsent: false, imageUrl: expect.stringMatching(/^\/media\//) });

      expect((await api.list()).find((i) => i.id === created.id)).toMatchObject({ photoConsent: false });
      expect((await visitor()[name].list()).some((i) => i.id === created.id)).toBe(false);
      for (const page of pages) expect(await pageHtml(page)).not.toContain(title);

      // The administrator ticks it (the dialog sends 'true'): the site shows it.
      const ticked = await api.update(formData({ id: created.id, title, ...fields, photoConsent: 'true' }));
      expect(ticked).toMatchObject({ photoConsent: true, imageUrl: created.imageUrl });
      expect((await visitor()[name].list()).find((i) => i.id === created.id)).toMatchObject({ title });
      for (const page of pages) expect(await pageHtml(page)).toContain(title);

      // Consent withdrawn: gone from the site again, still in the dashboard.
      await api.update(formData({ id: created.id, title, ...fields, photoConsent: 'false' }));
      expect((await visitor()[name].list()).some((i) => i.id === created.id)).toBe(false);
      for (const page of pages) expect(await pageHtml(page)).not.toContain(title);
      expect((await api.list()).some((i) => i.id === created.id)).toBe(true);

      await api.remove({ id: created.id });
    },
  );

  it('accepts a boolean from the API, and refuses anything but yes or no', async () => {
    const slide = await admin().admin.highlights.create(
      formData({ title: 'Consent as a boolean', photoConsent: 'true' }, { name: 's.jpg', bytes: await jpeg() }),
    );
    expect(slide.photoConsent).toBe(true);
    expect(contentServices.highlights.type.shared.fields.parse({ title: 'x', photoConsent: true }).photoConsent).toBe(
      true,
    );
    expect(contentServices.artworks.type.shared.fields.parse({ title: 'x' }).photoConsent).toBe(false);
    expect(contentServices.journeys.type.shared.fields.safeParse({ title: 'x', photoConsent: 'maybe' }).success).toBe(
      false,
    );
    await admin().admin.highlights.remove({ id: slide.id });
  });

  it('an achievement without an image has no photo to consent to: it is shown', async () => {
    const title = 'Inter-school quiz, first place (no photo)';
    const created = await admin().admin.achievements.create(formData({ title, year: '2099' }));
    expect(created).toMatchObject({ photoConsent: false, imageUrl: null });
    expect((await visitor().achievements.list()).some((a) => a.id === created.id)).toBe(true);
    expect(await pageHtml(PATHS.awards)).toContain(title);
    // Its card says nothing about consent; one with an image and no consent says it is not shown.
    const cardLines = CONTENT_SECTIONS.achievements.meta(created);
    expect(cardLines).not.toContain('Not shown: no consent on file');

    // A photo added later without consent hides it.
    const withPhoto = await admin().admin.achievements.update(
      formData({ id: created.id, title, year: '2099' }, { name: 'a.jpg', bytes: await jpeg() }),
    );
    expect((await visitor().achievements.list()).some((a) => a.id === created.id)).toBe(false);
    expect(CONTENT_SECTIONS.achievements.meta(withPhoto)).toContain('Not shown: no consent on file');
    await admin().admin.achievements.remove({ id: created.id });
  });

  it('the dashboard cards of every type say when an item is not shown for want of consent', async () => {
    for (const { name } of TYPES) {
      const lines = (photoConsent: boolean) =>
        CONTENT_SECTIONS[name].meta({ title: 't', imageUrl: '/media/slides/x-960.webp', photoConsent });
      expect(lines(false)).toContain('Not shown: no consent on file');
      expect(lines(true)).not.toContain('Not shown: no consent on file');
      const field = CONTENT_SECTIONS[name].fields.find((f) => f.name === 'photoConsent');
      expect(field).toMatchObject({ kind: 'checkbox', label: 'Consent on file for the children shown' });
    }
  });

  it('a slide needs both its publish window and consent', async () => {
    const future = await createHighlightRow(t.app.svc, {
      title: 'Consented but scheduled',
      publishAt: '2098-01-01T09:00',
    });
    const unconsented = await createHighlightRow(t.app.svc, {
      title: 'In its window, no consent',
      photoConsent: false,
    });
    const shown = (await visitor().highlights.list()).map((s) => s.id);
    expect(shown).not.toContain(future.id);
    expect(shown).not.toContain(unconsented.id);
    await contentServices.highlights.remove(t.app.svc, future.id);
    await contentServices.highlights.remove(t.app.svc, unconsented.id);
  });

  it('the seeded illustrations count as consented: every seeded item is on the site', async () => {
    const seeded = await makeTestApp();
    try {
      const caller = seeded.caller({
        session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true },
      });
      for (const { name } of TYPES) {
        const all = await caller.admin[name].list();
        expect(all.length).toBeGreaterThan(0);
        expect(all.every((i) => i.photoConsent === true)).toBe(true);
        expect((await seeded.caller()[name].list()).map((i) => i.id)).toEqual(all.map((i) => i.id));
      }
      // The column's default keeps rows written without it (older code, older rows) consented.
      const columns = seeded.app.svc.db.$client
        .prepare("SELECT name, dflt_value FROM pragma_table_info('artworks')")
        .all();
      expect(columns).toContainEqual({ name: 'photo_consent', dflt_value: 'true' });
    } finally {
      await seeded.close();
    }
  });
});
