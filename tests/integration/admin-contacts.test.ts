import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../src/server/db/schema';
import { CONTACTS_CSV_HEADER } from '../../src/server/services/contacts';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// spec §2 'Contacts view', §3 pagination object, §4 contact status; CSV export of the filter.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin' } });

function makeContact(i: number, overrides: Partial<typeof contacts.$inferInsert> = {}): typeof contacts.$inferInsert {
  return {
    name: `Parent ${String(i).padStart(2, '0')}`,
    email: `parent${i}@example.com`,
    mobile: `98765${String(i).padStart(5, '0')}`,
    state: 'Maharashtra',
    city: 'Akola',
    school: 'Ganga Nagar',
    grade: 'Grade 1',
    address: `House ${i}, Akola`,
    status: 'new',
    // One minute apart, so newest-first order is known.
    createdAt: new Date(Date.UTC(2025, 0, 1, 9, i)),
    ...overrides,
  };
}

beforeAll(async () => {
  t = await makeTestApp();
  t.app.svc.db.delete(contacts).run();
  const rows = Array.from({ length: 23 }, (_, i) =>
    makeContact(i + 1, { status: i % 5 === 0 ? 'resolved' : i % 3 === 0 ? 'in-progress' : 'new' }),
  );
  rows.push(
    makeContact(30, {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'x@example.com',
      mobile: '9000000030',
      status: 'new',
    }),
  );
  rows.push(
    makeContact(31, {
      name: 'प्रिया शर्मा',
      email: 'priya@example.com',
      mobile: '9000000031',
      address: 'Line one, "Quoted", Akola',
    }),
  );
  t.app.svc.db.insert(contacts).values(rows).run();
});
afterAll(async () => {
  await t.close();
});

describe('paging', () => {
  it('pages by 10, newest first, with the pagination object of spec §3', async () => {
    const first = await admin().admin.contacts.list({ page: 1 });
    expect(first.messages).toHaveLength(10);
    expect(first.messages[0]?.name).toBe('प्रिया शर्मा');
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalMessages: 25,
      pageSize: 10,
      hasNext: true,
      hasPrev: false,
    });
    const third = await admin().admin.contacts.list({ page: 3 });
    expect(third.messages).toHaveLength(5);
    expect(third.messages.at(-1)?.name).toBe('Parent 01');
    expect(third.pagination).toMatchObject({ currentPage: 3, hasNext: false, hasPrev: true });
    const ids = new Set(
      [...first.messages, ...(await admin().admin.contacts.list({ page: 2 })).messages, ...third.messages].map(
        (m) => m._id,
      ),
    );
    expect(ids.size).toBe(25);
  });

  it('shows the last page for a page past the end, and refuses page 0', async () => {
    const past = await admin().admin.contacts.list({ page: 99 });
    expect(past.pagination.currentPage).toBe(3);
    expect(past.messages).toHaveLength(5);
    await expect(admin().admin.contacts.list({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('filters by status and counts the filtered set', async () => {
    const resolved = await admin().admin.contacts.list({ page: 1, status: 'resolved' });
    expect(resolved.messages.every((m) => m.status === 'resolved')).toBe(true);
    expect(resolved.pagination).toMatchObject({ totalMessages: 5, totalPages: 1, hasNext: false });
    const inProgress = await admin().admin.contacts.list({ page: 1, status: 'in-progress' });
    expect(inProgress.pagination.totalMessages).toBe(6);
  });

  it('searches name, email and mobile case-insensitively; wildcards are literal', async () => {
    expect((await admin().admin.contacts.list({ page: 1, search: 'PARENT 07' })).messages.map((m) => m.name)).toEqual([
      'Parent 07',
    ]);
    expect(
      (await admin().admin.contacts.list({ page: 1, search: 'parent12@EXAMPLE' })).messages.map((m) => m.name),
    ).toEqual(['Parent 12']);
    expect((await admin().admin.contacts.list({ page: 1, search: '9000000031' })).messages.map((m) => m.name)).toEqual([
      'प्रिया शर्मा',
    ]);
    expect((await admin().admin.contacts.list({ page: 1, search: '%' })).pagination.totalMessages).toBe(0);
    const empty = await admin().admin.contacts.list({ page: 1, search: 'nobody at all' });
    expect(empty.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalMessages: 0,
      pageSize: 10,
      hasNext: false,
      hasPrev: false,
    });
  });
});

describe('triage', () => {
  it('sets any status from any other, and deletes', async () => {
    const { messages } = await admin().admin.contacts.list({ page: 1, search: 'Parent 02' });
    const id = messages[0]!._id;
    for (const status of ['in-progress', 'resolved', 'new', 'resolved'] as const) {
      expect(await admin().admin.contacts.setStatus({ id, status })).toEqual({ _id: id, status });
    }
    await expect(admin().admin.contacts.setStatus({ id, status: 'archived' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await admin().admin.contacts.remove({ id });
    expect((await admin().admin.contacts.list({ page: 1, search: 'Parent 02' })).messages).toEqual([]);
    await expect(admin().admin.contacts.setStatus({ id, status: 'new' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin().admin.contacts.remove({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('CSV export', () => {
  it('exports the filtered enquiries as UTF-8 with BOM, quoted safely, without formula injection', async () => {
    const { filename, csv } = await admin().admin.contacts.exportCsv({});
    expect(filename).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CONTACTS_CSV_HEADER.join(','));
    expect(lines).toHaveLength(1 + 24);
    expect(csv).toContain('प्रिया शर्मा,priya@example.com,9000000031');
    expect(csv).toContain('"Line one, ""Quoted"", Akola"');
    // A cell starting with = is neutralised with an apostrophe, so a spreadsheet shows text.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('applies the status filter and search', async () => {
    const { csv } = await admin().admin.contacts.exportCsv({ status: 'in-progress' });
    const rows = csv.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.includes(',in-progress,'))).toBe(true);
    const one = await admin().admin.contacts.exportCsv({ search: 'priya' });
    expect(one.csv.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
  });
});
