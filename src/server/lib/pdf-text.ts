import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { MAX_BROCHURE_BYTES } from '../../shared/constants';
import type { PdfTextJob, PdfTextReply } from './pdf-text-worker';

// A PDF's words for site search (docs/architecture.md, "PDF text for search"). PDF.js runs in a
// worker thread started for one file and ended after it (pdf-text-worker.ts), so a slow or crafted
// PDF never holds the request's thread: the thread has a heap limit (past it, the file is 'too-large')
// and a time limit (past it, the thread is ended: 'timeout'). One file is read at a time, which bounds
// what a burst of uploads can take. Nothing here throws for a bad file: it is answered 'none' and why.

export type PdfText =
  | { status: 'read'; text: string }
  | { status: 'none'; reason: 'no-text' | 'encrypted' | 'damaged' | 'too-large' | 'timeout' };

export interface PdfTextLimits {
  /** A PDF of more pages is not read ('too-large'). */
  maxPages: number;
  /**
   * Characters kept, the rest dropped at a word's end: about 2 MB, 300,000 words, a few hundred dense
   * pages. Search needs the words, not every copy of them; the text is stored in its attachment's row
   * and indexed in the same write as the notice, which holds the one writer while it runs.
   */
  maxChars: number;
  /** Fewer letters and digits than this per page on average: a scan, 'no-text'. */
  minCharsPerPage: number;
  /** The worker is ended after this long: 'timeout'. */
  timeoutMs: number;
  /** The worker's JavaScript heap, in MB: past it, 'too-large'. */
  heapMb: number;
}

/**
 * The limits. A 20 MB upload (MAX_BROCHURE_BYTES) of text reads in a few seconds; 2000 pages is a
 * long book. The heap limit keeps the server's peak well under its 300 MB budget
 * (docs/decisions/024-memory-budget.md) with a 20 MB file.
 */
export const PDF_TEXT_LIMITS: PdfTextLimits = {
  maxPages: 2000,
  maxChars: 2_000_000,
  minCharsPerPage: 5,
  timeoutMs: 60_000,
  heapMb: 64,
};

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The worker to start. Built, it is `pdf-text-worker.js` at the root of the server build
 * (vite.config.ts), beside main.js, with this module in main.js or a chunk under assets/. From the
 * sources (the tests, scripts run with tsx) it is the TypeScript file: a thread takes no `--import`
 * of its own, so a two-line start registers tsx in the thread and then imports it.
 */
function startWorker(options: ConstructorParameters<typeof Worker>[1]): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const url = pathToFileURL(path.join(here, 'pdf-text-worker.ts')).href;
    const start = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); });`;
    return new Worker(start, { ...options, eval: true });
  }
  const file = [here, path.dirname(here)]
    .map((dir) => path.join(dir, 'pdf-text-worker.js'))
    .find((f) => fs.existsSync(f));
  if (!file) throw new Error(`pdf-text-worker.js is missing beside ${here}: rebuild the server (npm run build)`);
  return new Worker(file, options);
}

/**
 * The server's `--max-old-space-size` (npm start and the service set 256, docs/decisions/024-memory-budget.md).
 * V8 flags belong to the process, and this one overrides a worker's own heap limit: a thread started
 * under it may grow to 256 MB whatever `resourceLimits` says. It is set to 0 (V8's default: the
 * limit each isolate is given) while the thread's heap is made, and back once the thread runs. Only
 * this module starts threads, one at a time, and the server's own heap was sized when it started.
 */
const SERVER_OLD_SPACE = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]
  .map((arg) => /^--max-old-space-size=(\d+)$/.exec(arg)?.[1])
  .find(Boolean);

function withWorkerHeapLimit(start: () => Worker): Worker {
  if (!SERVER_OLD_SPACE) return start();
  v8.setFlagsFromString('--max-old-space-size=0');
  let worker: Worker;
  try {
    worker = start();
  } catch (error) {
    v8.setFlagsFromString(`--max-old-space-size=${SERVER_OLD_SPACE}`);
    throw error;
  }
  const restore = () => v8.setFlagsFromString(`--max-old-space-size=${SERVER_OLD_SPACE}`);
  worker.once('online', restore);
  worker.once('exit', restore);
  return worker;
}

/** Reads one PDF in its own worker thread; never rejects. */
function readInWorker(bytes: Buffer, limits: PdfTextLimits): Promise<PdfText> {
  // A copy the worker owns (moved to it, not copied again): the caller keeps its buffer.
  const own = new Uint8Array(bytes).buffer;
  const job: PdfTextJob = {
    bytes: own,
    maxPages: limits.maxPages,
    maxChars: limits.maxChars,
    minCharsPerPage: limits.minCharsPerPage,
  };
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = withWorkerHeapLimit(() =>
        startWorker({
          workerData: job,
          transferList: [own],
          resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 8 },
          // Its output is PDF.js's warnings about the file: not the server's log.
          stdout: true,
          stderr: true,
        }),
      );
    } catch {
      resolve({ status: 'none', reason: 'damaged' });
      return;
    }
    let answer: PdfText | null = null;
    const settle = (value: PdfText) => {
      answer ??= value;
      clearTimeout(timer);
    };
    const timer = setTimeout(() => {
      settle({ status: 'none', reason: 'timeout' });
      void worker.terminate();
    }, limits.timeoutMs);
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on('message', (reply: PdfTextReply) => settle(reply));
    worker.on('error', (error: NodeJS.ErrnoException) =>
      // Past its heap limit the thread is ended by V8; any other crash is the file's doing.
      settle({ status: 'none', reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'damaged' }),
    );
    // Answered once the thread is gone, so its memory is free before the next file starts.
    worker.on('exit', () => {
      settle({ status: 'none', reason: 'damaged' });
      resolve(answer!);
    });
  });
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * A PDF's text for search, or why there is none: 'no-text' (a scan), 'encrypted' (it needs a
 * password), 'damaged' (PDF.js cannot read it, or its worker crashed), 'too-large' (over the page,
 * byte or heap limit) or 'timeout'. Files are read one after another, in the order asked.
 */
export function readPdfText(bytes: Buffer, limits: Partial<PdfTextLimits> = {}): Promise<PdfText> {
  const all = { ...PDF_TEXT_LIMITS, ...limits };
  if (bytes.length > MAX_BROCHURE_BYTES) return Promise.resolve({ status: 'none', reason: 'too-large' });
  const result = queue.then(() => readInWorker(bytes, all));
  queue = result;
  return result;
}
