import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, formatPoints } from './format';

describe('format', () => {
  it('formats money and points in the language', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatCents(1_234_550, 'EUR', 'it')).toMatch(/12\.345,50\s€/);
    expect(formatPoints(50_000, 'en')).toBe('50,000');
  });

  it('survives an unknown currency code', () => {
    expect(formatMoney(10, 'not-a-code', 'en')).toBe('10.00 not-a-code');
  });
});
