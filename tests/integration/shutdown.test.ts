import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeEnquiryInput } from '../factories/inputs';
import { readRowsOffline } from '../factories/rows';
import { type ServerProcess, startServer } from '../helpers/server-process';

// Graceful shutdown of the built server (src/server/main.ts): on SIGTERM it stops accepting, answers
// the requests it has begun, closes the database and exits 0. Under load, every enquiry it
// acknowledged is stored, and a request whose body was still arriving is finished, not dropped.

const temps: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers.splice(0)) await s.kill();
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-shutdown-'));
  temps.push(dataDir);
  fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR!, dataDir, { recursive: true });
  // At debug, a request's incoming line shows the server has read its headers.
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ENQUIRY_RATE_LIMIT: '10000' });
  servers.push(server);
  return { server, dataDir };
}

function exited(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => server.child.once('exit', (code) => resolve(code)));
}

/** Resolves once the server's log contains `text`. */
function logged(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!server.log().includes(text)) return;
      server.child.stdout?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
    check();
  });
}

type Outcome = 'acknowledged' | 'refused' | 'failed';

async function postEnquiry(url: string, email: string): Promise<Outcome> {
  try {
    const res = await fetch(`${url}/trpc/enquiries.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(makeEnquiryInput({ email })),
    });
    await res.arrayBuffer();
    if (res.status === 200) return 'acknowledged';
    // 503 while closing: the parent is told it did not go through.
    expect(res.status).toBe(503);
    return 'refused';
  } catch {
    // Connection refused or closed: nothing was acknowledged.
    return 'failed';
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM under load, exits 0 and every acknowledged enquiry is stored', async () => {
    const { server, dataDir } = await start();
    const acknowledged: string[] = [];
    const outcomes: Record<Outcome, number> = { acknowledged: 0, refused: 0, failed: 0 };
    let n = 0;
    let signalled = false;
    let afterSignal = 0;
    let loaded: () => void = () => {};
    const underLoad = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const writer = async () => {
      // Each writer goes on until the server no longer answers, some requests after the signal.
      for (;;) {
        const email = `shutdown-${n++}@example.com`;
        const outcome = await postEnquiry(server.url, email);
        outcomes[outcome] += 1;
        if (outcome === 'acknowledged') acknowledged.push(email);
        if (acknowledged.length >= 60) loaded();
        if (signalled) afterSignal += 1;
        if (outcome === 'failed') return;
      }
    };
    const writers = Promise.all(Array.from({ length: 8 }, writer));
    await underLoad;
    const exit = exited(server);
    signalled = true;
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    await writers;

    expect(server.log()).toContain('shutting down');
    expect(afterSignal).toBeGreaterThan(0);
    const stored = new Set(readRowsOffline(dataDir, 'enquiries').map((r) => r.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    // The database was closed cleanly: its write-ahead log was checkpointed and removed or emptied.
    const wal = path.join(dataDir, 'school.db-wal');
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
  });

  it('finishes a request whose body is still arriving when SIGTERM comes', async () => {
    const { server, dataDir } = await start();
    const { port } = new URL(server.url);
    const body = JSON.stringify(makeEnquiryInput({ email: 'in-flight@example.com' }));
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Headers and half the body now, the rest once the server has begun to shut down.
    const half = Math.floor(body.length / 2);
    // Begun means the server has read the request's headers (it logs it): only then is it in flight. A
    // request still unread in the socket when the signal comes is refused with a 503 instead.
    const begun = logged(server, 'incoming request');
    socket.write(
      'POST /trpc/enquiries.create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await begun;
    const exit = exited(server);
    const shuttingDown = logged(server, 'shutting down');
    server.child.kill('SIGTERM');
    await shuttingDown;
    socket.end(body.slice(half));
    await closed;

    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exit).toBe(0);
    expect(readRowsOffline(dataDir, 'enquiries').map((r) => r.email)).toContain('in-flight@example.com');
  });
});
