import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { namedPagePhotos } from '../../src/server/features/information-pages/photos';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import type { PageDocument } from '../../src/shared/page-content/document';
import type { Role } from '../../src/shared/roles';
import { call } from '../fixtures/admin-http';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// A page's words in Marathi, Hindi and Urdu (docs/architecture.md, "Languages", "Pages in four
// languages"), through the real app: a translation published through the dashboard's procedures and
// shown at /mr/about over the English layout, its untranslated sections marked as English, two
// translators at once, the English page's rules, "Needs translation", the preview, the first
// translations of a new install, and who may translate.

let clock = new Date('2031-03-14T06:30:00Z');
let t: TestApp;

const USERS = {
  owner: { username: 'tr-owner', role: 'owner' },
  editor: { username: 'tr-editor', role: 'editor' },
  other: { username: 'tr-other-editor', role: 'editor' },
  admissions: { username: 'tr-admissions', role: 'admissions' },
} as const satisfies Record<string, { username: string; role: Role }>;
type Who = keyof typeof USERS;
const ids: Record<Who, number> = { owner: 0, editor: 0, other: 0, admissions: 0 };

const pagesAs = (who: Who) =>
  t.caller({ session: { adminId: ids[who], username: USERS[who].username, role: USERS[who].role, twoFactor: true } })
    .admin.pages;
const cookieOf = (who: Who) => `sid=${createSession(t.app.svc, ids[who], clock.getTime()).token}`;
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

beforeAll(async () => {
  t = await makeTestApp({}, { now: () => clock });
  for (const who of Object.keys(USERS) as Who[]) {
    ids[who] = await createAdmin(t.app.svc, USERS[who].username, 'Translations password 1', {
      role: USERS[who].role,
    });
  }
});
afterAll(async () => {
  await t.close();
});

/** The opening tag of the element labelled by `id` (a section). */
const sectionTag = (html: string, id: string) =>
  html.match(new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>`))?.[0];
const mainTag = (html: string) => html.match(/<main[^>]*>/)?.[0];

/** The Marathi About page the tests publish: the first section and the facilities band's title, and the settings. */
function marathiAbout(doc: PageDocument): PageDocument {
  const copy = structuredClone(doc);
  copy.settings.title = 'आमच्याविषयी';
  copy.settings.heading = 'आमच्याविषयी';
  copy.settings.description = 'आमची शाळा, अकोल्यातील परिसर आणि विशेष सुविधा.';
  const first = copy.sections[0];
  if (first?.kind !== 'split') throw new Error('About us starts with text beside a picture');
  first.eyebrow = 'आम्ही कोण आहोत';
  first.title = 'आमच्या शाळेविषयी';
  first.body = 'प्रत्येक मूल वेगळे आहे. {schoolName} मध्ये आपले स्वागत आहे.';
  const facilities = copy.sections[2];
  if (facilities?.kind !== 'band') throw new Error('The third section is the facilities band');
  facilities.title = 'प्रयोगशाळा आणि ग्रंथालय';
  return copy;
}

describe('a page in Marathi', () => {
  it('is published through the dashboard and shown at /mr/about over the English layout; English is unchanged', async () => {
    const englishBefore = (await get('/about')).body;
    const untranslated = await get('/mr/about');
    // No translation yet: the whole content is English's.
    expect(mainTag(untranslated.body)).toContain('lang="en"');

    const state = await pagesAs('editor').translation({ page: 'about', lang: 'mr' });
    expect(state.version).toBe(0);
    // The editor's document is English's shape with no words yet.
    expect(state.document.sections.map((s) => s.kind)).toEqual(state.english.sections.map((s) => s.kind));
    expect(state.document.settings.heading).toBe('');
    expect(state.needsTranslation.every(Boolean)).toBe(true);

    const saved = await pagesAs('editor').saveTranslation({
      page: 'about',
      lang: 'mr',
      document: marathiAbout(state.document),
      draftRevision: state.draftRevision,
    });
    expect(saved.hasDraft).toBe(true);
    // A draft is not shown to visitors.
    expect((await get('/mr/about')).body).not.toContain('आमच्या शाळेविषयी');

    clock = new Date('2031-03-20T06:30:00Z');
    const published = await pagesAs('editor').publishTranslation({
      page: 'about',
      lang: 'mr',
      version: saved.version,
      draftRevision: saved.draftRevision,
    });
    expect(published.version).toBe(1);
    expect(published.hasDraft).toBe(false);

    const page = await get('/mr/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('आमच्या शाळेविषयी');
    expect(page.body).toContain('प्रयोगशाळा आणि ग्रंथालय');
    // Its fields are filled as in English.
    expect(page.body).not.toContain('{schoolName}');
    // Its head is in Marathi too.
    expect(page.body).toMatch(/<title>आमच्याविषयी \| [^<]+<\/title>/);
    expect(page.body).toContain('<meta name="description" content="आमची शाळा, अकोल्यातील परिसर आणि विशेष सुविधा.">');
    // The layout is English's: the untranslated campus section shows English, marked as English.
    expect(page.body).toContain('Our campuses');
    expect(sectionTag(page.body, 'campus-title')).toContain('lang="en"');
    expect(sectionTag(page.body, 'about-title')).not.toContain('lang=');
    expect(sectionTag(page.body, 'facilities-title')).not.toContain('lang=');
    // The page is translated: <main> no longer says the whole content is English.
    expect(mainTag(page.body)).not.toContain('lang=');

    // English is as it was, byte for byte but its date.
    const englishAfter = (await get('/about')).body;
    expect(englishAfter).toBe(englishBefore);

    // "Last updated" on the Marathi page is its own publish, later than English's.
    const input = encodeURIComponent(JSON.stringify({ page: 'about' }));
    const dated = await get(`/mr/trpc/pages.lastUpdated?input=${input}`);
    expect(dated.json().result.data.date).toBe('2031-03-20');
    const english = await get(`/trpc/pages.lastUpdated?input=${input}`);
    expect(english.json().result.data.date).not.toBe('2031-03-20');

    // History lists the translation's versions, not English's.
    expect((await pagesAs('editor').translationHistory({ page: 'about', lang: 'mr' })).map((v) => v.version)).toEqual([
      1,
    ]);
    // The dashboard's list of pages and the sitemap have no page of their own for the translation.
    expect((await pagesAs('editor').list()).some((p) => p.page.includes('@'))).toBe(false);
    expect((await get('/sitemap.xml')).body).not.toContain('@');
    // A photo a translation's document names is kept by the photos job, as one English names.
    const photo = `pages/${'a'.repeat(32)}`;
    t.app.svc.db.$client
      .prepare("update page_documents set draft = ? where page = 'about@mr'")
      .run(JSON.stringify({ settings: { shareImage: photo }, sections: [] }));
    expect(namedPagePhotos(t.app.svc).has(photo)).toBe(true);
    t.app.svc.db.$client.prepare("update page_documents set draft = null where page = 'about@mr'").run();
  });

  it('marks an untranslated section as English and left to right on an Urdu page', async () => {
    const state = await pagesAs('editor').translation({ page: 'about', lang: 'ur' });
    const doc = structuredClone(state.document);
    const first = doc.sections[0];
    if (first?.kind !== 'split') throw new Error('About us starts with text beside a picture');
    first.title = 'ہمارے اسکول کے بارے میں';
    const saved = await pagesAs('editor').saveTranslation({
      page: 'about',
      lang: 'ur',
      document: doc,
      draftRevision: 0,
    });
    await pagesAs('editor').publishTranslation({
      page: 'about',
      lang: 'ur',
      version: 0,
      draftRevision: saved.draftRevision,
    });
    const page = (await get('/ur/about')).body;
    expect(page).toContain('ہمارے اسکول کے بارے میں');
    expect(sectionTag(page, 'campus-title')).toContain('lang="en" dir="ltr"');
    expect(sectionTag(page, 'about-title')).not.toContain('lang=');
    expect(mainTag(page)).not.toContain('lang=');
    // A page nobody translated into Hindi keeps <main> marked English.
    expect(mainTag((await get('/hi/about')).body)).toContain('lang="en"');
  });

  it('tells the second of two translators who changed the draft and when', async () => {
    const first = await pagesAs('editor').translation({ page: 'about', lang: 'mr' });
    const second = await pagesAs('other').translation({ page: 'about', lang: 'mr' });
    const doc = structuredClone(first.document);
    doc.settings.heading = 'आमच्याबद्दल';
    clock = new Date('2031-03-21T09:15:00Z');
    await pagesAs('editor').saveTranslation({
      page: 'about',
      lang: 'mr',
      document: doc,
      draftRevision: first.draftRevision,
    });
    await expect(
      pagesAs('other').saveTranslation({
        page: 'about',
        lang: 'mr',
        document: second.document,
        draftRevision: second.draftRevision,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('tr-editor') });
    const now = await pagesAs('other').translation({ page: 'about', lang: 'mr' });
    expect(now.document.settings.heading).toBe('आमच्याबद्दल');
    expect(now.draftSavedBy).toBe('tr-editor');
    await pagesAs('other').discardTranslation({ page: 'about', lang: 'mr', draftRevision: now.draftRevision });
  });

  it('refuses a misspelt field or an unsafe link beside the field, as in English', async () => {
    const state = await pagesAs('editor').translation({ page: 'about', lang: 'mr' });
    const doc = structuredClone(state.document);
    const first = doc.sections[0];
    if (first?.kind !== 'split') throw new Error('About us starts with text beside a picture');
    first.body = '{शाळेचेनाव} मध्ये आपले स्वागत आहे. [येथे](javascript:alert(1))';
    doc.settings.heading = 'x'.repeat(161);
    const errors = await fieldErrorsOf(
      pagesAs('editor').saveTranslation({
        page: 'about',
        lang: 'mr',
        document: doc,
        draftRevision: state.draftRevision,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['sections.0.body', 'settings.heading']);
    expect(errors['settings.heading']).toBe('At most 160 characters');

    // Over HTTP, as the dashboard reads it: each message beside its field.
    const res = await call(
      t,
      'admin.pages.saveTranslation',
      { page: 'about', lang: 'mr', document: doc, draftRevision: state.draftRevision },
      cookieOf('editor'),
    );
    expect(res.status).toBe(400);
    const fieldErrors = res.body.error.data.fieldErrors as Record<string, string[]>;
    expect(fieldErrors['sections.0.body']).toEqual([
      'There is no field {शाळेचेनाव}: use one of the fields offered, such as {schoolName}',
      expect.stringMatching(/^This link is not allowed: javascript:/),
    ]);
    // Nothing was saved.
    expect((await pagesAs('editor').translation({ page: 'about', lang: 'mr' })).hasDraft).toBe(false);
  });

  it('says which sections need translating once English publishes other words, and still saves the translation', async () => {
    const before = await pagesAs('editor').translation({ page: 'about', lang: 'mr' });
    // Translated sections are up to date; the untranslated ones need translating.
    expect(before.needsTranslation.slice(0, 3)).toEqual([false, true, false]);

    // English changes the first section's words and removes the facilities band.
    const english = await pagesAs('editor').get({ page: 'about' });
    const doc = structuredClone(english.document);
    const first = doc.sections[0];
    if (first?.kind !== 'split') throw new Error('About us starts with text beside a picture');
    first.body = 'Our motto is simple: every child is unique, and known by name.';
    doc.sections = doc.sections.filter((s) => !('id' in s) || s.id !== 'facilities-title');
    const saved = await pagesAs('editor').saveDraft({
      page: 'about',
      document: doc,
      draftRevision: english.draftRevision,
    });
    await pagesAs('editor').publish({ page: 'about', version: saved.version, draftRevision: saved.draftRevision });

    const after = await pagesAs('editor').translation({ page: 'about', lang: 'mr' });
    expect(after.english.sections.map((s) => ('id' in s ? s.id : undefined))).not.toContain('facilities-title');
    expect(after.needsTranslation[0]).toBe(true);
    // The removed section is gone in Marathi too.
    const page = (await get('/mr/about')).body;
    expect(page).not.toContain('प्रयोगशाळा आणि ग्रंथालय');
    expect(page).toContain('आमच्या शाळेविषयी');

    // A translation made before English changed is saved, never refused.
    const stale = await pagesAs('editor').saveTranslation({
      page: 'about',
      lang: 'mr',
      document: before.document,
      draftRevision: after.draftRevision,
    });
    expect(stale.hasDraft).toBe(true);

    // Re-translating the changed section marks it up to date.
    const redone = structuredClone(stale.document);
    const redoneFirst = redone.sections[0];
    if (redoneFirst?.kind !== 'split') throw new Error('About us starts with text beside a picture');
    redoneFirst.body = 'आमचे ब्रीद सोपे आहे: प्रत्येक मूल वेगळे आहे, आणि आम्ही त्याला नावाने ओळखतो.';
    const fixed = await pagesAs('editor').saveTranslation({
      page: 'about',
      lang: 'mr',
      document: redone,
      draftRevision: stale.draftRevision,
    });
    expect(fixed.needsTranslation[0]).toBe(false);
  });

  it('shows the Marathi draft over the English draft to an editor only', async () => {
    const state = await pagesAs('editor').translation({ page: 'about', lang: 'mr' });
    const doc = structuredClone(state.document);
    doc.settings.heading = 'आमच्याविषयी (मसुदा)';
    await pagesAs('editor').saveTranslation({
      page: 'about',
      lang: 'mr',
      document: doc,
      draftRevision: state.draftRevision,
    });

    const preview = await get('/mr/about?preview=draft', cookieOf('editor'));
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('आमच्याविषयी (मसुदा)');
    expect(preview.headers['cache-control']).toBe('no-store');
    for (const cookie of [undefined, 'sid=not-a-session']) {
      const out = await get('/mr/about?preview=draft', cookie);
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/admin/login');
      expect(out.body).not.toContain('(मसुदा)');
    }
    expect((await get('/mr/about')).body).not.toContain('(मसुदा)');
  });

  it('needs the content permission to change a translation, checked on the server', async () => {
    // Admissions staff read the site content, and change none of it.
    const state = await pagesAs('admissions').translation({ page: 'about', lang: 'mr' });
    await expect(
      pagesAs('admissions').saveTranslation({
        page: 'about',
        lang: 'mr',
        document: state.document,
        draftRevision: state.draftRevision,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      pagesAs('admissions').publishTranslation({
        page: 'about',
        lang: 'mr',
        version: state.version,
        draftRevision: state.draftRevision,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller().admin.pages.translation({ page: 'about', lang: 'mr' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    // Each change a translator makes is in the audit log.
    const logged = t.app.svc.db.$client.prepare("select * from audit_log where actor = 'tr-editor'").all();
    expect(JSON.stringify(logged)).toMatch(/publish ?translation/i);
  });
});

describe('the first translations of a new install', () => {
  it('shows the most visited pages in Marathi, Hindi and Urdu, asks to review them, and never seeds them again', async () => {
    const fees = (await get('/mr/fees')).body;
    expect(fees).toContain('शुल्क रचना');
    expect(mainTag(fees)).not.toContain('lang=');
    expect((await get('/hi/eligibility')).body).toContain('पात्रता मानदंड');
    expect((await get('/ur/admissions')).body).toContain('داخلے کا طریقہ');
    expect((await get('/mr/important-dates')).body).toContain('शैक्षणिक दिनदर्शिका');
    expect((await get('/hi/')).body).toContain('हमारे स्कूल के बारे में');
    // Every seeded translation passes the English page's rules.
    for (const lang of ['mr', 'hi', 'ur'] as const) {
      for (const page of ['home', 'admissions', 'fees', 'eligibility', 'importantDates'] as const) {
        const state = await pagesAs('editor').translation({ page, lang });
        expect(state.seeded).toBe(true);
        expect(state.version).toBe(1);
        // Every section the seed translates is up to date.
        expect(state.needsTranslation.filter(Boolean).length).toBeLessThan(state.needsTranslation.length);
      }
    }

    // A person's save ends "please review".
    const fee = await pagesAs('editor').translation({ page: 'fees', lang: 'hi' });
    const reviewed = await pagesAs('editor').saveTranslation({
      page: 'fees',
      lang: 'hi',
      document: fee.document,
      draftRevision: fee.draftRevision,
    });
    expect(reviewed.seeded).toBe(false);
  });

  it('keeps what the office deleted or edited when the app starts again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
    fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR as string, dataDir, { recursive: true });
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    let app: App | undefined = await buildApp(config, { logger: false });
    try {
      const db = app.svc.db.$client;
      const count = () =>
        (db.prepare("select count(*) as n from page_documents where page like '%@%'").get() as { n: number }).n;
      expect(count()).toBe(15);
      db.prepare("delete from page_documents where page = 'fees@mr'").run();
      db.prepare("delete from page_versions where page = 'fees@mr'").run();
      db.prepare("update page_documents set published = ?, version = 2 where page = 'fees@hi'").run(
        JSON.stringify({ settings: { heading: 'फ़ीस' }, sections: [] }),
      );
      await app.close();
      app = await buildApp(config, { logger: false });
      const again = app.svc.db.$client;
      expect(
        (again.prepare("select count(*) as n from page_documents where page like '%@%'").get() as { n: number }).n,
      ).toBe(14);
      expect(
        (again.prepare("select published from page_documents where page = 'fees@hi'").get() as { published: string })
          .published,
      ).toContain('फ़ीस');
    } finally {
      await app?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
