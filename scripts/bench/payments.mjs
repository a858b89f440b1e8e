// Fees by UPI at a school's size (docs/decisions/052-upi-fees.md): 2,000 applications, each asked the
// ₹2,000 form fee, 1,200 of them claimed with a UTR, and a 10,000-row HDFC statement CSV imported
// through the dashboard's procedure (admin.payments.importStatement, multipart) against them. The data
// is written straight into a migrated and seeded database (one transaction), which is copied afresh for
// each run, so every run imports the same file against the same open payments. Measured: the import's
// wall time and the server's peak RSS during it, what it matched, and the receipt numbers it issued
// (no gap, no repeat, read from the database). Then the JavaScript the payment box adds to the
// confirmation pages: its own chunk, and the islands of /apply and /admission-status that load it,
// beside the sizes recorded in tests/integration/js-budget.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { rssMB, sampleRss, signIn } from './server.mjs';
import { BENCH_ADMIN, BENCH_TOTP_SECRET, request, root, sleep, spawnServer, waitForFirstPage } from './util.mjs';

export const PAYMENT_APPLICATIONS = 2_000;
export const CLAIMED_WITH_UTR = 1_200;
/** Credits carrying only the payment's reference in the narration (the parent gave no UTR). */
export const BY_REFERENCE = 300;
/** Credits of the fee's amount, by the father's name, within 3 days of the due date. */
export const BY_NAME_AND_DATE = 200;
export const STATEMENT_ROWS = 10_000;
/** Of the rows that are no fee: debits (the rest are other credits, never of the fee's amount). */
const DEBITS = 4_000;
const FEE_PAISE = 200_000;
const FEE_LINES = JSON.stringify([{ head: 'Admission form fee', amountPaise: FEE_PAISE }]);
const RUNS = 3;
const DAY_MS = 86_400_000;
/** The statement covers the 60 days up to yesterday; payments nothing pays are older than it. */
const STATEMENT_DAYS = 60;

const HDFC_HEADER = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';

/** A small deterministic generator, so every run stores the same rows. */
function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Separate lists for fathers, mothers and children, so a father's first name is nobody else's word.
const FATHERS = [
  'Imran',
  'Ravi',
  'Suresh',
  'Anil',
  'Farhan',
  'Salim',
  'Prakash',
  'Mahesh',
  'Javed',
  'Rakesh',
  'Nitin',
  'Arif',
  'Sanjay',
  'Vinod',
  'Tariq',
  'Deepak',
  'Rahul',
  'Yusuf',
  'Ajay',
  'Naveed',
  'Ganesh',
  'Asif',
  'Sunil',
  'Irfan',
  'Manoj',
  'Shakeel',
  'Dinesh',
  'Rizwan',
  'Vijay',
  'Sameer',
  'Ashok',
  'Nadeem',
]; // prettier-ignore
const MOTHERS = [
  'Ayesha',
  'Sunita',
  'Farah',
  'Meena',
  'Nasreen',
  'Kavita',
  'Shabana',
  'Pooja',
  'Rukhsar',
  'Anjali',
  'Zainab',
  'Smita',
  'Heena',
  'Rekha',
  'Sana',
  'Vandana',
  'Tabassum',
  'Jyoti',
  'Shaheen',
  'Priya',
]; // prettier-ignore
const CHILDREN = [
  'Zaid',
  'Aarav',
  'Inaya',
  'Vihaan',
  'Maryam',
  'Ishaan',
  'Aliza',
  'Kabir',
  'Hamza',
  'Anaya',
  'Rehan',
  'Myra',
  'Ayaan',
  'Saanvi',
  'Zoya',
  'Arjun',
  'Alina',
  'Reyansh',
  'Umar',
  'Diya',
]; // prettier-ignore
/** 37 surnames: the suggestions of one day (4, 50 apart) never share one. */
const SURNAMES = [
  'Qureshi',
  'Kumar',
  'Deshmukh',
  'Patil',
  'Shaikh',
  'Khan',
  'Joshi',
  'Ansari',
  'Wankhede',
  'Pathan',
  'Kulkarni',
  'Siddiqui',
  'Gawande',
  'Mirza',
  'Thakare',
  'Sayyed',
  'Bhosale',
  'Momin',
  'Ingle',
  'Chaudhari',
  'Raut',
  'Bagwan',
  'Meshram',
  'Inamdar',
  'Kale',
  'Tamboli',
  'Wagh',
  'Kazi',
  'Pawar',
  'Bagade',
  'Mulla',
  'Tayde',
  'Shinde',
  'Farooqui',
  'Kadu',
  'Ghuge',
  'Dhole',
]; // prettier-ignore
const CLASSES = ['Nursery', 'LKG', 'UKG', ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`)];
const OTHER_PAYERS = ['GLOBAL BOOK DEPOT', 'AKOLA UNIFORMS', 'STATE BANK INTEREST', 'PTA FUND', 'CANTEEN'];
const DEBIT_NARRATIONS = ['SALARY', 'ELECTRICITY MSEDCL', 'BUS FUEL', 'STATIONERY', 'MAINTENANCE', 'TDS'];
const BANK_HANDLES = ['okhdfcbank', 'okaxis', 'oksbi', 'okicici', 'ybl', 'paytm'];

/** dd/mm/yy as HDFC writes a date (the school's day: the bench keeps every time at 11:30 in India). */
const hdfcDate = (ms) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear()).slice(2)}`;
};
/** "2,000.00": rupees with the Indian grouping HDFC uses, quoted for the CSV. */
const rupees = (paise) =>
  `"${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}"`;

/**
 * The data of the run: the families and their payments (rows to insert) and the statement's CSV.
 * Every time is 06:00 UTC (11:30 in India) of a day, so the day the server reads is the day the CSV says.
 */
export function paymentsData(now = Date.now()) {
  const random = generator(52);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const today = Math.floor(now / DAY_MS) * DAY_MS + 6 * 3_600_000;
  const day = (n) => today - n * DAY_MS;
  const year = new Date(now).getUTCFullYear();
  let utrCounter = 0;
  /** A 12-digit UTR no other line of the file carries. */
  const newUtr = () => `6${String(10_000_000_000 + ++utrCounter * 7919).slice(-11)}`;
  const families = [];
  const lines = []; // { at, narration, reference, credit, debit }
  for (let i = 0; i < PAYMENT_APPLICATIONS; i++) {
    const reference = `APP-${year}-${String(i + 1).padStart(5, '0')}`;
    const kind =
      i < CLAIMED_WITH_UTR
        ? 'utr'
        : i < CLAIMED_WITH_UTR + BY_REFERENCE
          ? 'reference'
          : i < CLAIMED_WITH_UTR + BY_REFERENCE + BY_NAME_AND_DATE
            ? 'name'
            : 'none';
    const k = i - CLAIMED_WITH_UTR - BY_REFERENCE; // the suggestion's index
    const surname = kind === 'name' ? SURNAMES[k % SURNAMES.length] : pick(SURNAMES);
    const father = kind === 'name' ? FATHERS[k % FATHERS.length] : pick(FATHERS);
    // Due within the statement's days (a day before its credit at least), or long before it (nothing pays).
    const dueDay =
      kind === 'none'
        ? STATEMENT_DAYS + 10 + Math.floor(random() * 30)
        : kind === 'name'
          ? 2 + (k % 50)
          : 3 + Math.floor(random() * (STATEMENT_DAYS - 4));
    const created = day(dueDay);
    const payer = `${father} ${surname}`;
    const vpa = `${father.toLowerCase()}.${surname[0].toLowerCase()}${i}@${pick(BANK_HANDLES)}`;
    const family = {
      reference,
      studentName: `${pick(CHILDREN)} ${surname}`,
      classApplying: pick(CLASSES),
      fatherName: payer,
      motherName: `${pick(MOTHERS)} ${surname}`,
      mobile: `9${String(800_000_000 + i * 37).padStart(9, '0')}`,
      email: `family${i}@example.com`,
      created,
      token: crypto.randomBytes(18).toString('base64url'),
      claim: null,
    };
    if (kind === 'utr') {
      const utr = newUtr();
      const paidAt = created + DAY_MS;
      family.claim = { utr, payerName: payer, at: paidAt + 3_600_000 };
      lines.push({
        at: paidAt,
        narration: `UPI-${payer.toUpperCase()}-${vpa}-HDFC0001234-${utr}-PAYMENT`,
        reference: `0000${utr}`,
        credit: FEE_PAISE,
      });
    } else if (kind === 'reference') {
      const paidAt = created + DAY_MS;
      // Half by UPI with the reference as the note, half by NEFT with it in the remarks.
      if (i % 2 === 0) {
        const utr = newUtr();
        lines.push({
          at: paidAt,
          narration: `UPI-${payer.toUpperCase()}-${vpa}-SBIN0005678-${utr}-${reference}`,
          reference: `0000${utr}`,
          credit: FEE_PAISE,
        });
      } else {
        const neft = `SBINN5${String(20_000_000_000 + i).padStart(13, '0')}`;
        lines.push({
          at: paidAt,
          narration: `NEFT CR-SBIN0005678-${payer.toUpperCase()}-${reference.replaceAll('-', ' ')}-${neft}`,
          reference: neft,
          credit: FEE_PAISE,
        });
      }
    } else if (kind === 'name') {
      // The parent paid without saying so: the fee's amount, the father's name, on the due date.
      const utr = newUtr();
      lines.push({
        at: created,
        narration: `UPI-${payer.toUpperCase()}-${vpa}-HDFC0001234-${utr}-FEES`,
        reference: `0000${utr}`,
        credit: FEE_PAISE,
      });
    }
    families.push(family);
  }
  const fees = lines.length;
  const others = STATEMENT_ROWS - fees - DEBITS;
  for (let i = 0; i < others; i++) {
    // Never the fee's amount: a credit of ₹2,000 by a family's name would be a suggestion.
    let paise = (100 + Math.floor(random() * 150_000)) * 100;
    if (paise === FEE_PAISE) paise += 5_000;
    const at = day(1 + Math.floor(random() * STATEMENT_DAYS));
    if (i % 3 === 0) {
      const neft = `HDFCN5${String(30_000_000_000 + i).padStart(13, '0')}`;
      lines.push({
        at,
        narration: `NEFT CR-HDFC0000001-${pick(OTHER_PAYERS)}-${neft}`,
        reference: neft,
        credit: paise,
      });
    } else {
      const utr = newUtr();
      const name = `${pick(OTHER_PAYERS)}`;
      lines.push({
        at,
        narration: `UPI-${name}-${name.toLowerCase().replaceAll(' ', '')}@okaxis-UTIB0000123-${utr}-SALE`,
        reference: `0000${utr}`,
        credit: paise,
      });
    }
  }
  for (let i = 0; i < DEBITS; i++) {
    lines.push({
      at: day(1 + Math.floor(random() * STATEMENT_DAYS)),
      narration: `${pick(DEBIT_NARRATIONS)} ${String(i).padStart(6, '0')}`,
      reference: String(700_000 + i).padStart(16, '0'),
      debit: (500 + Math.floor(random() * 80_000)) * 100,
    });
  }
  // In date order, as the bank lists them, with the running balance.
  lines.sort((a, b) => a.at - b.at);
  let balance = 5_000_000_00;
  const rows = [HDFC_HEADER];
  for (const l of lines) {
    balance += (l.credit ?? 0) - (l.debit ?? 0);
    const date = hdfcDate(l.at);
    rows.push(
      [
        date,
        l.narration,
        l.reference,
        date,
        l.debit ? rupees(l.debit) : '',
        l.credit ? rupees(l.credit) : '',
        rupees(balance),
      ].join(','),
    );
  }
  const csv = Buffer.from(`${rows.join('\n')}\n`);
  return {
    families,
    csv,
    expected: {
      matched: CLAIMED_WITH_UTR + BY_REFERENCE,
      suggested: BY_NAME_AND_DATE,
      unmatched: others,
      receipts: CLAIMED_WITH_UTR + BY_REFERENCE,
      debits: DEBITS,
    },
  };
}

/**
 * Writes the Payments settings and the families (an application at Applied, as the form stores one,
 * and its form fee due, claimed for the first 1,200) into a migrated, seeded, stopped server's
 * database, in one transaction.
 */
export function fillPayments(dataDir, families) {
  const db = new Database(path.join(dataDir, 'school.db'));
  db.pragma('busy_timeout = 30000');
  try {
    const privacyVersion = db.prepare(`select max(version) as v from privacy_notices`).get()?.v ?? null;
    const site = db.prepare(`select value from settings where key = 'site'`).get();
    const settings = {
      ...(site ? JSON.parse(site.value) : {}),
      upiId: 'almahmood@hdfcbank',
      upiPayeeName: 'AL MAHMOOD SCHOOL',
      feeOnApply: 'Admission form fee',
    };
    const insertApplication = db.prepare(
      `insert into applications (student_name, date_of_birth, class_applying, gender, father_name, mother_name,
         contact_number, email, address, previous_school, blood_group, status, privacy_version, consent_at, language,
         stage, reference, mobile_key, email_key, reached_stage, created_at, updated_at)
       values (?, '2020-05-01', ?, 'male', ?, ?, ?, ?, ?, '', '', 'new', ?, ?, 'en', 'applied', ?, ?, ?, 3, ?, ?)`,
    );
    const insertPayment = db.prepare(
      `insert into payments (application_id, reference, purpose, lines, amount_paise, status, language, token,
         claim_utr, claim_payer_name, claimed_at, created_at, updated_at)
       values (?, ?, 'application', ?, ?, ?, 'en', ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      db.prepare(
        `insert into settings (key, value, updated_at) values ('site', ?, ?)
         on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      ).run(JSON.stringify(settings), Date.now());
      families.forEach((f, i) => {
        const id = Number(
          insertApplication.run(
            f.studentName,
            f.classApplying,
            f.fatherName,
            f.motherName,
            f.mobile,
            f.email,
            `${i + 1} Station Road, Akola`,
            privacyVersion,
            f.created,
            f.reference,
            f.mobile.slice(-10),
            f.email.toLowerCase(),
            f.created,
            f.created,
          ).lastInsertRowid,
        );
        insertPayment.run(
          id,
          f.reference,
          FEE_LINES,
          FEE_PAISE,
          f.claim ? 'claimed' : 'due',
          f.token,
          f.claim?.utr ?? null,
          f.claim?.payerName ?? null,
          f.claim?.at ?? null,
          f.created,
          f.claim?.at ?? f.created,
        );
      });
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** The receipts the import issued, read from the database: per financial year, numbers 1..n once each. */
export function checkReceipts(dataDir) {
  const db = new Database(path.join(dataDir, 'school.db'), { readonly: true });
  try {
    const rows = db.prepare('select number, financial_year as year, seq, payment_id from receipts order by id').all();
    const problems = [];
    const byYear = new Map();
    for (const r of rows) {
      if (!byYear.has(r.year)) byYear.set(r.year, []);
      byYear.get(r.year).push(r.seq);
      const expected = `RCT/${r.year}/${String(r.seq).padStart(5, '0')}`;
      if (r.number !== expected) problems.push(`${r.number} is not ${expected}`);
    }
    for (const [year, seqs] of byYear) {
      const sorted = [...seqs].sort((a, b) => a - b);
      if (new Set(sorted).size !== sorted.length) problems.push(`${year}: a number repeats`);
      if (sorted[0] !== 1 || sorted.at(-1) !== sorted.length)
        problems.push(`${year}: ${sorted.length} receipts numbered ${sorted[0]} to ${sorted.at(-1)} (a gap)`);
    }
    if (new Set(rows.map((r) => r.number)).size !== rows.length) problems.push('a receipt number repeats');
    const received = db
      .prepare(`select count(*) as n, sum(receipt_id is null) as without from payments where status = 'received'`)
      .get();
    if (received.without) problems.push(`${received.without} received payments have no receipt`);
    if (received.n !== rows.length) problems.push(`${received.n} payments received, ${rows.length} receipts`);
    return {
      receipts: rows.length,
      years: [...byYear.keys()],
      first: rows[0]?.number ?? null,
      last: rows.at(-1)?.number ?? null,
      problems,
    };
  } finally {
    db.close();
  }
}

/** Uploads the statement as the dashboard's import dialog sends it: multipart, same-origin, the session's cookie. */
async function importStatement({ port, pid, cookie, csv }) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(csv)], 'Acct_Statement_XXXXXXXX1234.csv', { type: 'text/csv' }));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = {
    'content-type': encoded.headers.get('content-type'),
    cookie,
    origin: `http://127.0.0.1:${port}`,
    'sec-fetch-site': 'same-origin',
  };
  await sleep(200); // the sign-in's argon2 work and its garbage settle before the baseline
  const before = rssMB(pid);
  const sampler = sampleRss(pid, 3);
  const t0 = performance.now();
  const res = await request(port, 'POST', '/trpc/admin.payments.importStatement', {
    headers,
    body,
    timeoutMs: 120_000,
  });
  const seconds = (performance.now() - t0) / 1000;
  const mem = sampler.stop();
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  const answer = JSON.parse(res.body.toString()).result?.data;
  if (!answer?.ok) throw new Error(`import did not import: ${res.body.toString().slice(0, 300)}`);
  return {
    seconds,
    rssBefore: before?.rss ?? null,
    peakRss: Math.max(mem.peak, mem.hwm ?? 0),
    samples: mem.samples,
    answer,
  };
}

const adminEnv = () => ({
  ADMIN_USERNAME: BENCH_ADMIN.username,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
});

export async function measurePayments({ dir, runs = RUNS, log = () => {} }) {
  // 1. A migrated and seeded database: the built server's first start, then stopped.
  const template = path.join(dir, 'payments-data');
  const first = await spawnServer({ dataDir: template, dir, env: adminEnv() });
  try {
    await waitForFirstPage(first);
  } finally {
    await first.stop();
  }
  // 2. and 3. The families and their payments, and the statement.
  const t0 = performance.now();
  const { families, csv, expected } = paymentsData();
  fillPayments(template, families);
  const fillSeconds = (performance.now() - t0) / 1000;
  log(
    `${families.length} applications and payments, a ${(csv.length / 1024).toFixed(0)} KB statement in ${fillSeconds.toFixed(1)} s`,
  );

  // 4. Each run on a fresh copy: start, sign in, import (timed, RSS sampled), stop, read the receipts.
  const results = [];
  let js = null;
  for (let run = 0; run < runs; run++) {
    const dataDir = path.join(dir, `payments-run-${run + 1}`);
    fs.cpSync(template, dataDir, { recursive: true });
    const server = await spawnServer({ dataDir, dir, env: adminEnv() });
    try {
      await waitForFirstPage(server);
      // One code per 30 s is accepted once per account: each copy is its own account's record.
      const cookie = await signIn(server.port);
      const measured = await importStatement({ port: server.port, pid: server.pid, cookie, csv });
      log(
        `run ${run + 1}: ${measured.seconds.toFixed(2)} s, peak RSS ${measured.peakRss.toFixed(0)} MB; ` +
          `matched ${measured.answer.matched}, suggested ${measured.answer.suggested}, unmatched ${measured.answer.unmatched}`,
      );
      if (run === 0) js = await paymentJs(server.port);
      await server.stop();
      results.push({ ...measured, receiptsCheck: checkReceipts(dataDir) });
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
  return {
    applications: families.length,
    claimed: CLAIMED_WITH_UTR,
    statementRows: STATEMENT_ROWS,
    csvKB: csv.length / 1024,
    fillSeconds,
    expected,
    runs: results,
    medianSeconds: seconds[Math.floor(seconds.length / 2)],
    maxSeconds: seconds.at(-1),
    peakRss: Math.max(...results.map((r) => r.peakRss)),
    js,
  };
}

// ---- 5. The JavaScript the payment box adds ----

const clientDir = path.join(root, 'dist', 'client');
/** A built file's name without its content hash, as tests/integration/js-budget.test.ts names chunks. */
const chunkName = (file) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');
const sizes = (file) => {
  const raw = fs.readFileSync(path.join(clientDir, file));
  const br = path.join(clientDir, `${file}.br`);
  return {
    brotli: fs.existsSync(br) ? fs.statSync(br).size : zlib.brotliCompressSync(raw).length,
    gzip: zlib.gzipSync(raw, { level: 9 }).length,
  };
};

/** A module and every module it imports statically, as manifest ids. */
function closure(manifest, id, seen = new Set()) {
  if (seen.has(id)) return seen;
  seen.add(id);
  for (const imported of manifest[id]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The payment box's own chunk (the public build's `payment-box-*.js`), and for /apply and
 * /admission-status: what the page loads before any interaction (its loader's scripts, the 15 KB form
 * page budget) and what its island adds when it wakes (the islands' runtime, React and the island's
 * module with their imports, the 85 KB island budget), each beside the same chunks' sizes recorded in
 * tests/integration/js-budget.json. Brotli as the budget counts; gzip beside it.
 */
async function paymentJs(port) {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'public-manifest.json'), 'utf8'));
  const recorded = JSON.parse(
    fs.readFileSync(path.join(root, 'tests', 'integration', 'js-budget.json'), 'utf8'),
  ).chunks;
  const boxId = Object.keys(manifest).find((k) => /^_?payment-box-[\w-]{8}\.js$/.test(k));
  if (!boxId) throw new Error('no payment-box chunk in dist/client/.vite/public-manifest.json');
  const box = { file: manifest[boxId].file, ...sizes(manifest[boxId].file), recorded: recorded['payment-box'] ?? null };
  const registry = fs.readFileSync(path.join(root, 'src', 'client', 'islands', 'registry.ts'), 'utf8');
  const dynamic = manifest['src/client/islands/runtime.tsx']?.dynamicImports ?? [];
  const islandId = (name) => {
    const m = new RegExp(`'?${name}'?:\\s*\\(\\)\\s*=>\\s*import\\('([^']+)'\\)`).exec(registry);
    const base = m ? path.basename(m[1]) : null;
    return dynamic.find((d) => d.startsWith(`_${base}-`) || /\/([\w-]+)\.tsx?$/.exec(d)?.[1] === base) ?? null;
  };
  const sum = (files, key) => files.reduce((n, f) => n + f[key], 0);
  const describe = (files) => {
    const withSizes = files.map((file) => ({ file, name: chunkName(file), ...sizes(file) }));
    const known = withSizes.filter((f) => recorded[f.name] !== undefined);
    return {
      files: withSizes.length,
      brotli: sum(withSizes, 'brotli'),
      gzip: sum(withSizes, 'gzip'),
      // The same chunks as recorded; a chunk not recorded there (new since) is named.
      recordedBrotli: known.reduce((n, f) => n + recorded[f.name], 0),
      notRecorded: withSizes.filter((f) => recorded[f.name] === undefined).map((f) => f.name),
      hasPaymentBox: files.includes(box.file),
    };
  };
  const pages = {};
  for (const pagePath of ['/apply', '/admission-status']) {
    const res = await request(port, 'GET', pagePath);
    if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
    const html = res.body.toString();
    const loader = html.match(/<script data-src="([^"]*)" data-preload="([^"]*)"/);
    const direct = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    const before = [loader?.[1] ?? '', ...(loader?.[2] ?? '').split(' '), ...direct]
      .filter(Boolean)
      .map((f) => f.replace(/^\//, ''));
    const islands = [...new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1]))];
    const woken = new Set(closure(manifest, 'src/client/islands/runtime.tsx'));
    for (const name of islands) {
      const id = islandId(name);
      if (id) closure(manifest, id, woken);
    }
    const islandFiles = [...woken].map((id) => manifest[id]?.file).filter((f) => f?.endsWith('.js'));
    pages[pagePath] = { islands, beforeInteraction: describe(before), onWake: describe(islandFiles) };
  }
  return { box, pages };
}
