import { describe, expect, it } from 'vitest';
import { formatDealDates, formatMonth } from './deal-format';

describe('deal formats', () => {
  it('shows a date range and a capitalised month in the brand language', () => {
    expect(formatDealDates('2030-05-10', '2030-05-14', 'en-IE')).toMatch(/^10\s?–\s?14 May 2030$/);
    expect(formatDealDates('2030-05-10', '2030-05-14', 'fr-CH')).toMatch(/^10\s?–\s?14 mai 2030$/);
    expect(formatMonth('2030-05', 'fr')).toBe('Mai 2030');
    expect(formatMonth('2030-05', 'en')).toBe('May 2030');
  });
});
