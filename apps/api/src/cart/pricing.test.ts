import type { BrandConfigAttributes } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import type { CartProductRow, CartRow } from '../db/repositories/cart-repository';
import type { Member } from '../db/repositories/member-repository';
import type { CartContext, Trip } from './cart-context';
import { cartTotals, pointsAllowance, pointsValueCents } from './pricing';

function context(options: { priceCents: number; voucher?: string; rate?: number | null; budget?: number | null }) {
  const brand = {
    paymentMethods: [
      { code: 'CARD', enabled: true },
      { code: 'POINTS', enabled: true },
      { code: 'VOUCHER', enabled: true },
    ],
    brandDetails: {
      pointsConversionRate: options.rate === undefined ? 0.01 : options.rate,
      budgetRestriction: options.budget ?? null,
      freeFlightConditions: null,
    },
  } as unknown as BrandConfigAttributes;
  return {
    cart: { domain: 'localhost', currency: 'EUR', voucherCode: options.voucher ?? null } as CartRow,
    products: [{ priceCents: options.priceCents, removable: false, type: 'FLIGHT' } as CartProductRow],
    trip: {} as Trip,
    brand,
    productType: 'F',
    language: 'en',
  } satisfies CartContext;
}

const member = (pointsBalance: number, budgetRestriction: number | null = null) =>
  ({ domain: 'localhost', pointsBalance, budgetRestriction }) as Member;

describe('cartTotals', () => {
  it('subtracts the voucher, never below zero, and gives the points equivalent', () => {
    expect(cartTotals(context({ priceCents: 12_345 }))).toEqual({
      productsCents: 12_345,
      discountCents: 0,
      totalCents: 12_345,
      pointsEquivalent: 12_345,
    });
    expect(cartTotals(context({ priceCents: 1000, voucher: 'WELCOME20' }))).toMatchObject({
      discountCents: 1000,
      totalCents: 0,
    });
  });
});

describe('pointsAllowance', () => {
  it('is capped by the balance, the amount due and budgetRestriction', () => {
    expect(pointsAllowance(context({ priceCents: 50_000 }), member(10_000), 50_000)!.maxUsable).toBe(10_000);
    expect(pointsAllowance(context({ priceCents: 5000 }), member(10_000), 5000)!.maxUsable).toBe(5000);
    expect(pointsAllowance(context({ priceCents: 50_000 }), member(40_000, 300), 50_000)!.maxUsable).toBe(30_000);
    expect(pointsAllowance(context({ priceCents: 50_000, budget: 100 }), member(40_000), 50_000)!.maxUsable).toBe(
      10_000,
    );
  });

  it('needs a member and a points brand', () => {
    expect(pointsAllowance(context({ priceCents: 100 }), null, 100)).toBeNull();
    expect(pointsAllowance(context({ priceCents: 100, rate: null }), member(10), 100)).toBeNull();
  });

  it('values points at the brand rate, never above what is due', () => {
    expect(pointsValueCents(5000, 0.02, 100_000, 'EUR')).toBe(10_000);
    expect(pointsValueCents(5000, 0.02, 999, 'EUR')).toBe(999);
  });
});
