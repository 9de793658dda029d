import { z } from 'zod';
import { productTypeSchema } from '../brand-config';
import { idSchema, queryListSchema, uuidSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { CART_PREFIX, cartEndpoint } from './cart-endpoint';
import { cartCheckoutApi } from './cart-checkout';
import { cartFullSchema, voucherBodySchema, voucherResultSchema } from './cart-checkout-schemas';
import {
  addProductBodySchema,
  availableProductsSchema,
  availableProductSchema,
  createSeatSelectionBodySchema,
  replaceProductsBodySchema,
} from './cart-products-schemas';
import {
  cartConfigSchema,
  cartQuerySchema,
  cartSchema,
  createCartBodySchema,
  createCartResultSchema,
} from './cart-schemas';

const retrieveCartQuery = cartQuerySchema.extend({
  domainName: z.string().min(1).max(253),
  producttype: productTypeSchema.describe('Product type of the cart (the spec spells it producttype)'),
});

/** RemoveProductsFromCart spells its query differently (spec §7: CartId, ProductIds, requestUuid). */
const removeProductsQuery = z.object({
  CartId: idSchema,
  ProductIds: queryListSchema(idSchema).describe('Repeated (ProductIds=a&ProductIds=b) or a comma list'),
  requestUuid: uuidSchema,
});

/** Cart, voucher and product calls of the cart service (spec §7 "Cart service"). */
const cartCoreApi = {
  CreateCart: defineEndpoint({
    id: 'CartApiService.CreateCart',
    service: 'booking',
    method: 'POST',
    path: `${CART_PREFIX}/CreateCart`,
    summary: 'Creates a cart from a flight proposal or a stay selection; it expires after CART_TTL_MINUTES.',
    tag: 'CartApiService',
    body: createCartBodySchema,
    result: createCartResultSchema,
  }),
  GetCartConfig: cartEndpoint('GetCartConfig', 'GET', 'What the checkout asks for and allows.', {
    result: cartConfigSchema,
  }),
  RetrieveCartFull: cartEndpoint('RetrieveCartFull', 'POST', 'Cart with contact, travellers and extras.', {
    query: retrieveCartQuery,
    result: cartFullSchema,
  }),
  RetrieveCart: cartEndpoint('RetrieveCart', 'POST', 'Cart products and totals.', {
    query: retrieveCartQuery,
    result: cartSchema,
  }),
  ApplyVoucherToCart: cartEndpoint('ApplyVoucherToCart', 'POST', 'Applies a voucher code; returns the repriced cart.', {
    body: voucherBodySchema,
    result: cartSchema,
  }),
  RetrieveVoucherCode: cartEndpoint('RetrieveVoucherCode', 'POST', 'The applied voucher code, if any.', {
    result: voucherResultSchema,
  }),
  RemoveVoucherFromCart: cartEndpoint('RemoveVoucherFromCart', 'DELETE', 'Removes the voucher; returns the cart.', {
    result: cartSchema,
  }),
  GetAvailableProducts: cartEndpoint('GetAvailableProducts', 'GET', 'Ancillaries and seat maps the cart can take.', {
    result: availableProductsSchema,
  }),
  CreateSeatSelectionProduct: cartEndpoint(
    'CreateSeatSelectionProduct',
    'POST',
    'Prices chosen seats as an offer; add it with AddProductToCart.',
    { body: createSeatSelectionBodySchema, result: availableProductSchema },
  ),
  AddProductToCart: cartEndpoint('AddProductToCart', 'POST', 'Adds an offer to the cart; returns the cart.', {
    body: addProductBodySchema,
    result: cartSchema,
  }),
  ReplaceProductsInCart: cartEndpoint('ReplaceProductsInCart', 'POST', 'Swaps products atomically; returns the cart.', {
    body: replaceProductsBodySchema,
    result: cartSchema,
  }),
  RemoveProductsFromCart: cartEndpoint(
    'RemoveProductsFromCart',
    'DELETE',
    'Removes removable products; returns the cart.',
    { query: removeProductsQuery, result: cartSchema },
  ),
};

export const cartApi = { ...cartCoreApi, ...cartCheckoutApi };
