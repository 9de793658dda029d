import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, contact, createFlightCart, fieldsOf, flightProposal } from './cart-helpers';
import type { CartRef } from './cart-helpers';
import { buildTestApp } from './helper';

let app: FastifyInstance;
let ref: CartRef;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  ref = await createFlightCart(app, (await flightProposal(app)).id);
});
afterAll(() => app?.close());

describe('text inputs (issue 15 item 8): NUL and lone surrogates answer 400 naming the field', () => {
  it('in a body that reaches the database', async () => {
    for (const firstName of ['An\u0000na', 'Anna\uD800', '\uDC00Anna']) {
      const res = await call(app, ref, 'AddContactToCart', 'POST', { ...contact, firstName });
      expect(res.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(fieldsOf(res)).toEqual(['firstName']);
    }
    // The same contact without the bad character is stored.
    expect((await call(app, ref, 'AddContactToCart', 'POST', contact)).statusCode).toBe(200);
  });

  it('in a raw JSON body with escaped characters', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/AuthenticateExternal',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":"abc\\u0000def","domainName":"localhost"}',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['token']);
  });

  it('in a query parameter', async () => {
    const res = await app.inject('/api/services/app/Destinations/Autocomplete?term=ro%00me&language=en');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['term']);
  });
});
