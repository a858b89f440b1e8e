import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, jpeg, pdf } from '../fixtures/images';
import { seededSettings } from '../helpers/seeded-year';
import { makeTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('site settings', () => {
  it('saves the settings, shows them on public pages and rejects bad values with field errors', async () => {
    const current = (await admin().admin.settings.get()).settings;
    expect(current).toEqual(seededSettings());
    await t.app.inject({ method: 'GET', url: '/contact' });
    await admin().admin.settings.save({ ...current, phone: '+91 12345 67890', email: 'office@school.example' });
    expect((await t.caller().site.settings()).phone).toBe('+91 12345 67890');
    expect((await t.app.inject({ method: 'GET', url: '/contact' })).body).toContain('office@school.example');

    await expect(
      admin().admin.settings.save({ ...current, email: 'not-an-email', facebookUrl: 'http://insecure.example' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('brochure', () => {
  it('replaces /brochure.pdf with an uploaded PDF and can go back to the default', async () => {
    const upload = formData({}, { name: 'brochure.pdf', bytes: pdf(), type: 'application/pdf' }, 'file');
    expect(await admin().admin.settings.uploadBrochure(upload)).toEqual({ hasCustomBrochure: true });
    const served = await t.app.inject({ method: 'GET', url: '/brochure.pdf' });
    expect(served.rawPayload.equals(pdf())).toBe(true);
    expect((await admin().admin.settings.get()).hasCustomBrochure).toBe(true);

    await admin().admin.settings.resetBrochure();
    const back = await t.app.inject({ method: 'GET', url: '/brochure.pdf' });
    expect(back.rawPayload.toString('latin1')).toContain('Al Mahmood School');
  });

  it('refuses a file that is not a PDF, whatever its name', async () => {
    const fake = formData({}, { name: 'brochure.pdf', bytes: await jpeg(), type: 'application/pdf' }, 'file');
    await expect(admin().admin.settings.uploadBrochure(fake)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Only a PDF file up to 20 MB can replace the brochure',
    });
    await expect(admin().admin.settings.uploadBrochure(formData({}))).rejects.toMatchObject({
      message: 'No file provided',
    });
    expect((await admin().admin.settings.get()).hasCustomBrochure).toBe(false);
  });
});
