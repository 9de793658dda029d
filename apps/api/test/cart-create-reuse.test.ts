import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGenerations } from '../src/shopping/transport/route-itineraries';
import { call, createFlightCart, flightProposal } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

// Issue 15 item 12: CreateCart rebuilt a flight by regenerating every itinerary of both directions
// (17–264 ms of blocking CPU each), so concurrent checkouts queued. The route memo counts its generations.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
});
afterAll(() => app?.close());

describe('CreateCart reuses the itineraries of the search (issue 15 item 12)', () => {
  it('creates 20 concurrent flight carts at the searched price without generating itineraries again', async () => {
    const proposal = await flightProposal(app, { departure: 'CDG', destination: 'BKK' });
    const before = routeGenerations();
    const refs = await Promise.all(Array.from({ length: 20 }, () => createFlightCart(app, proposal.id)));
    expect(routeGenerations() - before).toBe(0);
    for (const ref of refs.slice(0, 3)) {
      const cart = resultOf<{ totals: { total: { amount: number; currency: string } } }>(
        await call(app, ref, 'RetrieveCart', 'POST', undefined, {
          query: { domainName: 'localhost', producttype: 'F' },
        }),
      );
      expect(cart.totals.total).toEqual({ amount: proposal.total, currency: proposal.currency });
    }
  });
});
