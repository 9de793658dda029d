import { idSchema, productTypeSchema, uuidSchema } from '@wayfare/contract';
import type { ProductType } from '@wayfare/contract';

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

/** The cart named by the URL (spec §3: cartId is a query value), or null when either part is missing or malformed. */
export function parseCartRef(params: URLSearchParams): CartRef | null {
  const cartId = idSchema.safeParse(params.get('cartId') ?? '');
  const requestUuid = uuidSchema.safeParse(params.get('requestUuid') ?? '');
  if (!cartId.success || !requestUuid.success) return null;
  const product = productTypeSchema.safeParse(params.get('product'));
  return {
    cartId: cartId.data,
    requestUuid: requestUuid.data,
    ...(product.success ? { productType: product.data } : {}),
  };
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
