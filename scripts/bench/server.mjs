// The server's own measures: cold start, memory (RSS), and a 12-megapixel photo uploaded through the
// dashboard's upload procedure. This module is the seam for scripts/bench/memory-and-photo.mjs (written
// separately): bench.mjs calls only measureFirstStart, rssMB, sampleRss and measurePhotoUpload, with
// the same shapes, so a better implementation can replace these simple ones.
import fs from 'node:fs';
import sharp from 'sharp';
import { BENCH_ADMIN, benchCode, request, sleep, spawnServer, waitForFirstPage } from './util.mjs';

/** VmRSS and VmHWM (peak RSS) of a process in MiB, from /proc/<pid>/status; null once it has gone. */
export function rssMB(pid) {
  let status;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/**
 * Resets the kernel's peak-RSS counter (VmHWM) of a process (`echo 5 > /proc/<pid>/clear_refs`, Linux
 * 4.0+), so the next VmHWM is the peak of what follows. False when not permitted.
 */
export function resetPeakRss(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Samples VmRSS every `everyMs` until stop(); stop() returns { peak, samples, hwm }: the highest
 * sample, how many, and the kernel's peak since start (only if it could be reset at start).
 */
export function sampleRss(pid, everyMs = 5) {
  const canReset = resetPeakRss(pid);
  let peak = 0;
  let samples = 0;
  const take = () => {
    const m = rssMB(pid);
    if (m && m.rss > peak) peak = m.rss;
    samples++;
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const m = rssMB(pid);
      return { peak, samples, hwm: canReset && m ? m.hwm : null };
    },
  };
}

/**
 * Spawns the built server on a fresh DATA_DIR (so the first start seeds it) and times spawn -> the
 * first 200 on /. Returns the running server, that time and its RSS at that moment.
 */
export async function measureFirstStart({ dataDir, dir, env }) {
  const server = await spawnServer({ dataDir, dir, env });
  const coldStartMs = await waitForFirstPage(server);
  const mem = rssMB(server.pid);
  return { server, coldStartMs, rssAfterStart: mem?.rss ?? null, hwmAtStart: mem?.hwm ?? null };
}

/** A photo-like 4000 x 3000 JPEG (noise compresses like a real photo, as tests/fixtures/images.ts). */
export function twelveMegapixelJpeg() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Signs in as the dashboard does (admin.login) and returns the session cookie. */
export async function signIn(port, { username, password } = BENCH_ADMIN) {
  const res = await request(port, 'POST', '/trpc/admin.login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, code: benchCode() }),
  });
  const sid = /(?:^|\s|,)((?:__Host-)?sid=[^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];
  if (res.status !== 200 || !sid)
    throw new Error(`sign-in failed (${res.status}): ${res.body.toString().slice(0, 300)}`);
  return sid;
}

/**
 * Uploads a generated 12-megapixel JPEG as a new slide (admin.highlights.create, multipart, as the
 * dashboard's slide dialog sends it), timing the request to its answer and sampling the server's
 * VmRSS every few ms. The answer comes after every WebP variant is written.
 */
export async function measurePhotoUpload({ port, pid, jpeg, cookie: given }) {
  const bytes = jpeg ?? (await twelveMegapixelJpeg());
  const cookie = given ?? (await signIn(port));
  const form = new FormData();
  form.append('title', 'Bench photo');
  form.append('photoConsent', 'true');
  form.append('image', new File([new Uint8Array(bytes)], 'IMG_0001.jpg', { type: 'image/jpeg' }));
  // Serialize the form once (boundary and all), so the request declares its length as a browser does.
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type');

  await sleep(200); // let the sign-in's argon2 work and GC settle before the baseline
  const before = rssMB(pid);
  const sampler = sampleRss(pid, 3);
  const t0 = performance.now();
  const res = await request(port, 'POST', '/trpc/admin.highlights.create', {
    headers: { 'content-type': contentType, cookie },
    body,
    timeoutMs: 60_000,
  });
  const seconds = (performance.now() - t0) / 1000;
  const mem = sampler.stop();
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  const item = JSON.parse(res.body.toString()).result?.data;
  return {
    seconds,
    jpegMB: bytes.length / 1e6,
    rssBefore: before?.rss ?? null,
    peakSampled: mem.peak,
    peakKernel: mem.hwm,
    peakRss: Math.max(mem.peak, mem.hwm ?? 0),
    samples: mem.samples,
    imageSrcSet: item?.imageSrcSet ?? null,
  };
}
