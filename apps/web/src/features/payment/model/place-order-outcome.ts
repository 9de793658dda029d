import { hostedPagePath } from './payment-outcome';

/** Why placing the order failed, as a key under `payment:review.errors`. */
export type PlaceOrderErrorKey = 'incomplete' | 'paymentChanged' | 'network' | 'generic';

/**
 * Reads a CartFinalize/ConfirmCart failure (error message + validation fields) without throwing: a 409 means
 * a step is incomplete or the points balance moved; a 400 on payment.* means the choice must be made again.
 */
export function placeOrderErrorKey(message: string, fields: readonly string[], status: number): PlaceOrderErrorKey {
  if (fields.some((field) => field.startsWith('payment'))) return 'paymentChanged';
  if (status === 409) return /points/i.test(message) ? 'paymentChanged' : 'incomplete';
  if (status === 0) return 'network';
  return 'generic';
}

export type NextAfterOrder = { kind: 'hosted'; path: string } | { kind: 'confirmation' };

/** After ConfirmCart: the hosted card page while card money is due, else the confirmation (design.md "Payment"). */
export function nextAfterOrder(order: { status: string; payment: { redirectUrl: string | null } }): NextAfterOrder {
  const path = hostedPagePath(order.payment.redirectUrl);
  return path && order.status !== 'CONFIRMED' ? { kind: 'hosted', path } : { kind: 'confirmation' };
}
