import { SCHOOL_TIME_ZONE } from '../../shared/format';
import { instantToZoned, zonedToInstant, zoneOffsetMinutes } from '../../shared/time-zone';

// The school's clock for the server's jobs: what day and hour it is in Akola, and when an hour next
// comes round there, whatever the server's own zone (shared/time-zone.ts does the arithmetic).

const HOUR_MS = 60 * 60_000;

/** The school's date ('2026-11-27') and hour at `at`. */
export function schoolClock(at: Date, timeZone: string = SCHOOL_TIME_ZONE): { day: string; hour: number } {
  const local = instantToZoned(at, timeZone);
  return { day: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}

/** The start of the next hour of school time after `after`. */
export function nextSchoolHour(after: Date, timeZone: string = SCHOOL_TIME_ZONE): Date {
  const local = instantToZoned(after, timeZone);
  const start = zonedToInstant(`${local.slice(0, 13)}:00`, timeZone);
  let next = new Date(start.getTime() + HOUR_MS);
  while (next.getTime() <= after.getTime()) next = new Date(next.getTime() + HOUR_MS);
  return next;
}

/** The next time strictly after `now` that the clock in `timeZone` reads `hour`:00. */
export function nextRunAt(now: Date, hour: number, timeZone: string = SCHOOL_TIME_ZONE): Date {
  const offset = zoneOffsetMinutes(now, timeZone);
  const local = new Date(now.getTime() + offset * 60_000);
  for (let day = 0; day <= 2; day++) {
    const wallClock = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day, hour);
    const guess = new Date(wallClock - offset * 60_000);
    const at = new Date(wallClock - zoneOffsetMinutes(guess, timeZone) * 60_000);
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error('unreachable: a day always has the hour');
}
