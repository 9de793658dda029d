import { describe, expect, it } from 'vitest';
import { formatDealDates, formatMonth } from './deal-format';

describe('deal formats', () => {
  it('shows a date range and a capitalised month in the brand language', () => {
    expect(formatDealDates('2030-05-10', '2030-05-14', 'en-IE')).toMatch(/^10\s?–\s?14 May 2030$/);
    expect(formatDealDates('2030-05-10', '2030-05-14', 'fr-CH')).toMatch(/^10\s?–\s?14 mai 2030$/);
    expect(formatMonth('2030-05', 'fr')).toBe('Mai 2030');
    expect(formatMonth('2030-05', 'en')).toBe('May 2030');
  });

  it('writes the same text as the browser (plain spaces round the dash), so the server-rendered deals hydrate', () => {
    // Node's ICU put thin spaces (U+2009) there, Chromium plain ones: React error #418 on club.localhost/deals.
    expect(formatDealDates('2026-12-29', '2027-01-04', 'fr-CH')).toBe('29 déc. 2026 – 4 janv. 2027');
    expect(formatDealDates('2027-01-28', '2027-02-02', 'en-IE')).toBe('28 Jan – 2 Feb 2027');
  });
});
