import { eq } from 'drizzle-orm';
import { noticeAttachments, notices, settings } from '../../db/schema';
import { seedNoticesFor, simplePdf } from '../../db/seed-data/notices';
import { write } from '../../db/write';
import type { SeedContext } from '../../feature';
import { removeAttachmentFile, storeAttachment } from './files';

/** Set once the first notices have been seeded (a marker of their own: an upgraded install gets them too). */
export const NOTICES_SEEDED_KEY = 'seeded-notices';

/**
 * The first notices (src/server/db/seed-data/notices.ts), once: already published, dated a few days
 * before the first start (the newest looks recent), of its academic year, the exam timetable with a
 * small PDF. What the office deletes afterwards stays deleted.
 */
export async function seedNotices({ db, media, clock }: SeedContext): Promise<boolean> {
  const marker = db.select().from(settings).where(eq(settings.key, NOTICES_SEEDED_KEY)).get();
  if (marker) return false;
  const { now } = clock;
  const SEED_NOTICES = seedNoticesFor(clock.startYear, clock.admissionStartYear);
  const files = await Promise.all(
    SEED_NOTICES.map((n) => (n.pdf ? storeAttachment(media, simplePdf(n.pdf.title, n.pdf.lines)) : null)),
  );
  try {
    write(db, (tx) => {
      SEED_NOTICES.forEach((n, i) => {
        const at = new Date(now.getTime() - n.daysAgo * 86_400_000);
        const id = Number(
          tx
            .insert(notices)
            .values({
              slug: n.slug,
              title: n.title,
              category: n.category,
              body: n.body,
              pinned: n.pinned,
              firstPublishedAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .run().lastInsertRowid,
        );
        const file = files[i];
        // Its words are the ones simplePdf wrote: known without reading the file back, so a first
        // start leaves no PDF for the search's job to read (docs/decisions/051-site-search.md).
        if (file && n.pdf)
          tx.insert(noticeAttachments)
            .values({
              noticeId: id,
              ...file,
              name: n.pdf.name,
              textStatus: 'read',
              text: [n.pdf.title, ...n.pdf.lines].join('\n'),
            })
            .run();
      });
      tx.insert(settings)
        .values({ key: NOTICES_SEEDED_KEY, value: JSON.stringify(now.toISOString()) })
        .run();
    });
  } catch (error) {
    await Promise.all(files.map((f) => removeAttachmentFile(media, f?.file)));
    throw error;
  }
  return true;
}
