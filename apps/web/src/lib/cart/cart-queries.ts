import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { cartRoutes, ErrorMessage } from '@wayfare/contract';
import type { CartFull, Language, ProductType } from '@wayfare/contract';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../brand-context';
import { hasErrorMessage } from '../http/api-error';
import { callEndpoint } from '../http/call-endpoint';
import type { CartRef } from './cart-ref';
import { parseCheckoutStep } from './cart-ref';
import { useRememberOpenCart } from '../traveller-memory/use-traveller-memory';
import { CART_QUERY_ROOT, reportCartError, useCartExpired } from './cart-session';

const refKey = (ref: CartRef) => [CART_QUERY_ROOT, ref.cartId, ref.requestUuid] as const;

/** Query keys of every cart query; all start with `cart` so cleaning checkout (spec §4) removes them at once. */
export const cartKeys = {
  all: [CART_QUERY_ROOT] as const,
  /** Every query of one cart (invalidate after a change). */
  byCart: refKey,
  full: (ref: CartRef) => [...refKey(ref), 'full'] as const,
  config: (ref: CartRef) => [...refKey(ref), 'config'] as const,
  orders: (ref: CartRef) => [...refKey(ref), 'orders'] as const,
  ancillaries: (ref: CartRef) => [...refKey(ref), 'ancillaries'] as const,
  countries: (ref: CartRef, language: Language) => [...refKey(ref), 'countries', language] as const,
};

/** Refetches everything known about a cart after a change (prices and totals are recomputed by the server). */
export function invalidateCart(queryClient: QueryClient, ref: CartRef): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cartKeys.byCart(ref) });
}

const cartQuery = (ref: CartRef) => ({ cartId: ref.cartId, requestUuid: ref.requestUuid });

/** spec §4: a CART_EXPIRED failure of a cart, config, ancillaries or order fetch marks the cart expired. */
async function watched<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    reportCartError(error);
    throw error;
  }
}

/** Product types in the order RetrieveCartFull tries them when the URL does not name the cart's product. */
const PRODUCT_TYPES: readonly ProductType[] = ['F', 'FF', 'H', 'HGH', 'DP'];

/**
 * RetrieveCartFull needs the cart's domain and product type (spec §7); when the URL did not carry the product,
 * each type is tried: the server answers NOT_FOUND for a wrong one, so at most five small calls, only then.
 */
export async function retrieveCartFull(ref: CartRef, domainName: string, signal?: AbortSignal): Promise<CartFull> {
  const types = ref.productType ? [ref.productType] : PRODUCT_TYPES;
  let lastError: unknown = null;
  for (const producttype of types) {
    try {
      return await callEndpoint(cartRoutes.RetrieveCartFull, {
        query: { ...cartQuery(ref), domainName, producttype },
        signal,
      });
    } catch (error) {
      if (!hasErrorMessage(error, ErrorMessage.NOT_FOUND)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

export const cartFullQueryOptions = (ref: CartRef, domainName: string) =>
  queryOptions({
    queryKey: cartKeys.full(ref),
    queryFn: ({ signal }) => watched(() => retrieveCartFull(ref, domainName, signal)),
    staleTime: 0,
  });

export const cartConfigQueryOptions = (ref: CartRef) =>
  queryOptions({
    queryKey: cartKeys.config(ref),
    queryFn: ({ signal }) => watched(() => callEndpoint(cartRoutes.GetCartConfig, { query: cartQuery(ref), signal })),
  });

export const cartOrdersQueryOptions = (ref: CartRef) =>
  queryOptions({
    queryKey: cartKeys.orders(ref),
    queryFn: ({ signal }) => watched(() => callEndpoint(cartRoutes.GetOrders, { query: cartQuery(ref), signal })),
    staleTime: 0,
  });

export const ancillariesQueryOptions = (ref: CartRef) =>
  queryOptions({
    queryKey: cartKeys.ancillaries(ref),
    queryFn: ({ signal }) =>
      watched(() => callEndpoint(cartRoutes.GetAvailableProducts, { query: cartQuery(ref), signal })),
  });

export const countriesQueryOptions = (ref: CartRef, language: Language) =>
  queryOptions({
    queryKey: cartKeys.countries(ref, language),
    queryFn: ({ signal }) =>
      watched(() =>
        callEndpoint(cartRoutes.RetrieveCountries, { query: { ...cartQuery(ref), lang: language }, signal }),
      ),
    staleTime: Infinity,
  });

/** The cart with contact, travellers, extras, payment and order (RetrieveCartFull) for the current brand. */
export function useCartFull(ref: CartRef) {
  const domain = useBrand().domain;
  const query = useQuery(cartFullQueryOptions(ref, domain));
  // Issue 19 item 6: the cart a screen shows is the one the landing offers to continue (while it stays open).
  const [params] = useSearchParams();
  useRememberOpenCart(domain, ref, query.data?.productType, parseCheckoutStep(params));
  return query;
}

/** What the checkout asks for and allows (GetCartConfig): travellers, required fields, payment methods, points. */
export function useCartConfig(ref: CartRef) {
  return useQuery(cartConfigQueryOptions(ref));
}

/** Orders placed from the cart (GetOrders). */
export function useCartOrders(ref: CartRef) {
  return useQuery(cartOrdersQueryOptions(ref));
}

/** Ancillaries and seat maps the cart can take (GetAvailableProducts). */
export function useAncillaries(ref: CartRef) {
  return useQuery(ancillariesQueryOptions(ref));
}

/** Countries for nationality, documents and invoices (RetrieveCountries), in the brand's language. */
export function useCountries(ref: CartRef, language: Language) {
  return useQuery(countriesQueryOptions(ref, language));
}

/** Where an expired cart leads (spec §2 /expired-session). */
export const EXPIRED_SESSION_PATH = '/expired-session';

/** spec §4/§8: once the cart expired flag is set, leave the checkout for /expired-session. */
export function useCartExpiredRedirect(): boolean {
  const expired = useCartExpired();
  const navigate = useNavigate();
  useEffect(() => {
    if (expired) void navigate(EXPIRED_SESSION_PATH, { replace: true });
  }, [expired, navigate]);
  return expired;
}
