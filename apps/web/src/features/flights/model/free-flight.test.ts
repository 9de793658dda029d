import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT } from './flight-view';
import { applyFreeFlight, freeFlightPriceCeiling, freeFlightVoucher } from './free-flight';

describe('spec §9 free-flight rules', () => {
  it('shows the voucher itself in the brand currency, never the × 100 ceiling', () => {
    expect(freeFlightVoucher({ voucherAmount: 150 }, 'EUR')).toEqual({ amount: 15_000, currency: 'EUR' });
    expect(freeFlightVoucher({ voucherAmount: 150 }, 'CHF')).toEqual({ amount: 15_000, currency: 'CHF' });
  });

  it('the price ceiling is the voucher amount times 100', () => {
    expect(freeFlightPriceCeiling({ voucherAmount: 150 })).toBe(15_000);
  });

  it('forces the PRICE sort and the ceiling', () => {
    const result = applyFreeFlight(DEFAULT_SORT, { transportType: 'ONLY_FLIGHT' }, { voucherAmount: 2 });
    expect(result.sort).toEqual({ value: 'PRICE', ascending: true });
    expect(result.facets).toEqual({ transportType: 'ONLY_FLIGHT', price: { max: 200 } });
  });

  it('keeps a lower maximum and a minimum the traveller chose; caps a higher one', () => {
    expect(applyFreeFlight(DEFAULT_SORT, { price: { min: 50, max: 100 } }, { voucherAmount: 2 }).facets.price).toEqual({
      min: 50,
      max: 100,
    });
    expect(applyFreeFlight(DEFAULT_SORT, { price: { min: 50, max: 900 } }, { voucherAmount: 2 }).facets.price).toEqual({
      min: 50,
      max: 200,
    });
    expect(applyFreeFlight(DEFAULT_SORT, { price: { min: 500 } }, { voucherAmount: 2 }).facets.price).toEqual({
      max: 200,
    });
  });

  it('changes nothing without conditions', () => {
    const sort = { value: 'DURATION' as const, ascending: false };
    expect(applyFreeFlight(sort, {}, null)).toEqual({ sort, facets: {} });
  });
});
