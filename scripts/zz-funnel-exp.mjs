import fs from 'node:fs'; import path from 'node:path'; import os from 'node:os';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fillDesk } from '/work/main/scripts/bench/desk.mjs';
const dir = '/tmp/funnel-exp'; 
if (!fs.existsSync(path.join(dir,'school.db'))) {
  fs.mkdirSync(dir, { recursive: true });
  const s = new Database(path.join(dir, 'school.db')); s.pragma('journal_mode = WAL');
  migrate(drizzle(s), { migrationsFolder: '/work/main/drizzle' });
  s.prepare("insert into admins (username, password_hash) values ('x','y')").run(); s.close();
  fillDesk(dir);
}
const db = new Database(path.join(dir, 'school.db'));
const from = Date.now() - 300*86400000, to = Date.now()+86400000;
function time(name, sql, ...args) {
  const st = db.prepare(sql); st.all(...args);
  const t = performance.now(); let r; for (let i=0;i<5;i++) r = st.all(...args);
  console.log(name, ((performance.now()-t)/5).toFixed(1), 'ms', r.length);
}
time('groups+notexists', `select heard_from, utm_source, referrer_host, reached_stage, stage, count(*) from enquiries where created_at >= ? and created_at < ? and merged_into is null and not exists (select 1 from applications a where a.enquiry_id = enquiries.id and a.merged_into is null) group by 1,2,3,4,5`, from, to);
time('groups', `select heard_from, utm_source, referrer_host, reached_stage, stage, count(*) from enquiries where created_at >= ? and created_at < ? and merged_into is null group by 1,2,3,4,5`, from, to);
time('count only', `select count(*) from enquiries where created_at >= ? and created_at < ?`, from, to);
time('linked', `select e.id from enquiries e join applications a on a.enquiry_id = e.id where e.created_at >= ? and e.created_at < ? and e.merged_into is null and a.merged_into is null order by e.id, a.id`, from, to);
time('admissions', `select heard_from, utm_source, referrer_host, admitted_at - created_at from enquiries where created_at >= ? and created_at < ? and merged_into is null and reached_stage >= 6 and admitted_at is not null`, from, to);
console.log(db.prepare(`explain query plan select heard_from, utm_source, referrer_host, reached_stage, stage, count(*) from enquiries where created_at >= ? and created_at < ? and merged_into is null group by 1,2,3,4,5`).all(from,to));
db.exec(`create index if not exists exp_cover on enquiries (created_at, merged_into, reached_stage, stage, heard_from, utm_source, referrer_host, grade, campus_id, admitted_at)`);
time('groups covering', `select heard_from, utm_source, referrer_host, reached_stage, stage, count(*) from enquiries where created_at >= ? and created_at < ? and merged_into is null group by 1,2,3,4,5`, from, to);
time('groups covering ordered', `select heard_from, utm_source, referrer_host, reached_stage, stage, count(*) from enquiries indexed by exp_cover where created_at >= ? and created_at < ? and merged_into is null group by 1,2,3,4,5`, from, to);
time('raw rows covering', `select heard_from, utm_source, referrer_host, reached_stage, stage from enquiries indexed by exp_cover where created_at >= ? and created_at < ? and merged_into is null`, from, to);
time('groups source-first', `select coalesce(nullif(heard_from,''), nullif(utm_source,''), nullif(referrer_host,''), '') s, reached_stage, stage, count(*) from enquiries indexed by exp_cover where created_at >= ? and created_at < ? and merged_into is null group by 1,2,3`, from, to);
console.log(db.prepare(`explain query plan select heard_from, utm_source, referrer_host, reached_stage, stage, count(*) from enquiries indexed by exp_cover where created_at >= ? and created_at < ? and merged_into is null group by 1,2,3,4,5`).all(from,to));
db.exec('drop index exp_cover');
time('linked from apps', `select e.id from applications a cross join enquiries e on e.id = a.enquiry_id where a.enquiry_id is not null and e.created_at >= ? and e.created_at < ? and e.merged_into is null and a.merged_into is null order by e.id, a.id`, from, to);
console.log(db.prepare(`explain query plan select e.id from applications a cross join enquiries e on e.id = a.enquiry_id where a.enquiry_id is not null and e.created_at >= ? and e.created_at < ? and e.merged_into is null and a.merged_into is null order by e.id, a.id`).all(from,to).map(r=>r.detail));
time('admissions ids', `select id, heard_from, utm_source, referrer_host, admitted_at - created_at from enquiries where created_at >= ? and created_at < ? and merged_into is null and reached_stage >= 6 and admitted_at is not null`, from, to);
console.log(db.prepare(`explain query plan select id from enquiries where created_at >= ? and created_at < ? and merged_into is null and reached_stage >= 6 and admitted_at is not null`).all(from,to).map(r=>r.detail));
