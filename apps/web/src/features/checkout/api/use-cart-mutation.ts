import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCart } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { reportCartError } from '../../../lib/cart/cart-session';

/**
 * A change to the cart: on success everything known about the cart is refetched (the server reprices it);
 * a CART_EXPIRED failure marks the cart expired like a failed fetch does (spec §4).
 */
export function useCartMutation<V, R>(ref: CartRef, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateCart(queryClient, ref),
    onError: (error) => void reportCartError(error),
  });
}
