import { cartRoutes } from '@wayfare/contract';
import type { TravellerInput } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCartMutation } from './use-cart-mutation';

/** spec §7 AddTravellerToCart: the whole party, replacing any earlier list. */
export function saveTravellers(ref: CartRef, travellers: TravellerInput[]) {
  return callEndpoint(cartRoutes.AddTravellerToCart, {
    query: { cartId: ref.cartId, requestUuid: ref.requestUuid },
    body: { travellers },
  });
}

export const useSaveTravellers = (ref: CartRef) =>
  useCartMutation(ref, (travellers: TravellerInput[]) => saveTravellers(ref, travellers));
