// Wall-clock dates and times in the school's time zone, and the instants they name. The office types
// "10 Jun 2026, 9:00" meaning Akola's clock whatever the server's or the office computer's zone; the
// database stores the instant (UTC milliseconds), and the dashboard shows it back in the same zone.

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at that instant. */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** A datetime-local value ('2026-06-10T09:00') in the school's zone: the instant it names. */
export function zonedToInstant(local: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) throw new RangeError(`Not a local date and time: ${local}`);
  const wallClock = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // Twice: the offset at the guessed instant can differ from the offset at the wall-clock time (DST).
  const guess = new Date(wallClock - zoneOffsetMinutes(new Date(wallClock), timeZone) * 60_000);
  return new Date(wallClock - zoneOffsetMinutes(guess, timeZone) * 60_000);
}

/** The datetime-local value ('2026-06-10T09:00') an instant reads as in the school's zone. */
export function instantToZoned(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Whether a name is a time zone this runtime knows ('Asia/Kolkata', 'Asia/Dubai'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
