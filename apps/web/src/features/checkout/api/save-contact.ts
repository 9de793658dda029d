import { cartRoutes } from '@wayfare/contract';
import type { Contact } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCartMutation } from './use-cart-mutation';

/** spec §7 AddContactToCart. */
export function saveContact(ref: CartRef, contact: Contact) {
  return callEndpoint(cartRoutes.AddContactToCart, {
    query: { cartId: ref.cartId, requestUuid: ref.requestUuid },
    body: contact,
  });
}

export const useSaveContact = (ref: CartRef) => useCartMutation(ref, (contact: Contact) => saveContact(ref, contact));
