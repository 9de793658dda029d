import { describe, expect, it } from 'vitest';
import { dayShift, localTime, minuteOfDayLabel, splitMinutes } from './itinerary-format';

describe('itinerary formatting', () => {
  it('reads local airport times from the string, whatever the browser time zone', () => {
    expect(localTime('2026-09-10T23:45:00-05:00')).toBe('23:45');
    expect(localTime('garbage')).toBe('--:--');
  });

  it('counts the day shift between local dates', () => {
    expect(dayShift('2026-09-10T22:00:00+02:00', '2026-09-11T06:10:00+09:00')).toBe(1);
    expect(dayShift('2026-12-31T22:00:00+00:00', '2027-01-02T01:00:00+00:00')).toBe(2);
    expect(dayShift('2026-09-10T08:00:00+02:00', '2026-09-10T10:00:00+02:00')).toBe(0);
    expect(dayShift('2026-09-11T01:00:00+09:00', '2026-09-10T20:00:00-07:00')).toBe(-1);
  });

  it('splits durations and labels minutes of the day', () => {
    expect(splitMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitMinutes(-3)).toEqual({ hours: 0, minutes: 0 });
    expect(minuteOfDayLabel(0)).toBe('00:00');
    expect(minuteOfDayLabel(1440)).toBe('24:00');
    expect(minuteOfDayLabel(390)).toBe('06:30');
  });
});
