import path from 'node:path';
import Database from 'better-sqlite3';
import { count, desc, eq, getTableName } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { DB_FILENAME, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';

// Reading and arranging stored rows by entity name, so that tests never import a table: when a table
// is renamed, this map changes and the tests do not.
const TABLES = {
  enquiries: schema.enquiries,
  applications: schema.applications,
  artworks: schema.artworks,
  announcements: schema.announcements,
  highlights: schema.highlights,
  journeys: schema.journeys,
  achievements: schema.achievements,
  faqs: schema.faqs,
  staff: schema.staff,
  photos: schema.photos,
  feeStructures: schema.feeStructures,
  feeItems: schema.feeItems,
  activities: schema.activities,
  alumni: schema.alumni,
  alumniTiles: schema.alumniTiles,
  events: schema.events,
  campuses: schema.campuses,
  vacancies: schema.vacancies,
  candidates: schema.candidates,
  disclosureDocuments: schema.disclosureDocuments,
  boardResults: schema.boardResults,
  transferCertificates: schema.transferCertificates,
  mailOutbox: schema.mailOutbox,
} as const;

export type EntityName = keyof typeof TABLES;
type Table<E extends EntityName> = (typeof TABLES)[E];
export type StoredRow<E extends EntityName> = Table<E>['$inferSelect'];
export type NewRow<E extends EntityName> = Table<E>['$inferInsert'];

/** Anything holding the database: a ServiceContext (`t.app.svc`) or an app. */
export interface HasDb {
  db: Db;
}

// drizzle's builders do not accept a union of tables; each call below is for one table at a time.
type AnyTable = typeof schema.enquiries;
const tableOf = (entity: EntityName) => TABLES[entity] as unknown as AnyTable;

/** The SQL name of an entity's table, for the few tests that speak SQL to it (a trigger, a raw query). */
export function tableName(entity: EntityName): string {
  return getTableName(TABLES[entity]);
}

export function countRows({ db }: HasDb, entity: EntityName): number {
  return db.select({ n: count() }).from(tableOf(entity)).get()?.n ?? 0;
}

/** Every stored row, in the order they were stored. */
export function allRows<E extends EntityName>({ db }: HasDb, entity: E): StoredRow<E>[] {
  const table = tableOf(entity);
  return db.select().from(table).orderBy(table.id).all() as StoredRow<E>[];
}

/** The row stored last (highest id). */
export function latestRow<E extends EntityName>({ db }: HasDb, entity: E): StoredRow<E> | undefined {
  const table = tableOf(entity);
  return db.select().from(table).orderBy(desc(table.id)).get() as StoredRow<E> | undefined;
}

/** Deletes every row of the entities, so a test starts from empty lists. */
export function clearRows({ db }: HasDb, ...entities: EntityName[]): void {
  write(db, (tx) => {
    for (const entity of entities) tx.delete(tableOf(entity)).run();
  });
}

/**
 * Stores rows exactly as given, bypassing the services: for tests of how stored rows are read and
 * shown (a fixed creation time, an image key without files, a row no form could make). Content made
 * the way the dashboard makes it comes from the create*Row factories instead.
 */
export function insertRows<E extends EntityName>({ db }: HasDb, entity: E, rows: NewRow<E>[]): void {
  write(db, (tx) => {
    tx.insert(tableOf(entity))
      .values(rows as NewRow<'enquiries'>[])
      .run();
  });
}

/** Reads rows of a data folder whose server is gone (after a crash), without writing to it. */
export function readRowsOffline<E extends EntityName>(dataDir: string, entity: E): StoredRow<E>[] {
  const sqlite = new Database(path.join(dataDir, DB_FILENAME), { readonly: true });
  try {
    return allRows({ db: drizzle(sqlite, { schema }) as Db }, entity);
  } finally {
    sqlite.close();
  }
}

/**
 * Moves a row's creation time (lists are newest first, so a test can fix their order). No service
 * offers this: rows are made through the services, then dated here.
 */
export function setCreatedAt({ db }: HasDb, entity: EntityName, id: number, createdAt: Date): void {
  const table = tableOf(entity);
  write(db, (tx) => tx.update(table).set({ createdAt }).where(eq(table.id, id)).run());
}
