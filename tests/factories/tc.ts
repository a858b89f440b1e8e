import type { ServiceContext } from '../../src/server/context';
import { campuses } from '../../src/server/db/schema';
import { simplePdf } from '../../src/server/db/seed-data/notices';
import { write } from '../../src/server/db/write';
import { createTc, setTcFile } from '../../src/server/features/transfer-certificates/service';
import { type TcFields, TcFieldsSchema } from '../../src/shared/schemas/disclosure';

// Campuses and transfer certificates for the TC verification tests: TCs are stored through the same
// service as the dashboard's Add New (validated by the shared schema), their PDFs through its upload.

let n = 0;

/** A campus of its own (a test never depends on the seeded ones); returns its id and name. */
export function createCampusRow(svc: ServiceContext, name?: string): { id: number; name: string } {
  n += 1;
  const campusName = name ?? `Test Campus ${n}`;
  const id = write(svc.db, (tx) =>
    Number(
      tx
        .insert(campuses)
        .values({
          slug: `tc-test-campus-${n}-${Date.now().toString(36)}`,
          name: campusName,
          address: `${n} School Road, Akola`,
          pinCode: '444001',
          affiliationNo: `11300${n}`,
          schoolCode: `5000${n}`,
          email: `campus${n}@school.example`,
          phone: '0724 2400000',
          sortOrder: 100 + n,
        })
        .run().lastInsertRowid,
    ),
  );
  return { id, name: campusName };
}

/** A TC on `campusId`, with a number of its own unless one is given; returns it as the dashboard lists it. */
export function createTcRow(svc: ServiceContext, campusId: number, overrides: Partial<TcFields> = {}) {
  n += 1;
  return createTc(
    svc,
    TcFieldsSchema.parse({
      campusId,
      tcNumber: `TC/2025/${String(n).padStart(3, '0')}`,
      studentName: `Test Student ${n}`,
      dateOfBirth: '2012-05-14',
      issuedOn: '2025-04-10',
      classLeft: 'Class VIII',
      ...overrides,
    }),
  );
}

/** A small valid PDF (one page of text). */
export const makeTcPdf = (title = 'Transfer Certificate') => simplePdf(title, ['Issued by the school', 'Test copy']);

export const attachTcPdf = (svc: ServiceContext, id: number, bytes = makeTcPdf(), name = 'tc-scan.pdf') =>
  setTcFile(svc, id, bytes, name);
