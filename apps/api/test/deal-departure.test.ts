import { dealsApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('GetDealsByBP departure (issue 8: a deal opens as a search)', () => {
  it('names the airport flight and package deals were priced from, and none for hotel deals', async () => {
    const res = await app.inject('/api/services/app/Deals/GetDealsByBP?businessProfile=BP-CLUB-DP');
    const deals = dealsApi.GetDealsByBP.result.parse(res.json().result);
    const withFlight = deals.filter((deal) => deal.productType === 'DP' || deal.productType === 'F');
    expect(withFlight.length).toBeGreaterThan(0);
    // The club brand is Swiss (country CH): its travellers fly from Geneva.
    expect(withFlight.every((deal) => deal.departure === 'GVA')).toBe(true);
    // Named in the brand's language for the deal search ("Genève", not the code).
    expect(withFlight.every((deal) => deal.departureName === 'Genève')).toBe(true);
    expect(
      deals
        .filter((deal) => deal.productType === 'H')
        .every((deal) => deal.departure === undefined && deal.departureName === undefined),
    ).toBe(true);
  });
});
