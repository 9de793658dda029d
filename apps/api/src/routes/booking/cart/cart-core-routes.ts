import { cartApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import type { CartDeps } from '../../../cart/cart-access';
import { loadCart } from '../../../cart/cart-access';
import { orderView } from '../../../cart/cart-confirm';
import { presentCart, presentCartConfig, presentCartFull } from '../../../cart/cart-presenter';
import { addProduct, availableProducts, removeProducts, replaceProducts } from '../../../cart/cart-products';
import { applyVoucher, removeVoucher } from '../../../cart/cart-voucher';
import { createCart } from '../../../cart/create-cart';
import { createSeatSelection } from '../../../cart/seat-selection';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/route';

/** Cart, voucher and product calls (spec §7); handlers load the cart (404 / 410) and call a command. */
export async function cartCoreRoutes(app: FastifyInstance, { deps }: { deps: CartDeps }) {
  const load = (query: { cartId: string; requestUuid: string }) => loadCart(deps, query.cartId, query.requestUuid);

  // The bearer's membership is the pricing's member step: a member of the brand is charged the member price.
  registerEndpoint(app, cartApi.CreateCart, ({ body }, request) => createCart(deps, body, request.member));
  registerEndpoint(app, cartApi.GetCartConfig, async ({ query }, request) =>
    presentCartConfig(await load(query), request.member),
  );

  /** RetrieveCart(Full) also name the brand and product: a cart of another brand is not found. */
  const loadNamed = async (query: { cartId: string; requestUuid: string; domainName: string; producttype: string }) => {
    const context = await load(query);
    if (context.cart.domain !== query.domainName.toLowerCase() || context.productType !== query.producttype) {
      throw notFound(`Cart ${query.cartId} is not a ${query.producttype} cart of ${query.domainName}`);
    }
    return context;
  };
  registerEndpoint(app, cartApi.RetrieveCart, async ({ query }) => presentCart(await loadNamed(query)));
  registerEndpoint(app, cartApi.RetrieveCartFull, async ({ query }) => {
    const context = await loadNamed(query);
    const order = await deps.orders.findByCart(context.cart.id);
    return presentCartFull(context, order && (await orderView(deps, order)));
  });

  registerEndpoint(app, cartApi.ApplyVoucherToCart, async ({ query, body }) =>
    presentCart(await applyVoucher(deps, await load(query), body.voucherCode)),
  );
  registerEndpoint(app, cartApi.RetrieveVoucherCode, async ({ query }) => {
    const cart = presentCart(await load(query));
    return { voucherCode: cart.voucher?.code ?? null, discount: cart.voucher?.discount ?? null };
  });
  registerEndpoint(app, cartApi.RemoveVoucherFromCart, async ({ query }) =>
    presentCart(await removeVoucher(deps, await load(query))),
  );

  registerEndpoint(app, cartApi.GetAvailableProducts, async ({ query }) => availableProducts(await load(query)));
  registerEndpoint(app, cartApi.CreateSeatSelectionProduct, async ({ query, body }) =>
    createSeatSelection(deps, await load(query), body.seats),
  );
  registerEndpoint(app, cartApi.AddProductToCart, async ({ query, body }) =>
    presentCart(await addProduct(deps, await load(query), body)),
  );
  registerEndpoint(app, cartApi.ReplaceProductsInCart, async ({ query, body }) =>
    presentCart(await replaceProducts(deps, await load(query), body)),
  );
  registerEndpoint(app, cartApi.RemoveProductsFromCart, async ({ query }) =>
    presentCart(await removeProducts(deps, await loadCart(deps, query.CartId, query.requestUuid), query.ProductIds)),
  );
}
