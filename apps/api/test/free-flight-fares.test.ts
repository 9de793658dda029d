import { shoppingTransportApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

/**
 * Issue 13 free flight: the landing's default search on freeflight.localhost is two adults, round trip, from the
 * brand's home (Madrid) to its proposed destinations. The ceiling (spec §9: voucher × 100 = 15000, the voucher in
 * cents) applies to the offer's total for every traveller, the amount the one voucher pays; the low-cost
 * promotional tier makes such trips exist on short routes every day.
 */
const FLIGHTS = '/api/services/app/ShoppingTransportService';
const CEILING = 150 * 100;
const DESTINATIONS = ['PMI', 'LIS', 'BER', 'AMS'];
const DEPARTURES = [14, 30, 45, 61, 90];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
});
afterAll(() => app?.close());

async function cheapestRoundTrips(destination: string, outboundDays: number) {
  const { searchId } = resultOf<{ searchId: string }>(
    await app.inject({
      method: 'POST',
      url: `${FLIGHTS}/CreateSearch`,
      payload: {
        departure: 'MAD',
        destination,
        outboundDate: daysFromToday(outboundDays),
        returnDate: daysFromToday(outboundDays + 4),
        adults: 2,
        childrenAges: [],
        productType: 'FF',
        businessProfileId: 'BP-FREEFLIGHT-FF',
        language: 'es',
      },
    }),
  );
  return shoppingTransportApi.RetrieveProposals.result.parse(
    resultOf(
      await app.inject({
        method: 'POST',
        url: `${FLIGHTS}/RetrieveProposals?searchId=${searchId}`,
        payload: {
          staticData: { language: 'es' },
          sort: { value: 'PRICE', ascending: true },
          facets: { price: { max: CEILING } },
        },
      }),
    ),
  );
}

describe('free flight: a default search finds flights within the voucher', () => {
  for (const destination of DESTINATIONS) {
    it(`MAD-${destination}, two adults, round trip: flights within 150 € in total on every date`, async () => {
      for (const days of DEPARTURES) {
        const page = await cheapestRoundTrips(destination, days);
        expect(page.proposals.length, `MAD-${destination} in ${days} days`).toBeGreaterThan(0);
        for (const proposal of page.proposals) {
          // The ceiling is on the total for both travellers, not per traveller.
          expect(proposal.price.total.amount).toBeLessThanOrEqual(CEILING);
          const [adult] = proposal.price.perTraveller;
          expect(adult).toMatchObject({ type: 'ADULT', count: 2 });
          expect(2 * adult!.amount.amount).toBe(proposal.price.total.amount);
        }
      }
    });
  }
});
