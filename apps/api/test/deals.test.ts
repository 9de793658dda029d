import { dealsApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const deals = (businessProfile: string) =>
  app.inject(`/api/services/app/Deals/GetDealsByBP?businessProfile=${encodeURIComponent(businessProfile)}`);

describe('GetDealsByBP', () => {
  it("lists the deals of the business profile's brand in its currency", async () => {
    const res = await deals('BP-CLUB-H');
    expect(res.statusCode).toBe(200);
    const result = dealsApi.GetDealsByBP.result.parse(res.json().result);
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((deal) => deal.priceFrom.currency === 'CHF')).toBe(true);
    expect(result.every((deal) => deal.dates.from > new Date().toISOString().slice(0, 10))).toBe(true);
  });

  it('gives the same deals on every call', async () => {
    expect((await deals('BP-WAYFARE-DP')).json()).toEqual((await deals('BP-WAYFARE-DP')).json());
  });

  it('answers 404 for an unknown business profile and 400 without one', async () => {
    expect((await deals('BP-NOPE')).statusCode).toBe(404);
    const res = await app.inject('/api/services/app/Deals/GetDealsByBP');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].field).toBe('businessProfile');
  });
});
