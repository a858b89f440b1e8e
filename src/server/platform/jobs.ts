import { nextRunAt, nextSchoolHour } from './school-time';

// The server's one job scheduler (docs/decisions/043-platform-layer.md): the morning digest (hourly),
// retention and backups (daily at an hour of school time) and the visit counts (every minute) are
// each a Job. app.ts starts the features' jobs once the app is built and stops them before the
// database closes; tests start the ones they drive with their own clock and fake timers.

/** A timer beside the requests: started after the app is built, stopped before the database closes. */
export interface Job {
  start(): void;
  stop(): void | Promise<void>;
}

/** A job at instants of school time, which says when it runs next (null before start and after stop). */
export interface TimedJob extends Job {
  nextAt(): Date | null;
}

interface JobLog {
  error: (obj: object, msg: string) => void;
}

export interface TimedJobOptions {
  /** Names the job in the log line of a run that threw (with its message); the job carries on with its next run. */
  name: string;
  log: JobLog;
  /** The instant of the run after `after`. */
  next: (after: Date) => Date;
  /** The run, given the instant it was due; a promise is awaited before the next run is set. */
  run: (due: Date) => unknown;
  /** What times the timer: the system's clock by default, also when the services' clock is a test's. */
  clock?: () => Date;
}

/**
 * A job run at each instant `next` gives. Never twice for one instant, even if its timer fires a
 * moment early: the next run is set from the later of now and the instant just run. An instant the
 * server was down for is not made up later.
 */
export function timedJob(options: TimedJobOptions): TimedJob {
  const clock = options.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let next: Date | null = null;
  let stopped = false;

  const failed = (error: unknown) =>
    options.log.error({ err: { message: (error as Error).message } }, `${options.name}: the scheduled run failed`);

  /** Runs the job; a run that returns a promise (a backup) is awaited before `then`, any other goes on at once. */
  const runThen = (due: Date, then: () => void) => {
    let result: unknown;
    try {
      result = options.run(due);
    } catch (error) {
      failed(error);
    }
    if (result instanceof Promise) void result.catch(failed).then(then);
    // At once, so the next timer is set within the same turn (and a test's fake timers see it).
    else then();
  };

  const schedule = (after: Date) => {
    if (stopped) return;
    const due = options.next(after);
    next = due;
    // A day at most: well within Node's limit for a timer (about 24.8 days).
    timer = setTimeout(
      () => {
        timer = null;
        runThen(due, () => {
          const now = clock();
          schedule(now.getTime() > due.getTime() ? now : due);
        });
      },
      Math.max(0, due.getTime() - clock().getTime()),
    );
    timer.unref();
  };

  return {
    start: () => {
      if (!timer && !stopped) schedule(clock());
    },
    nextAt: () => next,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      next = null;
    },
  };
}

/** A job at the start of every hour of school time. */
export function hourlyJob(options: Omit<TimedJobOptions, 'next'>): TimedJob {
  return timedJob({ ...options, next: (after) => nextSchoolHour(after) });
}

/** A job once a day at `hour`:00 of school time. */
export function dailyJob(options: Omit<TimedJobOptions, 'next'> & { hour: number }): TimedJob {
  return timedJob({ ...options, next: (after) => nextRunAt(after, options.hour) });
}

/** A job every `everyMs`, run once at start too; `onStop` runs last (a final write before the database closes). */
export function repeatingJob(options: { everyMs: number; run: () => void; onStop?: () => void }): Job {
  let timer: NodeJS.Timeout | null = null;
  return {
    start: () => {
      if (timer) return;
      options.run();
      timer = setInterval(options.run, options.everyMs);
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
      options.onStop?.();
    },
  };
}
