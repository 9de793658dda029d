import type { FastifyInstance } from 'fastify';
import { destinationRoutes } from './destinations/destinations';
import { priceCalendarRoutes } from './price-calendar/price-calendar-routes';
import { shoppingTransportRoutes } from './shopping-transport/shopping-transport';

/** Flight shopping, the destination autocomplete and the price calendars: one registration in routes/index.ts. */
export async function flightRoutes(app: FastifyInstance) {
  await app.register(shoppingTransportRoutes);
  await app.register(destinationRoutes);
  await app.register(priceCalendarRoutes);
}
