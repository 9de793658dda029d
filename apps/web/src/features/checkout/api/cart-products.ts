import { cartRoutes } from '@wayfare/contract';
import type { cartApi, EndpointBody } from '@wayfare/contract';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { useCartMutation } from './use-cart-mutation';

type AddProduct = EndpointBody<(typeof cartApi)['AddProductToCart']>;
type Seats = EndpointBody<(typeof cartApi)['CreateSeatSelectionProduct']>['seats'];

const query = (ref: CartRef) => ({ cartId: ref.cartId, requestUuid: ref.requestUuid });

/** spec §7 AddProductToCart: an offer from GetAvailableProducts or CreateSeatSelectionProduct. */
export const addProduct = (ref: CartRef, body: AddProduct) =>
  callEndpoint(cartRoutes.AddProductToCart, { query: query(ref), body });

/** spec §7 RemoveProductsFromCart (DELETE; its query spells CartId and ProductIds). */
export const removeProducts = (ref: CartRef, productIds: string[]) =>
  callEndpoint(cartRoutes.RemoveProductsFromCart, {
    query: { CartId: ref.cartId, ProductIds: productIds, requestUuid: ref.requestUuid },
  });

/**
 * spec §7 CreateSeatSelectionProduct, then AddProductToCart with the priced offer; seats chosen before are
 * replaced (one seat selection per cart).
 */
export async function chooseSeats(ref: CartRef, seats: Seats, previousProductIds: string[]) {
  const offer = await callEndpoint(cartRoutes.CreateSeatSelectionProduct, { query: query(ref), body: { seats } });
  if (previousProductIds.length > 0) {
    return callEndpoint(cartRoutes.ReplaceProductsInCart, {
      query: query(ref),
      body: { removeProductIds: previousProductIds, add: [{ productId: offer.productId }] },
    });
  }
  return addProduct(ref, { productId: offer.productId });
}

export const useAddProduct = (ref: CartRef) => useCartMutation(ref, (body: AddProduct) => addProduct(ref, body));
export const useRemoveProducts = (ref: CartRef) =>
  useCartMutation(ref, (productIds: string[]) => removeProducts(ref, productIds));
export const useChooseSeats = (ref: CartRef) =>
  useCartMutation(ref, ({ seats, previous }: { seats: Seats; previous: string[] }) =>
    chooseSeats(ref, seats, previous),
  );
