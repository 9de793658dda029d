import { ordersApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { OrderRepository } from '../../../db/repositories/order-repository';
import { registerEndpoint } from '../../../lib/route';
import { routeLimit } from '../../../lib/route-limits';
import { cancelTrip, findTrip, getMyTrip, listMyTrips } from '../../../orders/trips';
import type { TripDeps } from '../../../orders/trips';
import { voucherRoute } from './voucher-route';

/** After the booking (issue 18): my trips, an order in full, the guest lookup and cancellation. */
export async function orderRoutes(app: FastifyInstance) {
  // Read at call time, so tests can move the clock (vi.setSystemTime) past a cancellation deadline.
  const deps: TripDeps = { orders: new OrderRepository(app.db, app.emailQueue), now: () => Date.now() };
  const GUEST_LIMIT = routeLimit('guestLookup', app.config.rateLimitMax);
  registerEndpoint(app, ordersApi.ListMyTrips, (_input, request) => listMyTrips(deps, request.member));
  registerEndpoint(app, ordersApi.GetMyTrip, ({ query }, request) =>
    getMyTrip(deps, request.member, query.orderNumber),
  );
  registerEndpoint(app, ordersApi.FindTrip, ({ body }) => findTrip(deps, body), { config: GUEST_LIMIT });
  registerEndpoint(app, ordersApi.CancelTrip, ({ body }, request) => cancelTrip(deps, request.member, body), {
    config: GUEST_LIMIT,
  });
  await app.register(voucherRoute, { deps, config: GUEST_LIMIT });
}
