import type { QueryClient } from '@tanstack/react-query';
import { ErrorMessage } from '@wayfare/contract';
import { useSyncExternalStore } from 'react';
import { hasErrorMessage } from '../http/api-error';
import { clearCheckoutDrafts } from './checkout-draft';

/** spec §8: the error message that marks the cart as expired. */
export const CART_EXPIRED = ErrorMessage.CART_EXPIRED;

/** The checkout client state of spec §2/§4: the cart expired flag and the cart-creation fetching flag. */
export interface CartSession {
  cartExpired: boolean;
  fetching: boolean;
}

const INITIAL: CartSession = { cartExpired: false, fetching: false };
let state: CartSession = INITIAL;
const listeners = new Set<() => void>();

function update(patch: Partial<CartSession>): void {
  const next = { ...state, ...patch };
  if (next.cartExpired === state.cartExpired && next.fetching === state.fetching) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeCartSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCartSession(): CartSession {
  return state;
}

/** spec §4: set when a cart, cart-config, ancillaries or order fetch fails with CART_EXPIRED. */
export function markCartExpired(): void {
  update({ cartExpired: true });
}

/** spec §4: cart creation toggles a fetching flag. */
export function setCartFetching(fetching: boolean): void {
  update({ fetching });
}

/** Marks the cart expired when `error` is a CART_EXPIRED failure; returns whether it was. */
export function reportCartError(error: unknown): boolean {
  if (!hasErrorMessage(error, CART_EXPIRED)) return false;
  markCartExpired();
  return true;
}

/** The whole session state, re-rendering on change. */
export function useCartSession(): CartSession {
  return useSyncExternalStore(subscribeCartSession, getCartSession, getCartSession);
}

export const useCartExpired = (): boolean => useCartSession().cartExpired;
export const useCartFetching = (): boolean => useCartSession().fetching;

/** Query-key root of every cart query (cart-queries.ts builds on it); duplicated here to avoid an import cycle. */
export const CART_QUERY_ROOT = 'cart';

/**
 * spec §4 "cleaning checkout": resets cart, config, detail, order and ancillaries (their query caches, all
 * under the `cart` key root), the expired flag, and the typed drafts (nothing personal outlives the checkout).
 */
export function cleanCheckout(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [CART_QUERY_ROOT] });
  clearCheckoutDrafts();
  update(INITIAL);
}

/** For tests: back to the initial state without a query client. */
export function resetCartSession(): void {
  update(INITIAL);
}
