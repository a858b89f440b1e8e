import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument, Section } from '../../src/shared/page-content/document';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The home page drawn from its document: the office rewords and reorders its sections, and it holds
// only the home page's own kinds (a band of the information pages would not be drawn there).
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const home = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the home page’s document', () => {
  it('holds only the home page’s own kinds: a band is refused and nothing is saved', async () => {
    const state = await admin().admin.pages.get({ page: 'home' });
    expect(state.allowedKinds).toEqual(['hero', 'video', 'part']);
    const band: Section = { kind: 'band', soft: false, title: 'Our news', blocks: [] };
    const document: PageDocument = { ...state.document, sections: [...state.document.sections, band] };
    const errors = await fieldErrorsOf(
      admin().admin.pages.saveDraft({ page: 'home', document, draftRevision: state.draftRevision }),
    );
    expect(Object.keys(errors)).toEqual([`sections.${state.document.sections.length}.kind`]);
    expect((await admin().admin.pages.get({ page: 'home' })).hasDraft).toBe(false);
  });

  it('shows a reworded, reordered section once published', async () => {
    const before = await home();
    expect(before.indexOf('id="home-about-title"')).toBeLessThan(before.indexOf('id="home-notices-title"'));

    const state = await admin().admin.pages.get({ page: 'home' });
    const sections = state.document.sections.map((s) =>
      s.kind === 'part' && s.source === 'notices' ? { ...s, title: 'News from the office' } : s,
    );
    const notices = sections.findIndex((s) => s.kind === 'part' && s.source === 'notices');
    const [moved] = sections.splice(notices, 1);
    if (moved) sections.splice(1, 0, moved);
    const saved = await admin().admin.pages.saveDraft({
      page: 'home',
      document: { ...state.document, sections },
      draftRevision: state.draftRevision,
    });
    await admin().admin.pages.publish({ page: 'home', version: saved.version, draftRevision: saved.draftRevision });

    const after = await home();
    expect(after).toContain('<h2 id="home-notices-title">News from the office</h2>');
    expect(after.indexOf('id="home-notices-title"')).toBeLessThan(after.indexOf('id="home-about-title"'));
    expect(after.indexOf('id="home-hero-title"')).toBeLessThan(after.indexOf('id="home-notices-title"'));
  });
});
