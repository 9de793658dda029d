import { isDeepStrictEqual } from 'node:util';
import { formatMoney, money } from '@wayfare/contract';
import type { cartApi, EndpointResult } from '@wayfare/contract';
import type { z } from 'zod';
import type { Member } from '../db/repositories/member-repository';
import { RequestValidationError } from '../lib/validation';
import type { CartDeps } from './cart-access';
import { assertBookable, conflict, reload } from './cart-access';
import type { CartContext } from './cart-context';
import { enabledMethods } from './cart-context';
import { presentBreakdown, presentCart } from './cart-presenter';
import type { PaymentBreakdown } from './pricing';
import { cartTotals, pointsAllowance, pointsValueCents } from './pricing';

type FinalizeBody = z.output<(typeof cartApi)['CartFinalize']['body']>;
type FinalizeResult = EndpointResult<(typeof cartApi)['CartFinalize']>;

/** What CartFinalize stores in carts.finalization and ConfirmCart places the order from. */
export interface Finalization {
  request: FinalizeBody;
  breakdown: PaymentBreakdown;
  returnPath: string;
  memberId: number | null;
}

export const finalizationOf = (context: CartContext) => context.cart.finalization as unknown as Finalization | null;

const invalid = (field: string, message: string) => new RequestValidationError([{ field, message }]);

/** The checkout must know who travels and whom to contact before the price is frozen. */
function checkComplete(context: CartContext): void {
  const party = context.trip.adults + context.trip.childrenAges.length;
  if (!context.cart.contact) throw conflict('Add the contact (AddContactToCart) before finalizing');
  if (context.cart.travellers.length !== party) {
    throw conflict(`Add all ${party} travellers (AddTravellerToCart) before finalizing`);
  }
}

/**
 * Splits the total over voucher, points and card (design.md "Payment"): methods must be enabled by the
 * brand; VOUCHER goes with an applied voucher; points are capped by the member's allowance; whatever is
 * left needs CARD. Every refusal is a 400 naming the field.
 */
export function paymentBreakdown(context: CartContext, body: FinalizeBody, member: Member | null): PaymentBreakdown {
  const { methods, pointsToUse } = body.payment;
  const enabled = enabledMethods(context.brand);
  const disabled = methods.find((method) => !enabled.includes(method));
  if (disabled) throw invalid('payment.methods', `${disabled} is not accepted by this brand`);
  const totals = cartTotals(context);
  if (methods.includes('VOUCHER') !== totals.discountCents > 0) {
    throw invalid(
      'payment.methods',
      totals.discountCents > 0 ? 'must include VOUCHER: a voucher is applied' : 'VOUCHER needs an applied voucher',
    );
  }
  let pointsCents = 0;
  if (methods.includes('POINTS')) {
    const allowance = pointsAllowance(context, member, totals.totalCents);
    if (!allowance) throw invalid('payment.methods', 'POINTS needs a signed-in member of the programme');
    if (pointsToUse > allowance.maxUsable)
      throw invalid('payment.pointsToUse', `must be at most ${allowance.maxUsable}`);
    pointsCents = pointsValueCents(pointsToUse, allowance.rate, totals.totalCents, context.cart.currency);
  }
  const cardCents = totals.totalCents - pointsCents;
  if (cardCents > 0 && !methods.includes('CARD')) {
    throw invalid(
      'payment.methods',
      `must include CARD to pay the remaining ${formatMoney(money(cardCents, context.cart.currency), 'en-IE')}`,
    );
  }
  return {
    methods,
    currency: context.cart.currency,
    totalCents: totals.productsCents,
    pointsUsed: pointsToUse,
    pointsCents,
    voucherCents: totals.discountCents,
    cardCents,
  };
}

const outcome = (context: CartContext, finalization: Finalization): FinalizeResult => ({
  cart: presentCart(context),
  payment: presentBreakdown(finalization.breakdown),
});

/**
 * CartFinalize, idempotent per requestUuid (design.md "Cart"): a repeat of the same request returns the
 * same outcome; before the order is placed a different choice replaces the earlier one; after it, a
 * different choice is a 409.
 */
export async function finalizeCart(
  deps: CartDeps,
  context: CartContext,
  body: FinalizeBody,
  member: Member | null,
): Promise<FinalizeResult> {
  assertBookable(context);
  const previous = finalizationOf(context);
  if (context.cart.status !== 'OPEN' && previous && isDeepStrictEqual(previous.request, body)) {
    return outcome(context, previous);
  }
  if (context.cart.status === 'CONFIRMED') throw conflict('The cart is confirmed with another payment choice');
  checkComplete(context);
  const finalization: Finalization = {
    request: body,
    breakdown: paymentBreakdown(context, body, member),
    returnPath: body.returnPath,
    memberId: member?.id ?? null,
  };
  const stored = await deps.carts.finalize(context.cart.id, finalization as unknown as Record<string, unknown>);
  const current = await reload(deps, context);
  if (!stored) return finalizeCart(deps, current, body, member);
  return outcome(current, finalization);
}
