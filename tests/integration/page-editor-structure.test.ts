import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { informationPagesFeature } from '../../src/server/features/information-pages';
import { PAGE_PHOTOS_HOUR, removeOrphanPagePhotos } from '../../src/server/features/information-pages/photos';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import type { PageDocumentInput } from '../../src/shared/page-content/document';
import type { EditablePageKey } from '../../src/shared/page-content/pages';
import { call } from '../fixtures/admin-http';
import { formData, png } from '../fixtures/images';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The page editor's structure (docs/decisions/047-page-editor-structure.md): tabs and parts added,
// removed and reordered within what each section's seed holds; no empty section or tab published;
// History section by section; and the daily job that deletes the photos nothing names.

let clock = new Date('2031-05-04T06:30:00Z');
let t: TestApp;
let editorId = 0;
const HOUR = 60 * 60 * 1000;

const pages = () =>
  t.caller({ session: { adminId: editorId, username: 'structure-editor', role: 'editor', twoFactor: true } }).admin
    .pages;

beforeAll(async () => {
  t = await makeTestApp({}, { now: () => clock });
  editorId = await createAdmin(t.app.svc, 'structure-editor', 'Structure editor password 1', { role: 'editor' });
});
afterAll(async () => {
  await t.close();
});

const sql = <T>(query: string, ...params: unknown[]) => t.app.svc.db.$client.prepare(query).get(...params) as T;
const storedRow = (page: string) => sql<Record<string, unknown>>('select * from page_documents where page = ?', page);

type TabsSection = Extract<PageDocumentInput['sections'][number], { kind: 'tabs' }>;
const tabsOf = (doc: PageDocumentInput): TabsSection => {
  const section = doc.sections[0];
  if (section?.kind !== 'tabs') throw new Error('Fee Structure no longer starts with its tabs');
  return section;
};

async function saveAndPublish(page: EditablePageKey, document: PageDocumentInput) {
  const open = await pages().get({ page });
  const saved = await pages().saveDraft({ page, document, draftRevision: open.draftRevision });
  return pages().publish({ page, version: saved.version, draftRevision: saved.draftRevision });
}

describe('tabs and parts in a section', () => {
  it('offers the parts each kind of section of the page holds in its seed, and a text part always', async () => {
    const fees = await pages().get({ page: 'fees' });
    expect(fees.allowedParts.tabs?.map((p) => p.kind)).toEqual(['text', 'subsection', 'panels']);
    // A band or a split the office adds to Fee Structure may hold text only: the seed has none.
    expect(fees.allowedParts.band?.map((p) => p.kind)).toEqual(['text']);
    // Each offered part is blank: its words emptied, its layout kept.
    const panels = fees.allowedParts.tabs?.find((p) => p.kind === 'panels')?.block;
    expect(panels).toMatchObject({ kind: 'panels', columns: 2, items: [{ title: '', accent: true }] });
    expect(JSON.stringify(panels)).not.toContain('Payment of fees');

    const about = await pages().get({ page: 'about' });
    expect(about.allowedParts.band?.map((p) => (p.kind === 'data' ? `data:${p.source}` : p.kind))).toContain('cards');
  });

  it('saves a tab added with a part, the tabs reordered, one removed, and a tab’s parts reordered', async () => {
    const open = await pages().get({ page: 'fees' });
    const doc = structuredClone(open.document) as PageDocumentInput;
    const tabs = tabsOf(doc);
    const [structure, rules, policies, contact] = tabs.tabs;
    if (!structure || !rules || !policies || !contact) throw new Error('Fee Structure has four tabs');
    const text = open.allowedParts.tabs?.find((p) => p.kind === 'text')?.block;
    if (text?.kind !== 'text') throw new Error('a text part is offered');
    tabs.tabs = [
      contact,
      structure,
      { id: 'tab-5', label: 'Scholarships', blocks: [{ ...text, body: 'Ask the office about scholarships.' }] },
      // The rules' parts, their order reversed; the policies tab removed.
      { ...rules, blocks: [...rules.blocks].reverse() },
    ];
    const saved = await pages().saveDraft({ page: 'fees', document: doc, draftRevision: open.draftRevision });
    expect(tabsOf(saved.document).tabs.map((tab) => tab.id)).toEqual([
      'contact',
      'fee-structure',
      'tab-5',
      'payment-rules',
    ]);
    const published = await pages().publish({
      page: 'fees',
      version: saved.version,
      draftRevision: saved.draftRevision,
    });
    expect(published.version).toBe(saved.version + 1);
    const live = await t.caller().pages.content({ page: 'fees' });
    const liveTabs = tabsOf(live);
    expect(liveTabs.tabs[2]).toMatchObject({ id: 'tab-5', label: 'Scholarships' });
    expect(JSON.stringify(liveTabs)).not.toContain('"policies"');
  });

  it('refuses a part of a kind the section does not hold, and a list its seed does not show there', async () => {
    const open = await pages().get({ page: 'fees' });
    const before = storedRow('fees');
    const quote = structuredClone(open.document) as PageDocumentInput;
    tabsOf(quote).tabs[0]?.blocks.push({ kind: 'quote', text: 'A quote the design has no place for.' });
    const at = tabsOf(quote).tabs[0]?.blocks.length ?? 0;
    expect(
      await fieldErrorsOf(pages().saveDraft({ page: 'fees', document: quote, draftRevision: open.draftRevision })),
    ).toEqual({ [`sections.0.tabs.0.blocks.${at - 1}.kind`]: 'This section cannot hold a part of this kind' });

    // A data part is allowed by its list: the fee table is shown inside a part of a tab, never the alumni.
    const alumni = structuredClone(open.document) as PageDocumentInput;
    tabsOf(alumni).blocks = [{ kind: 'data', source: 'alumni' }];
    expect(
      await fieldErrorsOf(pages().saveDraft({ page: 'fees', document: alumni, draftRevision: open.draftRevision })),
    ).toEqual({ 'sections.0.blocks.0.kind': 'This section cannot hold a part of this kind' });

    // A band added to About us holds what About's bands hold, not a tabs page's panels.
    const about = await pages().get({ page: 'about' });
    const band = structuredClone(about.document) as PageDocumentInput;
    band.sections.push({
      kind: 'band',
      title: 'More',
      blocks: [{ kind: 'panels', columns: 2, items: [{ title: 'One', blocks: [{ kind: 'text', body: 'Two' }] }] }],
    });
    expect(
      await fieldErrorsOf(pages().saveDraft({ page: 'about', document: band, draftRevision: about.draftRevision })),
    ).toEqual({
      [`sections.${band.sections.length - 1}.blocks.0.kind`]: 'This section cannot hold a part of this kind',
    });

    expect(storedRow('fees')).toEqual(before);
    expect(storedRow('about').draft).toBeNull();
  });
});

describe('publishing a section with nothing in it', () => {
  it('is refused with a message beside each empty section and tab; the draft is kept, nothing goes live', async () => {
    const open = await pages().get({ page: 'about' });
    const doc = structuredClone(open.document) as PageDocumentInput;
    // As "Add a section" makes them: a band with one blank text part, a closing band with no words.
    doc.sections.push({ kind: 'band', title: '', blocks: [{ kind: 'text', body: '' }] });
    doc.sections.push({ kind: 'cta', title: ' ', text: '' });
    // Saving a half-written draft is fine.
    const saved = await pages().saveDraft({ page: 'about', document: doc, draftRevision: open.draftRevision });
    expect(saved.hasDraft).toBe(true);

    const editor = `sid=${createSession(t.app.svc, editorId, clock.getTime()).token}`;
    const res = await call(
      t,
      'admin.pages.publish',
      { page: 'about', version: saved.version, draftRevision: saved.draftRevision },
      editor,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Not published: a section or tab with nothing in it cannot be published. Fill or remove the places marked below.',
    );
    const empty =
      'This section has nothing in it: write its words or add a part, or remove it. It cannot be published empty.';
    expect(res.body.error.data.fieldErrors).toEqual({ 'sections.4': [empty], 'sections.5': [empty] });
    expect(storedRow('about')).toMatchObject({ version: open.version, draft_revision: saved.draftRevision });

    // A tab with no part is refused beside it; once it has words, the page publishes.
    const fees = await pages().get({ page: 'fees' });
    const withTab = structuredClone(fees.document) as PageDocumentInput;
    tabsOf(withTab).tabs.push({ id: 'tab-9', label: 'New tab', blocks: [] });
    const savedFees = await pages().saveDraft({ page: 'fees', document: withTab, draftRevision: fees.draftRevision });
    expect(
      await fieldErrorsOf(
        pages().publish({ page: 'fees', version: savedFees.version, draftRevision: savedFees.draftRevision }),
      ),
    ).toEqual({
      [`sections.0.tabs.${tabsOf(withTab).tabs.length - 1}`]:
        'This tab has nothing in it: add a part, or remove the tab. It cannot be published empty.',
    });
    tabsOf(withTab).tabs.at(-1)?.blocks.push({ kind: 'text', body: 'Now it says something.' });
    await expect(saveAndPublish('fees', withTab)).resolves.toMatchObject({ version: savedFees.version + 1 });

    // The About draft, its sections filled in, publishes too.
    const filled = structuredClone(doc);
    const band = filled.sections[4];
    if (band?.kind !== 'band') throw new Error('the band added');
    band.blocks = [{ kind: 'text', body: 'Words at last.' }];
    filled.sections.pop();
    await expect(saveAndPublish('about', filled)).resolves.toMatchObject({ version: open.version + 1 });
  });
});

describe('History, section by section', () => {
  it('lists the sections a version added, removed, moved and changed, each with its own word changes', async () => {
    const open = await pages().get({ page: 'why' });
    const base = await saveAndPublish('why', structuredClone(open.document));
    const doc = structuredClone(base.document) as PageDocumentInput;
    const n = doc.sections.length;
    expect(n).toBeGreaterThanOrEqual(3);
    const [first, second, ...rest] = doc.sections;
    if (!first || !second) throw new Error('Why has sections');
    const last = rest.pop();
    // The first two swap places, the last is removed, a band is added, and one word changes in the first.
    const changedFirst = structuredClone(first);
    if (!('title' in changedFirst) || typeof changedFirst.title !== 'string') throw new Error('a titled section');
    const oldTitle = changedFirst.title;
    changedFirst.title = `${oldTitle} today`;
    doc.sections = [
      second,
      changedFirst,
      ...rest,
      { kind: 'band', title: 'Visit us', blocks: [{ kind: 'text', body: 'Open on Saturdays.' }] },
    ];
    const next = await saveAndPublish('why', doc);

    const { sections } = await pages().changes({ page: 'why', version: next.version });
    // A removed section is listed where it stood: after the section that came before it.
    expect(sections.map((s) => s.change)).toEqual(['removed', 'changed', 'added']);
    const [removed, changed, added] = sections;
    expect(changed?.name).toMatch(/^Section 2: /);
    expect(changed?.changes.filter((c) => c.added).map((c) => c.value.trim())).toEqual(['today']);
    expect(changed?.changes.some((c) => c.removed)).toBe(false);
    expect(added).toEqual({
      name: `Section ${n}: Band — Visit us`,
      change: 'added',
      changes: [{ value: 'Visit us\nOpen on Saturdays.', added: true }],
    });
    expect(removed?.name).toMatch(new RegExp(`^Section ${n}: `));
    expect(removed?.changes.every((c) => c.removed)).toBe(true);
    expect(last && JSON.stringify(last)).toContain(removed?.changes[0]?.value.split('\n')[0] ?? '--');

    // A move alone is listed as a move, with no words.
    const moved = structuredClone(next.document) as PageDocumentInput;
    const [a, b, ...others] = moved.sections;
    if (!a || !b) throw new Error('two sections');
    moved.sections = [b, a, ...others];
    const after = await saveAndPublish('why', moved);
    const onlyMoved = await pages().changes({ page: 'why', version: after.version });
    expect(onlyMoved.sections).toHaveLength(1);
    expect(onlyMoved.sections[0]).toMatchObject({ change: 'moved', changes: [] });
  });
});

describe('the page photos job', () => {
  const mediaFile = (key: string) => path.join(t.dataDir, 'media', `${key}-480.webp`);
  const upload = async () =>
    (await pages().uploadImage(formData({}, { name: 'photo.png', bytes: await png(120, 80) }))).key;
  const withPhoto = (doc: PageDocumentInput, key: string): PageDocumentInput => {
    const copy = structuredClone(doc);
    const split = copy.sections.find((s) => s.kind === 'split');
    if (split?.kind !== 'split' || split.art.kind !== 'illustration') throw new Error('About has a drawn split');
    split.art = { kind: 'photo', image: key, alt: 'The school hall', photoConsent: true, illustration: split.art };
    return copy;
  };

  it('keeps a photo a version names, deletes one nothing names after a day, and keeps a younger one', async () => {
    const start = new Date('2031-06-01T08:00:00Z');
    clock = start;
    const original = (await pages().get({ page: 'about' })).document as PageDocumentInput;

    // Published once, then replaced: only an old version names it.
    const inOldVersion = await upload();
    await saveAndPublish('about', withPhoto(original, inOldVersion));
    // In the live page and in a draft.
    const live = await upload();
    await saveAndPublish('about', withPhoto(original, live));
    const inDraft = await upload();
    const open = await pages().get({ page: 'fees' });
    const feesDoc = structuredClone(open.document) as PageDocumentInput;
    feesDoc.settings.shareImage = inDraft;
    await pages().saveDraft({ page: 'fees', document: feesDoc, draftRevision: open.draftRevision });
    // Uploaded and never saved in any draft.
    const orphan = await upload();

    // 23 hours later a photo uploaded then is younger than a day.
    clock = new Date(start.getTime() + 23 * HOUR);
    const young = await upload();
    expect(await removeOrphanPagePhotos(t.app.svc)).toEqual([]);

    // A day and an hour after the first uploads.
    clock = new Date(start.getTime() + 25 * HOUR);
    expect(await removeOrphanPagePhotos(t.app.svc)).toEqual([orphan]);
    expect(fs.existsSync(mediaFile(orphan))).toBe(false);
    for (const kept of [inOldVersion, live, inDraft, young]) expect(fs.existsSync(mediaFile(kept))).toBe(true);

    // Restoring the old version finds its picture.
    const history = await pages().history({ page: 'about' });
    const oldVersion = history.find((v) => v.version === (history[0]?.version ?? 0) - 1)?.version ?? 0;
    const restored = await pages().restore({
      page: 'about',
      version: oldVersion,
      draftRevision: (await pages().get({ page: 'about' })).draftRevision,
    });
    expect(JSON.stringify(restored.document)).toContain(inOldVersion);
    const image = await t.app.inject({ method: 'GET', url: `/media/${inOldVersion}-480.webp` });
    expect(image.statusCode).toBe(200);

    // The young one, still unnamed, goes once its own day has passed.
    clock = new Date(start.getTime() + 48 * HOUR);
    expect(await removeOrphanPagePhotos(t.app.svc)).toEqual([young]);
    expect(fs.existsSync(mediaFile(inOldVersion))).toBe(true);
    await pages().discardDraft({ page: 'about', draftRevision: restored.draftRevision });
  });

  it('is one of the feature’s jobs, daily at its hour of school time', () => {
    const job = informationPagesFeature.jobs?.(t.app.svc, { config: t.app.svc.config }).pagePhotos;
    expect(job).toBeDefined();
    const timed = job as { start(): void; stop(): void; nextAt(): Date | null };
    timed.start();
    try {
      const next = timed.nextAt();
      expect(next).not.toBeNull();
      // School time is India's (UTC+5:30): 4:00 there is 22:30 UTC the day before.
      expect(`${next?.getUTCHours()}:${next?.getUTCMinutes()}`).toBe(PAGE_PHOTOS_HOUR === 4 ? '22:30' : '');
    } finally {
      timed.stop();
    }
  });
});
