import { discountPercent, money } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../inventory/seeded-random';
import { fromInventoryCents, inventoryMinor } from './currency';
import { flightListPrice, priceFlight } from './flight-price';
import { includedTaxes, priceAmount, promotionOf } from './price-offer';
import { pricingContext, UNBRANDED } from './pricing-context';
import { priceStay, quoteListMinor } from './stay-price';

const club = { domain: 'club.localhost', currency: 'CHF', pointsConversionRate: 0.02, memberDiscountPercent: 12 };

describe('currency', () => {
  it('converts inventory euro cents once, with the contract rounding', () => {
    expect(fromInventoryCents(27_918, 'CHF')).toEqual({ amount: 26_243, currency: 'CHF' });
    expect(inventoryMinor(1_500, 'EUR')).toBe(1_500);
    expect(inventoryMinor(1_000, 'XYZ')).toBe(1_000);
  });
});

describe('pricingContext: the member step', () => {
  it('gives the member discount to a member of the brand only', () => {
    expect(pricingContext(club, { domain: 'club.localhost' }).memberDiscountPercent).toBe(12);
    expect(pricingContext(club, { domain: 'localhost' }).memberDiscountPercent).toBeNull();
    expect(pricingContext(club, null).memberDiscountPercent).toBeNull();
    expect(pricingContext({ ...club, memberDiscountPercent: null }, { domain: 'club.localhost' })).toMatchObject({
      memberDiscountPercent: null,
      currency: 'CHF',
    });
  });
});

describe('priceAmount', () => {
  it('charges a member the member price, with its taxes and points', () => {
    const priced = priceAmount(money(100_000, 'CHF'), pricingContext(club, { domain: 'club.localhost' }), 'FLIGHT');
    expect(priced.member).toEqual(money(88_000, 'CHF'));
    expect(priced.charged).toBe(priced.member);
    expect(priced.points).toBe(44_000);
    expect(priced.taxesAndFees).toEqual(includedTaxes(money(88_000, 'CHF'), 'FLIGHT'));
  });

  it('charges everyone else the list price, and refuses a price in another currency', () => {
    const priced = priceAmount(money(100_000, 'CHF'), pricingContext(club, null), 'STAY');
    expect(priced).toMatchObject({ member: null, charged: money(100_000, 'CHF') });
    expect(priced.taxesAndFees).toEqual(money(9_091, 'CHF'));
    expect(() => priceAmount(money(1, 'EUR'), pricingContext(club, null), 'STAY')).toThrow(/CHF/);
  });
});

describe('flight prices', () => {
  it('total the travellers, each converted once, so the breakdown adds up', () => {
    const prices = [
      { type: 'ADULT' as const, count: 2, amountCents: 13_333 },
      { type: 'CHILD' as const, count: 1, amountCents: 10_000 },
    ];
    const list = flightListPrice(prices, 'CHF');
    const sum = list.perTraveller.reduce((total, price) => total + price.count * price.amount.amount, 0);
    expect(list.total).toEqual(money(sum, 'CHF'));
    expect(priceFlight(prices, UNBRANDED).charged).toEqual(money(36_666, 'EUR'));
  });
});

describe('promotions never claim more (or less) than the amounts show', () => {
  it('a stay rate keeps its promotion percent after rounding (generated quotes)', () => {
    const random = seededRandom('pricing-test');
    for (let index = 0; index < 3_000; index++) {
      const before = 20 + random.next() * 5_000;
      const percent = random.int(5, 40);
      const quote = { total: before * (1 - percent / 100), beforeDiscount: before, promotionPercent: percent };
      const price = money(quoteListMinor(quote, 'EUR'), 'EUR');
      const reference = money(Math.round(before * 100), 'EUR');
      expect(discountPercent(reference, price)).toBe(percent);
    }
  });

  it('a package badge is the true reduction of the whole price, or none', () => {
    const priced = priceStay(95_644, 113_800, 4, true, UNBRANDED);
    expect(priced.promotion).toEqual({ reference: money(113_800, 'EUR'), percent: 15 });
    expect(promotionOf(money(100, 'EUR'), money(100, 'EUR'))).toBeNull();
    expect(priceStay(1_000, null, 4, false, UNBRANDED).perNight).toEqual(money(250, 'EUR'));
  });
});
