import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentServices } from '../../src/server/content';
import { createAnnouncementRow } from '../factories/content';
import { formData, jpeg } from '../fixtures/images';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The dashboard's content forms: created items come first, updates replace by id, deletes remove;
// the public lists (the home page's data) change with them and the cached HTML is dropped.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller();

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

async function homeHtml() {
  return (await t.app.inject({ method: 'GET', url: '/' })).body;
}

describe('artworks (the art gallery)', () => {
  it('requires a title and an image', async () => {
    expect(
      await fieldErrorsOf(
        admin().admin.artworks.create(formData({ title: '  ' }, { name: 'a.jpg', bytes: await jpeg() })),
      ),
    ).toEqual({
      title: 'Title is required',
    });
    expect(await fieldErrorsOf(admin().admin.artworks.create(formData({ title: 'No picture' })))).toEqual({
      image: 'Image is required',
    });
  });

  it('creates (newest first, on the public artworks list) and deletes', async () => {
    await homeHtml(); // fill the page cache
    const item = await admin().admin.artworks.create(
      formData(
        { title: 'Sunset Over Akola', artist: 'Ayesha', grade: 'Grade 5', category: 'Painting', photoConsent: 'true' },
        { name: 'a.jpg', bytes: await jpeg() },
      ),
    );
    expect(item).toMatchObject({
      title: 'Sunset Over Akola',
      artist: 'Ayesha',
      imageUrl: expect.stringMatching(/^\/media\/gallery\//),
    });
    expect((await admin().admin.artworks.list())[0]?.id).toBe(item.id);
    expect((await visitor().artworks.list())[0]).toMatchObject({
      id: item.id,
      title: 'Sunset Over Akola',
      artist: 'Ayesha',
    });
    expect(await homeHtml()).toContain('Sunset Over Akola');

    await admin().admin.artworks.remove({ id: item.id });
    expect((await admin().admin.artworks.list()).some((g) => g.id === item.id)).toBe(false);
    expect(await homeHtml()).not.toContain('Sunset Over Akola');
    await expect(admin().admin.artworks.remove({ id: item.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('announcements (information tiles)', () => {
  it('requires a title and a description; a link must be a site path or https', async () => {
    expect(await fieldErrorsOf(admin().admin.announcements.create({ title: '', description: '' }))).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
    expect(
      await fieldErrorsOf(
        admin().admin.announcements.create({ title: 'T', description: 'D', link: 'javascript:alert(1)' }),
      ),
    ).toEqual({
      link: 'Link must be a site path such as /contact or a full https:// address',
    });
  });

  it('creates, updates by id and deletes', async () => {
    const created = await admin().admin.announcements.create({
      title: 'Sports Day',
      description: 'Annual sports day on the main ground.',
      buttonText: 'Learn more',
      link: '/activities',
    });
    expect((await admin().admin.announcements.list()).filter((a) => a.id === created.id)).toHaveLength(1);
    const updated = await admin().admin.announcements.update({
      id: created.id,
      title: 'Sports Day 2025',
      description: 'Moved to Friday.',
    });
    expect(updated).toMatchObject({
      id: created.id,
      title: 'Sports Day 2025',
      description: 'Moved to Friday.',
      link: '',
    });
    expect((await visitor().announcements.list()).find((a) => a.id === created.id)?.title).toBe('Sports Day 2025');
    await admin().admin.announcements.remove({ id: created.id });
    expect((await visitor().announcements.list()).some((a) => a.id === created.id)).toBe(false);
    await expect(
      admin().admin.announcements.update({ id: created.id, title: 'x', description: 'y' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('highlights (the slides of the home page)', () => {
  it('requires a title, and an image on create only', async () => {
    expect(await fieldErrorsOf(admin().admin.highlights.create(formData({ title: 'No image' })))).toEqual({
      image: 'Image is required',
    });
    const slide = await admin().admin.highlights.create(
      formData(
        { title: 'Science Fair', subtitle: 'Grade 8', photoConsent: 'true' },
        { name: 's.jpg', bytes: await jpeg() },
      ),
    );
    const edited = await admin().admin.highlights.update(
      formData({ id: slide.id, title: 'Science Fair 2025', description: 'Projects', photoConsent: 'true' }),
    );
    expect(edited).toMatchObject({
      title: 'Science Fair 2025',
      subtitle: '',
      description: 'Projects',
      imageUrl: slide.imageUrl,
    });
    expect(await fieldErrorsOf(admin().admin.highlights.update(formData({ id: slide.id, title: '' })))).toEqual({
      title: 'Title is required',
    });
    expect((await visitor().highlights.list())[0]).toMatchObject({ id: slide.id, title: 'Science Fair 2025' });
    await admin().admin.highlights.remove({ id: slide.id });
    expect((await visitor().highlights.list()).some((s) => s.id === slide.id)).toBe(false);
  });
});

describe('journeys', () => {
  it('requires a title and an image on create; description is optional', async () => {
    expect(
      await fieldErrorsOf(
        admin().admin.journeys.create(formData({ title: '' }, { name: 'j.jpg', bytes: await jpeg() })),
      ),
    ).toEqual({
      title: 'Title is required',
    });
    expect(await fieldErrorsOf(admin().admin.journeys.create(formData({ title: 'Hifz' })))).toEqual({
      image: 'Image is required',
    });
    const j = await admin().admin.journeys.create(
      formData(
        { title: 'Hifz Programme', label: 'All grades', photoConsent: 'true' },
        { name: 'j.jpg', bytes: await jpeg() },
      ),
    );
    expect(j.description).toBe('');
    expect((await visitor().journeys.list())[0]).toMatchObject({
      id: j.id,
      title: 'Hifz Programme',
      label: 'All grades',
    });
    await admin().admin.journeys.update(
      formData({ id: j.id, title: 'Hifz Programme', description: 'Two to four years', photoConsent: 'true' }),
    );
    expect((await visitor().journeys.list())[0]?.description).toBe('Two to four years');
    await admin().admin.journeys.remove({ id: j.id });
    expect((await visitor().journeys.list()).some((x) => x.id === j.id)).toBe(false);
  });
});

describe('achievements', () => {
  it('requires only a title; year defaults to this year and category to excellence; image optional', async () => {
    expect(await fieldErrorsOf(admin().admin.achievements.create(formData({ title: '' })))).toEqual({
      title: 'Title is required',
    });
    expect(await fieldErrorsOf(admin().admin.achievements.create(formData({ title: 'X', category: 'fame' })))).toEqual({
      category: 'Choose a category',
    });
    const a = await admin().admin.achievements.create(formData({ title: 'Best Hifz Recitation' }));
    expect(a).toMatchObject({
      year: String(new Date().getFullYear()),
      category: 'excellence',
      imageUrl: null,
      badge: '',
    });
    const b = await admin().admin.achievements.update(
      formData(
        {
          id: a.id,
          title: 'Best Hifz Recitation',
          year: '2031',
          category: 'trust',
          organization: 'District Board',
          photoConsent: 'true',
        },
        { name: 'a.jpg', bytes: await jpeg() },
      ),
    );
    expect(b).toMatchObject({
      year: '2031',
      category: 'trust',
      organization: 'District Board',
      imageUrl: expect.stringMatching(/^\/media\/achievements\//),
    });
    // Public order is by year, newest first.
    expect((await visitor().achievements.list())[0]).toMatchObject({ id: a.id, year: '2031' });
    await admin().admin.achievements.remove({ id: a.id });
    expect((await visitor().achievements.list()).some((x) => x.id === a.id)).toBe(false);
  });
});

describe('dashboard counts', () => {
  it('counts every content type, enquiries and applications', async () => {
    const before = await admin().admin.stats();
    expect(Object.keys(before).sort()).toEqual(
      [...Object.keys(contentServices), 'enquiries', 'newEnquiries', 'applications', 'newApplications'].sort(),
    );
    const a = await createAnnouncementRow(t.app.svc, { title: 'Count me', description: 'Once' });
    expect((await admin().admin.stats()).announcements).toBe((before.announcements ?? 0) + 1);
    await admin().admin.announcements.remove({ id: a.id });
  });
});
