import { describe, expect, it } from 'vitest';
import { daysBetweenUrlDates, formatUrlDate, isUrlDate, todayUrlDate } from './url-date';

describe('URL dates (spec §3)', () => {
  it('accepts only a YYYYMMDD that names a real calendar day', () => {
    expect(isUrlDate('20300508')).toBe(true);
    expect(isUrlDate('20280229')).toBe(true);
    expect(isUrlDate('20300229')).toBe(false);
    expect(isUrlDate('20300231')).toBe(false);
    expect(isUrlDate('20301301')).toBe(false);
    expect(isUrlDate('20300500')).toBe(false);
    expect(isUrlDate('00500101')).toBe(false);
    expect(isUrlDate('2030-05-08')).toBe(false);
    expect(isUrlDate('203005081')).toBe(false);
    expect(isUrlDate('')).toBe(false);
    expect(isUrlDate(null)).toBe(false);
    expect(isUrlDate(undefined)).toBe(false);
  });

  it('formats the local calendar day as YYYYMMDD', () => {
    expect(formatUrlDate(new Date(2030, 0, 9))).toBe('20300109');
    expect(formatUrlDate(new Date(2030, 11, 31, 23, 59))).toBe('20301231');
    expect(todayUrlDate()).toBe(formatUrlDate(new Date()));
  });

  it('counts the days between two dates, across months, leap days and daylight saving changes', () => {
    expect(daysBetweenUrlDates('20300508', '20300512')).toBe(4);
    expect(daysBetweenUrlDates('20280228', '20280301')).toBe(2);
    expect(daysBetweenUrlDates('20300323', '20300402')).toBe(10);
    expect(daysBetweenUrlDates('20300512', '20300508')).toBe(-4);
    expect(daysBetweenUrlDates('20300231', '20300301')).toBeNaN();
  });
});
