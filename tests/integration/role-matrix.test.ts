import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/app-router';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import { TWO_FACTOR_FIRST } from '../../src/server/trpc/trpc';
import { NOTICES_PATH } from '../../src/shared/notices';
import { BACKUP_FILES_PATH } from '../../src/shared/paths';
import type { Permission } from '../../src/shared/permissions';
import { type Role, roleHolds } from '../../src/shared/roles';
import { cvFileUrl } from '../../src/shared/schemas/careers-shortlist';
import { receiptFileUrl } from '../../src/shared/schemas/payments';
import { attachFile, createNoticeRow, makePdfBytes } from '../factories/notices';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The role x procedure matrix (docs/decisions/036-staff-accounts-and-roles.md): every admin procedure
// of the router, sent over HTTP as the browser sends it, as a signed-out visitor, an Owner with and
// without two-factor sign-in, an Admissions user and an Editor. What each may do is read from the
// procedure's declared meta and roles.ts, so a new procedure is in the matrix the day it is added; the
// test finds no call let through that should not be, and none refused that should pass.

type Meta = { permission?: Permission; beforeTwoFactor?: true };
type Def = { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: Meta } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Def>);
/** Open to anyone by design: signing in, signing out, and 'who am I' (null when signed out). */
const PUBLIC_ADMIN = new Set(['admin.login', 'admin.logout', 'admin.me']);
const adminProcedures = procedures.filter(([p]) => p.startsWith('admin.') && !PUBLIC_ADMIN.has(p));

interface Persona {
  name: string;
  role: Role | null;
  twoFactor: boolean;
}
const PERSONAS: Persona[] = [
  { name: 'signed out', role: null, twoFactor: false },
  { name: 'Owner with two-factor sign-in', role: 'owner', twoFactor: true },
  { name: 'Owner without two-factor sign-in', role: 'owner', twoFactor: false },
  { name: 'Admissions', role: 'admissions', twoFactor: false },
  { name: 'Editor', role: 'editor', twoFactor: false },
];
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** What roles.ts and the procedure's meta say: the role holds the permission, and the 2FA gate lets it by. */
function expectedAllow(persona: Persona, type: string, meta: Meta | undefined): boolean {
  if (!persona.role || !meta?.permission) return false;
  if (!roleHolds(persona.role, meta.permission, type === 'query' ? 'read' : 'change')) return false;
  // Owners must have a second factor (settings' "everyone" is off here).
  return persona.twoFactor || persona.role !== 'owner' || meta.beforeTwoFactor === true;
}

const GATE_MESSAGES = new Set(['Please sign in.', "You don't have access to this section.", TWO_FACTOR_FIRST]);

let t: TestApp;
const ids = new Map<string, number>();

/** Puts the persona's account back as it was (a call before may have changed it) and signs in a fresh session. */
function cookieFor(persona: Persona): string | null {
  if (!persona.role) return null;
  const id = ids.get(persona.name) as number;
  t.app.svc.db.$client
    .prepare(
      'UPDATE admins SET role = ?, deactivated_at = NULL, must_change_password = 0, totp_secret = ?, totp_enabled_at = ? WHERE id = ?',
    )
    .run(persona.role, persona.twoFactor ? TOTP_SECRET : null, persona.twoFactor ? Date.now() : null, id);
  return `sid=${createSession(t.app.svc, id).token}`;
}

beforeAll(async () => {
  t = await makeTestApp({ BACKUP_HOUR: 'off' });
  let n = 0;
  for (const persona of PERSONAS) {
    if (!persona.role) continue;
    n += 1;
    ids.set(
      persona.name,
      await createAdmin(t.app.svc, `matrix-${n}`, 'Matrix account password 1', {
        role: persona.role,
        ...(persona.twoFactor ? { totpSecret: TOTP_SECRET } : {}),
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe('the role x procedure matrix', () => {
  const cells = adminProcedures.length * PERSONAS.length;

  it(`covers ${adminProcedures.length} admin procedures x ${PERSONAS.length} callers = ${cells} cells`, () => {
    expect(adminProcedures.length).toBeGreaterThan(80);
    expect(cells).toBe(adminProcedures.length * 5);
  });

  for (const persona of PERSONAS) {
    const reach = adminProcedures.filter(([, p]) => expectedAllow(persona, p._def.type, p._def.meta)).length;
    it(`as ${persona.name}: reaches ${reach} of ${adminProcedures.length}, no unexpected allow, nothing refused that the role holds`, async () => {
      const wrong: string[] = [];
      let allowed = 0;
      for (const [path, procedure] of adminProcedures) {
        const { type, meta } = procedure._def;
        const cookie = cookieFor(persona);
        // An empty input: a 400 from validation means the call got past the gate ("allowed").
        const res = await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: '{}',
        });
        const message = (res.json() as { error?: { message?: string } }).error?.message ?? '';
        const refused = (res.statusCode === 401 || res.statusCode === 403) && GATE_MESSAGES.has(message);
        const expected = expectedAllow(persona, type, meta);
        if (expected) allowed += 1;
        if (refused === expected) wrong.push(`${path} (${type}): ${res.statusCode} ${message}`);
        // Refused means refused for the right reason: signed out is 401, a role or the 2FA gate 403.
        if (refused && res.statusCode !== (persona.role ? 403 : 401)) wrong.push(`${path}: ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
      expect(allowed).toBe(reach);
      // Nobody signed out reaches anything; an enrolled Owner reaches everything.
      if (!persona.role) expect(reach).toBe(0);
      if (persona.role === 'owner' && persona.twoFactor) expect(reach).toBe(adminProcedures.length);
    });
  }
});

describe('the staff file routes', () => {
  const status = async (persona: Persona, url: string) => {
    const cookie = cookieFor(persona);
    return (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode;
  };
  const byName = (name: string) => PERSONAS.find((p) => p.name === name) as Persona;

  it('a backup download needs the settings permission: 401 signed out, 403 for every role but an enrolled Owner', async () => {
    // No archive by this name: past the gate the answer is 404, before it 401 or 403.
    const url = `${BACKUP_FILES_PATH}/school-backup-2026-01-01T00-00-00Z.tar.gz`;
    expect(await status(byName('signed out'), url)).toBe(401);
    expect(await status(byName('Owner with two-factor sign-in'), url)).toBe(404);
    expect(await status(byName('Owner without two-factor sign-in'), url)).toBe(403);
    expect(await status(byName('Admissions'), url)).toBe(403);
    expect(await status(byName('Editor'), url)).toBe(403);
  });

  it('a receipt needs the admissions permission: 401 signed out, 403 for an Editor', async () => {
    // No receipt by this number: past the gate the answer is 404, before it 401 or 403.
    const url = receiptFileUrl(999_999);
    expect(await status(byName('signed out'), url)).toBe(401);
    expect(await status(byName('Owner with two-factor sign-in'), url)).toBe(404);
    expect(await status(byName('Owner without two-factor sign-in'), url)).toBe(403);
    expect(await status(byName('Admissions'), url)).toBe(404);
    expect(await status(byName('Editor'), url)).toBe(403);
  });

  it("a candidate's CV needs the recruitment permission: 401 signed out, 403 for Admissions, an Editor and an Owner without two-factor", async () => {
    // No candidate by this id: past the gate the answer is 404, before it 401 or 403.
    const url = cvFileUrl(999_999);
    expect(await status(byName('signed out'), url)).toBe(401);
    expect(await status(byName('Owner with two-factor sign-in'), url)).toBe(404);
    expect(await status(byName('Owner without two-factor sign-in'), url)).toBe(403);
    expect(await status(byName('Admissions'), url)).toBe(403);
    expect(await status(byName('Editor'), url)).toBe(403);
  });

  it("a draft notice's attachment is served to staff who read content, and to nobody else", async () => {
    const notice = createNoticeRow(t.app.svc, { draft: true });
    const withFile = await attachFile(t.app.svc, notice.id, makePdfBytes());
    const file = withFile.attachments[0] as { id: number };
    const url = `${NOTICES_PATH}/${notice.slug}/files/${file.id}`;
    expect(await status(byName('signed out'), url)).toBe(404);
    expect(await status(byName('Owner with two-factor sign-in'), url)).toBe(200);
    expect(await status(byName('Owner without two-factor sign-in'), url)).toBe(404);
    expect(await status(byName('Admissions'), url)).toBe(200);
    expect(await status(byName('Editor'), url)).toBe(200);
  });

  const uploads = adminProcedures.filter(([, p]) => (p._def.meta as { upload?: string } | undefined)?.upload);

  it(`the multipart upload gate refuses, before reading the file, every role without the procedure's permission (${uploads.length} upload procedures)`, async () => {
    expect(uploads.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const persona of PERSONAS) {
      for (const [path, procedure] of uploads) {
        const cookie = cookieFor(persona);
        const res = await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { 'content-type': 'multipart/form-data; boundary=x', ...(cookie ? { cookie } : {}) },
          payload: '--x--',
        });
        const expected = expectedAllow(persona, 'mutation', procedure._def.meta);
        const refusedAs = persona.role ? 403 : 401;
        if (expected ? res.statusCode === refusedAs : res.statusCode !== refusedAs)
          wrong.push(`${persona.name} ${path}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("an Editor and a parent's details", () => {
  // Every procedure that answers with what a parent or a child's record holds, or with files and logs
  // that may: enquiries, applications, the desk's records, queue, duplicates, links and replies, TCs,
  // the person-data search and exports, backups, the audit log and the mail outbox.
  const PARENT_DATA =
    /^admin\.(enquiries|applications|desk|deskDuplicates|deskReplies|transferCertificates|privacy|audit|backups|mail)\./;
  const parentData = adminProcedures.filter(([p]) => PARENT_DATA.test(p));

  it(`is refused each of the ${parentData.length} procedures that return them`, async () => {
    expect(parentData.map(([p]) => p)).toEqual(
      expect.arrayContaining([
        'admin.enquiries.list',
        'admin.enquiries.get',
        'admin.enquiries.exportCsv',
        'admin.applications.list',
        'admin.desk.record',
        'admin.desk.queue',
        'admin.audit.list',
        'admin.audit.actors',
        'admin.backups.list',
      ]),
    );
    const editor = PERSONAS.find((p) => p.role === 'editor') as Persona;
    const letThrough: string[] = [];
    for (const [path] of parentData) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { 'content-type': 'application/json', cookie: cookieFor(editor) as string },
        payload: '{"id":1,"page":1,"query":"a"}',
      });
      if (res.statusCode !== 403) letThrough.push(`${path}: ${res.statusCode}`);
    }
    expect(letThrough).toEqual([]);
  });
});

describe("Admissions, an Editor and a candidate's details", () => {
  // The shortlist is the principal's (docs/decisions/053-careers.md): every admin.careers procedure
  // needs `recruitment`, which only Owners hold.
  const careers = adminProcedures.filter(([p]) => p.startsWith('admin.careers.'));

  it(`are refused each of the ${careers.length} admin.careers procedures; signed out is 401`, async () => {
    expect(careers.map(([p]) => p)).toEqual(
      expect.arrayContaining([
        'admin.careers.candidates',
        'admin.careers.candidate',
        'admin.careers.setStage',
        'admin.careers.addNote',
        'admin.careers.schedule',
        'admin.careers.templates.list',
        'admin.careers.templates.create',
        'admin.careers.templates.update',
        'admin.careers.templates.remove',
        'admin.careers.previewReply',
        'admin.careers.sendReply',
      ]),
    );
    const wrong: string[] = [];
    for (const persona of PERSONAS.filter((p) => p.role !== 'owner')) {
      for (const [path] of careers) {
        const cookie = cookieFor(persona);
        const res = await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: '{"id":1,"page":1,"search":"a","stage":"interview"}',
        });
        const expected = persona.role ? 403 : 401;
        if (res.statusCode !== expected) wrong.push(`${persona.name} ${path}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
