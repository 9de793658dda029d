import { describe, expect, it } from 'vitest';
import { convert, fromEuro, money, pointsFor } from './money';

describe('money', () => {
  it('converts euro prices into the brand currency and back', () => {
    expect(fromEuro(100, 'EUR')).toBe(100);
    expect(fromEuro(100, 'CHF')).toBeCloseTo(94);
    expect(convert(94, 'CHF', 'EUR')).toBeCloseTo(100);
    expect(convert(50, 'EUR', 'EUR')).toBe(50);
    expect(fromEuro(100, 'XYZ')).toBe(100);
  });

  it('rounds amounts to cents', () => {
    expect(money(10.005, 'EUR')).toEqual({ amount: 10.01, currency: 'EUR' });
    expect(money(1 / 3, 'CHF')).toEqual({ amount: 0.33, currency: 'CHF' });
  });

  it('counts points from the value of one point, rounding up, and gives null without a programme', () => {
    expect(pointsFor(123.45, 0.01)).toBe(12_345);
    expect(pointsFor(100.01, 0.02)).toBe(5_001);
    expect(pointsFor(100, null)).toBeNull();
  });
});
