import type { AnyEndpoint } from './endpoint';
import { cartApi } from './endpoints/cart';
import { contentApi } from './endpoints/content';
import { dealsApi } from './endpoints/deals';
import { devOutboxApi } from './endpoints/dev-outbox';
import { eventsApi } from './endpoints/events';
import { featureToggleApi } from './endpoints/feature-toggle';
import { membershipApi } from './endpoints/membership';
import { ordersApi } from './endpoints/orders';
import { runtimeConfigApi } from './endpoints/runtime-config';
import { shoppingHdpApi } from './endpoints/shopping-hdp';
import { shoppingTransportApi } from './endpoints/shopping-transport';
import { studioApi } from './endpoints/studio';
import { tokenAuthApi } from './endpoints/token-auth';
import { translationsApi } from './endpoints/translations';

export * from './brand-config';
export * from './brand-url';
export * from './colour-contrast';
export * from './common';
export * from './constants';
export * from './endpoint';
export * from './endpoint-route';
export * from './endpoint-routes.gen';
export * from './envelope';
export * from './errors';
export * from './money';
export * from './search-party';
export * from './openapi';
export * from './pages';
export * from './runtime-config';
export * from './runtime-config-read';
export * from './text';
export * from './endpoints/cart';
export * from './endpoints/cart-checkout';
export * from './endpoints/cart-checkout-schemas';
export * from './endpoints/cart-endpoint';
export * from './endpoints/cart-products-schemas';
export * from './endpoints/cart-schemas';
export * from './endpoints/content';
export * from './endpoints/deals';
export * from './endpoints/dev-outbox';
export * from './endpoints/events';
export * from './endpoints/feature-toggle';
export * from './endpoints/flight-schemas';
export * from './endpoints/membership';
export * from './endpoints/orders';
export * from './endpoints/runtime-config';
export * from './endpoints/shopping-hdp';
export * from './endpoints/shopping-transport';
export * from './endpoints/stay-pricing-schemas';
export * from './endpoints/stay-schemas';
export * from './endpoints/stay-search-schemas';
export * from './endpoints/studio';
export * from './endpoints/studio-schemas';
export * from './endpoints/token-auth';
export * from './endpoints/translations';

/** Every endpoint of the contract, grouped by service (OpenAPI document, route registration, tests). */
export const endpointGroups = {
  content: contentApi,
  featureToggle: featureToggleApi,
  tokenAuth: tokenAuthApi,
  events: eventsApi,
  translations: translationsApi,
  runtimeConfig: runtimeConfigApi,
  deals: dealsApi,
  membership: membershipApi,
  shoppingTransport: shoppingTransportApi,
  shoppingHdp: shoppingHdpApi,
  cart: cartApi,
  orders: ordersApi,
  devOutbox: devOutboxApi,
  studio: studioApi,
} as const;

export const endpoints: readonly AnyEndpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as AnyEndpoint[],
);
