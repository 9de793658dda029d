import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { adults, call, createStayCart, fillCheckout, finalizeBody, staySelection } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import type { SearchBody } from './hdp-helpers';

const card = { name: 'Anna Rossi', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

export interface BookStayOptions {
  /** A free cancellation rate (the default) or a non-refundable one. */
  flexible?: boolean;
  /** A member's authorization header; a guest books without one. */
  headers?: Record<string, string>;
  /** Points paid beside the card. */
  points?: number;
  language?: SearchBody['language'];
}

/**
 * Books a Rome stay for two adults and pays its card part on the hosted page: a CONFIRMED order (its confirmation
 * email queued). Resolves to the order number.
 */
export async function bookStay(app: FastifyInstance, options: BookStayOptions = {}): Promise<string> {
  const { flexible = true, headers = {}, points = 0, language = 'en' } = options;
  const stay = await staySelection(app, { language }, (rate) => rate.freeCancellation === flexible);
  const ref = await createStayCart(app, stay.selectionId, { language });
  await fillCheckout(app, ref, adults(2, false));
  const methods = points > 0 ? ['POINTS', 'CARD'] : ['CARD'];
  resultOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(methods, points), { headers }));
  const order = resultOf<{ orderNumber: string; payment: { redirectUrl: string } }>(
    await call(app, ref, 'ConfirmCart'),
  );
  const paid = await app.inject({
    method: 'POST',
    url: order.payment.redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(card).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return order.orderNumber;
}
