import { describe, expect, it } from 'vitest';
import { makeDeal } from './deal-factory';
import { countDealFilters, EMPTY_DEAL_FILTERS, filterDeals, parseDealFilters, writeDealFilters } from './deal-filters';

const deals = [
  makeDeal(),
  makeDeal({
    id: 'deal-2',
    destination: { code: 'PRG', name: 'Prague' },
    productType: 'H',
    dates: { from: '2030-06-02', to: '2030-06-05' },
    priceFrom: { amount: 310, currency: 'CHF' },
    departure: undefined,
  }),
  makeDeal({ id: 'deal-3', destination: { code: 'MAD', name: 'Madrid' }, productType: 'F', nights: 0 }),
];

describe('parseDealFilters', () => {
  it('reads every filter from the URL', () => {
    const params = new URLSearchParams('destination=vie&product=DP&month=2030-05&maxPrice=700');
    expect(parseDealFilters(params)).toEqual({
      filters: { destination: 'VIE', product: 'DP', month: '2030-05', maxPrice: 700 },
      invalid: [],
    });
  });

  it('drops and lists bad values, keeping the good ones', () => {
    const params = new URLSearchParams('destination=vienna&product=XX&month=2030-13&maxPrice=-5');
    expect(parseDealFilters(params)).toEqual({
      filters: EMPTY_DEAL_FILTERS,
      invalid: ['destination', 'product', 'month', 'maxPrice'],
    });
    expect(parseDealFilters(new URLSearchParams('month=2030-07&maxPrice=abc')).filters.month).toBe('2030-07');
  });

  it('treats blank values as no filter', () => {
    expect(parseDealFilters(new URLSearchParams('destination=&maxPrice=%20'))).toEqual({
      filters: EMPTY_DEAL_FILTERS,
      invalid: [],
    });
  });
});

describe('writeDealFilters', () => {
  it('writes set filters (destination lower-cased), removes empty ones and keeps other params', () => {
    const params = new URLSearchParams('month=2030-01&utm=x');
    const written = writeDealFilters(params, { ...EMPTY_DEAL_FILTERS, destination: 'PRG', maxPrice: 400 });
    expect(written.toString()).toBe('utm=x&destination=prg&maxPrice=400');
    expect(parseDealFilters(written).filters).toEqual({ ...EMPTY_DEAL_FILTERS, destination: 'PRG', maxPrice: 400 });
  });
});

describe('filterDeals', () => {
  const ids = (filters: Partial<typeof EMPTY_DEAL_FILTERS>) =>
    filterDeals(deals, { ...EMPTY_DEAL_FILTERS, ...filters }).map((deal) => deal.id);

  it('keeps everything without filters', () => {
    expect(ids({})).toEqual(['deal-1', 'deal-2', 'deal-3']);
  });

  it('filters by destination, product, month and price, together', () => {
    expect(ids({ destination: 'PRG' })).toEqual(['deal-2']);
    expect(ids({ product: 'F' })).toEqual(['deal-3']);
    expect(ids({ month: '2030-05' })).toEqual(['deal-1', 'deal-3']);
    expect(ids({ maxPrice: 640.5 })).toEqual(['deal-1', 'deal-2', 'deal-3']);
    expect(ids({ maxPrice: 400 })).toEqual(['deal-2']);
    expect(ids({ month: '2030-05', product: 'DP', maxPrice: 400 })).toEqual([]);
  });

  it('counts the filters in use', () => {
    expect(countDealFilters(EMPTY_DEAL_FILTERS)).toBe(0);
    expect(countDealFilters({ ...EMPTY_DEAL_FILTERS, month: '2030-05', product: 'H' })).toBe(2);
  });
});
