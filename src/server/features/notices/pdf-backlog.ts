import fs from 'node:fs/promises';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { noticeAttachments } from '../../db/schema';
import { write } from '../../db/write';
import { type PdfText, readPdfText } from '../../lib/pdf-text';
import type { Job } from '../../platform/jobs';
import { attachmentFilePath } from './files';
import { indexNotice } from './search';

// The PDFs attached before search came (drizzle/0019 marked them 'pending'): read one at a time, the
// oldest first, by a job beside the requests, each file's words written with its notice's search
// entries in one write. A PDF uploaded since is read by its upload (addNoticeAttachment).

/** How many notice PDFs wait to be read, were read, and have no text search can use. */
export function pdfTextProgress(svc: ServiceContext): { pending: number; read: number; none: number } {
  const rows = svc.db
    .select({ status: noticeAttachments.textStatus, n: count() })
    .from(noticeAttachments)
    .where(isNotNull(noticeAttachments.textStatus))
    .groupBy(noticeAttachments.textStatus)
    .all();
  const counts = { pending: 0, read: 0, none: 0 };
  for (const row of rows) if (row.status) counts[row.status] = row.n;
  return counts;
}

/** The stored file's bytes, or null when it is not on disk (removed by hand, a partial restore). */
async function readStoredPdf(svc: ServiceContext, file: string): Promise<Buffer | null> {
  const where = attachmentFilePath(svc.media, file);
  if (!where) return null;
  try {
    return await fs.readFile(where);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Reads the oldest 'pending' PDF and writes its status and text, with its notice's search entries,
 * in one write. A file missing on disk is 'none'. False when none is pending.
 */
export async function readNextPendingPdf(svc: ServiceContext): Promise<boolean> {
  const next = svc.db
    .select({ id: noticeAttachments.id, noticeId: noticeAttachments.noticeId, file: noticeAttachments.file })
    .from(noticeAttachments)
    .where(eq(noticeAttachments.textStatus, 'pending'))
    .orderBy(asc(noticeAttachments.id))
    .limit(1)
    .get();
  if (!next) return false;
  const bytes = await readStoredPdf(svc, next.file);
  const read: PdfText = bytes ? await readPdfText(bytes) : { status: 'none', reason: 'damaged' };
  write(svc.db, (tx) => {
    // Removed while it was being read: nothing to write, nothing to index.
    const { changes } = tx
      .update(noticeAttachments)
      .set({ textStatus: read.status, text: read.status === 'read' ? read.text : null })
      .where(and(eq(noticeAttachments.id, next.id), eq(noticeAttachments.textStatus, 'pending')))
      .run();
    if (changes > 0) indexNotice(svc, next.noticeId);
  });
  return true;
}

/** Between two progress lines in the log, at least this long (the first and the last always). */
const PROGRESS_EVERY_MS = 10_000;

/**
 * The job: reads every pending PDF, one after another, then idles. Its progress is logged as
 * "reading attached PDFs for search" with the counts (docs/decisions/034-log-format-and-progress.md:
 * fields, so the JSON and the readable line both carry them). `stop()` lets the file being read
 * finish and be written, then resolves, before the database closes.
 */
export function createPdfBacklogJob(svc: ServiceContext): Job {
  let stopped = false;
  let running: Promise<void> | null = null;

  const run = async () => {
    const { pending: total } = pdfTextProgress(svc);
    if (total === 0) return;
    const message = 'notices: reading attached PDFs for search';
    svc.log.info({ left: total, total }, message);
    let lastLog = Date.now();
    let done = 0;
    while (!stopped) {
      let more: boolean;
      try {
        more = await readNextPendingPdf(svc);
      } catch (error) {
        // A file that cannot be read from disk (not a missing one) or a failed write: tried again at the next start.
        svc.log.error({ err: { message: (error as Error).message } }, 'notices: could not read an attached PDF');
        return;
      }
      if (!more) break;
      done++;
      if (Date.now() - lastLog >= PROGRESS_EVERY_MS) {
        lastLog = Date.now();
        svc.log.info({ done, left: pdfTextProgress(svc).pending, total }, message);
      }
    }
    const { pending, read, none } = pdfTextProgress(svc);
    if (stopped)
      svc.log.info({ done, left: pending, total }, 'notices: stopped reading attached PDFs (the server is stopping)');
    else svc.log.info({ done, read, none }, 'notices: every attached PDF is read for search');
  };

  return {
    start: () => {
      if (running || stopped) return;
      running = run().finally(() => {
        running = null;
      });
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
