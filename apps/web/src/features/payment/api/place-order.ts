import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartRoutes } from '@wayfare/contract';
import type { Order } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { cartKeys, invalidateCart } from '../../../lib/cart/cart-queries';
import { reportCartError } from '../../../lib/cart/cart-session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { FinalizePayment } from '../model/payment-methods';

export interface PlaceOrderInput {
  payment: FinalizePayment;
  /** Where the hosted card page sends the visitor back (the confirmation path). */
  returnPath: string;
}

/**
 * spec §7 CartFinalize then ConfirmCart. Both are idempotent by requestUuid (design.md "Cart"): a repeat of
 * the same choice returns the same outcome and the same order, so a retried or doubled request makes one order.
 */
export async function placeOrder(ref: CartRef, { payment, returnPath }: PlaceOrderInput): Promise<Order> {
  const query = { cartId: ref.cartId, requestUuid: ref.requestUuid };
  await callEndpoint(cartRoutes.CartFinalize, {
    query,
    body: {
      payment: { methods: payment.methods, pointsToUse: payment.pointsToUse },
      acceptTerms: true,
      returnPath,
    },
  });
  return callEndpoint(cartRoutes.ConfirmCart, { query });
}

export function usePlaceOrder(ref: CartRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => placeOrder(ref, input),
    onSuccess: (order) => {
      // The confirmation page reads the order at once; the rest of the cart refreshes in the background.
      queryClient.setQueryData(cartKeys.orders(ref), [order]);
      void invalidateCart(queryClient, ref);
    },
    onError: reportCartError,
  });
}
