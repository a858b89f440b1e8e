import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CONTACTS_PAGE_SIZE, type ContactStatus } from '../../shared/constants';
import { contacts } from '../db/schema';
import { write } from '../db/write';
import { NotFoundError } from './admin-content';
import type { ServiceContext } from './context';
import { toCsv } from './csv';

// Enquiry triage (spec §2 'Contacts view', §3 pagination object, §7 'Contacts').
export interface ContactFilter {
  status?: ContactStatus;
  /** Matches name, email or mobile, case-insensitively. */
  search?: string;
}

const columns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  mobile: contacts.mobile,
  state: contacts.state,
  city: contacts.city,
  school: contacts.school,
  grade: contacts.grade,
  address: contacts.address,
  status: contacts.status,
  createdAt: contacts.createdAt,
};

function where(filter: ContactFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(contacts.status, filter.status));
  const term = filter.search?.trim();
  if (term) {
    // LIKE wildcards typed by the administrator are matched literally.
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = (col: SQLiteColumn) => sql`${col} like ${pattern} escape '\\'`;
    const any = or(match(contacts.name), match(contacts.email), match(contacts.mobile));
    if (any) parts.push(any);
  }
  return parts.length ? and(...parts) : undefined;
}

type ContactRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

// spec §8: a missing or invalid created date shows 'N/A' (the client renders null that way).
const toMessage = ({ id, createdAt, ...rest }: ContactRow) => ({
  _id: id,
  ...rest,
  createdAt: createdAt instanceof Date && !Number.isNaN(createdAt.getTime()) ? createdAt.toISOString() : null,
});

/** One page of enquiries, newest first; a page past the end shows the last page (spec §5: out-of-range pages ignored). */
export function listContacts(svc: ServiceContext, input: ContactFilter & { page: number }) {
  const condition = where(input);
  const totalMessages = svc.db.select({ n: count() }).from(contacts).where(condition).get()?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalMessages / CONTACTS_PAGE_SIZE));
  const currentPage = Math.min(Math.max(1, Math.floor(input.page)), totalPages);
  const rows = svc.db
    .select(columns)
    .from(contacts)
    .where(condition)
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(CONTACTS_PAGE_SIZE)
    .offset((currentPage - 1) * CONTACTS_PAGE_SIZE)
    .all();
  return {
    messages: rows.map(toMessage),
    pagination: {
      currentPage,
      totalPages,
      totalMessages,
      pageSize: CONTACTS_PAGE_SIZE,
      hasNext: currentPage < totalPages,
      hasPrev: currentPage > 1,
    },
  };
}

export function setContactStatus(svc: ServiceContext, id: number, status: ContactStatus) {
  const [row] = write(svc.db, (tx) =>
    tx
      .update(contacts)
      .set({ status, updatedAt: new Date() })
      .where(eq(contacts.id, id))
      .returning({ id: contacts.id, status: contacts.status })
      .all(),
  );
  if (!row) throw new NotFoundError();
  return { _id: row.id, status: row.status };
}

export function removeContact(svc: ServiceContext, id: number) {
  const res = write(svc.db, (tx) => tx.delete(contacts).where(eq(contacts.id, id)).run());
  if (res.changes === 0) throw new NotFoundError();
}

export const CONTACTS_CSV_HEADER = [
  'Name',
  'Email',
  'Mobile',
  'State',
  'City',
  'School',
  'Grade',
  'Address',
  'Status',
  'Received',
];

/** Every enquiry matching the filter as CSV (UTF-8 with BOM, formula-safe; see csv.ts). */
export function exportContactsCsv(svc: ServiceContext, filter: ContactFilter): string {
  const rows = svc.db
    .select(columns)
    .from(contacts)
    .where(where(filter))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .all()
    .map((r) => [
      r.name,
      r.email,
      r.mobile,
      r.state,
      r.city,
      r.school,
      r.grade,
      r.address,
      r.status,
      r.createdAt.toISOString(),
    ]);
  return toCsv(CONTACTS_CSV_HEADER, rows);
}
