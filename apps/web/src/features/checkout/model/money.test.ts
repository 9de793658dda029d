import { describe, expect, it } from 'vitest';
import { formatMoney, formatPoints } from './money';

describe('money', () => {
  it('formats in the brand language and survives an unknown currency', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(10, 'XXXX', 'en')).toBe('10.00 XXXX');
    expect(formatPoints(37653, 'en')).toBe('37,653');
  });
});
