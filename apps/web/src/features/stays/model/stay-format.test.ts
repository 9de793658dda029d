import { describe, expect, it } from 'vitest';
import { detailHref, ratingBand } from './stay-format';

describe('stay formatting', () => {
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

  it("carries the card's rate and the rate filters, so the hotel page opens on the rate the card showed", () => {
    const params = new URLSearchParams('destination=rom&mealPlans=BREAKFAST&freeCancellation=true&sort=PRICE');
    const href = new URL(detailHref(params, 'ROM-H0001', 'H', 'rate-7'), 'https://x.test');
    expect(href.searchParams.get('rate')).toBe('rate-7');
    expect(href.searchParams.get('mealPlans')).toBe('BREAKFAST');
    expect(href.searchParams.get('freeCancellation')).toBe('true');
    expect(href.searchParams.get('sort')).toBeNull();
  });
});
