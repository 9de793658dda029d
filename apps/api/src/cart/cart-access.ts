import { ErrorMessage } from '@wayfare/contract';
import type { BrandConfigAttributes } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { CartRepository } from '../db/repositories/cart-repository';
import { OrderRepository } from '../db/repositories/order-repository';
import { ApiError, notFound } from '../lib/api-error';
import type { CartContext } from './cart-context';
import { cartContext } from './cart-context';

/** What the cart commands need: repositories, brand configurations, the stay selections, a clock. */
export interface CartDeps {
  app: FastifyInstance;
  carts: CartRepository;
  orders: OrderRepository;
  brand: (domain: string) => Promise<BrandConfigAttributes | null>;
  now: () => number;
}

/** The cart commands' dependencies on this app: one home for the cart service and the studio's preview carts. */
export function cartDeps(app: FastifyInstance): CartDeps {
  return {
    app,
    carts: new CartRepository(app.db),
    orders: new OrderRepository(app.db, app.emailQueue),
    brand: async (domain) => (await app.brandConfigCache.get(domain))?.attributes ?? null,
    // Read at call time, so tests can move the clock (vi.setSystemTime) to expire a cart.
    now: () => Date.now(),
  };
}

export const conflict = (details: string) => new ApiError(ErrorMessage.CONFLICT, details);

/**
 * The cart a call names, or 404 when it is unknown or the requestUuid is not its own; 410 CART_EXPIRED
 * once CART_TTL_MINUTES have passed since creation, whatever the call (spec §4, §8; design.md "Cart").
 */
export async function loadCart(deps: CartDeps, cartId: string, requestUuid: string): Promise<CartContext> {
  const stored = await deps.carts.find(cartId);
  if (!stored || stored.cart.requestUuid !== requestUuid.toLowerCase()) throw notFound(`Cart ${cartId} is unknown`);
  if (deps.now() >= stored.cart.expiresAt.getTime()) {
    throw new ApiError(ErrorMessage.CART_EXPIRED, `Cart ${cartId} expired at ${stored.cart.expiresAt.toISOString()}`);
  }
  const brand = await deps.brand(stored.cart.domain);
  if (!brand) throw notFound(`Cart ${cartId} belongs to a brand that no longer exists`);
  return cartContext(stored, brand);
}

/** Changes are refused once the order is placed (its products and price are final). */
export function assertChangeable(context: CartContext): void {
  if (context.cart.status === 'CONFIRMED') throw conflict(`Cart ${context.cart.id} is confirmed and cannot change`);
}

/** The studio's preview carts (issue 20) show the checkout only: nothing may turn one into an order. */
export function assertBookable(context: CartContext): void {
  if (context.trip.preview) throw conflict(`Cart ${context.cart.id} is a brand studio preview and cannot be booked`);
}

/** A price change undoes CartFinalize: the payment choice must be made again on the new total. */
export const reopened = { status: 'OPEN', finalization: null } as const;

/** Reloads the cart after a change. */
export const reload = (deps: CartDeps, context: CartContext) =>
  loadCart(deps, context.cart.id, context.cart.requestUuid);
