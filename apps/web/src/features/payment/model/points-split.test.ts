import { fromMajor } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import {
  clampPoints,
  pointsForCents,
  pointsStep,
  pointsValueCents,
  splitFromBreakdown,
  splitPayment,
} from './points-split';
import type { PointsAllowance } from './points-split';

// Written in euros for reading; the contract's Money is minor units (cents).
const eur = (euros: number) => fromMajor(euros, 'EUR');
const totals = (products: number, discounts = 0) => ({
  products: eur(products),
  discounts: eur(discounts),
  total: eur(Math.round((products - discounts) * 100) / 100),
});
// localhost brand: 0.01 EUR per point = 100 points per euro.
const allowance: PointsAllowance = { balance: 50_000, conversionRate: 100, maxUsable: 50_000 };

describe('splitPayment (mirrors CartFinalize paymentBreakdown)', () => {
  it('puts everything on the card without points', () => {
    expect(splitPayment(totals(612.4), allowance, 0)).toEqual({
      currency: 'EUR',
      productsCents: 61_240,
      voucherCents: 0,
      dueCents: 61_240,
      pointsUsed: 0,
      pointsCents: 0,
      cardCents: 61_240,
      coveredWithoutCard: false,
    });
  });

  it('pays points at the brand rate and the rest by card', () => {
    const split = splitPayment(totals(612.4), allowance, 12_345);
    expect(split.pointsCents).toBe(12_345);
    expect(split.cardCents).toBe(61_240 - 12_345);
  });

  it('takes the voucher off before points and card', () => {
    const split = splitPayment(totals(300, 50), null, 0);
    expect(split).toMatchObject({ productsCents: 30_000, voucherCents: 5_000, dueCents: 25_000, cardCents: 25_000 });
  });

  it('needs no card when the points cover the whole total', () => {
    const small = { ...allowance, maxUsable: 12_000 };
    const split = splitPayment(totals(120), small, 12_000);
    expect(split).toMatchObject({ pointsCents: 12_000, cardCents: 0, coveredWithoutCard: true });
  });

  it('never values points above what is due (the rounded-up last point)', () => {
    const rate50: PointsAllowance = { balance: 1000, conversionRate: 50, maxUsable: 1000 };
    // 10.01 CHF at 0.02 per point needs 501 points (500.5 rounded up): worth 10.02, capped at 10.01.
    const split = splitPayment({ products: eur(10.01), discounts: eur(0), total: eur(10.01) }, rate50, 501);
    expect(split.pointsCents).toBe(1001);
    expect(split.cardCents).toBe(0);
  });

  it('clamps points to the allowance and ignores them without one', () => {
    expect(splitPayment(totals(100), { ...allowance, maxUsable: 500 }, 9_999).pointsUsed).toBe(500);
    expect(splitPayment(totals(100), null, 9_999)).toMatchObject({ pointsUsed: 0, cardCents: 10_000 });
  });
});

describe('clampPoints', () => {
  it('keeps whole points between 0 and maxUsable and never throws', () => {
    expect(clampPoints(12.7, allowance)).toBe(12);
    expect(clampPoints(-5, allowance)).toBe(0);
    expect(clampPoints(Number.NaN, allowance)).toBe(0);
    expect(clampPoints('300', allowance)).toBe(0);
    expect(clampPoints(Infinity, allowance)).toBe(0);
    expect(clampPoints(80_000, allowance)).toBe(50_000);
    expect(clampPoints(10, null)).toBe(0);
  });
});

describe('points arithmetic', () => {
  it('values points like the server (cents, rounded, capped at the due amount)', () => {
    expect(pointsValueCents(150, 100, 10_000)).toBe(150);
    expect(pointsValueCents(150, 50, 10_000)).toBe(300);
    expect(pointsValueCents(50_000, 100, 10_000)).toBe(10_000);
    expect(pointsValueCents(10, 0, 10_000)).toBe(0);
  });

  it('rounds the points for an amount up, like pointsFor', () => {
    expect(pointsForCents(61_240, 100)).toBe(61_240);
    expect(pointsForCents(1001, 50)).toBe(501);
    expect(pointsForCents(0, 100)).toBe(0);
  });

  it('steps by one currency unit when the allowance is large enough', () => {
    expect(pointsStep(allowance)).toBe(100);
    expect(pointsStep({ ...allowance, conversionRate: 50 })).toBe(50);
    expect(pointsStep({ ...allowance, maxUsable: 300 })).toBe(1);
    expect(pointsStep({ ...allowance, conversionRate: 0.4 })).toBe(1);
  });
});

describe('splitFromBreakdown', () => {
  it('reads the server breakdown in the same shape', () => {
    const breakdown = {
      total: eur(300),
      pointsUsed: 5_000,
      paidWithPoints: eur(50),
      paidWithVoucher: eur(20),
      toPayByCard: eur(230),
    };
    expect(splitFromBreakdown(breakdown)).toEqual({
      currency: 'EUR',
      productsCents: 30_000,
      voucherCents: 2_000,
      dueCents: 28_000,
      pointsUsed: 5_000,
      pointsCents: 5_000,
      cardCents: 23_000,
      coveredWithoutCard: false,
    });
  });
});
