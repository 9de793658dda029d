import type { FastifyInstance } from 'fastify';
import { CartRepository } from '../../../db/repositories/cart-repository';
import { OrderRepository } from '../../../db/repositories/order-repository';
import type { CartDeps } from '../../../cart/cart-access';
import { hostedPaymentRoutes } from '../../payment/hosted-payment';
import { cartCheckoutRoutes } from './cart-checkout-routes';
import { cartCoreRoutes } from './cart-core-routes';

/**
 * The cart service (spec §7 "Cart service") and the simulated card provider's hosted page
 * (design.md "Payment"): one registration in routes/index.ts.
 */
export async function cartRoutes(app: FastifyInstance) {
  const deps: CartDeps = {
    app,
    carts: new CartRepository(app.db),
    orders: new OrderRepository(app.db, app.emailQueue),
    brand: async (domain) => (await app.brandConfigCache.get(domain))?.attributes ?? null,
    // Read at call time, so tests can move the clock (vi.setSystemTime) to expire a cart.
    now: () => Date.now(),
  };
  await app.register(cartCoreRoutes, { deps });
  await app.register(cartCheckoutRoutes, { deps });
  await app.register(hostedPaymentRoutes, { deps });
}
