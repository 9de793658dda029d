import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { createSearch, HDP, resultOf, retrieve, romeSearch } from './hdp-helpers';
import type { ProposalsResult } from './hdp-helpers';

let app: FastifyInstance;
let romeId: string;
let all: ProposalsResult;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  romeId = await createSearch(app, romeSearch());
  all = resultOf<ProposalsResult>(await retrieve(app, romeId));
});
afterAll(() => app?.close());

const page = async (facets: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  resultOf<ProposalsResult>(await retrieve(app, romeId, { facets, ...extra }));

describe('RetrieveProposals', () => {
  it('answers the first page of 20 with facet metadata (spec §9)', () => {
    expect(all.totalCount).toBeGreaterThanOrEqual(300);
    expect(all.proposals).toHaveLength(20);
    expect(all.page).toEqual({ pageNumber: 1, pageSize: 20, totalPages: Math.ceil(all.totalCount / 20) });
    const first = all.proposals[0]!;
    expect(first.accommodation.image).toBe(`/api/images/stays/${first.accommodation.id}.svg`);
    expect(first.price.total.currency).toBe('EUR');
    expect(first.price.perNight.amount).toBe(Math.round(first.price.total.amount / 4));
    expect(first.flight).toBeNull();
    expect(first.pointsEquivalent).toBe(Math.ceil(first.price.total.amount / 100 / 0.01 - 1e-9));
    expect(all.filtersMetadata['meal-plan'][0]).toEqual({ value: 'ALL_MEAL_PLANS', count: all.totalCount });
  });

  it('gives Paris at least 300 stays too', async () => {
    const parisId = await createSearch(app, romeSearch({ destination: 'PAR' }));
    expect(resultOf<ProposalsResult>(await retrieve(app, parisId)).totalCount).toBeGreaterThanOrEqual(300);
  });

  it('localises the city with staticData.language', async () => {
    const italian = resultOf<ProposalsResult>(await retrieve(app, romeId, { staticData: { language: 'it' } }));
    expect(italian.proposals[0]!.accommodation.address.city).toBe('Roma');
    expect(all.proposals[0]!.accommodation.address.city).toBe('Rome');
  });

  it('pages through every result once; the last page is short', async () => {
    const stars = all.filtersMetadata.stars.find((entry) => entry.count % 20 !== 0 && entry.count > 20)!;
    const facets = { stars: [stars.value] };
    const ids: string[] = [];
    const pages = Math.ceil(stars.count / 20);
    for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
      const result = await page(facets, { page: { pageNumber, pageSize: 20 } });
      expect(result.page.totalPages).toBe(pages);
      expect(result.proposals.length).toBe(pageNumber < pages ? 20 : stars.count - 20 * (pages - 1));
      ids.push(...result.proposals.map((proposal) => proposal.id));
    }
    expect(ids.length).toBe(stars.count);
    expect(new Set(ids).size).toBe(stars.count);
    const beyond = await page(facets, { page: { pageNumber: pages + 1, pageSize: 20 } });
    expect(beyond.proposals).toEqual([]);
  });
});

describe('facets (spec §3) narrow the results; each metadata count is what the facet gives', () => {
  const meta = () => all.filtersMetadata;

  it('property-type, stars and meal-plan', async () => {
    for (const { value, count } of meta()['property-type']) {
      const result = await page({ 'property-type': [value] });
      expect(result.totalCount).toBe(count);
      expect(result.proposals.every((proposal) => proposal.accommodation.type === value)).toBe(true);
    }
    for (const { value, count } of meta().stars.filter((entry) => entry.count > 0)) {
      const result = await page({ stars: [value] });
      expect(result.totalCount).toBe(count);
      expect(result.proposals.every((proposal) => proposal.accommodation.stars === value)).toBe(true);
    }
    for (const { value, count } of meta()['meal-plan'].filter((entry) => entry.count > 0)) {
      const result = await page({ 'meal-plan': [value] });
      expect(result.totalCount).toBe(count);
      if (value !== 'ALL_MEAL_PLANS')
        expect(result.proposals.every((proposal) => proposal.mealPlan === value)).toBe(true);
    }
    const two = await page({ stars: [4, 5] });
    const [four, five] = [4, 5].map((stars) => meta().stars.find((entry) => entry.value === stars)!.count);
    expect(two.totalCount).toBe(four! + five!);
  });

  it('treats ALL_MEAL_PLANS as no restriction (spec §5)', async () => {
    expect((await page({ 'meal-plan': ['ALL_MEAL_PLANS', 'FULL_BOARD'] })).totalCount).toBe(all.totalCount);
  });

  it('promotion, free-cancellation and opinion-rating', async () => {
    const promotion = await page({ promotion: true });
    expect(promotion.totalCount).toBe(meta().promotion);
    expect(
      promotion.proposals.every((proposal) => proposal.promotion !== null && proposal.price.beforeDiscount !== null),
    ).toBe(true);
    const free = await page({ 'free-cancellation': true });
    expect(free.totalCount).toBe(meta()['free-cancellation']);
    expect(free.proposals.every((proposal) => proposal.freeCancellation)).toBe(true);
    for (const { value, count } of meta()['opinion-rating']) {
      const result = await page({ 'opinion-rating': value });
      expect(result.totalCount).toBe(count);
      expect(result.proposals.every((proposal) => proposal.accommodation.rating!.score >= value)).toBe(true);
    }
  });

  it('amenities and characteristics (every chosen value must match)', async () => {
    for (const { value, count } of meta().amenities.filter((entry) => entry.count > 0)) {
      const result = await page({ amenities: [value] });
      expect(result.totalCount).toBe(count);
      expect(result.proposals.every((proposal) => proposal.accommodation.amenities.includes(value))).toBe(true);
    }
    for (const { value, count } of meta().characteristics.filter((entry) => entry.count > 0)) {
      expect((await page({ characteristics: [value] })).totalCount).toBe(count);
    }
    const pool = await page({ amenities: ['POOL'] });
    const poolAndSpa = await page({ amenities: ['POOL', 'SPA'] });
    expect(poolAndSpa.totalCount).toBe(pool.filtersMetadata.amenities.find((entry) => entry.value === 'SPA')!.count);
    expect(poolAndSpa.totalCount).toBeLessThan(pool.totalCount);
  });

  it('price-range keeps prices within the range', async () => {
    const { min, max } = meta()['price-range'];
    const middle = Math.round((min + max) / 4);
    const result = await page({ 'price-range': { min, max: middle } }, { sort: { value: 'PRICE', ascending: false } });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.totalCount).toBeLessThan(all.totalCount);
    expect(result.proposals.every((proposal) => proposal.price.total.amount <= middle)).toBe(true);
    expect(result.filtersMetadata['price-range']).toEqual(meta()['price-range']);
  });

  it('coordinates keep the stays inside the map box', async () => {
    const box = meta().coordinates;
    const half = {
      north: box.north,
      south: (box.north + box.south) / 2,
      east: box.east,
      west: (box.east + box.west) / 2,
    };
    const result = await page({ coordinates: half });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.totalCount).toBeLessThan(all.totalCount);
    for (const { accommodation } of result.proposals) {
      expect(accommodation.coordinates.latitude).toBeGreaterThanOrEqual(half.south);
      expect(accommodation.coordinates.longitude).toBeGreaterThanOrEqual(half.west);
    }
  });

  it('combines facets; counts of one facet follow the others', async () => {
    const result = await page({ stars: [4], amenities: ['WIFI'], 'free-cancellation': true });
    expect(result.proposals.every((proposal) => proposal.accommodation.stars === 4 && proposal.freeCancellation)).toBe(
      true,
    );
    const fourStars = result.filtersMetadata.stars.find((entry) => entry.value === 4)!;
    expect(fourStars.count).toBe(result.totalCount);
    const threeStars = result.filtersMetadata.stars.find((entry) => entry.value === 3)!;
    expect((await page({ stars: [3], amenities: ['WIFI'], 'free-cancellation': true })).totalCount).toBe(
      threeStars.count,
    );
  });

  it('answers NO_CONTENT when nothing matches', async () => {
    const res = await retrieve(app, romeId, { facets: { 'price-range': { max: 1 } } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('NO_CONTENT');
  });
});

describe('sorts', () => {
  const ordered = (values: number[], ascending: boolean) =>
    values.every(
      (value, index) => index === 0 || (ascending ? values[index - 1]! <= value : values[index - 1]! >= value),
    );

  it('PRICE, STARS, RATING and DISTANCE, each way, across pages', async () => {
    const cases = [
      ['PRICE', (p: ProposalsResult['proposals'][number]) => p.price.total.amount],
      ['STARS', (p: ProposalsResult['proposals'][number]) => p.accommodation.stars],
      ['RATING', (p: ProposalsResult['proposals'][number]) => p.accommodation.rating?.score ?? -1],
      ['DISTANCE', (p: ProposalsResult['proposals'][number]) => p.distanceFromCentreKm],
    ] as const;
    for (const [value, key] of cases) {
      for (const ascending of [true, false]) {
        const sort = { value, ascending };
        const first = await page({}, { sort });
        const second = await page({}, { sort, page: { pageNumber: 2, pageSize: 20 } });
        expect(ordered([...first.proposals, ...second.proposals].map(key), ascending)).toBe(true);
      }
    }
  });

  it('RECOMMENDED ascending is the default and puts a searched hotel first', async () => {
    const explicit = await page({}, { sort: { value: 'RECOMMENDED', ascending: true } });
    expect(explicit.proposals.map((p) => p.id)).toEqual(all.proposals.map((p) => p.id));
    const hotel = all.proposals[7]!.accommodation.id;
    const byHotel = await createSearch(app, romeSearch({ destination: hotel.toLowerCase() }));
    const result = resultOf<ProposalsResult>(await retrieve(app, byHotel));
    expect(result.proposals[0]!.accommodation.id).toBe(hotel);
    expect(result.totalCount).toBe(all.totalCount);
  });

  it('shows the cheapest rate of the chosen meal plan and sorts by it', async () => {
    const breakfast = await page({ 'meal-plan': ['BREAKFAST'] }, { sort: { value: 'PRICE', ascending: true } });
    expect(breakfast.proposals.every((proposal) => proposal.mealPlan === 'BREAKFAST')).toBe(true);
    expect(
      ordered(
        breakfast.proposals.map((p) => p.price.total.amount),
        true,
      ),
    ).toBe(true);
  });
});

describe('CreateSearch', () => {
  it('accepts an airport code as destination (its city)', async () => {
    const id = await createSearch(app, romeSearch({ destination: 'FCO' }));
    expect(resultOf<ProposalsResult>(await retrieve(app, id)).totalCount).toBe(all.totalCount);
  });

  it("restricts to the search's meal plans and free cancellation", async () => {
    const id = await createSearch(app, romeSearch({ mealPlans: ['HALF_BOARD'], freeCancellation: true }));
    const result = resultOf<ProposalsResult>(await retrieve(app, id));
    expect(result.totalCount).toBeLessThan(all.totalCount);
    expect(result.proposals.every((proposal) => proposal.mealPlan === 'HALF_BOARD' && proposal.freeCancellation)).toBe(
      true,
    );
    const any = await createSearch(app, romeSearch({ mealPlans: ['ALL_MEAL_PLANS'] }));
    expect(resultOf<ProposalsResult>(await retrieve(app, any)).totalCount).toBe(all.totalCount);
  });

  it('prices in the brand currency of the business profile', async () => {
    const id = await createSearch(app, romeSearch({ businessProfileId: 'BP-CLUB-H', language: 'fr' }));
    const result = resultOf<ProposalsResult>(await retrieve(app, id));
    expect(result.proposals[0]!.price.total.currency).toBe('CHF');
    const topHotel = await createSearch(app, romeSearch({ businessProfileId: 'BP-TOPHOTEL-H', productType: 'HGH' }));
    expect(resultOf<ProposalsResult>(await retrieve(app, topHotel)).proposals[0]!.pointsEquivalent).toBeNull();
  });

  it('rejects bad bodies with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...romeSearch(), destination: undefined }, 'destination'],
      [{ ...romeSearch(), checkOut: romeSearch().checkIn }, 'checkOut'],
      [{ ...romeSearch(), productType: 'DP' }, 'departure'],
      [{ ...romeSearch(), destination: 'XYZ' }, 'destination'],
      [{ ...romeSearch(), businessProfileId: 'BP-NOPE' }, 'businessProfileId'],
      [{ ...romeSearch(), checkIn: '2020-01-01', checkOut: '2020-01-03' }, 'checkIn'],
      [{ ...romeSearch(), productType: 'DP', departure: 'FCO' }, 'departure'],
      [{ ...romeSearch(), adults: 0 }, 'adults'],
    ];
    for (const [payload, field] of cases) {
      const res = await app.inject({ method: 'POST', url: `${HDP}/CreateSearch`, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.validationErrors.map((error: { field: string }) => error.field)).toContain(field);
    }
  });
});

describe('RetrieveProposals errors', () => {
  it('400 for bad facets and a missing staticData, naming the field', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: `${HDP}/RetrieveProposals?searchId=${romeId}`,
      payload: { staticData: { language: 'en' }, facets: { stars: [7] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].field).toBe('facets.stars.0');
    const missing = await app.inject({
      method: 'POST',
      url: `${HDP}/RetrieveProposals?searchId=${romeId}`,
      payload: {},
    });
    expect(missing.json().error.validationErrors[0].field).toBe('staticData');
  });

  it('404 for an unknown search', async () => {
    const res = await retrieve(app, 'no-such-search');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('NOT_FOUND');
    expect((await app.inject(`${HDP}/RetrieveAllProposals?searchId=nope`)).statusCode).toBe(404);
  });
});

describe('RetrieveAllProposals', () => {
  it('gives every result of the search as map points', async () => {
    const result = resultOf<{ proposals: { id: string; price: { amount: number } }[] }>(
      await app.inject(`${HDP}/RetrieveAllProposals?searchId=${romeId}`),
    );
    expect(result.proposals).toHaveLength(all.totalCount);
    expect(new Set(result.proposals.map((point) => point.id)).size).toBe(all.totalCount);
  });
});
