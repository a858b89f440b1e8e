import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ANNUAL_REPORT_ITEM,
  academicYearOf,
  DISCLOSURE_ITEMS,
  designationLabel,
  expectedResultYears,
} from '../../../shared/disclosure';
import { fileDate } from '../../../shared/format';
import { boardResults, campuses, disclosureDocuments, settings, staff, transferCertificates } from '../../db/schema';
import { EXAMPLE_CAMPUSES, EXAMPLE_RESULTS, EXAMPLE_STAFF } from '../../db/seed-data/disclosure';
import { simplePdf } from '../../db/seed-data/notices';
import { write } from '../../db/write';
import type { SeedContext } from '../../feature';
import { removePdf, storePdf } from './files';

/** Set once the disclosure's example data has been seeded (its own marker: upgraded installs get it too). */
export const DISCLOSURE_SEEDED_KEY = 'seeded-disclosure';

const exampleLines = (campus: string) => [
  'EXAMPLE DOCUMENT',
  campus,
  'This is an example, not a real certificate.',
  'The school office replaces it in the dashboard: Disclosure.',
];

/**
 * Both campuses with clearly marked example data (src/server/db/seed-data/disclosure.ts), once: their
 * details, staff, a PDF for every document, three years of results, this year's annual report and one
 * example transfer certificate each. Every row is marked `example` until the office edits it.
 */
export async function seedDisclosure({ db, media, now }: SeedContext): Promise<boolean> {
  const marker = db.select().from(settings).where(eq(settings.key, DISCLOSURE_SEEDED_KEY)).get();
  if (marker) return false;
  const day = (offsetDays: number) => fileDate(new Date(now.getTime() + offsetDays * 86_400_000));
  const today = day(0);
  const year = academicYearOf(today);
  const stored: string[] = [];
  const pdf = async (title: string, campus: string) => {
    const bytes = simplePdf(title, exampleLines(campus));
    const key = await storePdf(media, 'disclosure', bytes);
    stored.push(key);
    return { key, bytes: bytes.length };
  };
  try {
    const files = await Promise.all(
      EXAMPLE_CAMPUSES.map(async (c) => ({
        items: await Promise.all(DISCLOSURE_ITEMS.map((i) => pdf(i.label.slice(0, 60), c.name))),
        report: await pdf(`Annual report ${year}`, c.name),
        tc: await (async () => {
          const key = await storePdf(media, 'tc', simplePdf('Transfer Certificate (example)', exampleLines(c.name)));
          stored.push(key);
          return key;
        })(),
      })),
    );
    write(db, (tx) => {
      EXAMPLE_CAMPUSES.forEach((c, ci) => {
        const campusId = Number(
          tx
            .insert(campuses)
            .values({ ...c, example: true })
            .run().lastInsertRowid,
        );
        let n = 0;
        for (const group of EXAMPLE_STAFF)
          for (let i = 0; i < group.count; i++) {
            n += 1;
            const label =
              group.count > 1 ? `${designationLabel(group.designation).split(' (')[0]} ${i + 1}` : group.role;
            tx.insert(staff)
              .values({
                name: `${label} (example name)`,
                role: group.role,
                qualifications: group.qualifications,
                subject: group.subjects[i % group.subjects.length] ?? '',
                designation: group.designation,
                campusId,
                // Not on the Leadership page: that page has its own people.
                visible: false,
                sortOrder: 100 + n,
                example: true,
              })
              .run();
          }
        const f = files[ci]!;
        DISCLOSURE_ITEMS.forEach((item, ii) => {
          tx.insert(disclosureDocuments)
            .values({
              campusId,
              item: item.id,
              file: f.items[ii]!.key,
              fileName: `${item.id}-example.pdf`,
              bytes: f.items[ii]!.bytes,
              issuedOn: day(-200),
              validUntil: item.validity ? day(530) : null,
              example: true,
            })
            .run();
        });
        tx.insert(disclosureDocuments)
          .values({
            campusId,
            item: ANNUAL_REPORT_ITEM,
            academicYear: year,
            file: f.report.key,
            fileName: `annual-report-${year}-example.pdf`,
            bytes: f.report.bytes,
            issuedOn: today,
            example: true,
          })
          .run();
        const years = expectedResultYears(today);
        for (const level of ['X', 'XII'] as const)
          EXAMPLE_RESULTS[level].forEach(([registered, passed], yi) => {
            tx.insert(boardResults)
              .values({ campusId, classLevel: level, year: years[yi]!, registered, passed, example: true })
              .run();
          });
        tx.insert(transferCertificates)
          .values({
            campusId,
            tcNumber: `EXAMPLE-${ci + 1}-001`,
            studentName: 'Example Student',
            dateOfBirth: '2012-01-15',
            issuedOn: day(-30),
            classLeft: 'Class VII',
            file: f.tc,
            fileName: 'transfer-certificate-example.pdf',
            token: crypto.randomBytes(16).toString('hex'),
            example: true,
          })
          .run();
      });
      tx.insert(settings)
        .values({ key: DISCLOSURE_SEEDED_KEY, value: JSON.stringify(now.toISOString()) })
        .run();
    });
  } catch (error) {
    await Promise.all(stored.map((key) => removePdf(media, key)));
    throw error;
  }
  return true;
}
