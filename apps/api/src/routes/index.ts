import type { FastifyInstance } from 'fastify';
import { eventRoutes } from './events/events';
import { healthRoutes } from './health';
import { translationRoutes } from './i18n/translations';
import { runtimeConfigRoutes } from './runtime-config';
import { brandConfigurationRoutes } from './welfare/content/brand-configurations';
import { dealRoutes } from './welfare/deals/deals';
import { featureToggleRoutes } from './welfare/feature-toggle/feature-toggles';
import { membershipRoutes } from './welfare/membership/membership';
import { tokenAuthRoutes } from './welfare/token-auth/token-auth';

/** Every built route; contract endpoints not registered here answer 501 (see not-implemented.ts). */
export async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(runtimeConfigRoutes);
  await app.register(brandConfigurationRoutes);
  await app.register(featureToggleRoutes);
  await app.register(tokenAuthRoutes);
  await app.register(dealRoutes);
  // Before the shopping routes: its hook adds member prices to their results.
  await app.register(membershipRoutes);
  await app.register(eventRoutes);
  await app.register(translationRoutes);
  await app.register((await import('./booking/flight-routes')).flightRoutes);
  await app.register((await import('./booking/shopping-hdp/shopping-hdp')).shoppingHdpRoutes);
  await app.register((await import('./images/images')).imageRoutes);
  await app.register((await import('./booking/cart/cart-routes')).cartRoutes);
  await app.register((await import('./booking/orders/order-routes')).orderRoutes);
  // Developer tool for e2e: expire a cart now (refused in production; loopback or X-Dev-Key).
  await app.register((await import('./dev/expire-cart')).expireCartRoutes);
  // The developer panel's outbox of booking emails (issue 18; development only).
  await app.register((await import('./dev/outbox')).outboxRoutes);
  // The brand studio (issue 20): editors, drafts, versions, uploads.
  await app.register((await import('../studio/studio-plugin')).studioRoutes);
}
