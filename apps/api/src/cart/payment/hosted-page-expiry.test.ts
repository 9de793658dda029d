import { describe, expect, it } from 'vitest';
import { formatExpiry, isExpired, parseExpiry } from './hosted-page-expiry';

describe('parseExpiry', () => {
  it('accepts the common ways of typing an expiry', () => {
    for (const typed of ['0830', '08/30', '8/30', '08 / 30', '08-30', '08/2030', ' 8/30 ', '08.30', '08 30']) {
      expect(parseExpiry(typed), typed).toEqual({ month: 8, year: 2030 });
    }
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
  });

  it('refuses what is not an expiry, without throwing', () => {
    for (const typed of ['', '13/30', '00/30', '830', '08/3', '0830x', 'aa/bb', '08//30', '1/2/30', '08/1999']) {
      expect(parseExpiry(typed), typed).toBeNull();
    }
    expect(parseExpiry(undefined)).toBeNull();
    expect(parseExpiry(830)).toBeNull();
    expect(parseExpiry('1'.repeat(10_000))).toBeNull();
  });

  it('writes an expiry back as MM/YY', () => {
    expect(formatExpiry({ month: 8, year: 2030 })).toBe('08/30');
  });

  it('keeps a card valid through its expiry month', () => {
    expect(isExpired({ month: 1, year: 2030 }, '2030-01-31')).toBe(false);
    expect(isExpired({ month: 12, year: 2029 }, '2030-01-01')).toBe(true);
  });
});
