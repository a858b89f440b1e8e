import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeEnquiryInput } from '../factories/inputs';
import { jpeg } from '../fixtures/images';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { type ServerProcess, startServer } from '../helpers/server-process';

// The libraries the site needs only now and then are loaded on first use, not at start
// (docs/decisions/024-memory-budget.md): a server that only serves pages never maps libvips or
// argon2. Read from the real process's memory map, so an import moved back to the top of a module
// fails here. libvips is never loaded by the server at all: its images are made by the image worker.

const ADMIN = { username: 'lazy-admin', password: 'a long and private passphrase 42' };

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-lazy-'));
  fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR!, dataDir, { recursive: true });
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
  };
  // The first start creates the administrator (hashing the password needs argon2); the site as it
  // runs from then on is the second start.
  const first = await startServer(env);
  await first.kill();
  server = await startServer(env);
});
afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The shared libraries the server process has mapped, by file name. */
function mappedLibraries(): string[] {
  const maps = fs.readFileSync(`/proc/${server.child.pid}/maps`, 'utf8');
  return [...new Set(maps.split('\n').map((line) => path.basename(line.split(/\s+/)[5] ?? '')))].filter(Boolean);
}
const has = (pattern: RegExp) => mappedLibraries().some((name) => pattern.test(name));
/** The processes the server has started and that still run (each of its threads' children). */
function childProcesses(): number[] {
  const pid = server.child.pid;
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
}
const LIBVIPS = /^libvips/;
const ARGON2 = /^argon2\..*\.node$/;

describe('libraries loaded on first use', () => {
  it('serves pages and stores enquiries without loading libvips or argon2, loads argon2 when first needed, and leaves images to a worker that ends', async () => {
    for (const url of ['/', '/about', '/contact']) expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    const enquiry = await fetch(`${server.url}/trpc/enquiries.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(makeEnquiryInput()),
    });
    expect(enquiry.status).toBe(200);
    expect(has(LIBVIPS)).toBe(false);
    expect(has(ARGON2)).toBe(false);

    const signIn = await fetch(`${server.url}/trpc/admin.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, code: totpCode() }),
    });
    expect(signIn.status).toBe(200);
    expect(has(ARGON2)).toBe(true);
    expect(has(LIBVIPS)).toBe(false);

    const cookie = /(__Host-sid|sid)=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeTruthy();
    const form = new FormData();
    form.append('title', 'First upload');
    form.append('photoConsent', 'true');
    form.append('image', new File([new Uint8Array(await jpeg(800, 600))], 'first.jpg', { type: 'image/jpeg' }));
    const upload = await fetch(`${server.url}/trpc/admin.highlights.create`, {
      method: 'POST',
      headers: { cookie: cookie! },
      body: form,
    });
    expect(upload.status).toBe(200);
    // The built image worker (dist/server/image-worker.js) did the work: the stored file is served,
    // libvips never entered the server, and the worker ends once nothing waits for it
    // (docs/decisions/049-photos-in-a-worker.md), its memory with it.
    const { imageUrl } = (await upload.json()).result.data as { imageUrl: string };
    const stored = await fetch(`${server.url}${imageUrl}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect(has(LIBVIPS)).toBe(false);
    await vi.waitFor(() => expect(childProcesses()).toEqual([]), { timeout: 10_000, interval: 20 });
  });
});
