import { describe, expect, it } from 'vitest';
import { formatLogLine, logFormat } from '../../src/server/lib/log-format';

describe('logFormat', () => {
  it('writes readable lines only to a person at a terminal', () => {
    expect(logFormat({ isTTY: true })).toBe('pretty');
    expect(logFormat({ isTTY: false })).toBe('json');
  });

  it('keeps JSON under systemd (JOURNAL_STREAM), even when its output is a terminal', () => {
    expect(logFormat({ isTTY: true, journalStream: '8:12345' })).toBe('json');
  });

  it('does what LOG_FORMAT says, whatever the output is', () => {
    expect(logFormat({ isTTY: true, logFormat: 'json' })).toBe('json');
    expect(logFormat({ isTTY: false, logFormat: 'pretty' })).toBe('pretty');
    expect(logFormat({ isTTY: false, logFormat: 'pretty', journalStream: '8:1' })).toBe('pretty');
  });
});

describe('formatLogLine', () => {
  const time = new Date(2026, 2, 4, 9, 5, 7).getTime();

  it('writes a request as time, level, message, method, path, status and milliseconds', () => {
    const json = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'school',
      reqId: 'req-1',
      req: { method: 'GET', url: '/admin', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.1,
      msg: 'request completed',
    });
    expect(formatLogLine(json)).toBe('09:05:07 INFO  request completed GET /admin 200 3.1 ms\n');
  });

  it("adds an entry's own fields as key=value and an error's message and stack", () => {
    const json = JSON.stringify({
      level: 50,
      time,
      file: 'school-backup.tar.gz',
      note: 'two words',
      err: { message: 'disk full', code: 'ENOSPC', stack: 'Error: disk full\n    at write (files.ts:1:1)' },
      msg: 'backup failed',
    });
    expect(formatLogLine(json)).toBe(
      '09:05:07 ERROR backup failed file=school-backup.tar.gz note="two words" error="disk full" code=ENOSPC\n' +
        '    at write (files.ts:1:1)\n',
    );
  });

  it('passes a line that is not a JSON entry on as it is', () => {
    expect(formatLogLine('not json')).toBe('not json\n');
  });
});
