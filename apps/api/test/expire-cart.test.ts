import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFlightCart, flightProposal } from './cart-helpers';
import { buildTestApp } from './helper';

const REMOTE = '203.0.113.7';
const DEV_KEY = 'expire-cart-test-key';
const expire = (cartId: string) => `/api/dev/carts/${cartId}/expire`;

describe('POST /api/dev/carts/:cartId/expire', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { DEV_KEY, SUPPLIER_LATENCY_MS: '0' } });
  });
  afterAll(() => app?.close());

  it('expires the cart at once: every call then answers CART_EXPIRED (410)', async () => {
    const ref = await createFlightCart(app, (await flightProposal(app)).id);
    expect((await call(app, ref, 'GetCartConfig', 'GET')).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: expire(ref.cartId) });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.cartId).toBe(ref.cartId);
    const after = await call(app, ref, 'GetCartConfig', 'GET');
    expect(after.statusCode).toBe(410);
    expect(after.json().error.message).toBe('CART_EXPIRED');
  });

  it('answers 404 for an unknown cart and 400 for a malformed id', async () => {
    expect((await app.inject({ method: 'POST', url: expire('cart-unknown') })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: expire('bad%20id') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].field).toBe('cartId');
  });

  it('needs loopback or the developer key', async () => {
    const ref = await createFlightCart(app, (await flightProposal(app)).id);
    const refused = await app.inject({ method: 'POST', url: expire(ref.cartId), remoteAddress: REMOTE });
    expect(refused.statusCode).toBe(403);
    const allowed = await app.inject({
      method: 'POST',
      url: expire(ref.cartId),
      remoteAddress: REMOTE,
      headers: { 'x-dev-key': DEV_KEY },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({ config: { isProduction: true } });
    try {
      const res = await production.inject({ method: 'POST', url: expire('cart-any') });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
