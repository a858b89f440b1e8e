import { formatDateTime } from '../../shared/format';

// CSV for spreadsheet programs (the enquiries, applications and privacy exports): UTF-8 with a byte order mark
// so Excel reads Devanagari and Arabic names correctly, CRLF rows, and no formula injection:
// a cell starting with = + - @ tab or CR is prefixed with an apostrophe (OWASP 'CSV Injection').
// A Date is written as the dashboard shows it, in the school's time zone (src/shared/format.ts).
const BOM = '\uFEFF';

function cell(value: unknown): string {
  let s = value === null || value === undefined ? '' : value instanceof Date ? formatDateTime(value) : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `${BOM}${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
