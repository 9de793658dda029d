import { cartRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { OpenCart } from '../../../lib/traveller-memory/open-cart';

/**
 * RetrieveCart of the remembered cart (spec §7), asked directly rather than through the checkout's cart queries:
 * an expired cart here is simply not offered, it must not raise the checkout's expired flag (spec §4).
 * True only for a cart still OPEN and not past its expiry.
 */
export async function isCartStillOpen(cart: OpenCart, domainName: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const result = await callEndpoint(cartRoutes.RetrieveCart, {
      query: { cartId: cart.cartId, requestUuid: cart.requestUuid, domainName, producttype: cart.productType },
      signal,
    });
    return result.status === 'OPEN' && Date.parse(result.expiresAt) > Date.now();
  } catch {
    return false;
  }
}
