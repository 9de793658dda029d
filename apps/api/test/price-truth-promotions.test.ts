import { discountPercent, shoppingHdpApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../src/inventory/seeded-random';
import { createSearch, daysFromToday, HDP, resultOf } from './hdp-helpers';
import type { SearchBody } from './hdp-helpers';
import { buildTestApp } from './helper';

/**
 * Issue 13: a badge's percentage is computed from the two amounts it stands between (EU Price Indication
 * Directive), and the hotel page opens on the rate the card showed. Property-style: many generated searches
 * (seeded, so every run checks the same ones) over brands, cities, dates, parties and filters.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
});
afterAll(() => app?.close());

const PROFILES: { productType: 'H' | 'DP'; businessProfileId: string; language: SearchBody['language'] }[] = [
  { productType: 'H', businessProfileId: 'BP-WAYFARE-H', language: 'en' },
  { productType: 'H', businessProfileId: 'BP-TOPHOTEL-H', language: 'it' },
  { productType: 'H', businessProfileId: 'BP-CLUB-H', language: 'fr' },
  { productType: 'DP', businessProfileId: 'BP-WAYFARE-DP', language: 'en' },
  { productType: 'DP', businessProfileId: 'BP-CLUB-DP', language: 'fr' },
];
const CITIES = ['ROM', 'BCN', 'PAR', 'LIS', 'MIL', 'NCE', 'ATH', 'VIE'];
const MEAL_FILTERS = [[], ['BREAKFAST'], ['HALF_BOARD', 'BREAKFAST'], ['ROOM_ONLY']];

function generatedSearch(index: number): SearchBody {
  const random = seededRandom('price-truth-promotions', String(index));
  const profile = PROFILES[random.int(0, PROFILES.length - 1)]!;
  const checkIn = 20 + random.int(0, 120);
  const destination = CITIES[random.int(0, CITIES.length - 1)]!;
  return {
    ...profile,
    destination,
    ...(profile.productType === 'DP' ? { departure: destination === 'MAD' ? 'LON' : 'MAD' } : {}),
    checkIn: daysFromToday(checkIn),
    checkOut: daysFromToday(checkIn + random.int(1, 9)),
    adults: random.int(1, 4),
    childrenAges: random.int(0, 3) === 0 ? [random.int(0, 17)] : [],
    mealPlans: MEAL_FILTERS[random.int(0, MEAL_FILTERS.length - 1)]!,
    freeCancellation: random.int(0, 2) === 0,
  };
}

const page = async (searchId: string, language: string, facets: Record<string, unknown>) =>
  shoppingHdpApi.RetrieveProposals.result.parse(
    resultOf(
      await app.inject({
        method: 'POST',
        url: `${HDP}/RetrieveProposals?searchId=${searchId}`,
        payload: { staticData: { language }, facets, page: { pageNumber: 1, pageSize: 40 } },
      }),
    ),
  ).proposals;

describe('promotions and rates on generated searches', () => {
  it('every badge percentage is the true reduction between its two amounts', async () => {
    let promoted = 0;
    for (let index = 0; index < 16; index++) {
      const body = generatedSearch(index);
      const searchId = await createSearch(app, body);
      for (const proposal of await page(searchId, body.language, { promotion: true })) {
        const { beforeDiscount, total } = proposal.price;
        if (proposal.promotion === null) {
          // A package whose flight dilutes the reduction below 1% shows no badge rather than a false one.
          if (beforeDiscount) expect(discountPercent(beforeDiscount, total)).toBe(0);
          continue;
        }
        promoted++;
        expect(beforeDiscount).not.toBeNull();
        expect(beforeDiscount!.currency).toBe(total.currency);
        expect(proposal.promotion.discountPercent).toBe(discountPercent(beforeDiscount!, total));
        expect(proposal.promotion.discountPercent).toBeGreaterThan(0);
      }
    }
    expect(promoted).toBeGreaterThan(50);
  });

  it('the hotel page opens on the card’s rate (board and cancellation) at the card’s price', async () => {
    for (let index = 0; index < 6; index++) {
      const body = generatedSearch(100 + index);
      const searchId = await createSearch(app, body);
      const proposals = await page(searchId, body.language, {});
      for (const card of proposals.slice(0, 3)) {
        const { pricingId } = resultOf<{ pricingId: string }>(
          await app.inject({
            method: 'POST',
            url: `${HDP}/CreatePricing`,
            payload: { searchId, proposalId: card.id, language: body.language, rateId: card.rateId },
          }),
        );
        const pricing = shoppingHdpApi.RetrievePricing.result.parse(
          resultOf(await app.inject(`${HDP}/RetrievePricing?pricingId=${pricingId}`)),
        );
        expect(pricing.selectedRateId).toBe(card.rateId);
        const rate = pricing.rooms.flatMap((room) => room.rates).find((entry) => entry.rateId === card.rateId)!;
        expect(rate.mealPlan).toBe(card.mealPlan);
        expect(rate.freeCancellation).toBe(card.freeCancellation);
        expect(pricing.total).toEqual(card.price.total);
      }
    }
  });
});
