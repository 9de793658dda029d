import { describe, expect, it } from 'vitest';
import { toCalendarDate } from './calendar-date-value';
import { formatDay, isoDayParts, todayIso } from './calendar-dates';

describe('calendar dates', () => {
  it('parses ISO days and refuses anything else', () => {
    expect(toCalendarDate('2027-02-28')?.toString()).toBe('2027-02-28');
    expect(toCalendarDate('2027-02-30')).toBeNull();
    expect(toCalendarDate('20270228')).toBeNull();
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
    expect(isoDayParts('2028-02-29')).toEqual([2028, 2, 29]);
    expect(isoDayParts('2027-13-01')).toBeNull();
  });

  it('gives today in the local calendar', () => {
    expect(todayIso(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-26');
  });

  it('formats the visible value in the brand locale', () => {
    expect(formatDay('2026-12-10', 'en-GB')).toBe('Thu 10 Dec');
    expect(formatDay('2026-12-10', 'it-IT')).toMatch(/^gio 10 dic$/);
    expect(formatDay('nonsense', 'en-GB')).toBe('');
  });
});
