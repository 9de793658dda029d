import type { CartFull } from '@wayfare/contract';
import { LAST_STEP } from '../../../lib/cart/cart-ref';

/** What the cart has saved, as far as step gating needs it. */
export type GatingCart = Pick<CartFull, 'travellers' | 'contact'> & { expectedTravellers: number };

/**
 * The first step whose data the cart still lacks: travellers (1) until the whole party is saved, contact (2)
 * until a contact is saved. Extras (3) are optional and payment (4) is chosen on its own step, so with both
 * saved every step up to review (5) is open.
 */
export function firstIncompleteStep(cart: GatingCart): number {
  if (cart.travellers.length < cart.expectedTravellers || cart.travellers.length === 0) return 1;
  if (!cart.contact) return 2;
  return LAST_STEP;
}

/** Issue 7: a step beyond what the cart has completed leads to the first incomplete step (never a crash). */
export function allowedStep(requested: number, cart: GatingCart): number {
  return Math.min(requested, firstIncompleteStep(cart));
}
