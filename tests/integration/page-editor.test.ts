import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import { call } from '../fixtures/admin-http';
import { formData, png, textNamedJpg } from '../fixtures/images';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// What the dashboard's page editor needs of the server beyond documents.ts: a refused document named
// by each field's own path (so the message shows beside that field), a photo through the image
// pipeline, and the list of pages with their drafts.

let t: TestApp;
const owner = { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true };
const admin = () => t.caller({ session: owner });

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('saving a refused document', () => {
  it('names each refused field by its path in the document, over HTTP as the dashboard reads it', async () => {
    const state = await admin().admin.pages.get({ page: 'about' });
    const document = structuredClone(state.document);
    const first = document.sections[0];
    if (first?.kind !== 'split') throw new Error('About us starts with text beside a picture');
    first.body = 'Read [x](javascript:alert(1)) and {noSuchField}.';
    document.settings.description = '';

    const editor = await createAdmin(t.app.svc, 'page-editor', 'Page editor password 1', { role: 'editor' });
    const cookie = `sid=${createSession(t.app.svc, editor).token}`;
    const res = await call(
      t,
      'admin.pages.saveDraft',
      { page: 'about', document, draftRevision: state.draftRevision },
      cookie,
    );
    expect(res.status).toBe(400);
    const fieldErrors = res.body.error.data.fieldErrors as Record<string, string[]>;
    expect(Object.keys(fieldErrors).sort()).toEqual(['sections.0.body', 'settings.description']);
    expect(fieldErrors['sections.0.body']).toEqual([
      'There is no field {noSuchField}: use one of the fields offered, such as {schoolName}',
      expect.stringMatching(/^This link is not allowed: javascript:/),
    ]);
    expect(fieldErrors['settings.description']).toEqual(['Write a short description for search engines']);

    // Nothing was saved.
    expect((await admin().admin.pages.get({ page: 'about' })).hasDraft).toBe(false);
  });
});

describe('uploading a photo for a page', () => {
  it('stores it re-encoded in the pages folder and answers its key', async () => {
    const { key } = await admin().admin.pages.uploadImage(
      formData({}, { name: 'hall.png', bytes: await png(400, 300) }),
    );
    expect(key).toMatch(/^pages\/[a-f0-9]{32}$/);
    expect(fs.existsSync(path.join(t.dataDir, 'media', `${key}-480.webp`))).toBe(true);
  });

  it('refuses a file that is not an image beside the image field', async () => {
    await expect(
      admin().admin.pages.uploadImage(formData({}, { name: 'photo.png', bytes: textNamedJpg(), type: 'image/png' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Only JPEG, PNG, WebP or AVIF images up to 10 MB' });
  });
});

describe('the list of pages', () => {
  it('gives each page its heading and address, and says which has a draft', async () => {
    const before = await admin().admin.pages.list();
    expect(before.find((p) => p.page === 'about')).toEqual({
      page: 'about',
      heading: 'About Us',
      path: '/about',
      hasDraft: false,
    });
    const state = await admin().admin.pages.get({ page: 'about' });
    await admin().admin.pages.saveDraft({
      page: 'about',
      document: state.document,
      draftRevision: state.draftRevision,
    });
    const after = await admin().admin.pages.list();
    expect(after.find((p) => p.page === 'about')?.hasDraft).toBe(true);
    expect(after.filter((p) => p.hasDraft).map((p) => p.page)).toEqual(['about']);
  });
});
