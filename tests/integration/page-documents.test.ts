import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app';
import { createCaller } from '../../src/server/app-router';
import { parseConfig } from '../../src/server/config';
import { documentWords, type WordChange } from '../../src/server/features/information-pages/documents';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import { createInnerContext } from '../../src/server/trpc/context';
import type { PageDocument, PageDocumentInput } from '../../src/shared/page-content/document';
import { EDITABLE_PAGES, type EditablePageKey } from '../../src/shared/page-content/pages';
import type { Role } from '../../src/shared/roles';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// Pages as data (docs/decisions/038-pages-as-data.md), through the real app: the seeded About page,
// drafts and their preview, publishing, two editors at once, what a save refuses, versions, an
// upgraded install, the fields the server fills, and the "Last updated" line that follows a publish.
// The About page's words are written out here, not imported from its seed, so a changed word fails.

/** The app's clock: after the template database was made, so a change it dates is the latest. */
let clock = new Date('2031-03-14T06:30:00Z');
let t: TestApp;

const USERS = {
  owner: { username: 'pages-owner', role: 'owner' },
  editor: { username: 'pages-editor', role: 'editor' },
  other: { username: 'pages-other-editor', role: 'editor' },
  admissions: { username: 'pages-admissions', role: 'admissions' },
} as const satisfies Record<string, { username: string; role: Role }>;
type Who = keyof typeof USERS;
const ids: Record<Who, number> = { owner: 0, editor: 0, other: 0, admissions: 0 };

const callerAs = (who: Who) =>
  t.caller({ session: { adminId: ids[who], username: USERS[who].username, role: USERS[who].role, twoFactor: true } });
const pagesAs = (who: Who) => callerAs(who).admin.pages;
const visitor = () => t.caller();
const cookieOf = (who: Who) => `sid=${createSession(t.app.svc, ids[who], clock.getTime()).token}`;
const sql = <T>(query: string, ...params: unknown[]) => t.app.svc.db.$client.prepare(query).get(...params) as T;

beforeAll(async () => {
  t = await makeTestApp({}, { now: () => clock });
  for (const who of Object.keys(USERS) as Who[]) {
    ids[who] = await createAdmin(t.app.svc, USERS[who].username, 'Pages account password 1', {
      role: USERS[who].role,
    });
  }
});
afterAll(async () => {
  await t.close();
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The visible words of a page's <main>, before its "Last updated" line: tags removed, spaces collapsed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('<div class="container last-updated">'));
  return decode(
    main
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

async function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
}

/** The About page's visible words as the site shipped them (the page before its words were data). */
const ABOUT_TODAY = [
  'Since 2010 About Us',
  'An English-medium school from Nursery to Grade 12, where modern education and Islamic values go hand in hand.',
  'Who we are About our school',
  'Founded in 2010, our school offers the CBSE pattern with Islamic studies and Hifz, from Nursery to Grade 12.',
  'Our motto is simple: every child is unique. We nurture each student’s talents with a balance of worldly and religious education, so that children leave us ready for university and careers, and grounded in faith, honesty and respect.',
  'Today our family includes a school in Akola, an international school on Akot Road, Panchmori, and an office in Dubai that supports families in the UAE.',
  'Our campus Our campuses',
  'Bright classrooms, a science laboratory, a library and open play areas give children a calm and safe place to learn. Each campus follows the same curriculum and the same values.',
  'Al Mahmood School, Ganga Nagar, Akola, Maharashtra, India',
  'Al Mahmood International School, Akot Road, Panchmori, Akola, Maharashtra, India',
  'Al Mahmood Education Office, Dubai, United Arab Emirates',
  'Special facilities Laboratory and library Two rooms where curiosity turns into knowledge.',
  'Science laboratory Students observe, measure and experiment for themselves, under the eye of their teachers, turning textbook ideas into things they have seen and done.',
  'Library A quiet library with books for every age, from picture books to reference works and Islamic titles, and regular library periods that build a lifelong habit of reading.',
  'See all our facilities',
  'Begin your child’s journey with us',
  'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
  'Apply Online Send an Enquiry',
].join(' ');

/** A copy of a document with the closing band's text changed: the smallest edit an editor makes. */
function withCtaText(doc: PageDocument, text: string): PageDocumentInput {
  const copy = structuredClone(doc);
  for (const section of copy.sections) if (section.kind === 'cta') section.text = text;
  return copy;
}

/** The text of the page's closing band, as a visitor gets it (inline Markdown rendered). */
async function liveCtaText(page: EditablePageKey = 'about'): Promise<string | undefined> {
  const doc = await visitor().pages.content({ page });
  const cta = doc.sections.find((s) => s.kind === 'cta');
  return cta?.kind === 'cta' ? cta.text : undefined;
}

/** Saves `doc` as the page's draft and publishes it, as `who`; the editor state after. */
async function publish(who: Who, page: EditablePageKey, doc: PageDocumentInput) {
  const pages = pagesAs(who);
  const open = await pages.get({ page });
  const saved = await pages.saveDraft({ page, document: doc, draftRevision: open.draftRevision });
  return pages.publish({ page, version: saved.version, draftRevision: saved.draftRevision });
}

/** The "Last updated" day of a page, as its HTML says it. */
async function lastUpdatedOf(url: string): Promise<string> {
  const m = /<p>Last updated(?:<!-- -->)? <time dateTime="([^"]+)">/.exec((await get(url)).body);
  if (!m?.[1]) throw new Error(`no "Last updated" line on ${url}`);
  return m[1];
}

describe('a fresh install', () => {
  it('has the About page as version 1 by system, with the words the site shipped and its fields filled', async () => {
    const state = await pagesAs('editor').get({ page: 'about' });
    expect(state).toMatchObject({ version: 1, publishedBy: 'system', hasDraft: false, draftRevision: 0 });
    expect(await pagesAs('editor').history({ page: 'about' })).toEqual([
      { version: 1, publishedAt: state.publishedAt, publishedBy: 'system', current: true },
    ]);

    const content = await visitor().pages.content({ page: 'about' });
    expect(content.settings).toMatchObject({ title: 'About Us', heading: 'About Us', eyebrow: 'Since 2010' });
    const first = content.sections[0];
    expect(first?.kind === 'split' && first.lead).toBe(
      'Founded in 2010, our school offers the CBSE pattern with Islamic studies and Hifz, from Nursery to Grade 12.',
    );

    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    expect(mainText(res.body)).toBe(ABOUT_TODAY);
    expect(res.body).toContain('<title>About Us | Al Mahmood School</title>');
    expect(res.body).toContain(
      '<meta name="description" content="About our school, our campus in Akola and our special facilities: laboratories and library.">',
    );
  });

  it('fills every field of every page, the admission form fee in rupees wherever a seed states it', async () => {
    for (const page of EDITABLE_PAGES) {
      const state = await pagesAs('editor').get({ page });
      expect(state.version, page).toBe(1);
      const rendered = JSON.stringify(await visitor().pages.content({ page }));
      expect(rendered, page).not.toMatch(/\{[A-Za-z][A-Za-z0-9]*\}/);
      if (JSON.stringify(state.document).includes('{admissionFee}')) expect(rendered, page).toContain('₹2,000');
    }
  });
});

describe('a draft and its preview', () => {
  it('leaves the live page as it is, and shows only to a signed-in editor, never indexed or stored', async () => {
    const live = await get('/about');
    const pageCache = t.app.pageCache as unknown as { pages: Map<string, unknown> };
    const cachedBeforeSave = pageCache.pages.get('/about');
    const before = await pagesAs('editor').get({ page: 'about' });
    const draft = withCtaText(before.document, 'Visit us on an open day this spring.');
    const saved = await pagesAs('editor').saveDraft({ page: 'about', document: draft, draftRevision: 0 });
    expect(saved).toMatchObject({ hasDraft: true, draftRevision: 1, draftSavedBy: 'pages-editor', version: 1 });
    // Visitors see nothing of a draft, so saving it keeps every cached page.
    expect(cachedBeforeSave).toBeDefined();
    expect(pageCache.pages.get('/about')).toBe(cachedBeforeSave);

    // Visitors: the same words, through the API and on the page.
    expect(await liveCtaText()).toBe(
      'Apply online in a few minutes, or send us an enquiry and the school office will call you back.',
    );
    expect(mainText((await get('/about')).body)).toBe(mainText(live.body));
    const cache = t.app.pageCache as unknown as { pages: Map<string, unknown> };
    const cachedLive = cache.pages.get('/about');
    expect(cachedLive).toBeDefined();

    // An editor's preview: the draft, not indexed, not kept.
    const preview = await get('/about?preview=draft', cookieOf('editor'));
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Visit us on an open day this spring.');
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.headers['cache-control']).toBe('no-store');

    // The home page's FAQ categories, links without script, keep the editor in the preview.
    const home = await get('/?preview=draft', cookieOf('editor'));
    const categoryLinks = [...home.body.matchAll(/href="(\?[^"]*category=[^"]*)"/g)].map((m) => decode(m[1]!));
    expect(categoryLinks.length).toBeGreaterThan(1);
    for (const href of categoryLinks) expect(href).toMatch(/^\?preview=draft&category=[a-z]+#home-faq-title$/);

    // The API never answers with the draft, even to an editor naming the preview.
    const input = encodeURIComponent(JSON.stringify({ page: 'about' }));
    const api = await get(`/trpc/pages.content?input=${input}&preview=draft`, cookieOf('editor'));
    expect(api.statusCode).toBe(200);
    expect(api.body).toContain('the school office will call you back');
    expect(api.body).not.toContain('Visit us on an open day');

    // Signed out (or with a cookie that names no session): to the sign-in page, no draft.
    for (const cookie of [undefined, 'sid=not-a-session']) {
      const out = await get('/about?preview=draft', cookie);
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/admin/login');
      expect(out.body).not.toContain('Visit us on an open day');
    }

    // The live page after the preview: from the page cache, still without the draft.
    expect([...cache.pages.keys()].some((k) => k.includes('preview'))).toBe(false);
    expect(cache.pages.get('/about')).toBe(cachedLive);
    const version = t.app.pageCache.version;
    const after = await get('/about');
    expect(after.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(after.body).not.toContain('Visit us on an open day');
    expect(t.app.pageCache.version).toBe(version);

    await pagesAs('editor').discardDraft({ page: 'about', draftRevision: saved.draftRevision });
  });
});

describe('publishing', () => {
  it('makes the draft live at once, as the next version in history under the editor’s name', async () => {
    await get('/about'); // in the page cache
    const open = await pagesAs('editor').get({ page: 'about' });
    const draft = withCtaText(open.document, 'Come and see our school: the office is open every weekday.');
    const saved = await pagesAs('editor').saveDraft({
      page: 'about',
      document: draft,
      draftRevision: open.draftRevision,
    });
    const published = await pagesAs('editor').publish({
      page: 'about',
      version: open.version,
      draftRevision: saved.draftRevision,
    });
    expect(published).toMatchObject({ version: open.version + 1, publishedBy: 'pages-editor', hasDraft: false });

    expect(await liveCtaText()).toBe('Come and see our school: the office is open every weekday.');
    expect((await get('/about')).body).toContain('Come and see our school: the office is open every weekday.');
    const [newest, previous] = await pagesAs('editor').history({ page: 'about' });
    expect(newest).toMatchObject({ version: open.version + 1, publishedBy: 'pages-editor', current: true });
    expect(previous).toMatchObject({ version: open.version, current: false });
  });
});

describe('two editors at once', () => {
  it('refuses a save from a stale draft and a publish over a newer version, naming the other editor', async () => {
    const mine = await pagesAs('editor').get({ page: 'about' });
    const theirs = await pagesAs('other').get({ page: 'about' });

    // The other editor saves first; my save names the draft revision I opened.
    const theirDraft = await pagesAs('other').saveDraft({
      page: 'about',
      document: withCtaText(theirs.document, 'Their words.'),
      draftRevision: theirs.draftRevision,
    });
    await expect(
      pagesAs('editor').saveDraft({
        page: 'about',
        document: withCtaText(mine.document, 'My words.'),
        draftRevision: mine.draftRevision,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('saved by pages-other-editor') });
    expect((await pagesAs('editor').get({ page: 'about' })).document).toEqual(theirDraft.document);

    // They publish; my publish names the version I opened.
    const theirVersion = await pagesAs('other').publish({
      page: 'about',
      version: theirDraft.version,
      draftRevision: theirDraft.draftRevision,
    });
    const mySave = await pagesAs('editor').saveDraft({
      page: 'about',
      document: withCtaText(mine.document, 'My words.'),
      draftRevision: theirVersion.draftRevision,
    });
    await expect(
      pagesAs('editor').publish({ page: 'about', version: mine.version, draftRevision: mySave.draftRevision }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(`pages-other-editor published version ${theirVersion.version}`),
    });

    // Nothing changed by the refused calls: their version is live, mine is still a draft.
    expect(await liveCtaText()).toBe('Their words.');
    const [newest] = await pagesAs('editor').history({ page: 'about' });
    expect(newest).toMatchObject({ version: theirVersion.version, publishedBy: 'pages-other-editor', current: true });
    expect(await pagesAs('editor').get({ page: 'about' })).toMatchObject({
      version: theirVersion.version,
      hasDraft: true,
      draftSavedBy: 'pages-editor',
    });
    await pagesAs('editor').discardDraft({ page: 'about', draftRevision: mySave.draftRevision });
  });
});

describe('what a save refuses', () => {
  /** The About page's current document with the first section's body replaced. */
  async function withBody(body: string): Promise<{ document: PageDocumentInput; draftRevision: number }> {
    const state = await pagesAs('editor').get({ page: 'about' });
    const document = structuredClone(state.document);
    const first = document.sections[0];
    if (first?.kind !== 'split') throw new Error('About no longer starts with a split section');
    first.body = body;
    return { document, draftRevision: state.draftRevision };
  }

  /** The page's row as stored, to see that a refused call changed nothing. */
  const stored = () => sql<Record<string, unknown>>("select * from page_documents where page = 'about'");

  it('refuses too long a text, an unsafe link, an unknown field and a section the page cannot hold', async () => {
    const before = stored();

    expect(
      await fieldErrorsOf(pagesAs('editor').saveDraft({ page: 'about', ...(await withBody('a'.repeat(6001))) })),
    ).toEqual({ 'sections.0.body': 'At most 6000 characters' });
    // At the limit, the same text is fine (then dropped again).
    const atLimit = await pagesAs('editor').saveDraft({ page: 'about', ...(await withBody('a'.repeat(6000))) });
    await pagesAs('editor').discardDraft({ page: 'about', draftRevision: atLimit.draftRevision });
    const afterDiscard = stored();

    expect(
      await fieldErrorsOf(
        pagesAs('editor').saveDraft({ page: 'about', ...(await withBody('Read [this](javascript:alert(1)).')) }),
      ),
    ).toEqual({
      'sections.0.body': 'This link is not allowed: javascript:alert(1. Use a page address or an http(s) address',
    });
    expect(
      await fieldErrorsOf(
        pagesAs('editor').saveDraft({ page: 'about', ...(await withBody('We cost {noSuchField}.')) }),
      ),
    ).toEqual({
      'sections.0.body': 'There is no field {noSuchField}: use one of the fields offered, such as {schoolName}',
    });

    const { document, draftRevision } = await withBody('Fine words.');
    document.sections.push({ kind: 'tabs', label: 'More', tabs: [{ id: 'one', label: 'One', blocks: [] }] });
    expect(await fieldErrorsOf(pagesAs('editor').saveDraft({ page: 'about', document, draftRevision }))).toEqual({
      'sections.4.kind': 'This page cannot hold a section of this kind',
    });

    // A link block to a script, too.
    const linked = await withBody('Fine words.');
    linked.document.sections.push({
      kind: 'band',
      blocks: [{ kind: 'link', label: 'Click', link: 'javascript:alert(1)' }],
    });
    expect(Object.values(await fieldErrorsOf(pagesAs('editor').saveDraft({ page: 'about', ...linked })))).toEqual([
      'Use a page address starting with / or an http(s) address',
    ]);

    expect(stored()).toEqual(afterDiscard);
    expect({ ...stored(), draft_revision: before.draft_revision }).toEqual(before);
    expect(stored().draft).toBeNull();
  });

  it('lets Admissions read the pages but not save, publish or restore them', async () => {
    const before = stored();
    const state = await pagesAs('admissions').get({ page: 'about' });
    expect(state.page).toBe('about');
    expect((await pagesAs('admissions').history({ page: 'about' })).length).toBeGreaterThan(0);
    const forbidden = { code: 'FORBIDDEN' };
    await expect(
      pagesAs('admissions').saveDraft({
        page: 'about',
        document: withCtaText(state.document, 'Not mine to write.'),
        draftRevision: state.draftRevision,
      }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      pagesAs('admissions').publish({ page: 'about', version: state.version, draftRevision: state.draftRevision }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      pagesAs('admissions').restore({ page: 'about', version: 1, draftRevision: state.draftRevision }),
    ).rejects.toMatchObject(forbidden);
    expect(stored()).toEqual(before);
  });
});

describe('versions', () => {
  it('restores version 1 as the draft, and says which words changed between versions', async () => {
    const start = await pagesAs('editor').get({ page: 'about' });
    const before = await publish('editor', 'about', withCtaText(start.document, 'Visit us on a weekday morning.'));
    const after = await publish('editor', 'about', withCtaText(start.document, 'Visit us on a Saturday morning.'));

    const restored = await pagesAs('editor').restore({
      page: 'about',
      version: 1,
      draftRevision: after.draftRevision,
    });
    expect(restored).toMatchObject({ hasDraft: true, version: after.version, draftSavedBy: 'pages-editor' });
    expect(restored.document).toEqual(await pagesAs('editor').version({ page: 'about', version: 1 }));
    // The live page is still the latest version until the restored draft is published.
    expect(await liveCtaText()).toBe('Visit us on a Saturday morning.');

    // Only the closing band changed: one entry, its words compared inside it.
    const changes = await pagesAs('editor').changes({ page: 'about', version: after.version });
    expect(changes).toMatchObject({ from: before.version, to: after.version });
    expect(changes.sections.map((s) => [s.name, s.change])).toEqual([
      ['Section 4: Closing band — Begin your child’s journey with us', 'changed'],
    ]);
    const cta = changes.sections[0]?.changes ?? [];
    const marked = (keep: (c: WordChange) => boolean) =>
      cta
        .filter(keep)
        .map((c) => c.value.trim())
        .join(' ');
    expect(marked((c) => c.added === true)).toBe('Saturday');
    expect(marked((c) => c.removed === true)).toBe('weekday');
    // The words kept and added are the newer section's, in reading order.
    expect(
      cta
        .filter((c) => !c.removed)
        .map((c) => c.value)
        .join(''),
    ).toBe('Begin your child’s journey with us\nVisit us on a Saturday morning.');

    // Against an older version, and the first version against nothing: every section new.
    const fromFirst = await pagesAs('editor').changes({ page: 'about', version: after.version, against: 1 });
    expect(fromFirst.from).toBe(1);
    expect(fromFirst.sections.flatMap((s) => s.changes.filter((c) => c.removed).map((c) => c.value))).toContainEqual(
      expect.stringContaining('Apply online in a few minutes'),
    );
    const firstChanges = await pagesAs('editor').changes({ page: 'about', version: 1 });
    expect(firstChanges.from).toBeNull();
    const first = await pagesAs('editor').version({ page: 'about', version: 1 });
    expect(firstChanges.sections.map((s) => s.change)).toEqual(['added', ...first.sections.map(() => 'added')]);
    expect(firstChanges.sections.map((s) => s.changes.map((c) => c.value).join('\n')).join('\n')).toBe(
      documentWords(first),
    );

    await pagesAs('editor').discardDraft({ page: 'about', draftRevision: restored.draftRevision });
  });

  it('keeps only the last 50 versions of a page', async () => {
    const own = await makeTestApp({}, { now: () => clock });
    try {
      const editorId = await createAdmin(own.app.svc, 'pages-many', 'Pages account password 1', { role: 'editor' });
      const pages = own.caller({
        session: { adminId: editorId, username: 'pages-many', role: 'editor', twoFactor: true },
      }).admin.pages;
      for (let i = 1; i <= 52; i += 1) {
        const open = await pages.get({ page: 'about' });
        const saved = await pages.saveDraft({
          page: 'about',
          document: withCtaText(open.document, `Edit number ${i}.`),
          draftRevision: open.draftRevision,
        });
        await pages.publish({ page: 'about', version: saved.version, draftRevision: saved.draftRevision });
      }
      const history = await pages.history({ page: 'about' });
      expect(history).toHaveLength(50);
      expect(history[0]).toMatchObject({ version: 53, current: true });
      expect(history.at(-1)?.version).toBe(4);
      await expect(pages.version({ page: 'about', version: 3 })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'That version is no longer kept',
      });
      expect(
        own.app.svc.db.$client.prepare("select count(*) as n from page_versions where page = 'about'").get(),
      ).toEqual({ n: 50 });
    } finally {
      await own.close();
    }
  });
});

describe('an upgraded install', () => {
  it('keeps the office’s edited page when the app starts again, and seeds only a page that has no document', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
    fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR as string, dataDir, { recursive: true });
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    let app: App | undefined = await buildApp(config, { logger: false });
    try {
      const db = app.svc.db.$client;
      // The office removed the closing band and published: version 2.
      const doc = JSON.parse(
        (db.prepare("select published from page_documents where page = 'about'").get() as { published: string })
          .published,
      ) as PageDocument;
      const edited = JSON.stringify({ ...doc, sections: doc.sections.filter((s) => s.kind !== 'cta') });
      db.prepare(
        "update page_documents set published = ?, version = 2, published_by = 'office' where page = 'about'",
      ).run(edited);
      db.prepare(
        "insert into page_versions (page, version, document, published_at, published_by) values ('about', 2, ?, ?, 'office')",
      ).run(edited, Date.now());
      // A database from before this page was data: no row for it at all.
      db.prepare("delete from page_documents where page = 'why'").run();
      db.prepare("delete from page_versions where page = 'why'").run();
      await app.close();

      app = await buildApp(config, { logger: false });
      const caller = createCaller(createInnerContext(app.svc, { session: null, clientIp: '127.0.0.1' }));
      const about = await caller.pages.content({ page: 'about' });
      expect(about.sections.map((s) => s.kind)).toEqual(['split', 'split', 'band']);
      expect(
        app.svc.db.$client.prepare("select version, published_by as by from page_documents where page = 'about'").get(),
      ).toEqual({ version: 2, by: 'office' });
      expect((await app.inject({ method: 'GET', url: '/about' })).body).not.toContain('Begin your child’s journey');
      expect(
        app.svc.db.$client.prepare("select version, published_by as by from page_documents where page = 'why'").get(),
      ).toEqual({ version: 1, by: 'system' });
    } finally {
      await app?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('Markdown', () => {
  /** The About page's current document with the first section's body replaced. */
  async function aboutWithBody(body: string) {
    const open = await pagesAs('editor').get({ page: 'about' });
    const document = structuredClone(open.document);
    const first = document.sections[0];
    if (first?.kind !== 'split') throw new Error('About no longer starts with a split section');
    first.body = body;
    return { open, document };
  }
  const renderedBody = async () => {
    const first = (await visitor().pages.content({ page: 'about' })).sections[0];
    return first?.kind === 'split' ? (first.body ?? '') : '';
  };

  it('escapes raw HTML and opens web links with rel noopener', async () => {
    const { open, document } = await aboutWithBody(
      [
        'Hello <script>alert(1)</script> <img src=x onerror=alert(2)>',
        '',
        'See [our board](https://cbse.gov.in), [an old site](http://example.org) and [fees](/fees).',
      ].join('\n'),
    );
    const saved = await pagesAs('editor').saveDraft({ page: 'about', document, draftRevision: open.draftRevision });
    await pagesAs('editor').publish({ page: 'about', version: saved.version, draftRevision: saved.draftRevision });

    const body = await renderedBody();
    expect(body).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;');
    expect(body).toContain('<a href="https://cbse.gov.in" rel="noopener noreferrer" target="_blank">our board</a>');
    expect(body).toContain('<a href="http://example.org" rel="noopener noreferrer" target="_blank">an old site</a>');
    expect(body).toContain('<a href="/fees">fees</a>');
    const html = (await get('/about')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
  });

  it('refuses a script link however it is written, and renders none that was stored before the check', async () => {
    const sneaky = [
      '[entity](&#106;avascript:alert(3))',
      '[named](javascript&colon;alert(4))',
      '[reference][x]\n\n[x]: javascript:alert(5)',
      '[far](//evil.example)',
    ];
    for (const body of sneaky) {
      const { open, document } = await aboutWithBody(body);
      const errors = await fieldErrorsOf(
        pagesAs('editor').saveDraft({ page: 'about', document, draftRevision: open.draftRevision }),
      );
      expect(errors['sections.0.body'], body).toMatch(/^This link is not allowed: /);
    }

    // A document stored as it is (an older install, a hand-made backup): the renderer links none of them.
    const db = t.app.svc.db.$client;
    const live = db.prepare("select published, version from page_documents where page = 'about'").get();
    const { document } = await aboutWithBody(sneaky.join('\n\n'));
    db.prepare("update page_documents set published = ?, version = version + 100 where page = 'about'").run(
      JSON.stringify(document),
    );
    try {
      const body = await renderedBody();
      expect(body).toContain('entity');
      expect(body).not.toMatch(/<a /);
      expect((await get('/about')).statusCode).toBe(200);
      // The editor opens it, and is told what to fix when saving it.
      const open = await pagesAs('editor').get({ page: 'about' });
      expect(
        Object.keys(
          await fieldErrorsOf(pagesAs('editor').saveDraft({ ...open, page: 'about', document: open.document })),
        ),
      ).toEqual(['sections.0.body']);
    } finally {
      db.prepare("update page_documents set published = :published, version = :version where page = 'about'").run(live);
    }
  });
});

describe('{admissionFee}', () => {
  it('states the current year’s admission form fee from Fees, and follows its change', async () => {
    const admin = callerAs('owner').admin;
    const open = await pagesAs('editor').get({ page: 'about' });
    await publish('editor', 'about', withCtaText(open.document, 'The admission form costs {admissionFee}.'));
    expect(await liveCtaText()).toBe('The admission form costs ₹2,000.');

    const form = (await admin.feeItems.list()).find((f) => f.name === 'Admission form fee');
    if (!form) throw new Error('no admission form fee seeded');
    await admin.feeItems.update({ ...form, amount: '2500', id: form.id });
    expect(await liveCtaText()).toBe('The admission form costs ₹2,500.');
    expect((await get('/about')).body).toContain('The admission form costs ₹2,500.');

    // Next year's fees, entered before Settings names that year, are not this year's fee.
    const { academicYear } = await visitor().site.settings();
    const [start = 0] = academicYear.split('-').map(Number);
    const next = `${start + 1}-${String((start + 2) % 100).padStart(2, '0')}`;
    await admin.feeStructures.create({ academicYear: next, approvedOn: '2031-03-01' });
    await admin.feeItems.create({
      academicYear: next,
      name: 'Admission form fee',
      amount: '3000',
      due: 'With the form',
    });
    expect(await liveCtaText()).toBe('The admission form costs ₹2,500.');
  });
});

describe('"Last updated"', () => {
  it('is the day the page’s document was last published, and moves with a fee the page states', async () => {
    clock = new Date('2031-07-01T08:00:00Z');
    const leadership = await lastUpdatedOf('/leadership');
    const open = await pagesAs('editor').get({ page: 'about' });
    // A draft dates nothing: visitors do not see it.
    const saved = await pagesAs('editor').saveDraft({
      page: 'about',
      document: withCtaText(open.document, 'Fees start at {admissionFee}.'),
      draftRevision: open.draftRevision,
    });
    expect(await lastUpdatedOf('/about')).not.toBe('2031-07-01');

    clock = new Date('2031-07-09T20:00:00Z'); // 10 July in Akola
    await pagesAs('editor').publish({ page: 'about', version: saved.version, draftRevision: saved.draftRevision });
    expect(await lastUpdatedOf('/about')).toBe('2031-07-10');
    expect(await lastUpdatedOf('/leadership')).toBe(leadership);

    // The page states the admission form fee: a new amount is a change of the page.
    clock = new Date('2031-08-03T08:00:00Z');
    const admin = callerAs('owner').admin;
    const { academicYear } = await visitor().site.settings();
    const current = (await admin.feeItems.list()).find(
      (f) => f.name === 'Admission form fee' && f.academicYear === academicYear,
    );
    if (!current) throw new Error('no admission form fee this year');
    await admin.feeItems.update({ ...current, amount: '2600', id: current.id });
    expect(await lastUpdatedOf('/about')).toBe('2031-08-03');
  });

  it('dates every editable page with a "Last updated" line by its own document', async () => {
    for (const page of EDITABLE_PAGES) {
      const open = await pagesAs('editor').get({ page });
      clock = new Date(clock.getTime() + 86_400_000);
      const day = clock.toISOString().slice(0, 10);
      await publish('editor', page, open.document);
      expect((await visitor().pages.lastUpdated({ page })).date, page).toBe(day);
    }
  });
});
