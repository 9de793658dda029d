import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartRoutes } from '@wayfare/contract';
import type { cartApi, EndpointBody } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { invalidateCart } from '../../../lib/cart/cart-queries';
import { reportCartError } from '../../../lib/cart/cart-session';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export type InvoiceInput = EndpointBody<(typeof cartApi)['AddInvoice']>;

/** spec §7 AddInvoice: company invoice details for the booking (a new request replaces the earlier one). */
export function addInvoice(ref: CartRef, invoice: InvoiceInput) {
  return callEndpoint(cartRoutes.AddInvoice, {
    query: { cartId: ref.cartId, requestUuid: ref.requestUuid },
    body: invoice,
  });
}

export function useAddInvoice(ref: CartRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoice: InvoiceInput) => addInvoice(ref, invoice),
    onSuccess: () => invalidateCart(queryClient, ref),
    onError: reportCartError,
  });
}
