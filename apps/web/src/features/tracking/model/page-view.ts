import { isProductType } from '@wayfare/contract';
import type { TrackRequest } from '../../../lib/track-bus';

/** Page views are measurement (spec §3 cookie categories): sent only with measurement consent. */
export const PAGE_VIEW_EVENT = 'viewed.page';

/**
 * A page view for a route change: the path only (no query string: it may hold a token or search details),
 * the product when the route or the `product` query value names one (spec §2, §3), the cart id when present.
 */
export function pageViewRequest(location: { pathname: string; search: string }): TrackRequest {
  const query = new URLSearchParams(location.search);
  const segment = location.pathname.split('/')[1] ?? '';
  const fromQuery = query.get('product')?.toUpperCase();
  const product = isProductType(segment) ? segment : isProductType(fromQuery) ? fromQuery : undefined;
  const cartId = query.get('cartId') || undefined;
  return {
    eventName: PAGE_VIEW_EVENT,
    logLevel: 'info',
    category: 'measurement',
    eventProperties: { path: location.pathname },
    ...(product ? { product } : {}),
    ...(cartId ? { cartId } : {}),
  };
}
