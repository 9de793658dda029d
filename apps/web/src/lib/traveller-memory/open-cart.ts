import { isProductType } from '@wayfare/contract';
import type { ProductType } from '@wayfare/contract';
import { isServerId, isUuid } from '../ids';

/**
 * "Continue your booking" (issue 19 item 6): the cart the checkout last showed on this brand and its step,
 * kept in localStorage until its confirmation; the landing asks the cart service whether it is still open
 * before offering it. Tolerant like recent-searches.ts: corrupt or refused storage is "no cart".
 *
 * Read by plain checks (lib/ids.ts), not zod: the landing reads it at start (issue 16 TBT).
 */
export interface OpenCart {
  cartId: string;
  requestUuid: string;
  productType: ProductType;
  /** The checkout step, 1 to 5. */
  step: number;
}

/** The stored cart, or null for anything else. */
export function toOpenCart(value: unknown): OpenCart | null {
  if (!value || typeof value !== 'object') return null;
  const { cartId, requestUuid, productType, step } = value as Record<string, unknown>;
  if (!isServerId(cartId) || !isUuid(requestUuid)) return null;
  if (!isProductType(productType)) return null;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > 5) return null;
  return { cartId, requestUuid, productType, step };
}

export const openCartKey = (domain: string) => `wayfare.open-cart.${domain}`;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function parseOpenCart(raw: string | null): OpenCart | null {
  if (!raw) return null;
  try {
    return toOpenCart(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function readOpenCart(domain: string): OpenCart | null {
  try {
    return parseOpenCart(storage()?.getItem(openCartKey(domain)) ?? null);
  } catch {
    return null;
  }
}

export function rememberOpenCart(domain: string, cart: OpenCart): void {
  try {
    storage()?.setItem(openCartKey(domain), JSON.stringify(cart));
  } catch {
    // Not remembered: the landing just will not offer to continue.
  }
}

export function forgetOpenCart(domain: string): void {
  try {
    storage()?.removeItem(openCartKey(domain));
  } catch {
    // Refused storage holds nothing of ours.
  }
}
