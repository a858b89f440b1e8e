import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { ImageJob, ImageJobReply, ImageJobValue, Refusal } from './image-worker';

// The server's side of the image worker (docs/decisions/049-photos-in-a-worker.md). Image work runs
// in a child process, one job at a time in arrival order: libvips uses both cores for one image, and
// one worker bounds the memory a burst of uploads can take. The worker takes the queued jobs one
// after another and is told to end as soon as none is waiting, so the server's memory stays at its
// idle figure: glibc keeps what libvips freed for as long as the process lives, and this one does not.

/** A job still running after this long (a decoder stuck on a crafted file) ends its worker. */
export const IMAGE_JOB_TIMEOUT_MS = 120_000;

/** The input was refused by the decoder; `reason` says why (image-worker.ts). */
export class ImageRefusedError extends Error {
  constructor(readonly reason: Refusal) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefusedError';
  }
}

type Result<K extends ImageJob['kind']> = Extract<ImageJobValue, { kind: K }>;
interface Pending {
  id: number;
  job: ImageJob;
  resolve: (value: ImageJobValue) => void;
  reject: (error: Error) => void;
  /** The worker it was sent to. */
  worker?: ChildProcess;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The worker's file and Node flags. Built, it is `image-worker.js` at the root of the server build
 * (vite.config.ts), beside main.js, with this module in main.js or in a chunk under assets/; it runs
 * with the server's own memory flags, less those that would make it a second debugger or watcher.
 * From the sources (the tests, scripts run with tsx), it is the TypeScript file, run through tsx.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts'))
    return { file: path.join(here, 'image-worker.ts'), execArgv: ['--import', 'tsx'] };
  const file = [here, path.dirname(here)].map((dir) => path.join(dir, 'image-worker.js')).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`image-worker.js is missing beside ${here}: rebuild the server (npm run build)`);
  return { file, execArgv: process.execArgv.filter((arg) => !/^--(inspect|watch|debug)/.test(arg)) };
}

/** The error a worker reported, as it was: its code (ENOSPC, EFBIG...) decides the answer. */
function rebuild(error: Extract<ImageJobReply, { error: unknown }>['error']): Error {
  const e = new Error(error.message) as NodeJS.ErrnoException;
  e.name = error.name;
  if (error.code) e.code = error.code;
  if (error.errno !== undefined) e.errno = error.errno;
  if (error.syscall) e.syscall = error.syscall;
  return e;
}

/**
 * A full garbage collection once the queue is empty. The upload's copies (the request body, the form's
 * file, the bytes sent to the worker: tens of MB for a 10 MB photo) are held by the JavaScript heap
 * as outside memory, which an idle server would keep until its next collection, maybe hours later.
 * V8 offers no call for it without --expose-gc, which the flag below turns on for this one use.
 */
let gc: (() => void) | null = null;
function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  // After the upload's answer has gone out and its request's objects are let go.
  setTimeout(() => gc?.(), 1000).unref();
}

const queue: Pending[] = [];
let worker: ChildProcess | null = null;
let running: Pending | null = null;
let timer: NodeJS.Timeout | null = null;
let nextId = 1;

function settle(reply: ImageJobReply) {
  const job = running;
  if (!job || reply.id !== job.id) return;
  finish();
  if (reply.ok) job.resolve(reply.value);
  else if ('refused' in reply) job.reject(new ImageRefusedError(reply.refused));
  else job.reject(rebuild(reply.error));
  next();
}

function finish() {
  if (timer) clearTimeout(timer);
  timer = null;
  running = null;
}

function start(): ChildProcess {
  const { file, execArgv } = workerEntry();
  // Advanced serialization sends the bytes as they are, without a detour through JSON or base64.
  const child = fork(file, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('message', (reply: ImageJobReply) => settle(reply));
  const ended = (reason: string) => {
    if (worker === child) worker = null;
    const job = running;
    if (job && child === job.worker) {
      finish();
      job.reject(new Error(`the image worker ${reason}`));
    }
    next();
  };
  child.on('exit', (code, signal) => ended(`ended (${signal ?? `exit code ${code}`})`));
  child.on('error', (error) => ended(`failed: ${error.message}`));
  return child;
}

/** Sends the next job, or lets the worker end when none is waiting. */
function next() {
  if (running) return;
  const job = queue.shift();
  if (!job) {
    // Closing the channel ends the worker (it exits on 'disconnect'): its memory goes with it.
    if (worker?.connected) worker.disconnect();
    worker = null;
    collectGarbage();
    return;
  }
  let child: ChildProcess;
  try {
    worker ??= start();
    child = worker;
  } catch (error) {
    job.reject(error as Error);
    next();
    return;
  }
  job.worker = child;
  running = job;
  timer = setTimeout(() => child.kill('SIGKILL'), IMAGE_JOB_TIMEOUT_MS);
  child.send({ id: job.id, job: job.job });
}

/** Runs one image job in the worker, after those queued before it. */
export function runImageJob<J extends ImageJob>(job: J): Promise<Result<J['kind']>> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, job, resolve: resolve as (value: ImageJobValue) => void, reject });
    next();
  });
}
