import { randomBytes, randomUUID } from 'node:crypto';
import type { EndpointResult, cartApi } from '@wayfare/contract';
import type { z } from 'zod';
import { RequestValidationError } from '../lib/validation';
import type { CartDeps } from './cart-access';
import { mainProduct } from './main-product';

type CreateCartBody = z.output<(typeof cartApi)['CreateCart']['body']>;

export const newId = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

/**
 * CreateCart: the main product priced by the server from the proposal or selection (never a client
 * number), a fresh requestUuid, and an expiry CART_TTL_MINUTES from now (design.md "Cart").
 */
export async function createCart(
  deps: CartDeps,
  body: CreateCartBody,
): Promise<EndpointResult<(typeof cartApi)['CreateCart']>> {
  const domain = body.domainName.toLowerCase();
  const brand = await deps.brand(domain);
  if (!brand) throw new RequestValidationError([{ field: 'domainName', message: 'unknown brand domain' }]);
  const { main, currency } = mainProduct(deps.app, brand, body);
  const now = deps.now();
  const cartId = newId('cart');
  const requestUuid = randomUUID();
  await deps.carts.insert(
    {
      id: cartId,
      requestUuid,
      domain,
      productType: body.productType,
      businessProfileId: body.businessProfileId,
      language: body.language,
      currency,
      trip: main.trip as unknown as Record<string, unknown>,
      createdAt: new Date(now),
      expiresAt: new Date(now + deps.app.config.cartTtlMinutes * 60_000),
    },
    [{ ...main.product, id: newId('prod'), cartId }],
  );
  return { cartId, requestUuid };
}
