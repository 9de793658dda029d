import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartRoutes } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { invalidateCart } from '../../../lib/cart/cart-queries';
import { reportCartError } from '../../../lib/cart/cart-session';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 ApplyVoucherToCart: one voucher per cart; the server reprices and may refuse (400 on voucherCode). */
export function applyVoucher(ref: CartRef, voucherCode: string) {
  return callEndpoint(cartRoutes.ApplyVoucherToCart, {
    query: { cartId: ref.cartId, requestUuid: ref.requestUuid },
    body: { voucherCode },
  });
}

export function useApplyVoucher(ref: CartRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voucherCode: string) => applyVoucher(ref, voucherCode),
    onSuccess: () => invalidateCart(queryClient, ref),
    onError: reportCartError,
  });
}
