import { money, pointsFor, pointsValue } from '@wayfare/contract';
import type { Member } from '../db/repositories/member-repository';
import type { CartContext } from './cart-context';
import { enabledMethods } from './cart-context';
import { checkVoucher } from './vouchers';

export interface CartTotals {
  productsCents: number;
  discountCents: number;
  totalCents: number;
  pointsEquivalent: number | null;
}

/** The brand's points programme: the currency value of one point (0.01 = 100 points per euro). */
export const pointsRate = (context: CartContext): number | null => {
  const rate = context.brand.brandDetails.pointsConversionRate ?? null;
  return rate && enabledMethods(context.brand).includes('POINTS') ? rate : null;
};

/** The voucher's discount now: re-checked on every pricing (a code may stop applying), capped at the products. */
export function voucherDiscountCents(context: CartContext, productsCents: number): number {
  const code = context.cart.voucherCode;
  if (!code) return 0;
  const check = checkVoucher(code, context.brand, context.productType, productsCents);
  return check.ok ? Math.min(check.amountCents, productsCents) : 0;
}

/** Totals from the server's product prices (design.md: never the client's numbers). */
export function cartTotals(context: CartContext): CartTotals {
  const productsCents = context.products.reduce((sum, product) => sum + product.priceCents, 0);
  const discountCents = voucherDiscountCents(context, productsCents);
  const totalCents = productsCents - discountCents;
  const rate = context.brand.brandDetails.pointsConversionRate ?? null;
  const pointsEquivalent = pointsFor(money(totalCents, context.cart.currency), rate);
  return { productsCents, discountCents, totalCents, pointsEquivalent };
}

export interface PointsAllowance {
  balance: number;
  rate: number;
  maxUsable: number;
}

/**
 * How many points the member may spend on this cart: capped by the balance, by the points that pay the
 * whole total and by budgetRestriction (the member's and the brand's, in the cart currency) - design.md.
 */
export function pointsAllowance(context: CartContext, member: Member | null, dueCents: number): PointsAllowance | null {
  const rate = pointsRate(context);
  if (!rate || !member || member.domain !== context.cart.domain) return null;
  const budgets = [member.budgetRestriction, context.brand.brandDetails.budgetRestriction ?? null].filter(
    (budget): budget is number => budget !== null,
  );
  const caps = [member.pointsBalance, pointsFor(money(dueCents, context.cart.currency), rate) ?? 0];
  for (const budget of budgets) caps.push(Math.floor(budget / rate + 1e-9));
  return { balance: member.pointsBalance, rate, maxUsable: Math.max(0, Math.min(...caps)) };
}

export interface PaymentBreakdown {
  methods: string[];
  currency: string;
  totalCents: number;
  pointsUsed: number;
  pointsCents: number;
  voucherCents: number;
  cardCents: number;
}

/** Value of `points` in minor units of `currency`, never more than what is due. */
export const pointsValueCents = (points: number, rate: number, dueCents: number, currency: string) =>
  Math.min(pointsValue(points, rate, currency).amount, dueCents);
