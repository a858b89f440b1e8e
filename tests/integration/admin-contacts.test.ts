import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRows } from '../factories/rows';
import { createEnquiryRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The dashboard's Contacts view: enquiries paged 10 at a time, newest first, with the pagination
// object the client renders; status triage; and the CSV export of whatever the filter shows.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });

/** One minute apart, so newest-first order is known. */
const minute = (i: number) => new Date(Date.UTC(2025, 0, 1, 9, i));

beforeAll(async () => {
  t = await makeTestApp();
  clearRows(t.app.svc, 'enquiries');
  // 25 enquiries: 'Parent 01' to 'Parent 23' (5 resolved, 6 in progress), then two with awkward names.
  for (let i = 1; i <= 23; i += 1) {
    const n = i - 1;
    createEnquiryRow(t.app.svc, {
      firstName: 'Parent',
      lastName: String(i).padStart(2, '0'),
      email: `parent${i}@example.com`,
      mobile: `98765${String(i).padStart(5, '0')}`,
      grade: 'Grade 1',
      address: `House ${i}, Akola`,
      status: n % 5 === 0 ? 'resolved' : n % 3 === 0 ? 'in-progress' : 'new',
      createdAt: minute(i),
    });
  }
  createEnquiryRow(t.app.svc, {
    firstName: '=HYPERLINK("http://evil.example","Click")',
    lastName: 'Parent',
    email: 'x@example.com',
    mobile: '9000000030',
    createdAt: minute(30),
  });
  createEnquiryRow(t.app.svc, {
    firstName: 'प्रिया',
    lastName: 'शर्मा',
    email: 'priya@example.com',
    mobile: '9000000031',
    address: 'Line one, "Quoted", Akola',
    createdAt: minute(31),
  });
});
afterAll(async () => {
  await t.close();
});

describe('paging', () => {
  it('pages by 10, newest first, with the pagination object the dashboard renders', async () => {
    const first = await admin().admin.enquiries.list({ page: 1 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.name).toBe('प्रिया शर्मा');
    expect(first.pagination).toEqual({
      page: 1,
      pageSize: 10,
      total: 25,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    const third = await admin().admin.enquiries.list({ page: 3 });
    expect(third.items).toHaveLength(5);
    expect(third.items.at(-1)?.name).toBe('Parent 01');
    expect(third.pagination).toMatchObject({ page: 3, hasNext: false, hasPrev: true });
    const ids = new Set(
      [...first.items, ...(await admin().admin.enquiries.list({ page: 2 })).items, ...third.items].map((m) => m.id),
    );
    expect(ids.size).toBe(25);
  });

  it('shows the last page for a page past the end, and refuses page 0', async () => {
    const past = await admin().admin.enquiries.list({ page: 99 });
    expect(past.pagination.page).toBe(3);
    expect(past.items).toHaveLength(5);
    await expect(admin().admin.enquiries.list({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('filters by status and counts the filtered set', async () => {
    const resolved = await admin().admin.enquiries.list({ page: 1, status: 'resolved' });
    expect(resolved.items.every((m) => m.status === 'resolved')).toBe(true);
    expect(resolved.pagination).toMatchObject({ total: 5, totalPages: 1, hasNext: false });
    const inProgress = await admin().admin.enquiries.list({ page: 1, status: 'in-progress' });
    expect(inProgress.pagination.total).toBe(6);
  });

  it('searches name, email and mobile case-insensitively; wildcards are literal', async () => {
    expect((await admin().admin.enquiries.list({ page: 1, search: 'PARENT 07' })).items.map((m) => m.name)).toEqual([
      'Parent 07',
    ]);
    expect(
      (await admin().admin.enquiries.list({ page: 1, search: 'parent12@EXAMPLE' })).items.map((m) => m.name),
    ).toEqual(['Parent 12']);
    expect((await admin().admin.enquiries.list({ page: 1, search: '9000000031' })).items.map((m) => m.name)).toEqual([
      'प्रिया शर्मा',
    ]);
    expect((await admin().admin.enquiries.list({ page: 1, search: '%' })).pagination.total).toBe(0);
    const empty = await admin().admin.enquiries.list({ page: 1, search: 'nobody at all' });
    expect(empty.pagination).toEqual({
      page: 1,
      pageSize: 10,
      total: 0,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
  });
});

describe('triage', () => {
  it('sets any status from any other, and deletes', async () => {
    // Its own enquiry, so the other tests' counts do not depend on whether this one ran.
    const { id } = createEnquiryRow(t.app.svc, { firstName: 'Triage', lastName: 'Parent', createdAt: minute(0) });
    for (const status of ['in-progress', 'resolved', 'new', 'resolved'] as const) {
      expect(await admin().admin.enquiries.setStatus({ id, status })).toEqual({ id, status });
    }
    await expect(admin().admin.enquiries.setStatus({ id, status: 'archived' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await admin().admin.enquiries.remove({ id });
    expect((await admin().admin.enquiries.list({ page: 1, search: 'Triage Parent' })).items).toEqual([]);
    await expect(admin().admin.enquiries.setStatus({ id, status: 'new' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin().admin.enquiries.remove({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('CSV export', () => {
  it('exports the filtered enquiries as UTF-8 with BOM, quoted safely, without formula injection', async () => {
    const { filename, csv } = await admin().admin.enquiries.exportCsv({});
    expect(filename).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Mobile,State,City,School,Grade,Address,Status,Received');
    expect(lines).toHaveLength(1 + 25);
    expect(csv).toContain('प्रिया शर्मा,priya@example.com,9000000031');
    expect(csv).toContain('"Line one, ""Quoted"", Akola"');
    // A cell starting with = is neutralised with an apostrophe, so a spreadsheet shows text.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") Parent"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('applies the status filter and search', async () => {
    const { csv } = await admin().admin.enquiries.exportCsv({ status: 'in-progress' });
    const rows = csv.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.includes(',In progress,'))).toBe(true);
    const one = await admin().admin.enquiries.exportCsv({ search: 'priya' });
    expect(one.csv.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
  });
});
