import type { ServiceContext } from '../../src/server/context';
import { boardResults, campuses } from '../../src/server/db/schema';
import { simplePdf } from '../../src/server/db/seed-data/notices';
import { write } from '../../src/server/db/write';
import { type CampusFields, CampusFieldsSchema } from '../../src/shared/schemas/disclosure';

// The disclosure's rows for tests whose subject is the dashboard's Disclosure section: a campus (as the
// Campuses section would store it, validated by its schema), an example board result as the seed
// stores one, and the PDFs and forms the section uploads.

let n = 0;

/** Stores a campus; returns its id and slug. */
export function createCampus(svc: ServiceContext, overrides: Partial<CampusFields> & { example?: boolean } = {}) {
  n += 1;
  // Unique across the e2e workers that share one database.
  const tag = `${n}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { example = false, ...fields } = overrides;
  const values = CampusFieldsSchema.parse({
    name: `Test Campus ${tag}`,
    slug: `test-campus-${tag}`,
    address: 'Plot 4, Sector 9, Jaipur',
    pinCode: '302017',
    affiliationNo: `17301${n}`,
    schoolCode: `1012${n}`,
    email: 'office@school.example',
    phone: '+91 141 400 0000',
    ...fields,
  });
  const id = write(svc.db, (tx) =>
    Number(
      tx
        .insert(campuses)
        .values({ ...values, example })
        .run().lastInsertRowid,
    ),
  );
  return { id, slug: values.slug, name: values.name };
}

/** A board result marked as seeded example data (what the banner counts). */
export function createExampleResult(
  svc: ServiceContext,
  campusId: number,
  row: { classLevel: 'X' | 'XII'; year: number; registered: number; passed: number },
) {
  return write(svc.db, (tx) =>
    Number(
      tx
        .insert(boardResults)
        .values({ campusId, ...row, example: true })
        .run().lastInsertRowid,
    ),
  );
}

/** A small valid PDF (one page of text). */
export const certificatePdf = (title = 'Fire safety certificate') =>
  simplePdf(title, ['Issued by the Chief Fire Officer', 'Valid for the school building']);

/** The section's upload as the browser sends it: text fields and a `file`. */
export function pdfForm(fields: Record<string, string | number>, file: { name: string; bytes: Buffer; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }));
  return form;
}
