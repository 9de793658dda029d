import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, call, createFlightCart, fillCheckout, finalizeBody, flightProposal } from './cart-helpers';
import type { CartRef } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

interface CartView {
  status: string;
  products: { code: string }[];
  totals: { total: { amount: number } };
}
interface OrderView {
  orderNumber: string;
  totals: { total: { amount: number } };
}

let app: FastifyInstance;
let proposalId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  proposalId = (await flightProposal(app)).id;
});
afterAll(() => app?.close());

async function finalizedCart(): Promise<CartRef> {
  const ref = await createFlightCart(app, proposalId);
  await fillCheckout(app, ref, adults(2));
  resultOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD'])));
  return ref;
}

const addBag = (ref: CartRef) => call(app, ref, 'AddProductToCart', 'POST', { productId: 'CHECKED_BAG', quantity: 1 });

describe('a confirmed cart is final (issue 15 item 3)', () => {
  it('refuses every change after ConfirmCart with 409 in the envelope', async () => {
    const ref = await finalizedCart();
    resultOf(await call(app, ref, 'ConfirmCart', 'POST'));
    const res = await addBag(ref);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: { code: 409, message: 'CONFLICT' } });
  });

  it('ConfirmCart racing AddProductToCart never leaves a confirmed cart reopened (25 rounds)', async () => {
    for (let round = 0; round < 25; round += 1) {
      const ref = await finalizedCart();
      const [confirmed, added] = await Promise.all([call(app, ref, 'ConfirmCart', 'POST'), addBag(ref)]);
      const cart = resultOf<CartView>(
        await call(app, ref, 'RetrieveCart', 'POST', undefined, {
          query: { domainName: 'localhost', producttype: 'F' },
        }),
      );
      if (confirmed.statusCode === 200) {
        // The order won: the bag was refused, the cart stays CONFIRMED with what was ordered.
        const order = resultOf<OrderView>(confirmed);
        expect(added.statusCode, `round ${round}`).toBe(409);
        expect(cart.status, `round ${round}`).toBe('CONFIRMED');
        expect(cart.products.some((product) => product.code === 'CHECKED_BAG')).toBe(false);
        expect(cart.totals.total.amount).toBeCloseTo(order.totals.total.amount, 2);
      } else {
        // The bag won: the cart went back to OPEN and the order was refused (finalize again).
        expect(confirmed.statusCode, `round ${round}`).toBe(409);
        expect(added.statusCode).toBe(200);
        expect(cart.status).toBe('OPEN');
        expect((await call(app, ref, 'ConfirmCart', 'POST')).statusCode).toBe(409);
      }
    }
  });
});
