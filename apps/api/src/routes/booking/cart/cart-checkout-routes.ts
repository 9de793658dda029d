import { cartApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import type { CartDeps } from '../../../cart/cart-access';
import { loadCart } from '../../../cart/cart-access';
import {
  deleteSpecialRequest,
  setContact,
  setInvoice,
  setSpecialRequest,
  setSubscriptions,
  setTravellers,
} from '../../../cart/cart-checkout';
import { confirmCart, orderView } from '../../../cart/cart-confirm';
import { finalizeCart } from '../../../cart/cart-finalize';
import { presentSubscriptions } from '../../../cart/cart-presenter';
import { countriesIn } from '../../../cart/countries';
import { registerEndpoint } from '../../../lib/route';

/** Checkout calls of the cart service (spec §7): who travels, contact, extras, invoice, payment, orders. */
export async function cartCheckoutRoutes(app: FastifyInstance, { deps }: { deps: CartDeps }) {
  const load = (query: { cartId: string; requestUuid: string }) => loadCart(deps, query.cartId, query.requestUuid);

  registerEndpoint(app, cartApi.AddContactToCart, async ({ query, body }) => setContact(deps, await load(query), body));
  registerEndpoint(app, cartApi.RetrieveContact, async ({ query }) => (await load(query)).cart.contact ?? null);
  registerEndpoint(app, cartApi.AddTravellerToCart, async ({ query, body }) =>
    setTravellers(deps, await load(query), body.travellers),
  );
  registerEndpoint(app, cartApi.RetrieveTravellersByCartId, async ({ query }) => (await load(query)).cart.travellers);
  registerEndpoint(app, cartApi.RetrieveCountries, async ({ query }) => {
    await load(query);
    return countriesIn(query.lang);
  });

  registerEndpoint(app, cartApi.AddSubscriptions, async ({ query, body }) =>
    setSubscriptions(deps, await load(query), body),
  );
  registerEndpoint(app, cartApi.GetSubscriptions, async ({ query }) => presentSubscriptions(await load(query)));

  registerEndpoint(app, cartApi.AddInvoice, async ({ query, body }) => setInvoice(deps, await load(query), body));
  registerEndpoint(app, cartApi.GetInvoices, async ({ query }) => {
    const { invoice } = (await load(query)).cart;
    return invoice ? [invoice] : [];
  });

  registerEndpoint(app, cartApi.AddSpecialRequestToCart, async ({ query, body }) =>
    setSpecialRequest(deps, await load(query), body.text),
  );
  registerEndpoint(app, cartApi.RetrieveSpecialRequestByCartId, async ({ query }) => {
    return (await load(query)).cart.specialRequest ?? null;
  });
  registerEndpoint(app, cartApi.DeleteSpecialRequestByCartId, async ({ query }) =>
    deleteSpecialRequest(deps, await load(query)),
  );

  registerEndpoint(app, cartApi.CartFinalize, async ({ query, body }, request) =>
    finalizeCart(deps, await load(query), body, request.member),
  );
  registerEndpoint(app, cartApi.ConfirmCart, async ({ query }) => confirmCart(deps, await load(query)));
  registerEndpoint(app, cartApi.GetOrders, async ({ query }) => {
    const context = await load(query);
    const order = await deps.orders.findByCart(context.cart.id);
    return order ? [await orderView(deps, order)] : [];
  });
}
