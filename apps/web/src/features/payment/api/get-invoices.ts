import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartRoutes } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { cartKeys } from '../../../lib/cart/cart-queries';
import { reportCartError } from '../../../lib/cart/cart-session';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 GetInvoices: the invoice details already saved on the cart. */
export async function getInvoices(ref: CartRef, signal?: AbortSignal) {
  try {
    return await callEndpoint(cartRoutes.GetInvoices, {
      query: { cartId: ref.cartId, requestUuid: ref.requestUuid },
      signal,
    });
  } catch (error) {
    reportCartError(error);
    throw error;
  }
}

export const invoicesQueryOptions = (ref: CartRef) =>
  queryOptions({
    queryKey: [...cartKeys.byCart(ref), 'invoices'] as const,
    queryFn: ({ signal }) => getInvoices(ref, signal),
  });

export function useInvoices(ref: CartRef, enabled: boolean) {
  return useQuery({ ...invoicesQueryOptions(ref), enabled });
}
