import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartRoutes } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { cartKeys } from '../../../lib/cart/cart-queries';
import { reportCartError } from '../../../lib/cart/cart-session';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 RetrieveVoucherCode: the applied code and its discount now (null when none or no longer valid). */
export async function retrieveVoucherCode(ref: CartRef, signal?: AbortSignal) {
  try {
    return await callEndpoint(cartRoutes.RetrieveVoucherCode, {
      query: { cartId: ref.cartId, requestUuid: ref.requestUuid },
      signal,
    });
  } catch (error) {
    reportCartError(error);
    throw error;
  }
}

// Under the cart's key so a cart change (invalidateCart) and cleaning checkout refresh it too.
export const voucherCodeQueryOptions = (ref: CartRef) =>
  queryOptions({
    queryKey: [...cartKeys.byCart(ref), 'voucher'] as const,
    queryFn: ({ signal }) => retrieveVoucherCode(ref, signal),
  });

export function useVoucherCode(ref: CartRef, enabled: boolean) {
  return useQuery({ ...voucherCodeQueryOptions(ref), enabled });
}
