import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/app-router';
import { login } from '../fixtures/admin-http';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Every procedure of the whole router that is not in this explicit list must refuse a caller
// without a session. A new public procedure has to be added here on purpose.
const PUBLIC_PROCEDURES = new Set([
  'health.version',
  'site.settings',
  // The site-wide alert while it is active.
  'site.alert',
  'journeys.list',
  'achievements.list',
  'highlights.list',
  'artworks.list',
  'announcements.list',
  // The school's yearly content: what the public pages show (hidden people are filtered out).
  'faqs.list',
  'staff.list',
  'photos.list',
  'feeStructures.list',
  'feeItems.list',
  'activities.list',
  'alumni.list',
  'alumniTiles.list',
  // Notices: one page of the visible ones, the home page's latest three, one visible notice by its address.
  'notices.list',
  'notices.latest',
  'notices.bySlug',
  'disclosure.page',
  'privacy.notice',
  // Careers: the open vacancies (/careers) and one published vacancy by its address (/careers/<slug>).
  'vacancies.list',
  'vacancies.bySlug',
  // The day an information page's content last changed ("Last updated").
  'pages.lastUpdated',
  // An information page's words as visitors see them (its draft only in an editor's preview, which the
  // page's route checks before it renders).
  'pages.content',
  // The site's search: what visitors may see, found by their words.
  'search.query',
  // The school calendar: the calendar page's agenda or month, and the Important Dates page's year.
  'events.calendar',
  'events.importantDates',
  // Transfer-certificate verification: one lookup by TC number and date of birth, limited per address.
  'transferCertificates.verify',
  // A parent's admission status: one check by reference and the mobile's last four digits, limited per address.
  'admissionStatus.check',
  // The parent's "I have paid": limited per address in the service; the payment box's token, nothing personal.
  'payments.claim',
  // The careers application form's select: the titles of the vacancies open today.
  'careersApply.openVacancies',
  'enquiries.create',
  // The first version's path of enquiries.create, kept for clients that post to it.
  'enquiry.create',
  'applications.create',
  'admin.login',
  'admin.logout',
  'admin.me',
  // A person invited to the staff, or who forgot their password, has no session yet: each step is
  // opened by its single-use link's token (src/server/features/staff/router.ts).
  'staffAccess.invitation',
  'staffAccess.accept',
  'staffAccess.resetByMail',
  'staffAccess.forgot',
  'staffAccess.resetValid',
  'staffAccess.reset',
]);

const allPaths = Object.keys(appRouter._def.procedures).sort();
const protectedPaths = allPaths.filter((p) => !PUBLIC_PROCEDURES.has(p));

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

type Callable = (input?: unknown) => Promise<unknown>;
function procedureAt(caller: unknown, path: string): Callable {
  return path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], caller) as Callable;
}

describe('the admin router', () => {
  it('has the procedures the dashboard needs behind the session check', () => {
    expect(protectedPaths).toEqual(
      expect.arrayContaining([
        'admin.stats',
        'admin.changePassword',
        'admin.artworks.create',
        'admin.announcements.update',
        'admin.enquiries.list',
        'admin.enquiries.exportCsv',
        'admin.highlights.remove',
        'admin.journeys.update',
        'admin.achievements.create',
        'admin.settings.save',
        'admin.settings.uploadBrochure',
        'admin.mail.list',
        'admin.mail.retry',
        'admin.mail.sendTest',
        'admin.backups.list',
        'admin.backups.create',
        'admin.notices.list',
        'admin.notices.create',
        'admin.notices.update',
        'admin.notices.remove',
        'admin.notices.addAttachment',
        'admin.notices.removeAttachment',
        'admin.notices.pdfText',
        'admin.transferCertificates.list',
        'admin.transferCertificates.create',
        'admin.transferCertificates.update',
        'admin.transferCertificates.remove',
        'admin.transferCertificates.uploadFile',
        'admin.transferCertificates.removeFile',
        'admin.careers.candidates',
        'admin.careers.candidate',
        'admin.careers.setStage',
        'admin.careers.addNote',
        'admin.careers.schedule',
        'admin.careers.templates.list',
        'admin.careers.sendReply',
      ]),
    );
    expect(protectedPaths.length).toBeGreaterThan(25);
  });

  it.each(protectedPaths)('%s refuses a caller without a session (UNAUTHORIZED)', async (path) => {
    const attempt = procedureAt(t.caller(), path)({ id: 1, page: 1 });
    await expect(attempt).rejects.toBeInstanceOf(TRPCError);
    await expect(attempt).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(protectedPaths)('%s refuses an HTTP request with an unknown session cookie (401)', async (path) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', cookie: 'sid=not-a-real-session' },
      payload: JSON.stringify({ id: 1, page: 1 }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in.');
  });

  it('lets a signed-in administrator through the same middleware', async () => {
    const admin = t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
    await expect(admin.admin.stats()).resolves.toMatchObject({ highlights: expect.any(Number) });
  });

  it('keeps the public procedures public', async () => {
    await expect(t.caller().admin.me()).resolves.toBeNull();
    await expect(t.caller().journeys.list()).resolves.toBeInstanceOf(Array);
  });
});

describe('personal data stays out of URLs', () => {
  it('refuses a contact search sent as GET (the dashboard sends POST)', async () => {
    const password = 'Router test password 1';
    const app = await makeTestApp({
      ADMIN_USERNAME: 'router-admin',
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      ADMIN_PASSWORD: password,
    });
    try {
      const { cookie } = await login(app, 'router-admin', password, { code: totpCode() });
      const input = encodeURIComponent(JSON.stringify({ page: 1, search: 'priya@example.com' }));
      const get = await app.app.inject({
        method: 'GET',
        url: `/trpc/admin.enquiries.list?input=${input}`,
        headers: { cookie: cookie! },
      });
      expect(get.statusCode).toBe(405);
      const post = await app.app.inject({
        method: 'POST',
        url: '/trpc/admin.enquiries.list',
        headers: { cookie: cookie!, 'content-type': 'application/json' },
        payload: JSON.stringify({ page: 1, search: 'priya@example.com' }),
      });
      expect(post.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
