import { describe, expect, it } from 'vitest';
import { formatDealDates, formatDealPrice, formatMonth } from './deal-format';

describe('deal formats', () => {
  it('shows the price rounded up to whole units in the brand currency', () => {
    expect(formatDealPrice(640.2, 'EUR', 'en')).toBe('€641');
    expect(formatDealPrice(640.2, 'CHF', 'fr')).toMatch(/^641\sCHF$/);
  });

  it('shows a date range and a capitalised month in the brand language', () => {
    expect(formatDealDates('2030-05-10', '2030-05-14', 'en')).toMatch(/May 10\s?–\s?14, 2030/);
    expect(formatMonth('2030-05', 'fr')).toBe('Mai 2030');
    expect(formatMonth('2030-05', 'en')).toBe('May 2030');
  });
});
