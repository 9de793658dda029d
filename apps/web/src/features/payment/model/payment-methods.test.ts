import { describe, expect, it } from 'vitest';
import { finalizePayment, methodAvailability, needsUnavailableCard } from './payment-methods';
import type { PaymentSplit } from './points-split';

const allowance = { balance: 50_000, conversionRate: 100, maxUsable: 40_000 };
const split = (patch: Partial<PaymentSplit>): PaymentSplit => ({
  currency: 'EUR',
  productsCents: 10_000,
  voucherCents: 0,
  dueCents: 10_000,
  pointsUsed: 0,
  pointsCents: 0,
  cardCents: 10_000,
  coveredWithoutCard: false,
  ...patch,
});

describe('methodAvailability', () => {
  it('offers points only on a points brand to a member with usable points', () => {
    expect(methodAvailability(['CARD', 'POINTS'], allowance)).toEqual({
      card: true,
      points: allowance,
      voucher: false,
    });
    expect(methodAvailability(['CARD', 'POINTS'], null).points).toBeNull();
    expect(methodAvailability(['CARD', 'POINTS'], { ...allowance, maxUsable: 0 }).points).toBeNull();
    expect(methodAvailability(['CARD'], allowance).points).toBeNull();
  });

  it('offers vouchers only where the brand enables VOUCHER', () => {
    expect(methodAvailability(['CARD', 'VOUCHER'], undefined)).toEqual({ card: true, points: null, voucher: true });
    expect(methodAvailability(['CARD'], undefined).voucher).toBe(false);
  });
});

describe('finalizePayment (the rules CartFinalize checks)', () => {
  it('is card only by default', () => {
    expect(finalizePayment(split({}))).toEqual({ methods: ['CARD'], pointsToUse: 0 });
  });

  it('combines points and card', () => {
    expect(finalizePayment(split({ pointsUsed: 2_000, pointsCents: 2_000, cardCents: 8_000 }))).toEqual({
      methods: ['POINTS', 'CARD'],
      pointsToUse: 2_000,
    });
  });

  it('drops the card when points cover everything', () => {
    const covered = split({ pointsUsed: 10_000, pointsCents: 10_000, cardCents: 0, coveredWithoutCard: true });
    expect(finalizePayment(covered)).toEqual({ methods: ['POINTS'], pointsToUse: 10_000 });
  });

  it('names VOUCHER exactly when a discount applies', () => {
    expect(finalizePayment(split({ voucherCents: 2_000, cardCents: 8_000 })).methods).toEqual(['VOUCHER', 'CARD']);
    const free = split({ voucherCents: 10_000, cardCents: 0, coveredWithoutCard: true });
    expect(finalizePayment(free).methods).toEqual(['VOUCHER']);
  });
});

describe('needsUnavailableCard', () => {
  it('flags a remainder on a brand without cards', () => {
    const none = { card: false, points: null, voucher: false };
    expect(needsUnavailableCard(split({}), none)).toBe(true);
    expect(needsUnavailableCard(split({ cardCents: 0 }), none)).toBe(false);
    expect(needsUnavailableCard(split({}), { ...none, card: true })).toBe(false);
  });
});
