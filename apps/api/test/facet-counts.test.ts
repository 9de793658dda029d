import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

/**
 * Issue 19 item 5: facet counts follow the current selection. Each facet value's count is the number of results
 * that ticking it (with every other active facet kept) returns: "Direct flights only 2,220" gave 1,413.
 */
const FLIGHTS = '/api/services/app/ShoppingTransportService';

interface Metadata {
  outboundStops: { value: number; count: number }[];
  inclusiveProviders: { value: string; count: number }[];
  baggageIncluded: { value: string; count: number }[];
  directOnly?: number;
}

let app: FastifyInstance;
let searchId: string;

beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  searchId = resultOf<{ searchId: string }>(
    await app.inject({
      method: 'POST',
      url: `${FLIGHTS}/CreateSearch`,
      payload: {
        departure: 'MAD',
        destination: 'ROM',
        outboundDate: daysFromToday(30),
        returnDate: daysFromToday(37),
        adults: 2,
        childrenAges: [],
        productType: 'F',
        businessProfileId: 'BP-WAYFARE-F',
        language: 'en',
      },
    }),
  ).searchId;
});
afterAll(() => app?.close());

async function page(facets: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: `${FLIGHTS}/RetrieveProposals?searchId=${searchId}`,
    payload: { facets, staticData: { language: 'en' } },
  });
  if (res.statusCode === 404 || res.json().error?.message === 'NO_CONTENT') return { totalCount: 0, metadata: null };
  const result = resultOf<{ totalCount: number; filtersMetadata: Metadata }>(res);
  return { totalCount: result.totalCount, metadata: result.filtersMetadata };
}

describe('flight facet counts under active filters', () => {
  it('counts direct-only results the way ticking direct-only returns them', async () => {
    const directOnly = { outboundStops: [0], inboundStops: [0] };
    const { totalCount, metadata } = await page(directOnly);
    expect(totalCount).toBeGreaterThan(0);
    expect(metadata!.outboundStops.find((item) => item.value === 0)!.count).toBe(totalCount);
    const unfiltered = await page({});
    expect(unfiltered.metadata!.outboundStops.find((item) => item.value === 0)!.count).toBeGreaterThan(totalCount);
    // "Direct flights only" shows that count before it is ticked (direct both ways, not the outbound direct count).
    expect(unfiltered.metadata!.directOnly).toBe(totalCount);
    const onAirline = { inclusiveProviders: [unfiltered.metadata!.inclusiveProviders[0]!.value] };
    const withAirline = await page({ ...onAirline, ...directOnly });
    expect((await page(onAirline)).metadata!.directOnly).toBe(withAirline.totalCount);
  });

  it('gives each value of every facet the total that choosing it with the other active facets returns', async () => {
    const active = { inboundStops: [0], baggageIncluded: ['CABIN'] };
    const { metadata } = await page(active);
    for (const { value, count } of metadata!.outboundStops) {
      expect((await page({ ...active, outboundStops: [value] })).totalCount, `outboundStops ${value}`).toBe(count);
    }
    for (const { value, count } of metadata!.inclusiveProviders.slice(0, 4)) {
      expect((await page({ ...active, inclusiveProviders: [value] })).totalCount, `provider ${value}`).toBe(count);
    }
    // A facet's own choice does not zero its siblings: the other baggage option is still counted.
    const checked = metadata!.baggageIncluded.find((item) => item.value === 'CABIN_CHECKED')!;
    expect(checked.count).toBe((await page({ inboundStops: [0], baggageIncluded: ['CABIN_CHECKED'] })).totalCount);
  });
});
