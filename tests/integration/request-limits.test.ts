import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../src/server/app';
import { MAX_UPLOAD_BYTES } from '../../src/shared/constants';
import { createEnquiryRow, removeEnquiryRow } from '../factories/submissions';
import { login } from '../fixtures/admin-http';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { makeTestApp, type TestApp } from '../helpers/test-app';

const USER = 'limits-admin';
const PASSWORD = 'Correct horse battery staple';

let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_TOTP_SECRET: TEST_TOTP_SECRET, ADMIN_PASSWORD: PASSWORD });
  cookie = (await login(t, USER, PASSWORD, { code: totpCode() })).cookie!;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/**
 * Sends only the head of a large request and resolves with the first response line: a server that
 * answers without the rest has not read (or buffered) the body.
 */
function headOnly(head: string, firstBodyBytes = 'x'.repeat(1024)): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head + firstBodyBytes));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.includes('\r\n')) {
        resolve(data.split('\r\n')[0]!);
        socket.destroy();
      }
    });
    socket.on('error', reject);
  });
}

const twentyMiB = String(20 * 1024 * 1024);
const multipartHead = (procedure: string, extra = '') =>
  `POST /trpc/${procedure} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
  `Content-Length: ${twentyMiB}\r\n${extra}\r\n`;

describe('anonymous requests cannot make the server read large bodies', () => {
  it('refuses multipart to a procedure that takes no file, before the body arrives', async () => {
    expect(await headOnly(multipartHead('enquiry.create'))).toBe('HTTP/1.1 415 Unsupported Media Type');
    expect(await headOnly(multipartHead('admin.stats'))).toBe('HTTP/1.1 415 Unsupported Media Type');
  });

  it('refuses multipart to an upload procedure without a session, before the body arrives', async () => {
    expect(await headOnly(multipartHead('admin.highlights.create'))).toBe('HTTP/1.1 401 Unauthorized');
    expect(await headOnly(multipartHead('admin.settings.uploadBrochure', 'Cookie: sid=forged\r\n'))).toBe(
      'HTTP/1.1 401 Unauthorized',
    );
  });

  it('sizes uploads per kind: an image over its limit is refused where a brochure of that size is not', async () => {
    const size = String(MAX_UPLOAD_BYTES + 512 * 1024);
    const head = (procedure: string) =>
      `POST /trpc/${procedure} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${size}\r\n\r\n`;
    expect(await headOnly(head('admin.highlights.create'))).toBe('HTTP/1.1 413 Payload Too Large');
    // The brochure may be larger: the gate lets it through to be read (this test stops sending).
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.settings.uploadBrochure',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': size },
      payload: '--x--',
    });
    expect(res.statusCode).not.toBe(413);
  });

  it('limits anonymous JSON to a few kilobytes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/enquiry.create',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(40 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('slow requests are cut at the configured limits', () => {
  it('uses 30 s for a whole request and 15 s for its headers by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(HEADERS_TIMEOUT_MS).toBe(15_000);
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
  });

  it('closes a connection whose headers or body trickle in past the limit', async () => {
    const slow = await makeTestApp({}, { requestTimeoutMs: 1500, headersTimeoutMs: 1000 });
    try {
      const url = new URL(await slow.app.listen({ port: 0, host: '127.0.0.1' }));
      const answer = (start: string) =>
        new Promise<string>((resolve) => {
          let data = '';
          const socket = net.connect(Number(url.port), '127.0.0.1', () => socket.write(start));
          // A byte now and then keeps the socket busy, so only the request limits can end it.
          const drip = setInterval(() => socket.write(' '), 200);
          socket.on('data', (chunk) => {
            data += chunk.toString();
          });
          socket.on('close', () => {
            clearInterval(drip);
            resolve(data.split('\r\n')[0] ?? '');
          });
        });
      // Headers never finish: 408 once the headers limit passes.
      expect(await answer('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ')).toBe('HTTP/1.1 408 Request Timeout');
      // Headers done, body never finishes: 408 once the request limit passes.
      const body = await answer(
        'POST /trpc/enquiry.create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
      );
      expect(body).toBe('HTTP/1.1 408 Request Timeout');
    } finally {
      await slow.close();
    }
  }, 15_000);
});

describe('admin searches stay out of URLs and logs', () => {
  it('refuses an admin query sent as GET, and answers it as POST', async () => {
    const input = encodeURIComponent(JSON.stringify({ page: 1, pageSize: 10, search: 'Amina' }));
    const get = await t.app.inject({
      method: 'GET',
      url: `/trpc/admin.applications.list?input=${input}`,
      headers: { cookie },
    });
    expect(get.statusCode).toBe(405);
    const post = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.applications.list',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ page: 1, pageSize: 10, search: 'Amina' }),
    });
    expect(post.statusCode).toBe(200);
  });
});

describe('erased data', () => {
  it('is overwritten in the database file (secure_delete), not left readable', async () => {
    const marker = 'Erase-Me-Marker-7391';
    const { id } = createEnquiryRow(t.app.svc, { firstName: marker, address: `${marker} street` });
    const db = t.app.svc.db;
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    // The marker is in the file before the erase, so its absence afterwards means something.
    expect(fs.readFileSync(path.join(t.dataDir, 'school.db')).includes(marker)).toBe(true);
    expect(db.$client.pragma('secure_delete', { simple: true })).toBe(1);
    removeEnquiryRow(t.app.svc, id);
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    const file = fs.readFileSync(path.join(t.dataDir, 'school.db'));
    expect(file.includes(marker)).toBe(false);
  });
});
