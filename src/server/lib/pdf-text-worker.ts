import { parentPort, workerData } from 'node:worker_threads';

// The PDF text worker: a worker thread that reads one PDF's words for search and ends
// (src/server/lib/pdf-text.ts starts it, with a heap limit and a time limit). PDF.js (through unpdf)
// is loaded here only, on first use, so a server that is never given a PDF never holds it
// (docs/decisions/024-memory-budget.md). It imports Node and unpdf only: the limits come in the job.

/** What the server sends: the file's bytes (moved, not copied) and the limits. */
export interface PdfTextJob {
  bytes: ArrayBuffer;
  maxPages: number;
  maxChars: number;
  minCharsPerPage: number;
}

export type PdfTextReply =
  | { status: 'read'; text: string }
  | { status: 'none'; reason: 'no-text' | 'encrypted' | 'damaged' | 'too-large' };

/** Control characters (what a font without a character map gives) read as spaces. */
const CONTROL = /\p{Cc}+/gu;
const SPACE = /\s+/g;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
/** Pages between two of PDF.js's clean-ups (each drops its caches: fonts are parsed again after it). */
const CLEANUP_EVERY = 20;

/** One page's words on one line: the items in order, an end of line a space, spaces collapsed. */
function pageText(items: readonly object[]): string {
  let text = '';
  for (const item of items) {
    if (!('str' in item) || typeof item.str !== 'string') continue;
    text += item.str;
    if ('hasEOL' in item && item.hasEOL) text += ' ';
  }
  return text.replace(CONTROL, ' ').replace(SPACE, ' ').trim();
}

async function read(job: PdfTextJob): Promise<PdfTextReply> {
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js warns about every oddity of a file; only errors, which end in a status here.
    pdf = await getDocumentProxy(new Uint8Array(job.bytes), { verbosity: 0 });
  } catch (error) {
    return { status: 'none', reason: (error as Error)?.name === 'PasswordException' ? 'encrypted' : 'damaged' };
  }
  try {
    if (pdf.numPages > job.maxPages) return { status: 'none', reason: 'too-large' };
    // Page by page, not unpdf's extractText (every page at once): a page's objects are let go before
    // the next, and reading stops once maxChars are kept.
    const pages: string[] = [];
    let chars = 0;
    let failed = 0;
    for (let n = 1; n <= pdf.numPages && chars < job.maxChars; n++) {
      try {
        const page = await pdf.getPage(n);
        const text = pageText((await page.getTextContent()).items);
        page.cleanup();
        // PDF.js keeps every page it parsed (and its fonts) until told: what was read is let go.
        if (n % CLEANUP_EVERY === 0) await pdf.cleanup();
        if (text) {
          pages.push(text);
          chars += text.length + 2;
        }
      } catch {
        // One damaged page: the others are still read.
        failed++;
      }
    }
    if (failed === pdf.numPages) return { status: 'none', reason: 'damaged' };
    let text = pages.join('\n\n');
    if (text.length > job.maxChars) {
      const cut = text.lastIndexOf(' ', job.maxChars);
      text = text.slice(0, cut > 0 ? cut : job.maxChars);
    }
    // A scan has no text, or a stamp's few characters per page: nothing search could find it by.
    const letters = text.match(LETTER_OR_DIGIT)?.length ?? 0;
    if (letters < job.minCharsPerPage * pdf.numPages) return { status: 'none', reason: 'no-text' };
    return { status: 'read', text };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

read(workerData as PdfTextJob).then(
  (reply) => parentPort?.postMessage(reply),
  // Anything PDF.js threw outside the steps above: the file is the cause.
  () => parentPort?.postMessage({ status: 'none', reason: 'damaged' } satisfies PdfTextReply),
);
