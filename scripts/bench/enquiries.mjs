// Enquiries stored and acknowledged per second: 20 keep-alive connections post valid enquiries
// (POST /trpc/enquiry.create?batch=1 with the input under "0", as the Enquiry Form sends them) for a fixed time, each latency
// recorded. The stored rows are counted in the database after the server stops (countStored).
import fs from 'node:fs';
import http from 'node:http';
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

function post(agent, port, body) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/trpc/enquiry.create?batch=1',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', () => resolve('error'));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve('error'));
    req.end(body);
  });
}

/** Posts enquiries on 20 connections for `seconds`; returns the rate, latencies and outcomes. */
export async function measureEnquiries({ server, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: ENQUIRY_CONNECTIONS });
  const latencies = [];
  const statuses = {};
  let n = 0;
  const sampler = sampleRss(server.pid, 50);
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const status = await post(agent, server.port, enquiry(n++));
      latencies.push(performance.now() - start);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: ENQUIRY_CONNECTIONS }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  const mem = sampler.stop();
  agent.destroy();
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
    rssUnderLoad: Math.max(mem.peak, mem.hwm ?? 0),
  };
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
