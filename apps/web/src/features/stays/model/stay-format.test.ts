import { describe, expect, it } from 'vitest';
import { detailHref, formatMoney, ratingBand } from './stay-format';

describe('stay formatting', () => {
  it('formats money in the language, whole when asked', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'en', true)).toBe('€1,235');
    expect(formatMoney(10, 'XX', 'en')).toBe('10.00 XX');
  });

  it('bands guest scores', () => {
    expect([9.4, 8, 7.2, 5].map(ratingBand)).toEqual(['exceptional', 'veryGood', 'good', 'fair']);
  });

  it('links the detail with the search and the stay only', () => {
    const params = new URLSearchParams(
      'destination=rom&outboundDate=20270310&returnDate=20270313&adults=2&stars=4&page=3',
    );
    expect(detailHref(params, 'ROM-H0001', 'H')).toBe(
      '/hotel-detail?destination=rom&outboundDate=20270310&returnDate=20270313&adults=2&product=H&stay=ROM-H0001',
    );
  });
});
