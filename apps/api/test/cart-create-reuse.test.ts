import type { FastifyInstance } from 'fastify';
import type * as Itineraries from '../src/shopping/transport/itineraries';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createFlightCart, flightProposal } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

// Issue 15 item 12: CreateCart rebuilt a flight by regenerating every itinerary of both directions
// (17–264 ms of blocking CPU each), so concurrent checkouts queued. Counting the generator's calls guards it.
const generated = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../src/shopping/transport/itineraries', async (importOriginal) => {
  const actual = await importOriginal<typeof Itineraries>();
  const generateItineraries: typeof actual.generateItineraries = (...args) => {
    generated.calls += 1;
    return actual.generateItineraries(...args);
  };
  return { ...actual, generateItineraries };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
});
afterAll(() => app?.close());

describe('CreateCart reuses the itineraries of the search (issue 15 item 12)', () => {
  it('creates 20 concurrent flight carts at the searched price without generating itineraries again', async () => {
    const proposal = await flightProposal(app, { departure: 'CDG', destination: 'BKK' });
    generated.calls = 0;
    const refs = await Promise.all(Array.from({ length: 20 }, () => createFlightCart(app, proposal.id)));
    expect(generated.calls).toBe(0);
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
