import type { FastifyInstance } from 'fastify';
import { cartDeps } from '../../../cart/cart-access';
import { hostedPaymentRoutes } from '../../payment/hosted-payment';
import { cartCheckoutRoutes } from './cart-checkout-routes';
import { cartCoreRoutes } from './cart-core-routes';

/**
 * The cart service (spec §7 "Cart service") and the simulated card provider's hosted page
 * (design.md "Payment"): one registration in routes/index.ts.
 */
export async function cartRoutes(app: FastifyInstance) {
  const deps = cartDeps(app);
  await app.register(cartCoreRoutes, { deps });
  await app.register(cartCheckoutRoutes, { deps });
  await app.register(hostedPaymentRoutes, { deps });
}
