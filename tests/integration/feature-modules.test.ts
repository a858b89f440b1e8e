import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/app-router';
import { FEATURES } from '../../src/server/features/index';
import { PUBLIC_OUTPUT_PERMISSIONS } from '../../src/server/trpc/trpc';
import { isPermission } from '../../src/shared/permissions';
import { createCampus } from '../factories/disclosure';
import { makeEnquiryInput } from '../factories/inputs';
import { latestRow } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The feature modules' promises (docs/decisions/029-feature-modules.md): every dashboard procedure
// names the permission it needs, and a change to what visitors see clears the page cache because of
// how the procedure is built, never because its author remembered.

const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
type ProcedureDef = { _def: { type: string; meta?: { permission?: string } } };
const allProcedures: Record<string, unknown> = appRouter._def.procedures;
const procedures = Object.fromEntries(
  Object.entries(allProcedures).map(([p, procedure]) => [p, procedure as ProcedureDef]),
);
/** The dashboard's procedures that need a session (signing in and out, and 'who am I', do not). */
const SIGNED_OUT = new Set(['admin.login', 'admin.logout', 'admin.me']);
const dashboardPaths = Object.keys(procedures).filter((p) => p.startsWith('admin.') && !SIGNED_OUT.has(p));

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('features', () => {
  it('are wired from one list, and no two claim one name', () => {
    const names = FEATURES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['notices', 'events', 'disclosure', 'transfer-certificates', 'enquiries', 'applications'])
      expect(names).toContain(name);
    for (const name of ['privacy', 'audit', 'site-alert', 'settings', 'backups', 'mail']) expect(names).toContain(name);
  });

  it('declare the permission of their dashboard work from the fixed set', () => {
    for (const feature of FEATURES) {
      if (feature.adminProcedures) expect(isPermission(feature.permission), feature.name).toBe(true);
    }
  });
});

describe('permissions', () => {
  it('every dashboard procedure names one from the fixed set', () => {
    expect(dashboardPaths.length).toBeGreaterThan(80);
    const without = dashboardPaths.filter((p) => !isPermission(procedures[p]?._def.meta?.permission));
    expect(without).toEqual([]);
  });

  it('the work on parents’ data needs admissions, never the content permission', () => {
    for (const p of dashboardPaths.filter((p) => /^admin\.(enquiries|applications|transferCertificates)\./.test(p)))
      expect(procedures[p]?._def.meta?.permission, p).toBe('admissions');
    for (const p of dashboardPaths.filter((p) => /^admin\.(privacy|audit)\./.test(p)))
      expect(procedures[p]?._def.meta?.permission, p).toBe('privacy');
    for (const p of dashboardPaths.filter((p) => /^admin\.(settings|backups|mail)\./.test(p)))
      expect(procedures[p]?._def.meta?.permission, p).toBe('settings');
  });
});

describe('the page cache', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** Renders and stores the page, and checks the next request is the stored copy. */
  async function cache(url: string) {
    await get(url);
    const version = t.app.pageCache.version;
    expect((await get(url)).statusCode).toBe(200);
    expect(t.app.pageCache.version).toBe(version);
  }

  it('is cleared only where the dashboard procedures are built', () => {
    const root = path.resolve(__dirname, '../../src/server');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          /\.tsx?$/.test(entry.name) &&
          /onContentChanged\(\)|pageCache\.clear\(\)/.test(fs.readFileSync(file, 'utf8'))
        )
          offenders.push(path.relative(root, file));
      }
    };
    walk(root);
    // The middleware calls the hook; the app is where the hook is the cache's clear.
    expect(offenders.sort()).toEqual(['app.ts', 'trpc/trpc.ts']);
  });

  it('every mutation of what visitors see goes through the clearing middleware', () => {
    const publicMutations = dashboardPaths.filter(
      (p) =>
        procedures[p]?._def.type === 'mutation' &&
        /^admin\.(notices|events|disclosure|alert|settings|faqs|staff)\./.test(p),
    );
    expect(publicMutations.length).toBeGreaterThan(20);
    for (const p of publicMutations) {
      const permission = procedures[p]?._def.meta?.permission;
      expect(isPermission(permission) && PUBLIC_OUTPUT_PERMISSIONS.has(permission), p).toBe(true);
    }
  });

  it('leaves no stale page after a change in the dashboard, feature by feature', async () => {
    const admin = t.caller(ADMIN).admin;
    const tag = Date.now().toString(36);
    const campus = createCampus(t.app.svc, { name: `Campus ${tag}` });
    const cases: { url: string; change: () => Promise<unknown>; shows: string }[] = [
      {
        url: '/',
        change: () => admin.settings.save({ tagline: `Tagline ${tag}` }),
        shows: `Tagline ${tag}`,
      },
      {
        url: '/',
        change: () =>
          admin.alert.save({ message: `Alert ${tag}`, link: '', severity: 'information', startsAt: '', endsAt: '' }),
        shows: `Alert ${tag}`,
      },
      {
        url: '/',
        change: () =>
          admin.faqs.create({ question: `Question ${tag}?`, answer: 'Yes.', category: 'academic', popularity: 1 }),
        shows: `Question ${tag}?`,
      },
      {
        url: '/notices',
        change: () => admin.notices.create({ title: `Notice ${tag}`, category: 'news' }),
        shows: `Notice ${tag}`,
      },
      {
        url: `/mandatory-public-disclosure/${campus.slug}`,
        change: () =>
          admin.disclosure.results.create({
            campusId: campus.id,
            classLevel: 'X',
            year: 2019,
            registered: 77,
            passed: 76,
          }),
        shows: '98.70',
      },
    ];
    for (const { url, change, shows } of cases) {
      await cache(url);
      expect((await get(url)).body, url).not.toContain(shows);
      await change();
      expect((await get(url)).body, url).toContain(shows);
    }
  });

  it('is kept when the office works on parents’ data', async () => {
    await t.caller({ clientIp: '10.9.8.7' }).enquiries.create(makeEnquiryInput());
    const enquiry = latestRow(t.app.svc, 'enquiries');
    if (!enquiry) throw new Error('the enquiry was not stored');
    await cache('/');
    const version = t.app.pageCache.version;
    await t.caller(ADMIN).admin.enquiries.setStatus({ id: enquiry.id, status: 'resolved' });
    expect(t.app.pageCache.version).toBe(version);
  });
});
