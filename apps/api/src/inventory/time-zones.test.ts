import { describe, expect, it } from 'vitest';
import { addDays, localMinuteOfDay, localToUtc, offsetMinutes, toLocalIso } from './time-zones';

describe('time zones', () => {
  it('knows summer and winter offsets', () => {
    expect(offsetMinutes('Europe/Rome', Date.UTC(2030, 6, 1))).toBe(120);
    expect(offsetMinutes('Europe/Rome', Date.UTC(2030, 0, 1))).toBe(60);
    expect(offsetMinutes('America/New_York', Date.UTC(2030, 0, 1))).toBe(-300);
    expect(offsetMinutes('Asia/Kolkata', Date.UTC(2030, 0, 1))).toBe(330);
  });

  it('turns a local wall-clock time into UTC and back', () => {
    const utc = localToUtc('2030-05-01', 8 * 60 + 30, 'Europe/Madrid');
    expect(new Date(utc).toISOString()).toBe('2030-05-01T06:30:00.000Z');
    expect(toLocalIso(utc, 'Europe/Madrid')).toBe('2030-05-01T08:30:00+02:00');
    expect(toLocalIso(utc, 'America/New_York')).toBe('2030-05-01T02:30:00-04:00');
    expect(toLocalIso(utc, 'Asia/Tokyo')).toBe('2030-05-01T15:30:00+09:00');
    expect(localMinuteOfDay(utc, 'Europe/Madrid')).toBe(510);
  });

  it('shows a day shift for late flights eastwards', () => {
    const utc = localToUtc('2030-05-01', 22 * 60, 'Europe/Rome') + 11 * 3_600_000;
    expect(toLocalIso(utc, 'Asia/Tokyo')).toBe('2030-05-02T16:00:00+09:00');
  });

  it('adds days across months', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
  });
});
