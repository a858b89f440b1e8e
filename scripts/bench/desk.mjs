// The admissions desk at a group of schools' scale: 100,000 enquiries (with 20,000 applications, half
// of them linked to an enquiry) and 500,000 timeline entries in a temp database, then the three pages
// the office opens most, timed over HTTP as a signed-in Owner (two-factor sign-in, as an Owner must):
// the funnel (admin.deskReport.funnel), a contact's page (admin.enquiries.get with admin.desk.record)
// and the queue (admin.desk.queue). A procedure this build does not have is reported "not available".
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  BENCH_ADMIN,
  BENCH_TOTP_SECRET,
  benchCode,
  percentile,
  request,
  spawnServer,
  waitForFirstPage,
} from './util.mjs';

export const DESK_ENQUIRIES = 100_000;
export const DESK_APPLICATIONS = 20_000;
export const DESK_EVENTS = 500_000;
/** Requests per measure after two warm-up requests. */
const SAMPLES = 40;

const HEARD = ['', '', 'friend-or-family', 'walk-in', 'newspaper-or-hoarding', 'social-media', 'search-engine'];
const UTM = ['', '', '', 'facebook', 'google', 'newsletter'];
const HOSTS = ['', '', 'www.google.com', 'm.facebook.com'];
const GRADES = ['Pre-KG', 'LKG', 'UKG', ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`)];
const CLASSES = ['nursery', 'lkg', 'ukg', 'class1', 'class2', 'class3'];
const OPEN = ['new', 'contacted', 'visit-scheduled', 'applied', 'assessment', 'offered', 'admitted'];
const CLOSED = ['not-admitted', 'withdrawn', 'not-interested', 'duplicate'];
const EVENT_TYPES = ['stage', 'note', 'note', 'reply', 'assignment', 'follow-up'];
const DAY_MS = 86_400_000;

/** A small deterministic generator, so every run stores the same rows. */
function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The 1 April (school time, UTC+05:30) the current admissions year began on. */
function admissionsYearStartMs(now) {
  const local = new Date(now + 330 * 60_000);
  const year = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return Date.UTC(year, 3, 1) - 330 * 60_000;
}

/**
 * Fills the running server's database from a second connection (WAL), in one transaction per table:
 * every enquiry of the current admissions year, so the funnel reads all 100,000.
 */
export function fillDesk(dataDir) {
  const db = new Database(path.join(dataDir, 'school.db'));
  db.pragma('busy_timeout = 30000');
  const random = generator(27);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const now = Date.now();
  const yearStart = admissionsYearStartMs(now);
  const span = now - yearStart;
  const ownerId = db.prepare('select id from admins order by id limit 1').get().id;
  const year = new Date(now).getUTCFullYear();
  const firstEnquiry = (db.prepare('select coalesce(max(id), 0) as n from enquiries').get().n ?? 0) + 1;

  /** A furthest stage: most families stop early, about one in twelve is admitted. */
  const reachedOf = () => {
    const r = random();
    return r < 0.35 ? 0 : r < 0.6 ? 1 : r < 0.72 ? 2 : r < 0.82 ? 3 : r < 0.88 ? 4 : r < 0.92 ? 5 : 6;
  };
  const stageOf = (reached) => (reached < 6 && random() < 0.3 ? pick(CLOSED) : OPEN[reached]);

  const insertEnquiry = db.prepare(
    `insert into enquiries (name, email, mobile, state, city, school, grade, address, status, stage, reference,
       utm_source, referrer_host, heard_from, assigned_to, follow_up_at, mobile_key, email_key, reached_stage,
       admitted_at, created_at, updated_at)
     values (?, ?, ?, 'Maharashtra', 'Akola', 'Ganga Nagar', ?, ?, 'in-progress', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertApplication = db.prepare(
    `insert into applications (student_name, date_of_birth, class_applying, gender, father_name, mother_name,
       contact_number, email, address, status, stage, reference, utm_source, heard_from, mobile_key, email_key,
       reached_stage, admitted_at, enquiry_id, created_at, updated_at)
     values (?, '2019-05-01', ?, 'female', ?, ?, ?, ?, ?, 'new', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertEvent = db.prepare(
    `insert into desk_events (kind, record_id, at, actor, type, detail, note) values (?, ?, ?, 'bench-admin', ?, '{}', ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < DESK_ENQUIRIES; i++) {
      // In the order they arrive, as a real table holds them (ids and created_at rise together).
      const created = yearStart + Math.floor(((i + random()) / DESK_ENQUIRIES) * span);
      const reached = reachedOf();
      const mobile = `98${String(i).padStart(8, '0')}`;
      const email = `parent${i}@example.com`;
      // About one in ten has a follow-up, around today, assigned to the Owner: the queue's rows.
      const followUp = random() < 0.1 ? now + Math.floor((random() - 0.7) * 10 * DAY_MS) : null;
      insertEnquiry.run(
        `Parent ${i}`,
        email,
        mobile,
        pick(GRADES),
        `${i} Ganga Nagar, Akola`,
        stageOf(reached),
        `ENQ-${year}-B${String(i).padStart(6, '0')}`,
        pick(UTM),
        pick(HOSTS),
        pick(HEARD),
        followUp === null ? null : ownerId,
        followUp,
        mobile,
        email,
        reached,
        reached === 6 ? created + Math.floor(random() * 60 * DAY_MS) : null,
        created,
        created,
      );
    }
    for (let i = 0; i < DESK_APPLICATIONS; i++) {
      const created = yearStart + Math.floor(((i + random()) / DESK_APPLICATIONS) * span);
      const reached = Math.max(3, reachedOf());
      const linked = i % 2 === 0 ? firstEnquiry + Math.floor(random() * DESK_ENQUIRIES) : null;
      insertApplication.run(
        `Child ${i}`,
        pick(CLASSES),
        `Father ${i}`,
        `Mother ${i}`,
        `97${String(i).padStart(8, '0')}`,
        `family${i}@example.com`,
        `${i} Station Road, Akola`,
        stageOf(reached),
        `APP-${year}-B${String(i).padStart(6, '0')}`,
        pick(UTM),
        pick(HEARD),
        `97${String(i).padStart(8, '0')}`,
        `family${i}@example.com`,
        reached,
        reached === 6 ? created + Math.floor(random() * 60 * DAY_MS) : null,
        linked,
        created,
        created,
      );
    }
  })();
  const firstApplication = db
    .prepare('select min(id) as n from applications where reference like ?')
    .get(`APP-${year}-B%`).n;
  db.transaction(() => {
    for (let i = 0; i < DESK_EVENTS; i++) {
      const isEnquiry = random() < 0.85;
      const id = isEnquiry
        ? firstEnquiry + Math.floor(random() * DESK_ENQUIRIES)
        : firstApplication + Math.floor(random() * DESK_APPLICATIONS);
      insertEvent.run(
        isEnquiry ? 'enquiry' : 'application',
        id,
        yearStart + Math.floor(random() * span),
        pick(EVENT_TYPES),
        random() < 0.5 ? 'Called; will visit on Saturday.' : '',
      );
    }
  })();
  db.pragma('optimize');
  db.close();
  // A contact in the middle of the set, with about five timeline entries.
  return { contactId: firstEnquiry + Math.floor(DESK_ENQUIRIES / 2) };
}

/** Signs in as the bench Owner with the password and the current code; returns the session cookie. */
async function signInOwner(port) {
  const code = benchCode();
  const res = await request(port, 'POST', '/trpc/admin.login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...BENCH_ADMIN, code }),
  });
  const sid = /(?:^|\s|,)((?:__Host-)?sid=[^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];
  if (res.status !== 200 || !sid)
    throw new Error(`sign-in failed (${res.status}): ${res.body.toString().slice(0, 300)}`);
  return sid;
}

/** One tRPC query over HTTP, as the dashboard sends it (admin queries go as POST): its status and time in ms. */
async function query(port, cookie, procedure, input) {
  const t0 = performance.now();
  const res = await request(port, 'POST', `/trpc/${procedure}`, {
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(input ?? null),
  });
  const ms = performance.now() - t0;
  let code = null;
  if (res.status !== 200) {
    try {
      code = JSON.parse(res.body.toString()).error?.data?.code ?? null;
    } catch {}
  }
  return { status: res.status, code, ms, body: res.body };
}

/**
 * Times `calls` (each a list of [procedure, input] sent one after the other, as the page sends them)
 * SAMPLES times after two warm-ups; any answer but 200 stops the bench with its message.
 */
async function measure(port, cookie, calls, between = null) {
  const times = [];
  for (let i = 0; i < SAMPLES + 2; i++) {
    // An untimed change before each sample (a note on a contact), so what is timed is counted afresh.
    if (between) {
      const res = await query(port, cookie, between[0], between[1]);
      if (res.status !== 200)
        throw new Error(`${between[0]} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
    }
    let total = 0;
    for (const [procedure, input] of calls) {
      const res = await query(port, cookie, procedure, input);
      if (res.status !== 200)
        throw new Error(`${procedure} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
      total += res.ms;
    }
    if (i >= 2) times.push(total);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), samples: times.length };
}

export async function measureDesk({ dir }) {
  const dataDir = path.join(dir, 'desk-data');
  const server = await spawnServer({
    dataDir,
    dir,
    env: {
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
    },
  });
  try {
    await waitForFirstPage(server);
    const t0 = performance.now();
    const { contactId } = fillDesk(dataDir);
    const fillSeconds = (performance.now() - t0) / 1000;
    const cookie = await signInOwner(server.port);
    const funnel = await measure(server.port, cookie, [['admin.deskReport.funnel', {}]]);
    // After any change the funnel is counted afresh (it is remembered only while nothing changes).
    const funnelAfterChange = await measure(
      server.port,
      cookie,
      [['admin.deskReport.funnel', {}]],
      ['admin.desk.addNote', { kind: 'enquiry', id: contactId, channel: 'other', text: 'Bench note' }],
    );
    const funnelFiltered = await measure(
      server.port,
      cookie,
      [['admin.deskReport.funnel', { grade: 'Grade 3', source: 'facebook' }]],
      ['admin.desk.addNote', { kind: 'enquiry', id: contactId, channel: 'other', text: 'Bench note' }],
    );
    const contact = await measure(server.port, cookie, [
      ['admin.enquiries.get', { id: contactId }],
      ['admin.desk.record', { kind: 'enquiry', id: contactId }],
    ]);
    const queue = await measure(server.port, cookie, [['admin.desk.queue', { scope: 'everyone' }]]);
    return {
      enquiries: DESK_ENQUIRIES,
      applications: DESK_APPLICATIONS,
      events: DESK_EVENTS,
      fillSeconds,
      funnel,
      funnelAfterChange,
      funnelFiltered,
      contact,
      queue,
    };
  } finally {
    await server.stop();
  }
}
