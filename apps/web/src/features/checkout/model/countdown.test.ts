import { describe, expect, it } from 'vitest';
import { formatCountdown, timeLeft } from './countdown';

describe('countdown', () => {
  it('measures the time left, never below zero', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(timeLeft('2026-01-01T10:30:00Z', now)).toBe(30 * 60_000);
    expect(timeLeft('2026-01-01T09:00:00Z', now)).toBe(0);
    expect(timeLeft('not a date', now)).toBe(0);
  });

  it('formats minutes and seconds, hours when needed, rounding up', () => {
    expect(formatCountdown(29 * 60_000 + 5_000)).toBe('29:05');
    expect(formatCountdown(500)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
  });
});
