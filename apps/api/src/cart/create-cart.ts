import { randomBytes, randomUUID } from 'node:crypto';
import type { EndpointResult, Money, PriceChange, cartApi } from '@wayfare/contract';
import type { z } from 'zod';
import { RequestValidationError } from '../lib/validation';
import { pricingBrandOf, pricingContext } from '../pricing/pricing-context';
import type { CartDeps } from './cart-access';
import { mainProduct } from './main-product';
import { automaticVoucher } from './vouchers';

type CreateCartBody = z.output<(typeof cartApi)['CreateCart']['body']>;

export const newId = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

/** The shown price no longer holds (re-priced, expired, another currency): both amounts, else null. */
export function priceChangeOf(displayed: Money | undefined, charged: Money): PriceChange | null {
  if (!displayed) return null;
  const same = displayed.currency === charged.currency && displayed.amount === charged.amount;
  return same ? null : { previous: displayed, current: charged };
}

/**
 * CreateCart: the main product priced by the pricing authority from the proposal or selection for this
 * visitor (a member of the brand pays the member price; never a client number), a fresh requestUuid, and an
 * expiry CART_TTL_MINUTES from now (design.md "Cart"). The free-flight voucher goes on FF carts by itself.
 */
export async function createCart(
  deps: CartDeps,
  body: CreateCartBody,
  member: { domain: string } | null = null,
  options: { preview?: boolean } = {},
): Promise<EndpointResult<(typeof cartApi)['CreateCart']>> {
  const domain = body.domainName.toLowerCase();
  const brand = await deps.brand(domain);
  if (!brand) throw new RequestValidationError([{ field: 'domainName', message: 'unknown brand domain' }]);
  const context = pricingContext(pricingBrandOf(brand), member);
  const { main, currency } = await mainProduct(deps.app, brand, body, context);
  const priceChange = priceChangeOf(body.displayedPrice, main.charged);
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
      trip: { ...main.trip, priceChange, ...(options.preview && { preview: true }) } as unknown as Record<
        string,
        unknown
      >,
      voucherCode: automaticVoucher(brand, body.productType),
      createdAt: new Date(now),
      expiresAt: new Date(now + deps.app.config.cartTtlMinutes * 60_000),
    },
    [{ ...main.product, id: newId('prod'), cartId }],
  );
  return { cartId, requestUuid, priceChange };
}
