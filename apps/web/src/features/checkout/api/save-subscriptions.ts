import { cartRoutes } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCartMutation } from './use-cart-mutation';

export interface Subscriptions {
  newsletter: boolean;
  travelInsurance: boolean;
}

/** spec §7 AddSubscriptions: newsletter and travel insurance (the server adds or removes the insurance product). */
export function saveSubscriptions(ref: CartRef, subscriptions: Subscriptions) {
  return callEndpoint(cartRoutes.AddSubscriptions, {
    query: { cartId: ref.cartId, requestUuid: ref.requestUuid },
    body: subscriptions,
  });
}

export const useSaveSubscriptions = (ref: CartRef) =>
  useCartMutation(ref, (subscriptions: Subscriptions) => saveSubscriptions(ref, subscriptions));
