// Site search at a school's full size (docs/decisions/025-benchmark.md): 10,000 visible notices, each
// with a five-page circular PDF whose text was read as the server reads it, beside the seeded pages of
// four languages, FAQ, calendar and people. The data is written straight into a migrated and seeded
// database (one transaction), the index built by `admin rebuild-search` (timed), then the built server
// started on it and measured over HTTP on loopback: `search.query` and the results page for 20 queries
// in four languages, a new notice's PDF until search finds it, the peak RSS while the server reads the
// largest PDF it accepts, and what the index adds to the school's data (DBSTAT).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { ensureSearchPdfs, ONLY_IN_ONE_PDF, RARE_WORDS, TEMPLATES, TOPICS } from './search-pdfs.mjs';
import { rssMB, sampleRss, signIn } from './server.mjs';
import {
  BENCH_ADMIN,
  BENCH_TOTP_SECRET,
  percentile,
  request,
  root,
  sleep,
  spawnServer,
  tail,
  track,
  waitForFirstPage,
} from './util.mjs';

export const SEARCH_NOTICES = 10_000;
/** Timed requests per query after WARM_UP untimed ones. */
const QUERY_SAMPLES = 30;
const PAGE_SAMPLES = 10;
const WARM_UP = 3;
/** How long a new notice's PDF may take to be found before the sample counts as not found. */
const FOUND_TIMEOUT_MS = 30_000;
const BIG_READ_TIMEOUT_MS = 180_000;
const DAY_MS = 86_400_000;

/**
 * The 20 queries: [language, query, what it tries]. English ones reach notices, their PDFs and the
 * pages; the others the seeded pages, FAQ and people in that language, and the translated notices.
 */
export const SEARCH_QUERIES = [
  ['en', 'admission', 'common word'],
  ['en', 'examination', 'common word'],
  ['en', 'uniform', 'one word'],
  ['en', 'library', 'one word'],
  ['en', 'bus route', 'two words'],
  ['en', 'fees instalment', 'two words'],
  ['en', 'scholar', 'prefix'],
  ['en', 'vacc', 'prefix'],
  ['en', 'orienteering', 'rare word (2 PDFs)'],
  ['en', 'calligraphy', 'rare word (2 PDFs)'],
  ['en', ONLY_IN_ONE_PDF, 'only in one PDF'],
  ['en', 'parent teacher meeting', 'three words'],
  ['mr', 'प्रवेश', 'common word'],
  ['mr', 'शुल्क परीक्षा', 'two words'],
  ['mr', 'प्रवे', 'prefix'],
  ['hi', 'परीक्षा', 'one word'],
  ['hi', 'विद्यालय बस', 'two words'],
  ['ur', 'داخلہ', 'common word'],
  ['ur', 'فیس', 'one word'],
  ['ur', 'امتحان', 'one word'],
];

const prefixOf = (lang) => (lang === 'en' ? '' : `/${lang}`);

/** A small deterministic generator, so every run stores the same rows. */
function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A PDF's text as the server stores it: read by the build's own worker (dist/server/pdf-text-worker.js)
 * with the server's limits (src/server/lib/pdf-text.ts). unpdf's extractText, read here before, kept
 * other text: a NUL for each glyph without a character (SQLite's length() stops at the first), and
 * the lines' breaks.
 */
function pdfText(file) {
  const bytes = new Uint8Array(fs.readFileSync(file)).buffer;
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(root, 'dist', 'server', 'pdf-text-worker.js'), {
      workerData: { bytes, maxPages: 2000, maxChars: 2_000_000, minCharsPerPage: 5 },
      transferList: [bytes],
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let reply = null;
    worker.once('message', (m) => (reply = m));
    worker.once('error', reject);
    worker.once('exit', () =>
      reply?.status === 'read'
        ? resolve(reply.text)
        : reject(new Error(`the server's PDF reader did not read ${file}: ${reply?.reason ?? 'no answer'}`)),
    );
  });
}

const CLASSES = ['Nursery', 'LKG', 'UKG', ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`)];
const DIVISIONS = ['A', 'B', 'C', 'D'];
const MONTHS = ['June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February'];
const CATEGORIES = ['circular', 'news', 'exam', 'holiday', 'admission', 'event'];
const OPENINGS = [
  'This notice is for the parents of {class}.',
  'Please read the attached circular about the {topic} carefully.',
  'The office has published the details of the {topic} for {class} {division}.',
  'Parents of {class} are informed about the {topic}.',
];
const CLOSINGS = [
  'The reply slip must be returned to the class teacher by {date}.',
  'Questions may be sent to the office between 9 a.m. and 1 p.m.',
  'The full circular is attached as a PDF.',
  'Please keep this notice for reference.',
];
/** A few translated titles, so a Marathi, Hindi or Urdu search finds translated notices. */
const TRANSLATED = {
  mr: ['वार्षिक परीक्षेचे वेळापत्रक', 'शुल्क भरण्याचे वेळापत्रक', 'शाळा बस मार्गातील बदल', 'नवीन प्रवेश', 'पालक-शिक्षक सभा'],
  hi: ['वार्षिक परीक्षा समय-सारणी', 'शुल्क भुगतान कार्यक्रम', 'विद्यालय बस मार्ग में बदलाव', 'नए प्रवेश', 'अभिभावक-शिक्षक बैठक'],
  ur: [
    'سالانہ امتحان کا نظام الاوقات',
    'فیس کی ادائیگی کا شیڈول',
    'اسکول بس کے راستے میں تبدیلی',
    'نئے داخلے',
    'والدین اور اساتذہ کی میٹنگ',
  ],
};
const TRANSLATED_BODY = {
  mr: 'पालकांना विनंती आहे की त्यांनी सोबतचे परिपत्रक वाचावे. अधिक माहितीसाठी कार्यालयाशी संपर्क साधावा.',
  hi: 'अभिभावकों से अनुरोध है कि वे संलग्न परिपत्र पढ़ें। अधिक जानकारी के लिए कार्यालय से संपर्क करें।',
  ur: 'والدین سے گزارش ہے کہ منسلک سرکلر پڑھیں۔ مزید معلومات کے لیے دفتر سے رابطہ کریں۔',
};

/**
 * Writes the notices into a migrated, seeded, stopped server's database, in one transaction: each
 * visible, with its own title and text (every fifth translated into Marathi, Hindi and Urdu) and one
 * PDF. The PDFs are linked into DATA_DIR/media/notices/ under new keys (each row its own file, as an
 * upload stores it; hard links, so the run does not copy 1.5 GB), their text read once per template.
 */
export function fillSearch(dataDir, { files, texts }) {
  const db = new Database(path.join(dataDir, 'school.db'));
  db.pragma('busy_timeout = 30000');
  const random = generator(51);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const mediaDir = path.join(dataDir, 'media', 'notices');
  fs.mkdirSync(mediaDir, { recursive: true });
  const insertNotice = db.prepare(
    `insert into notices (slug, title, body, category, pinned, draft, first_published_at, created_at, updated_at)
     values (?, ?, ?, ?, 0, 0, ?, ?, ?)`,
  );
  const insertFile = db.prepare(
    `insert into notice_attachments (notice_id, kind, file, name, bytes, position, text_status, text, created_at, updated_at)
     values (?, 'pdf', ?, ?, ?, 0, 'read', ?, ?, ?)`,
  );
  const insertTranslation = db.prepare(
    `insert into translations (subject, item_id, lang, field, value, source, seeded, updated_at, updated_by)
     values ('notices', ?, ?, ?, ?, ?, 0, ?, 'bench-admin')`,
  );
  const titles = new Set();
  /** Which notice carries the PDF with a word of its own. */
  const onlyInOneAt = Math.floor(SEARCH_NOTICES * 0.43);
  let fileBytes = 0;
  db.transaction(() => {
    for (let i = 0; i < SEARCH_NOTICES; i++) {
      const t = i % TEMPLATES;
      const [topic] = TOPICS[t % TOPICS.length];
      const fill = (s) =>
        s
          .replaceAll('{class}', pick(CLASSES))
          .replaceAll('{division}', pick(DIVISIONS))
          .replaceAll('{topic}', topic.toLowerCase())
          .replaceAll('{date}', `${1 + Math.floor(random() * 28)} ${pick(MONTHS)}`);
      let title = `${topic}: ${pick(CLASSES)} ${pick(DIVISIONS)}, ${1 + Math.floor(random() * 28)} ${pick(MONTHS)} ${year - Math.floor(random() * 3)}`;
      if (titles.has(title)) title = `${title} (revised ${i})`;
      titles.add(title);
      const body = `${fill(pick(OPENINGS))} ${fill(pick(OPENINGS))} Circular no. AMS/${year}/${String(i + 1).padStart(5, '0')}. ${fill(pick(CLOSINGS))}`;
      const at = now - Math.floor(random() * 3 * 365 * DAY_MS) - DAY_MS;
      const id = Number(
        insertNotice.run(
          `bench-${i + 1}-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
          title,
          body,
          pick(CATEGORIES),
          at,
          at,
          at,
        ).lastInsertRowid,
      );
      const source = i === onlyInOneAt ? files.onlyInOne : files.templates[t];
      const key = `notices/${crypto.randomBytes(16).toString('hex')}.pdf`;
      linkOrCopy(source, path.join(dataDir, 'media', key));
      const bytes = fs.statSync(source).size;
      fileBytes += bytes;
      insertFile.run(id, key, `Circular-AMS-${year}-${i + 1}.pdf`, bytes, texts.get(source), at, at);
      if (i % 5 === 0)
        for (const lang of ['mr', 'hi', 'ur']) {
          insertTranslation.run(id, lang, 'title', `${TRANSLATED[lang][(i / 5) % 5]} (${i + 1})`, title, at);
          insertTranslation.run(id, lang, 'body', TRANSLATED_BODY[lang], body, at);
        }
    }
  })();
  db.pragma('optimize');
  db.close();
  return { fileBytes };
}

function linkOrCopy(from, to) {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** Sizes by DBSTAT (the server stopped): the search tables, the PDFs' text, the rest, the files. */
export function searchSizes(dataDir) {
  const db = new Database(path.join(dataDir, 'school.db'), { readonly: true });
  try {
    // aggregate = 1: one row a table or index.
    const byName = db.prepare('select name, pgsize as bytes from dbstat where aggregate = 1').all();
    const tableOf = new Map(
      db
        .prepare('select name, tbl_name from sqlite_schema')
        .all()
        .map((r) => [r.name, r.tbl_name]),
    );
    const isSearch = (name) => /^search_(entries|words|index)(_|$)/.test(tableOf.get(name) ?? name);
    const isIndex = (name) => /^search_index(_|$)/.test(tableOf.get(name) ?? name);
    const sum = (rows) => rows.reduce((n, r) => n + r.bytes, 0);
    const database = sum(byName);
    const searchTables = sum(byName.filter((r) => isSearch(r.name)));
    const index = sum(byName.filter((r) => isIndex(r.name)));
    const pdfText = db
      .prepare(
        `select coalesce(sum(length(cast(text as blob))), 0) as n from notice_attachments where text is not null`,
      )
      .get().n;
    // The text the index reads: each entry's title and body, and for an entry whose body its source
    // keeps (a PDF's), that text (docs/decisions/051-site-search.md).
    const entryText = db
      .prepare(
        `select coalesce(sum(length(cast(title as blob)) + coalesce(length(cast(body as blob)), 0)), 0) as n,
                count(*) as entries, sum(body is null) as kept from search_entries`,
      )
      .get();
    const keptText = db
      .prepare(
        // The attachment found by its id ('file-12'): joined on 'file-' || a.id, every entry scanned
        // every attachment's row (about three minutes).
        `select coalesce(sum(length(cast(a.text as blob))), 0) as n from search_entries e
           join notice_attachments a on a.id = cast(substr(e.part, 6) as integer)
           where e.body is null and e.source = 'notices' and e.part like 'file-%'`,
      )
      .get().n;
    const files = folderBytes(path.join(dataDir, 'media'));
    const byTable = Object.fromEntries(byName.filter((r) => isSearch(r.name)).map((r) => [r.name, r.bytes]));
    return {
      database,
      searchTables,
      index,
      pdfText,
      files,
      indexedText: entryText.n + keptText,
      entries: entryText.entries,
      entriesWithKeptBody: entryText.kept ?? 0,
      byTable,
    };
  } finally {
    db.close();
  }
}

/** Bytes of every file under a folder (each as stored, whether or not it is a hard link). */
function folderBytes(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) n += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  return n;
}

/** `admin rebuild-search` as `npm run admin -- rebuild-search` runs it: wall time and peak RSS. */
async function rebuildSearch(dataDir) {
  const t0 = performance.now();
  const child = track(
    spawn(process.execPath, [path.join(root, 'dist', 'server', 'cli.js'), 'rebuild-search'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  let peakRss = 0;
  const timer = setInterval(() => {
    // An exiting process's status has no VmRSS (NaN): the peak so far stands.
    const m = rssMB(child.pid);
    if (m && Number.isFinite(m.rss)) peakRss = Math.max(peakRss, m.rss, Number.isFinite(m.hwm) ? m.hwm : 0);
  }, 20);
  const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal)));
  clearInterval(timer);
  const seconds = (performance.now() - t0) / 1000;
  if (code !== 0) throw new Error(`admin rebuild-search exited ${code}: ${tail(output, 5)}`);
  return { seconds, peakRss, output: tail(output, 3) };
}

/** The public search over HTTP, as the results page's script asks it (GET, the input in the address). */
async function searchQuery(port, lang, q, page = 1) {
  const input = encodeURIComponent(JSON.stringify({ q, page }));
  const t0 = performance.now();
  const res = await request(port, 'GET', `${prefixOf(lang)}/trpc/search.query?input=${input}`);
  const ms = performance.now() - t0;
  if (res.status !== 200)
    throw new Error(
      `search.query ${JSON.stringify(q)} (${lang}) answered ${res.status}: ${res.body.toString().slice(0, 200)}`,
    );
  return { ms, answer: JSON.parse(res.body.toString()).result?.data };
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
    samples: sorted.length,
  };
};

/** Every query WARM_UP + QUERY_SAMPLES times over HTTP; the totals found, to show each query works. */
async function measureQueries(port) {
  const all = [];
  const perQuery = [];
  for (const [lang, q, what] of SEARCH_QUERIES) {
    const times = [];
    let total = null;
    for (let i = 0; i < WARM_UP + QUERY_SAMPLES; i++) {
      const { ms, answer } = await searchQuery(port, lang, q);
      total = answer?.total ?? null;
      if (i >= WARM_UP) times.push(ms);
    }
    all.push(...times);
    perQuery.push({ lang, q, what, total, ...summary(times) });
  }
  return { ...summary(all), queries: perQuery };
}

/** The results page, whole (read to its end), as a browser asks for it. */
async function measureResultsPages(port) {
  const all = [];
  const perQuery = [];
  for (const [lang, q] of SEARCH_QUERIES) {
    const times = [];
    let bytes = 0;
    const url = `${prefixOf(lang)}/search?q=${encodeURIComponent(q)}`;
    for (let i = 0; i < WARM_UP + PAGE_SAMPLES; i++) {
      const t0 = performance.now();
      const res = await request(port, 'GET', url, { headers: { 'accept-encoding': 'br, gzip' } });
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      bytes = res.body.length;
      if (i >= WARM_UP) times.push(ms);
    }
    all.push(...times);
    perQuery.push({ lang, q, bytes, ...summary(times) });
  }
  return { ...summary(all), pages: perQuery };
}

/** A tRPC mutation as the dashboard sends it (JSON). */
async function mutate(port, cookie, procedure, input) {
  const res = await request(port, 'POST', `/trpc/${procedure}`, {
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (res.status !== 200) throw new Error(`${procedure} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  return JSON.parse(res.body.toString()).result?.data;
}

/** The dashboard's attachment upload: multipart with the notice's id and the file, its length declared. */
async function uploadPdf(port, cookie, noticeId, bytes, name) {
  const form = new FormData();
  form.append('id', String(noticeId));
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const res = await request(port, 'POST', '/trpc/admin.notices.addAttachment', {
    headers: { 'content-type': encoded.headers.get('content-type'), cookie },
    body,
    timeoutMs: 120_000,
  });
  if (res.status !== 200)
    throw new Error(`admin.notices.addAttachment answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
}

/**
 * For each upload PDF: a new notice (admin.notices.create), its PDF (admin.notices.addAttachment),
 * then search.query for the word only that PDF has until it is found; timed from the create.
 */
async function measureNewNotices(port, cookie, uploads) {
  const found = [];
  const answered = [];
  for (const [i, { file, word }] of uploads.entries()) {
    const bytes = fs.readFileSync(file);
    const t0 = performance.now();
    const notice = await mutate(port, cookie, 'admin.notices.create', {
      title: `Bench circular ${i + 1}`,
      category: 'circular',
    });
    await uploadPdf(port, cookie, notice.id, bytes, `circular-${i + 1}.pdf`);
    answered.push(performance.now() - t0);
    for (;;) {
      const { answer } = await searchQuery(port, 'en', word);
      if ((answer?.total ?? 0) > 0) break;
      if (performance.now() - t0 > FOUND_TIMEOUT_MS)
        throw new Error(`a new notice's PDF was not found by "${word}" within ${FOUND_TIMEOUT_MS / 1000} s`);
      await sleep(5);
    }
    found.push(performance.now() - t0);
  }
  return { found: summary(found), answered: summary(answered), pdfBytes: fs.statSync(uploads[0].file).size };
}

/**
 * The largest PDF a notice may carry, uploaded through the dashboard: the server's RSS sampled every
 * 3 ms (and its kernel peak) from before the upload until its text is read (the row's text_status
 * leaves 'pending', read through a second connection).
 */
async function measureBigPdf(server, cookie, file) {
  const bytes = fs.readFileSync(file);
  const notice = await mutate(server.port, cookie, 'admin.notices.create', {
    title: 'Annual report',
    category: 'news',
  });
  const db = new Database(path.join(server.dataDir, 'school.db'), { readonly: true });
  const status = db.prepare('select text_status as s, length(text) as n from notice_attachments where notice_id = ?');
  try {
    await sleep(300); // the sign-in's and the create's work settled before the baseline
    const before = rssMB(server.pid);
    const sampler = sampleRss(server.pid, 3);
    const t0 = performance.now();
    await uploadPdf(server.port, cookie, notice.id, bytes, 'annual-report.pdf');
    const answeredMs = performance.now() - t0;
    let row;
    for (;;) {
      row = status.get(notice.id);
      if (row && row.s !== 'pending') break;
      if (performance.now() - t0 > BIG_READ_TIMEOUT_MS) break;
      await sleep(20);
    }
    const readSeconds = (performance.now() - t0) / 1000;
    const mem = sampler.stop();
    return {
      pdfMB: bytes.length / 2 ** 20,
      rssBefore: before?.rss ?? null,
      peakRss: Math.max(mem.peak, mem.hwm ?? 0),
      answeredMs,
      readSeconds,
      textStatus: row?.s ?? null,
      textChars: row?.n ?? null,
    };
  } finally {
    db.close();
  }
}

/** A measure this build cannot take yet (no search procedure) is recorded with its reason. */
async function attempt(r, key, server, fn) {
  try {
    r[key] = await fn();
  } catch (error) {
    r.unavailable[key] = String(error.message ?? error).split('\n')[0];
    if (server) r.serverLog = { ...r.serverLog, [key]: tail(server.log(), 40) };
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null))
      throw new Error(
        `the server stopped (${server.child.exitCode ?? server.child.signalCode}):\n${tail(server.log(), 8)}`,
      );
  }
}

export async function measureSearch({ dir, log = () => {} }) {
  const r = { notices: SEARCH_NOTICES, templates: TEMPLATES, unavailable: {}, serverLog: {} };
  const files = await ensureSearchPdfs(log);
  const t0 = performance.now();
  const texts = new Map();
  // Two at a time, one a core, as the server would read them one after another.
  const toRead = [...files.templates, files.onlyInOne];
  for (let i = 0; i < toRead.length; i += 2)
    await Promise.all(toRead.slice(i, i + 2).map(async (file) => texts.set(file, await pdfText(file))));
  r.extractSeconds = (performance.now() - t0) / 1000;
  const sizes = files.templates.map((f) => fs.statSync(f).size);
  r.pdfKB = sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024;
  r.textKB = [...texts.values()].reduce((a, b) => a + Buffer.byteLength(b), 0) / texts.size / 1024;
  for (const word of [ONLY_IN_ONE_PDF, ...RARE_WORDS])
    if (![...texts.values()].some((t) => t.includes(word))) throw new Error(`no PDF's text has "${word}"`);

  const dataDir = path.join(dir, 'search-data');
  const env = {
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
  };
  // The first start migrates and seeds (pages in four languages, FAQ, calendar, people).
  const first = await spawnServer({ dataDir, dir, env });
  try {
    await waitForFirstPage(first);
  } finally {
    await first.stop();
  }
  const t1 = performance.now();
  const { fileBytes } = fillSearch(dataDir, { files, texts });
  r.fillSeconds = (performance.now() - t1) / 1000;
  r.fileBytes = fileBytes;
  await attempt(r, 'rebuild', null, () => rebuildSearch(dataDir));
  r.sizes = searchSizes(dataDir);

  const server = await spawnServer({ dataDir, dir, env });
  try {
    r.startMs = await waitForFirstPage(server);
    r.rssAfterStart = rssMB(server.pid)?.rss ?? null;
    await attempt(r, 'queries', server, () => measureQueries(server.port));
    await attempt(r, 'resultsPage', server, () => measureResultsPages(server.port));
    const cookie = await signIn(server.port);
    await attempt(r, 'newNotice', server, () => measureNewNotices(server.port, cookie, files.uploads));
    await attempt(r, 'bigPdf', server, () => measureBigPdf(server, cookie, files.big));
    r.rssAtEnd = rssMB(server.pid)?.rss ?? null;
  } finally {
    await server.stop();
  }
  return r;
}
