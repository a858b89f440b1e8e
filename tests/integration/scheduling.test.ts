import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISH_WINDOW_MESSAGES } from '../../src/shared/schemas/publish-window';
import { SITE_ALERT_MESSAGES, type SiteAlertInput } from '../../src/shared/schemas/site-alert';
import { createAnnouncementRow, createHighlightRow } from '../factories/content';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// Scheduled content (docs/decisions/018-scheduled-content-and-site-alert.md): announcements and
// slides with a publish window, and the site-wide alert, appear and disappear at their instants on
// the public pages, through the page cache, with no edit and no restart. The clock is the app's own.

const ADMIN = { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true };
// 1 Dec 2026, 09:00 in Akola is 03:30 UTC.
const NINE_AM_IST = new Date('2026-12-01T03:30:00.000Z');
const EVENING_IST = new Date('2026-12-01T12:30:00.000Z'); // 18:00 in Akola

let clock: Date;
let t: TestApp;
beforeEach(async () => {
  clock = new Date('2026-12-01T00:00:00.000Z');
  t = await makeTestApp({}, { now: () => clock });
});
afterEach(async () => {
  await t.close();
});

async function homeHtml(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('announcements and slides with a publish window', () => {
  it('stores the window given in India time as its instants, and gives it back as typed', async () => {
    const created = await createAnnouncementRow(t.app.svc, {
      title: 'Winter uniform from Monday',
      publishAt: '2026-12-01T09:00',
      expireAt: '2026-12-01T18:00',
    });
    expect(created).toMatchObject({ publishAt: '2026-12-01T09:00', expireAt: '2026-12-01T18:00' });
    const [row] = (await t.caller({ session: ADMIN }).admin.announcements.list()).filter((a) => a.id === created.id);
    expect(row).toMatchObject({ publishAt: '2026-12-01T09:00', expireAt: '2026-12-01T18:00' });
  });

  it('shows an announcement from its publish instant to its expiry instant, through the page cache', async () => {
    const title = 'Winter uniform from Monday';
    await createAnnouncementRow(t.app.svc, { title, publishAt: '2026-12-01T09:00', expireAt: '2026-12-01T18:00' });
    const visible = async () => (await t.caller().announcements.list()).some((a) => a.title === title);

    // Before: neither the list nor the (now cached) home page has it.
    expect(await visible()).toBe(false);
    expect(await homeHtml()).not.toContain(title);
    expect(await homeHtml()).not.toContain(title);

    clock = new Date(NINE_AM_IST.getTime() - 1);
    expect(await homeHtml()).not.toContain(title);
    // At the instant itself, with no edit: the cached home page is stale and renders again.
    clock = NINE_AM_IST;
    expect(await visible()).toBe(true);
    expect(await homeHtml()).toContain(title);

    clock = new Date(EVENING_IST.getTime() - 1);
    expect(await homeHtml()).toContain(title);
    clock = EVENING_IST;
    expect(await visible()).toBe(false);
    expect(await homeHtml()).not.toContain(title);
  });

  it('hides a slide until its publish instant', async () => {
    const title = 'Annual Day 2026';
    await createHighlightRow(t.app.svc, { title, publishAt: '2026-12-01T09:00' });
    const visible = async () => (await t.caller().highlights.list()).some((h) => h.title === title);
    expect(await visible()).toBe(false);
    clock = NINE_AM_IST;
    expect(await visible()).toBe(true);
    // Still listed for the office in the dashboard, whatever the window.
    clock = new Date('2026-11-01T00:00:00.000Z');
    expect((await t.caller({ session: ADMIN }).admin.highlights.list()).some((h) => h.title === title)).toBe(true);
  });

  it('refuses an expiry before the publish time, or a time that is not one, beside the field', async () => {
    const admin = t.caller({ session: ADMIN }).admin.announcements;
    const base = { title: 'Sports Day', description: 'On the main ground.' };
    expect(
      await fieldErrorsOf(admin.create({ ...base, publishAt: '2026-12-02T09:00', expireAt: '2026-12-01T09:00' })),
    ).toEqual({ expireAt: PUBLISH_WINDOW_MESSAGES.order });
    expect(await fieldErrorsOf(admin.create({ ...base, publishAt: 'tomorrow' }))).toEqual({
      publishAt: PUBLISH_WINDOW_MESSAGES.invalid,
    });
    expect((await admin.list()).some((a) => a.title === 'Sports Day')).toBe(false);
  });
});

describe('the site-wide alert', () => {
  const closure: SiteAlertInput = {
    message: 'School closed on Wednesday due to heavy rain.',
    severity: 'urgent',
    link: '/contact',
    startsAt: '2026-12-01T09:00',
    endsAt: '2026-12-01T18:00',
  };

  it('shows on every public page from its start to its end, with no edit, and never in the dashboard', async () => {
    const saved = await t.caller({ session: ADMIN }).admin.alert.save(closure);
    expect(saved).toMatchObject({ state: 'scheduled', startsAt: '2026-12-01T09:00', endsAt: '2026-12-01T18:00' });
    expect(await homeHtml()).not.toContain(closure.message);
    expect(await t.caller().site.alert()).toBeNull();

    clock = NINE_AM_IST;
    const home = await homeHtml();
    expect(home).toContain(closure.message);
    // Urgent: announced at once; its id on <html>, for the head script to hide it where dismissed.
    expect(home).toMatch(/<section class="site-alert site-alert-urgent" role="alert" aria-live="assertive"/);
    expect(home).toContain(`data-alert="${saved!.id}"`);
    expect(home).toContain('<a href="/contact">More information</a>');
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain(closure.message);
    const admin = await t.app.inject({ method: 'GET', url: '/admin/login' });
    expect(admin.body).not.toContain(closure.message);

    clock = EVENING_IST;
    expect(await homeHtml()).not.toContain(closure.message);
    expect((await t.caller({ session: ADMIN }).admin.alert.get())?.state).toBe('ended');
  });

  it('is announced politely when it is not urgent, and a new alert has a new id', async () => {
    const first = await t
      .caller({ session: ADMIN })
      .admin.alert.save({ ...closure, severity: 'information', startsAt: '' });
    const home = await homeHtml();
    expect(home).toMatch(/<section class="site-alert site-alert-information" role="status" aria-live="polite"/);
    const second = await t
      .caller({ session: ADMIN })
      .admin.alert.save({ ...closure, severity: 'warning', startsAt: '' });
    expect(second!.id).not.toBe(first!.id);
    expect(await homeHtml()).toContain(`data-alert="${second!.id}"`);
  });

  it('is gone from every page when cleared', async () => {
    await t.caller({ session: ADMIN }).admin.alert.save({ ...closure, startsAt: '' });
    expect(await homeHtml()).toContain(closure.message);
    await t.caller({ session: ADMIN }).admin.alert.clear();
    expect(await homeHtml()).not.toContain(closure.message);
    expect(await homeHtml()).not.toContain('data-alert=');
    expect(await t.caller({ session: ADMIN }).admin.alert.get()).toBeNull();
  });

  it('refuses an empty message, a javascript: link and an end before the start, and keeps the alert it had', async () => {
    const admin = t.caller({ session: ADMIN }).admin.alert;
    await admin.save({ ...closure, startsAt: '' });
    expect(await fieldErrorsOf(admin.save({ ...closure, message: '  ' }))).toEqual({
      message: SITE_ALERT_MESSAGES.messageRequired,
    });
    expect(Object.keys(await fieldErrorsOf(admin.save({ ...closure, link: 'javascript:alert(1)' })))).toEqual(['link']);
    expect(await fieldErrorsOf(admin.save({ ...closure, endsAt: '2026-12-01T08:00' }))).toEqual({
      endsAt: SITE_ALERT_MESSAGES.order,
    });
    expect((await admin.get())?.message).toBe(closure.message);
  });

  it('escapes what the office typed', async () => {
    await t.caller({ session: ADMIN }).admin.alert.save({
      ...closure,
      startsAt: '',
      message: 'Closed <script>alert(1)</script> today',
    });
    const home = await homeHtml();
    expect(home).toContain('Closed &lt;script&gt;alert(1)&lt;/script&gt; today');
    expect(home).not.toContain('<script>alert(1)</script>');
  });
});
