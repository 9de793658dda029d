import type { CancellationPolicy, CartProduct } from '@wayfare/contract';
import { money } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { orderRefunds, productRefund } from './refund-rule';
import { splitRefund } from './refund-split';

const eur = (amount: number) => money(amount, 'EUR');
const at = (iso: string) => Date.parse(iso);

const policy: CancellationPolicy = {
  refundable: true,
  freeCancellationUntil: '2027-03-08T23:59:00+01:00',
  penalties: [
    { from: '2027-03-09T00:00:00+01:00', amount: eur(10_000) },
    { from: '2027-03-10T00:00:00+01:00', amount: eur(30_000) },
  ],
};
const stay = (cancellationPolicy = policy) =>
  ({
    productId: 'p-stay',
    title: 'Hotel Roma',
    price: eur(30_000),
    removable: false,
    type: 'STAY',
    stay: { rate: { cancellationPolicy } },
  }) as unknown as CartProduct;
const flight = (refundable: boolean, changeFee: number | null) =>
  ({
    productId: 'p-flight',
    title: 'MAD - FCO',
    price: eur(20_000),
    removable: false,
    type: 'FLIGHT',
    flight: {
      fareRules: { refundable, changeable: true, changeFee: changeFee === null ? null : eur(changeFee) },
      price: { total: eur(20_000) },
    },
  }) as unknown as CartProduct;
const seat = {
  productId: 'p-seat',
  title: 'Seats',
  price: eur(2_000),
  removable: true,
  type: 'SEAT_SELECTION',
  seats: [],
} as unknown as CartProduct;

describe('productRefund', () => {
  it('gives a stay back in full until the free deadline', () => {
    const refund = productRefund(stay(), null, at('2027-03-08T12:00:00+01:00'), false);
    expect(refund).toMatchObject({
      kind: 'FREE',
      refund: eur(30_000),
      penalty: eur(0),
      freeUntil: policy.freeCancellationUntil,
    });
  });

  it('keeps the latest penalty that has started after the deadline', () => {
    expect(productRefund(stay(), null, at('2027-03-09T10:00:00+01:00'), false)).toMatchObject({
      kind: 'PARTIAL',
      refund: eur(20_000),
      penalty: eur(10_000),
      freeUntil: null,
    });
    expect(productRefund(stay(), null, at('2027-03-10T10:00:00+01:00'), false).kind).toBe('NON_REFUNDABLE');
  });

  it('gives nothing back for a non-refundable rate or a started trip', () => {
    const nonRefundable = { refundable: false, freeCancellationUntil: null, penalties: [] };
    expect(productRefund(stay(nonRefundable), null, at('2027-01-01T00:00:00Z'), false).refund).toEqual(eur(0));
    expect(productRefund(stay(), null, at('2027-01-01T00:00:00Z'), true).kind).toBe('NON_REFUNDABLE');
  });

  it('follows the fare rules for a flight: change fee kept, non-refundable fare kept whole', () => {
    const now = at('2027-01-01T00:00:00Z');
    expect(productRefund(flight(true, null), null, now, false).kind).toBe('FREE');
    expect(productRefund(flight(true, 5_000), null, now, false)).toMatchObject({
      kind: 'PARTIAL',
      refund: eur(15_000),
    });
    expect(productRefund(flight(false, null), null, now, false).kind).toBe('NON_REFUNDABLE');
  });

  it('cancels a package as a whole: stay penalty plus flight penalty, never more than its price', () => {
    const pkg = {
      ...(stay() as object),
      productId: 'p-pkg',
      type: 'PACKAGE',
      price: eur(40_000),
      flight: {
        fareRules: { refundable: true, changeable: true, changeFee: eur(5_000) },
        price: { total: eur(20_000) },
      },
    } as unknown as CartProduct;
    expect(productRefund(pkg, null, at('2027-03-09T10:00:00+01:00'), false)).toMatchObject({
      kind: 'PARTIAL',
      penalty: eur(15_000),
    });
    const strict = {
      ...(pkg as object),
      flight: { fareRules: { refundable: false, changeable: false, changeFee: null }, price: { total: eur(20_000) } },
    } as unknown as CartProduct;
    expect(productRefund(strict, null, at('2027-03-10T10:00:00+01:00'), false).penalty).toEqual(eur(40_000));
  });
});

describe('orderRefunds', () => {
  it('refunds extras only while the main product cancels for free', () => {
    const free = orderRefunds([stay(), seat], at('2027-03-01T00:00:00Z'), false);
    expect(free.map((refund) => refund.kind)).toEqual(['FREE', 'FREE']);
    const late = orderRefunds([stay(), seat], at('2027-03-09T10:00:00+01:00'), false);
    expect(late.map((refund) => refund.kind)).toEqual(['PARTIAL', 'NON_REFUNDABLE']);
  });
});

describe('splitRefund', () => {
  const paid = {
    methods: ['POINTS', 'CARD'],
    currency: 'EUR',
    totalCents: 30_000,
    pointsUsed: 10_000,
    pointsCents: 10_000,
    voucherCents: 0,
    cardCents: 20_000,
  };

  it('gives the card and the points back in the share refunded', () => {
    expect(splitRefund(30_000, 30_000, paid)).toEqual({
      total: eur(30_000),
      card: eur(20_000),
      points: 10_000,
      pointsValue: eur(10_000),
    });
    expect(splitRefund(15_000, 30_000, paid)).toEqual({
      total: eur(15_000),
      card: eur(10_000),
      points: 5_000,
      pointsValue: eur(5_000),
    });
    expect(splitRefund(0, 30_000, paid).total).toEqual(eur(0));
  });

  it('never gives back a voucher or more than was paid', () => {
    const withVoucher = {
      ...paid,
      methods: ['VOUCHER', 'CARD'],
      pointsUsed: 0,
      pointsCents: 0,
      voucherCents: 5_000,
      cardCents: 25_000,
    };
    expect(splitRefund(30_000, 30_000, withVoucher).total).toEqual(eur(25_000));
    expect(splitRefund(99_999, 30_000, paid).total).toEqual(eur(30_000));
  });
});
