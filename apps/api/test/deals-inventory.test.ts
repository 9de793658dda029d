import { dealsApi } from '@wayfare/contract';
import type { DealItem } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { createSearch, resultOf, retrieve, romeSearch } from './hdp-helpers';
import type { ProposalsResult } from './hdp-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
});
afterAll(() => app?.close());

const deals = async (businessProfile: string): Promise<DealItem[]> =>
  dealsApi.GetDealsByBP.result.parse(
    resultOf(await app.inject(`/api/services/app/Deals/GetDealsByBP?businessProfile=${businessProfile}`)),
  );

/** Every business profile of the demo brands (seed/brands) and the brand's currency. */
const PROFILES: [string, string, string][] = [
  ['BP-WAYFARE-DP', 'EUR', 'DP'],
  ['BP-WAYFARE-H', 'EUR', 'H'],
  ['BP-WAYFARE-F', 'EUR', 'F'],
  ['BP-TOPHOTEL-H', 'EUR', 'HGH'],
  ['BP-FREEFLIGHT-FF', 'EUR', 'FF'],
  ['BP-CLUB-H', 'CHF', 'H'],
  ['BP-CLUB-DP', 'CHF', 'DP'],
  ['BP-CLUB-F', 'CHF', 'F'],
];

describe('GetDealsByBP from the inventory', () => {
  it("lists every brand's deals for each of its business profiles, its own product first", async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [profile, currency, product] of PROFILES) {
      const list = await deals(profile);
      expect(list.length, profile).toBeGreaterThan(0);
      expect(list[0]!.productType).toBe(product);
      for (const deal of list) {
        expect(deal.priceFrom.currency).toBe(currency);
        expect(deal.priceFrom.amount).toBeGreaterThan(0);
        expect(deal.dates.from > today).toBe(true);
        expect(deal.dates.to > deal.dates.from).toBe(true);
        expect(deal.imageUrl.startsWith('/')).toBe(true);
        if (deal.productType === 'F' || deal.productType === 'FF') expect(deal.nights).toBe(0);
        else expect(deal.nights).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('prices a hotel deal at the cheapest stay a search for its dates finds for two adults', async () => {
    const deal = (await deals('BP-WAYFARE-H')).find((item) => item.productType === 'H')!;
    const searchId = await createSearch(
      app,
      romeSearch({ destination: deal.destination.code, checkIn: deal.dates.from, checkOut: deal.dates.to }),
    );
    const cheapest = resultOf<ProposalsResult>(
      await retrieve(app, searchId, { sort: { value: 'PRICE', ascending: true } }),
    );
    expect(deal.priceFrom.amount).toBeCloseTo(cheapest.proposals[0]!.price.total.amount, 2);
  });

  it('prices a package deal above its stays alone (a flight is included)', async () => {
    const deal = (await deals('BP-WAYFARE-DP')).find((item) => item.productType === 'DP')!;
    const searchId = await createSearch(
      app,
      romeSearch({ destination: deal.destination.code, checkIn: deal.dates.from, checkOut: deal.dates.to }),
    );
    const stayOnly = resultOf<ProposalsResult>(
      await retrieve(app, searchId, { sort: { value: 'PRICE', ascending: true } }),
    );
    expect(deal.priceFrom.amount).toBeGreaterThan(stayOnly.proposals[0]!.price.total.amount + 20);
  });
});
