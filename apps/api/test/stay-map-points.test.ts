import type { Money } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearch, HDP, resultOf, retrieve, romeSearch } from './hdp-helpers';
import type { ProposalsResult } from './hdp-helpers';
import { buildTestApp } from './helper';

/** Issue 19 item 2: the map's pins are the list's stays (same facets), priced like their cards. */
let app: FastifyInstance;
let romeId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  romeId = await createSearch(app, romeSearch());
});
afterAll(() => app?.close());

interface Points {
  proposals: { id: string; price: Money; coordinates: { latitude: number; longitude: number } }[];
}
const points = (facets?: unknown) =>
  app.inject(
    `${HDP}/RetrieveAllProposals?searchId=${romeId}${facets === undefined ? '' : `&facets=${encodeURIComponent(JSON.stringify(facets))}`}`,
  );

describe('RetrieveAllProposals follows the list', () => {
  it('gives as many points as the list counts under the same facets, each at its card price', async () => {
    for (const facets of [{}, { stars: [4, 5] }, { 'free-cancellation': true, stars: [3] }]) {
      const list = resultOf<ProposalsResult>(
        await retrieve(app, romeId, { facets, page: { pageNumber: 1, pageSize: 100 } }),
      );
      const map = resultOf<Points>(await points(facets));
      expect(map.proposals).toHaveLength(list.totalCount);
      const byId = new Map(map.proposals.map((point) => [point.id, point]));
      for (const card of list.proposals) expect(byId.get(card.id)?.price).toEqual(card.price.total);
    }
  });

  it('narrows to a bounding box, and refuses facets that are not JSON or not facets', async () => {
    const box = { north: 41.91, south: 41.88, east: 12.5, west: 12.46 };
    const inside = resultOf<Points>(await points({ coordinates: box }));
    expect(inside.proposals.length).toBeGreaterThan(0);
    for (const point of inside.proposals) {
      expect(point.coordinates.latitude).toBeLessThanOrEqual(box.north);
      expect(point.coordinates.longitude).toBeGreaterThanOrEqual(box.west);
    }
    const bad = await app.inject(`${HDP}/RetrieveAllProposals?searchId=${romeId}&facets=%7Bnope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].field).toBe('facets');
    const wrong = await points({ stars: ['five'] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.validationErrors[0].field).toMatch(/^facets\.stars/);
  });
});
