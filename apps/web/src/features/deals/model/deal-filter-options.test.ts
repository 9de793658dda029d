import { describe, expect, it } from 'vitest';
import { makeDeal } from './deal-factory';
import { dealFilterOptions, roundUpPrice } from './deal-filter-options';

describe('roundUpPrice', () => {
  it('rounds up to a tenth of the order of magnitude', () => {
    expect(roundUpPrice(640.5)).toBe(650);
    expect(roundUpPrice(310)).toBe(310);
    expect(roundUpPrice(1234)).toBe(1300);
    expect(roundUpPrice(87)).toBe(87);
    expect(roundUpPrice(0)).toBe(0);
  });
});

describe('dealFilterOptions', () => {
  it('offers only values that keep a deal', () => {
    const options = dealFilterOptions([
      makeDeal({ id: 'a', priceFrom: { amount: 1234, currency: 'CHF' } }),
      makeDeal({
        id: 'b',
        destination: { code: 'ATH', name: 'Athens' },
        dates: { from: '2030-04-01', to: '2030-04-05' },
      }),
      makeDeal({ id: 'c', productType: 'H', priceFrom: { amount: 310, currency: 'CHF' } }),
    ]);
    expect(options.destinations).toEqual([
      { code: 'ATH', name: 'Athens' },
      { code: 'VIE', name: 'Vienna' },
    ]);
    expect(options.products).toEqual(['DP', 'H']);
    expect(options.months).toEqual(['2030-04', '2030-05']);
    expect(options.maxPrices).toEqual([310, 650]);
  });

  it('is empty without deals', () => {
    expect(dealFilterOptions([])).toEqual({ destinations: [], products: [], months: [], maxPrices: [] });
  });
});
