import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noticeAttachments } from '../../src/server/db/schema';
import {
  createPdfBacklogJob,
  pdfTextProgress,
  readNextPendingPdf,
} from '../../src/server/features/notices/pdf-backlog';
import { attachFile, createNoticeRow } from '../factories/notices';
import { login } from '../fixtures/admin-http';
import { formData } from '../fixtures/images';
import { scannedPdfBytes, textPdfBytes } from '../fixtures/pdfs';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// A notice PDF's words for search: read when it is uploaded through the dashboard's API and stored
// with its attachment ('read' or 'none', never refused for that), and the PDFs attached before search
// came ('pending') read by the backlog job, one at a time.

let t: TestApp;
let cookie: string;
let base: string;

beforeAll(async () => {
  t = await makeTestApp({
    ADMIN_USERNAME: 'office',
    ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
    ADMIN_PASSWORD: 'office password 12',
  });
  cookie = (await login(t, 'office', 'office password 12', { code: totpCode() })).cookie!;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const rowOf = (id: number) => t.app.svc.db.select().from(noticeAttachments).where(eq(noticeAttachments.id, id)).get()!;

/** Uploads a file as the dashboard does: a multipart form over HTTP, signed in. */
async function upload(noticeId: number, bytes: Buffer, name: string) {
  const res = await fetch(`${base}/trpc/admin.notices.addAttachment`, {
    method: 'POST',
    headers: { cookie },
    body: formData({ id: noticeId }, { name, bytes, type: 'application/pdf' }, 'file'),
  });
  expect(res.status).toBe(200);
  return (await res.json()).result.data.attachments as { id: number; name: string; textStatus: string | null }[];
}

describe('a PDF uploaded to a notice', () => {
  it('is stored with its words, and the dashboard hears only that they were read', async () => {
    const notice = createNoticeRow(t.app.svc, { title: 'Sports day circular' });
    const [file] = await upload(notice.id, textPdfBytes({ pages: 2, word: 'xylophonist' }), 'Sports day.pdf');
    expect(file).toMatchObject({ name: 'Sports day.pdf', textStatus: 'read' });
    expect(file).not.toHaveProperty('text');
    const row = rowOf(file!.id);
    expect(row.textStatus).toBe('read');
    expect(row.text).toContain('form marked xylophonist to the class teacher');
  });

  it('is attached all the same when it has no text (a scan), marked none', async () => {
    const notice = createNoticeRow(t.app.svc, { title: 'Scanned letter' });
    const [file] = await upload(notice.id, scannedPdfBytes(), 'Letter.pdf');
    expect(file).toMatchObject({ name: 'Letter.pdf', textStatus: 'none' });
    expect(rowOf(file!.id)).toMatchObject({ textStatus: 'none', text: null });
  });
});

describe('the PDFs attached before search', () => {
  /** An attachment as the migration left it: the file on disk, its words not read yet. */
  async function pendingPdf(word: string) {
    const notice = createNoticeRow(t.app.svc, { title: `Old circular ${word}` });
    const saved = await attachFile(t.app.svc, notice.id, textPdfBytes({ word }), `${word}.pdf`);
    const id = saved.attachments[0]!.id;
    t.app.svc.db
      .update(noticeAttachments)
      .set({ textStatus: 'pending', text: null })
      .where(eq(noticeAttachments.id, id))
      .run();
    return id;
  }

  it('reads the oldest pending one at a time; a file missing on disk is none; false when none is left', async () => {
    // The seeded exam timetable is pending too (seed.ts): read first, as the oldest.
    while (pdfTextProgress(t.app.svc).pending > 0) await readNextPendingPdf(t.app.svc);
    const first = await pendingPdf('marimba');
    const missing = await pendingPdf('glockenspiel');
    fs.rmSync(path.join(t.dataDir, 'media', rowOf(missing).file));
    const before = pdfTextProgress(t.app.svc);
    expect(before.pending).toBe(2);

    expect(await readNextPendingPdf(t.app.svc)).toBe(true);
    expect(rowOf(first).textStatus).toBe('read');
    expect(rowOf(first).text).toContain('marimba');
    expect(rowOf(missing).textStatus).toBe('pending');
    expect(await readNextPendingPdf(t.app.svc)).toBe(true);
    expect(rowOf(missing)).toMatchObject({ textStatus: 'none', text: null });
    expect(await readNextPendingPdf(t.app.svc)).toBe(false);
    expect(pdfTextProgress(t.app.svc)).toEqual({ pending: 0, read: before.read + 1, none: before.none + 1 });
  });

  it('the job reads every pending PDF, then idles, and stops cleanly', async () => {
    const ids = [await pendingPdf('ocarina'), await pendingPdf('theremin')];
    const job = createPdfBacklogJob(t.app.svc);
    job.start();
    await vi.waitFor(() => expect(pdfTextProgress(t.app.svc).pending).toBe(0), { timeout: 30_000, interval: 50 });
    await job.stop();
    expect(rowOf(ids[0]!).text).toContain('ocarina');
    expect(rowOf(ids[1]!).text).toContain('theremin');
  });

  it('stop() waits for the file being read and writes it, and reads no further', async () => {
    const ids = [await pendingPdf('bassoon'), await pendingPdf('celesta')];
    const job = createPdfBacklogJob(t.app.svc);
    job.start();
    await job.stop();
    expect(rowOf(ids[0]!).textStatus).toBe('read');
    expect(rowOf(ids[1]!).textStatus).toBe('pending');
  });
});
