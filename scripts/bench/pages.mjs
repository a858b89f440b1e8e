// Pages as data (docs/decisions/038-pages-as-data.md): what the office waits for and what the first
// visitor after a change waits for. Each sample saves a draft of "About us" and publishes it as a
// signed-in administrator (admin.pages.saveDraft + admin.pages.publish, which clears the page cache),
// then fetches /about: that request renders the page afresh from its document (Markdown and fields on
// the server). A second fetch is the cached page. A build without pages as data is "not available".
import { signIn } from './server.mjs';
import { percentile, request } from './util.mjs';

/** Samples after two warm-up rounds. */
const SAMPLES = 30;

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), samples: sorted.length };
};

/** `cookie`: a signed-in session (a two-factor code is refused a second time in its 30 seconds). */
export async function measurePages({ port, cookie: given }) {
  const cookie = given ?? (await signIn(port));
  const call = async (path, input, method = 'POST') => {
    const url = method === 'GET' ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `/trpc/${path}`;
    const res = await request(port, method, url, {
      headers: { 'content-type': 'application/json', cookie },
      body: method === 'GET' ? undefined : JSON.stringify(input),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
    return JSON.parse(res.body.toString()).result.data;
  };
  const publishTimes = [];
  const freshTimes = [];
  const cachedTimes = [];
  for (let i = 0; i < SAMPLES + 2; i += 1) {
    // Dashboard queries go by POST (never GET, so nothing lands in a URL): the same as the editor.
    const open = await call('admin.pages.get', { page: 'about' });
    const document = structuredClone(open.document);
    const cta = document.sections.find((s) => s.kind === 'cta');
    if (cta) cta.text = `Apply online in a few minutes (bench edit ${i}).`;
    const t0 = performance.now();
    const saved = await call('admin.pages.saveDraft', { page: 'about', document, draftRevision: open.draftRevision });
    await call('admin.pages.publish', { page: 'about', version: open.version, draftRevision: saved.draftRevision });
    const t1 = performance.now();
    const fresh = await request(port, 'GET', '/about', { headers: { 'accept-encoding': 'br' } });
    const t2 = performance.now();
    const cached = await request(port, 'GET', '/about', { headers: { 'accept-encoding': 'br' } });
    const t3 = performance.now();
    if (fresh.status !== 200 || cached.status !== 200) throw new Error(`/about answered ${fresh.status}`);
    if (i < 2) continue;
    publishTimes.push(t1 - t0);
    freshTimes.push(t2 - t1);
    cachedTimes.push(t3 - t2);
  }
  const marathi = await measureTranslation(call, port);
  return { publish: stats(publishTimes), fresh: stats(freshTimes), cached: stats(cachedTimes), marathi };
}

/**
 * The same for a translation (docs/architecture.md, "Pages in four languages"): save and publish the
 * Marathi "About us" (admin.pages.saveTranslation + publishTranslation), then /mr/about afresh (the
 * English document with the Marathi laid over it) and again from the page cache. A build without
 * translations answers "not available".
 */
async function measureTranslation(call, port) {
  let open;
  try {
    open = await call('admin.pages.translation', { page: 'about', lang: 'mr' });
  } catch (error) {
    return { notAvailable: String(error.message ?? error).slice(0, 120) };
  }
  const publishTimes = [];
  const freshTimes = [];
  const cachedTimes = [];
  for (let i = 0; i < SAMPLES + 2; i += 1) {
    const state = i === 0 ? open : await call('admin.pages.translation', { page: 'about', lang: 'mr' });
    const document = structuredClone(state.document);
    const cta = document.sections.find((s) => s.kind === 'cta');
    if (cta) cta.text = `काही मिनिटांत ऑनलाइन अर्ज करा (bench ${i}).`;
    const t0 = performance.now();
    const saved = await call('admin.pages.saveTranslation', {
      page: 'about',
      lang: 'mr',
      document,
      draftRevision: state.draftRevision,
    });
    await call('admin.pages.publishTranslation', {
      page: 'about',
      lang: 'mr',
      version: state.version,
      draftRevision: saved.draftRevision,
    });
    const t1 = performance.now();
    const fresh = await request(port, 'GET', '/mr/about', { headers: { 'accept-encoding': 'br' } });
    const t2 = performance.now();
    const cached = await request(port, 'GET', '/mr/about', { headers: { 'accept-encoding': 'br' } });
    const t3 = performance.now();
    if (fresh.status !== 200 || cached.status !== 200) throw new Error(`/mr/about answered ${fresh.status}`);
    if (i < 2) continue;
    publishTimes.push(t1 - t0);
    freshTimes.push(t2 - t1);
    cachedTimes.push(t3 - t2);
  }
  return { publish: stats(publishTimes), fresh: stats(freshTimes), cached: stats(cachedTimes) };
}
