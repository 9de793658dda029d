import { cartRoutes } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCartMutation } from './use-cart-mutation';

const query = (ref: CartRef) => ({ cartId: ref.cartId, requestUuid: ref.requestUuid });

/** spec §7 AddSpecialRequestToCart. */
export const addSpecialRequest = (ref: CartRef, text: string) =>
  callEndpoint(cartRoutes.AddSpecialRequestToCart, { query: query(ref), body: { text } });

/** spec §7 DeleteSpecialRequestByCartId. */
export const deleteSpecialRequest = (ref: CartRef) =>
  callEndpoint(cartRoutes.DeleteSpecialRequestByCartId, { query: query(ref) });

export const useAddSpecialRequest = (ref: CartRef) =>
  useCartMutation(ref, (text: string) => addSpecialRequest(ref, text));

export const useDeleteSpecialRequest = (ref: CartRef) => useCartMutation(ref, () => deleteSpecialRequest(ref));
