import { isProductType } from '@wayfare/contract';
import type { ProductType } from '@wayfare/contract';
import { isServerId, isUuid } from '../ids';

/**
 * A cart is identified by cartId and requestUuid (spec §3); every cart call carries both (spec §7).
 * `productType` (the URL's `product`, spec §3) saves RetrieveCartFull a lookup; it is optional.
 */
export type CartRef = { cartId: string; requestUuid: string; productType?: ProductType };

/** Checkout steps in URL order: `checkoutStep=1` is travellers ... `5` is review & confirm. */
export const CHECKOUT_STEPS = ['travellers', 'contact', 'extras', 'payment', 'review'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];
export const FIRST_STEP = 1;
export const LAST_STEP = CHECKOUT_STEPS.length;

/**
 * The cart named by the URL (spec §3: cartId is a query value), or null when either part is missing or malformed.
 * Plain checks (lib/ids.ts), no zod: the landing's "continue your booking" builds its link from this module.
 */
export function parseCartRef(params: URLSearchParams): CartRef | null {
  const cartId = params.get('cartId');
  const requestUuid = params.get('requestUuid');
  if (!isServerId(cartId) || !isUuid(requestUuid)) return null;
  const product = params.get('product');
  return { cartId, requestUuid, ...(isProductType(product) ? { productType: product } : {}) };
}

/** spec §3: checkoutStep is a number; anything missing, fractional or outside 1..5 falls back to the first step. */
export function parseCheckoutStep(params: URLSearchParams): number {
  const raw = params.get('checkoutStep');
  if (raw === null || !/^\d+$/.test(raw.trim())) return FIRST_STEP;
  const step = Number(raw.trim());
  return step >= FIRST_STEP && step <= LAST_STEP ? step : FIRST_STEP;
}

function refQuery(ref: CartRef): URLSearchParams {
  const query = new URLSearchParams({ cartId: ref.cartId, requestUuid: ref.requestUuid });
  if (ref.productType) query.set('product', ref.productType);
  return query;
}

/** `/checkout?cartId=&requestUuid=[&product=]&checkoutStep=` (accepts a CreateCart result directly). */
export function checkoutPath(ref: CartRef, step: number = FIRST_STEP): string {
  const query = refQuery(ref);
  query.set('checkoutStep', String(step));
  return `/checkout?${query.toString()}`;
}

/** `/checkout/confirmation?cartId=&requestUuid=[&product=]`: also CartFinalize's returnPath (same-origin path). */
export function confirmationPath(ref: CartRef): string {
  return `/checkout/confirmation?${refQuery(ref).toString()}`;
}
