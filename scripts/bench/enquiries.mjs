// Enquiries stored and acknowledged per second: 20 keep-alive connections post valid enquiries
// (POST /trpc/enquiry.create?batch=1 with the input under "0", as the Enquiry Form sends them) for a fixed time, each latency
// recorded. The stored rows are counted in the database after the server stops (countStored).
//
// The loader writes each request's bytes on a plain socket and reads only the status line and the
// body's length: Node's HTTP client cost about 0.5 ms of CPU a request on the same two cores as the
// server, so it measured itself more than the server (docs/decisions/045-enquiry-write-path.md). Every
// answer is still read whole and counted by its status, and every request sent gets its answer before
// the run ends, so acknowledged answers can be compared with stored rows one for one.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sampleRss } from './server.mjs';
import { percentile } from './util.mjs';

export const ENQUIRY_CONNECTIONS = 20;
/** Every bench enquiry's e-mail address has this form, so countStored counts only these. */
const EMAIL_PREFIX = 'bench-enquiry-';

/** A valid enquiry (tests/factories/inputs.ts), with the honeypot empty, the address made unique, as a batch of one call. */
function enquiry(n) {
  return JSON.stringify({
    0: {
      state: 'Maharashtra',
      city: 'Akola',
      school: 'Ganga Nagar',
      firstName: 'Amina',
      lastName: 'Shaikh',
      grade: 'Grade 3',
      email: `${EMAIL_PREFIX}${n}@example.com`,
      mobile: '9876543210',
      address: '12 Ganga Nagar, Akola',
      website: '',
    },
  });
}

const PATH = '/trpc/enquiry.create?batch=1';

/** The request's bytes, as a browser's form post sends them (keep-alive, JSON, its length). */
function requestBytes(body) {
  const length = Buffer.byteLength(body);
  return Buffer.from(
    `POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: keep-alive\r\n\r\n${body}`,
  );
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/**
 * One keep-alive connection that sends a request and resolves with the answer's status once the whole
 * answer has arrived (by Content-Length, or a chunked body's last chunk); 'error' when the connection
 * fails or closes first.
 */
function connection(port) {
  const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
  let pending = null;
  let buffered = Buffer.alloc(0);
  const settle = (status) => {
    const p = pending;
    pending = null;
    buffered = Buffer.alloc(0);
    p?.(status);
  };
  socket.on('data', (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const headEnd = buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = buffered.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const bodyStart = headEnd + HEAD_END.length;
    if (length) {
      if (buffered.length >= bodyStart + Number(length[1])) settle(status);
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      if (buffered.indexOf(CHUNKED_END, bodyStart) >= 0) settle(status);
    } else settle(status);
  });
  const fail = () => settle('error');
  socket.on('error', fail);
  socket.on('close', fail);
  const ready = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    ready,
    send: (bytes) =>
      new Promise((resolve) => {
        if (socket.destroyed) return resolve('error');
        pending = resolve;
        socket.write(bytes);
      }),
    close: () => socket.destroy(),
  };
}

/** Posts enquiries on 20 connections for `seconds`; returns the rate, latencies and outcomes. */
export async function measureEnquiries({ server, seconds }) {
  const connections = Array.from({ length: ENQUIRY_CONNECTIONS }, () => connection(server.port));
  await Promise.all(connections.map((c) => c.ready));
  const latencies = [];
  const statuses = {};
  let n = 0;
  const sampler = sampleRss(server.pid, 50);
  const cpu0 = cpuMs(server.pid);
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  const worker = async (conn) => {
    while (performance.now() < end) {
      const start = performance.now();
      const status = await conn.send(requestBytes(enquiry(n++)));
      latencies.push(performance.now() - start);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 'error') break;
    }
  };
  await Promise.all(connections.map(worker));
  const elapsed = (performance.now() - t0) / 1000;
  const serverCpuMs = cpuMs(server.pid) - cpu0;
  const client = process.cpuUsage(client0);
  const mem = sampler.stop();
  for (const c of connections) c.close();
  latencies.sort((a, b) => a - b);
  const acknowledged = statuses[200] ?? 0;
  return {
    seconds: elapsed,
    connections: ENQUIRY_CONNECTIONS,
    sent: latencies.length,
    acknowledged,
    refused: latencies.length - acknowledged,
    statuses,
    perSecond: acknowledged / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    // CPU time per acknowledged enquiry, the server's and this loader's: on a machine shared with other
    // work the rate and latencies fall with the CPU left over, these much less.
    serverCpuUsPerEnquiry: (1000 * serverCpuMs) / acknowledged,
    loaderCpuUsPerEnquiry: (client.user + client.system) / acknowledged,
    rssUnderLoad: Math.max(mem.peak, mem.hwm ?? 0),
  };
}

/** The CPU time (user + system) a process has used, in ms, from /proc/<pid>/stat (ticks of 10 ms). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * What this disk allows: single-row commits per second of a bare SQLite file (WAL, synchronous=FULL,
 * one fsync'd commit each) in `dir`, for `seconds`. Run just before the enquiries, beside them in the
 * table, it tells a slow disk from a slow server.
 */
export function measureBareCommits(dir, seconds = 1) {
  const file = path.join(dir, 'bare-commits.db');
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < seconds * 1000) insert.run(`row ${n++}`);
    return n / ((performance.now() - t0) / 1000);
  } finally {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
}

/** The bench's enquiries stored in DATA_DIR/school.db (read after the server has stopped). */
export function countStored(dataDir) {
  const db = new Database(path.join(dataDir, 'school.db'), { readonly: true });
  try {
    const row = db.prepare('SELECT count(*) AS n FROM enquiries WHERE email LIKE ?').get(`${EMAIL_PREFIX}%`);
    return row.n;
  } finally {
    db.close();
  }
}

/** Removes the bench's enquiries (server stopped), so the backup timings below are of the site as seeded. */
export function removeBenchEnquiries(dataDir) {
  const db = new Database(path.join(dataDir, 'school.db'));
  try {
    db.prepare('DELETE FROM enquiries WHERE email LIKE ?').run(`${EMAIL_PREFIX}%`);
    db.exec('VACUUM');
  } finally {
    db.close();
  }
}
