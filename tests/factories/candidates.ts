import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../src/server/context';
import { candidates } from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';
import { storeCv } from '../../src/server/features/careers/cv-files';
import { makePdfBytes } from './notices';

// A candidate stored as if they had applied, with a real CV file under DATA_DIR/media/cv, for tests
// whose subject is what follows an application (the shortlist, retention, the privacy tools). The
// application itself is tested through its form and route.

const MESSAGES = { notPdf: 'not a PDF', tooLarge: 'too large', active: 'active' };
let sequence = 0;

export type CandidateOverrides = Partial<typeof candidates.$inferInsert> & { cv?: Buffer | null };

export async function createCandidateRow(svc: ServiceContext, overrides: CandidateOverrides = {}) {
  const { cv, ...fields } = overrides;
  const bytes = cv === undefined ? makePdfBytes('Curriculum vitae') : cv;
  const cvFile = bytes ? await storeCv(svc.media, bytes, MESSAGES) : '';
  sequence += 1;
  const now = svc.now();
  const phone = fields.phone ?? `98765${String(10000 + sequence).slice(-5)}`;
  const email = fields.email ?? `candidate${sequence}@example.com`;
  const row = {
    // Unique across the e2e workers' processes, which share one database: a random nine-digit sequence.
    reference: `JOB-2026-${randomInt(100_000_000, 1_000_000_000)}`,
    name: 'Test Candidate',
    phone,
    phoneKey: phone.replace(/\D/g, '').slice(-10),
    email,
    emailKey: email.toLowerCase(),
    qualification: 'M.Sc. Mathematics',
    teacherTraining: 'B.Ed',
    tet: 'CTET',
    tetPaper: 'II',
    tetYear: 2024,
    experienceYears: 3,
    cvFile,
    cvBytes: bytes?.length ?? 0,
    consentAt: now,
    createdAt: now,
    updatedAt: now,
    ...fields,
  } satisfies typeof candidates.$inferInsert;
  const id = write(svc.db, (tx) => Number(tx.insert(candidates).values(row).run().lastInsertRowid));
  return svc.db.select().from(candidates).where(eq(candidates.id, id)).get()!;
}
