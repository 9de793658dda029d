import { randomBytes } from 'node:crypto';
import type { Order } from '@wayfare/contract';
import type { OrderRow } from '../db/repositories/order-repository';
import { CartChangedError, NotEnoughPointsError } from '../db/repositories/order-repository';
import type { CartDeps } from './cart-access';
import { assertBookable, conflict } from './cart-access';
import type { CartContext } from './cart-context';
import { finalizationOf } from './cart-finalize';
import { presentCart, presentOrder } from './cart-presenter';
import { newId } from './create-cart';

/** Unambiguous upper-case letters and digits (no 0/O, 1/I) for order numbers read over the phone. */
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newOrderNumber(): string {
  const bytes = randomBytes(8);
  return `WF-${Array.from(bytes, (byte) => ORDER_ALPHABET[byte % ORDER_ALPHABET.length]).join('')}`;
}

/** An order with the hosted page link while its card part is unpaid. */
export async function orderView(deps: CartDeps, order: OrderRow): Promise<Order> {
  const payment = await deps.orders.findPaymentByOrder(order.orderNumber);
  return presentOrder(order, payment?.id ?? null, payment !== null && payment.status !== 'SUCCEEDED');
}

/**
 * ConfirmCart places the order of a finalized cart once (design.md "Cart"): repeats and concurrent
 * calls get the same order (orders.cart_id is unique). With nothing left to pay by card the points are
 * spent and the order is CONFIRMED at once; otherwise it waits for the hosted card page.
 */
export async function confirmCart(deps: CartDeps, context: CartContext): Promise<Order> {
  assertBookable(context);
  const existing = await deps.orders.findByCart(context.cart.id);
  if (existing) return orderView(deps, existing);
  const finalization = finalizationOf(context);
  if (context.cart.status !== 'FINALIZED' || !finalization) {
    throw conflict('Finalize the cart (CartFinalize) before confirming it');
  }
  const { breakdown } = finalization;
  const orderNumber = newOrderNumber();
  const payByCard = breakdown.cardCents > 0;
  try {
    const { order } = await deps.orders.place(
      {
        orderNumber,
        cartId: context.cart.id,
        memberId: finalization.memberId,
        status: payByCard ? 'PENDING_PAYMENT' : 'CONFIRMED',
        products: presentCart(context).products as unknown as Record<string, unknown>[],
        totals: breakdown as unknown as Record<string, unknown>,
        pointsUsed: breakdown.pointsUsed,
        returnPath: finalization.returnPath,
        createdAt: new Date(deps.now()),
      },
      payByCard
        ? {
            id: newId('pay'),
            orderNumber,
            amountCents: breakdown.cardCents,
            currency: breakdown.currency,
            status: 'PENDING',
          }
        : null,
      !payByCard,
    );
    return orderView(deps, order);
  } catch (error) {
    if (error instanceof CartChangedError) {
      throw conflict('The cart changed after CartFinalize; finalize it again');
    }
    if (error instanceof NotEnoughPointsError) {
      throw conflict('The points balance no longer covers the points chosen; finalize again');
    }
    throw error;
  }
}
