import type { Money } from '@wayfare/contract';
import { money, pointsFor, pointsValue } from '@wayfare/contract';

/** GetCartConfig's points allowance (design.md "Payment": conversionRate is points per unit of currency). */
export interface PointsAllowance {
  balance: number;
  conversionRate: number;
  maxUsable: number;
}

/** The cart's totals as the server prices them (RetrieveCartFull.totals). */
export interface SplitTotals {
  products: Money;
  discounts: Money;
  total: Money;
}

/** How the total is paid: the same numbers CartFinalize answers in its PaymentBreakdown. */
export interface PaymentSplit {
  currency: string;
  /** Products before the voucher (the breakdown's `total`). */
  productsCents: number;
  voucherCents: number;
  /** What is due once the voucher is off: the server's cart total, or what an order's points and card paid. */
  dueCents: number;
  pointsUsed: number;
  pointsCents: number;
  cardCents: number;
  /** Nothing is left for the card: no hosted card page (design.md "Payment"). */
  coveredWithoutCard: boolean;
}

// Amounts are the contract's minor units already (cents, rappen): no conversion, no rounding here.
const toCents = (amount: number) => Math.round(amount);

/** Points clamped to 0..maxUsable, whole points; anything not a finite number is 0 (never throws). */
export function clampPoints(points: unknown, allowance: PointsAllowance | null): number {
  if (!allowance || typeof points !== 'number' || !Number.isFinite(points)) return 0;
  return Math.min(Math.max(0, Math.floor(points)), allowance.maxUsable);
}

/**
 * Currency value of `points` in cents, never more than what is due. Mirrors the server's pointsValueCents
 * (apps/api/src/cart/pricing.ts): the server keeps the value of one point (1 / conversionRate).
 */
export function pointsValueCents(points: number, conversionRate: number, dueCents: number, currency = 'EUR'): number {
  if (conversionRate <= 0) return 0;
  return Math.min(pointsValue(points, 1 / conversionRate, currency).amount, dueCents);
}

/** Points needed to pay `cents` (rounded up, like the server's pointsFor). */
export function pointsForCents(cents: number, conversionRate: number, currency = 'EUR'): number {
  if (conversionRate <= 0) return 0;
  return pointsFor(money(Math.max(0, Math.round(cents)), currency), 1 / conversionRate) ?? 0;
}

/**
 * Splits the cart total over voucher, points and card exactly as CartFinalize does (apps/api/src/cart/
 * cart-finalize.ts paymentBreakdown): the voucher comes off first, points pay up to the rest, the card the remainder.
 */
export function splitPayment(totals: SplitTotals, allowance: PointsAllowance | null, points: number): PaymentSplit {
  const dueCents = toCents(totals.total.amount);
  const pointsUsed = clampPoints(points, allowance);
  const pointsCents =
    allowance && pointsUsed > 0
      ? pointsValueCents(pointsUsed, allowance.conversionRate, dueCents, totals.total.currency)
      : 0;
  const cardCents = Math.max(0, dueCents - pointsCents);
  return {
    currency: totals.total.currency,
    productsCents: toCents(totals.products.amount),
    voucherCents: toCents(totals.discounts.amount),
    dueCents,
    pointsUsed,
    pointsCents,
    cardCents,
    coveredWithoutCard: cardCents === 0,
  };
}

/**
 * A slider step a hand can use: one unit of currency in points (100 points = 1 EUR at 0.01), or single points
 * when the allowance is small; keyboard End and the "use all" button still reach maxUsable exactly.
 */
export function pointsStep(allowance: PointsAllowance): number {
  const perUnit = Math.max(1, Math.round(allowance.conversionRate));
  return allowance.maxUsable >= perUnit * 10 ? perUnit : 1;
}

/** The server's PaymentBreakdown (CartFinalize, order totals) in the same shape, for the same summary. */
export interface BreakdownLike {
  total: Money;
  pointsUsed: number;
  paidWithPoints: Money;
  paidWithVoucher: Money;
  toPayByCard: Money;
}

export function splitFromBreakdown(breakdown: BreakdownLike): PaymentSplit {
  const cardCents = toCents(breakdown.toPayByCard.amount);
  return {
    currency: breakdown.total.currency,
    productsCents: toCents(breakdown.total.amount),
    voucherCents: toCents(breakdown.paidWithVoucher.amount),
    // The breakdown names no total after the voucher: it is what the points and the card paid (the server's sums).
    dueCents: toCents(breakdown.paidWithPoints.amount) + cardCents,
    pointsUsed: breakdown.pointsUsed,
    pointsCents: toCents(breakdown.paidWithPoints.amount),
    cardCents,
    coveredWithoutCard: cardCents === 0,
  };
}
