import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartRoutes } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { invalidateCart } from '../../../lib/cart/cart-queries';
import { reportCartError } from '../../../lib/cart/cart-session';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 RemoveVoucherFromCart (DELETE): the cart is repriced without the discount. */
export function removeVoucher(ref: CartRef) {
  return callEndpoint(cartRoutes.RemoveVoucherFromCart, {
    query: { cartId: ref.cartId, requestUuid: ref.requestUuid },
  });
}

export function useRemoveVoucher(ref: CartRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeVoucher(ref),
    onSuccess: () => invalidateCart(queryClient, ref),
    onError: reportCartError,
  });
}
