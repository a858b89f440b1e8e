// How the log is written (docs/decisions/034-log-format-and-progress.md): JSON lines for a service
// manager or a log collector, one readable line per entry for a person at a terminal.

export type LogFormat = 'json' | 'pretty';

/**
 * The log's format: LOG_FORMAT when set; otherwise JSON under systemd (JOURNAL_STREAM is set for a
 * service whose output goes to the journal) or when the output is not a terminal (a pipe, a file, a
 * container's log), and readable lines only when a person is watching a terminal.
 */
export function logFormat({
  isTTY,
  logFormat,
  journalStream,
}: {
  isTTY: boolean;
  logFormat?: LogFormat;
  journalStream?: string;
}): LogFormat {
  if (logFormat) return logFormat;
  if (journalStream) return 'json';
  return isTTY ? 'pretty' : 'json';
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Pino's own fields, and those written in a line's fixed places rather than as key=value. */
const PLACED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * One JSON log entry as a person reads it: `14:02:31 INFO  request completed GET /admin 200 3.1 ms`,
 * then the entry's other fields as key=value, and an error's stack on the lines below. A line that is
 * not a JSON object is passed on as it is.
 */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return json.endsWith('\n') ? json : `${json}\n`;
    entry = parsed as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const at = typeof entry.time === 'number' ? new Date(entry.time) : new Date();
  const time = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
  const level = (LEVELS[Number(entry.level)] ?? 'INFO').padEnd(5);
  const parts = [time, level, typeof entry.msg === 'string' ? entry.msg : ''];

  const req = entry.req as { method?: unknown; url?: unknown } | undefined;
  if (req && typeof req === 'object') parts.push([req.method, req.url].filter((v) => typeof v === 'string').join(' '));
  const res = entry.res as { statusCode?: unknown } | undefined;
  if (res && typeof res === 'object' && typeof res.statusCode === 'number') parts.push(String(res.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime} ms`);
  for (const [key, value] of Object.entries(entry)) {
    if (!PLACED.has(key) && value !== undefined) parts.push(`${key}=${fieldValue(value)}`);
  }

  let line = parts.filter((p) => p !== '').join(' ');
  const err = entry.err as { message?: unknown; code?: unknown; stack?: unknown } | undefined;
  if (err && typeof err === 'object') {
    if (typeof err.message === 'string' && err.message !== '') line += ` error="${err.message}"`;
    if (typeof err.code === 'string') line += ` code=${err.code}`;
    if (typeof err.stack === 'string') line += `\n${err.stack.split('\n').slice(1).join('\n')}`;
  }
  return `${line}\n`;
}

/** A pino stream that writes each entry through formatLogLine to `out` (the terminal's buffered destination). */
export function prettyLogStream(out: {
  write: (text: string) => unknown;
  flush?: (done: (error?: Error) => void) => void;
}): {
  write: (json: string) => void;
  flush: (done: (error?: Error) => void) => void;
} {
  return {
    write: (json: string) => {
      // Pino writes one entry per call, ending in a newline.
      out.write(formatLogLine(json.replace(/\n$/, '')));
    },
    flush: (done) => (out.flush ? out.flush(done) : done()),
  };
}
