import type { FastifyInstance } from 'fastify';
import { destinationRoutes } from './destinations/destinations';
import { shoppingTransportRoutes } from './shopping-transport/shopping-transport';

/** Flight shopping and the destination autocomplete: one registration in routes/index.ts. */
export async function flightRoutes(app: FastifyInstance) {
  await app.register(shoppingTransportRoutes);
  await app.register(destinationRoutes);
}
