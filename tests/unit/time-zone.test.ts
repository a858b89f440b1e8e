import { describe, expect, it } from 'vitest';
import { instantToZoned, isTimeZone, zonedToInstant } from '../../src/shared/time-zone';

// Wall-clock times in the school's zone and the instants they name (src/shared/time-zone.ts).
describe('time zones', () => {
  it('reads a time in Akola as the instant 5:30 hours earlier in UTC, and back', () => {
    expect(zonedToInstant('2026-12-01T09:00', 'Asia/Kolkata').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(instantToZoned(new Date('2026-12-01T03:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-12-01T09:00');
    // Across midnight.
    expect(zonedToInstant('2026-12-01T02:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-30T20:30:00.000Z');
  });

  it('follows a zone with daylight saving (a family abroad) on both sides of the change', () => {
    expect(zonedToInstant('2026-01-15T09:00', 'Europe/London').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedToInstant('2026-07-15T09:00', 'Europe/London').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(instantToZoned(new Date('2026-07-15T08:00:00.000Z'), 'Europe/London')).toBe('2026-07-15T09:00');
    expect(zonedToInstant('2026-06-10T09:00', 'Asia/Dubai').toISOString()).toBe('2026-06-10T05:00:00.000Z');
  });

  it('refuses what is not a local date and time, and tells a zone from a name that is not one', () => {
    expect(() => zonedToInstant('10 June', 'Asia/Kolkata')).toThrow(RangeError);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
