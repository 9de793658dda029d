import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { SearchIdCodec } from '../search-id';
import { StayShopping } from './stay-shopping';
import type { StayShoppingOptions } from './stay-shopping';
import type { CreateStaySearchBody } from './create-stay-search';
import { MemoryShoppingRecords } from './shopping-records';
import type { SearchBrand } from './stay-search';
import { brandKeyOf } from './stay-search-id';
import '../../inventory/airports';

const brand: SearchBrand = {
  domain: 'club.localhost',
  businessProfileId: 'BP-CLUB-DP',
  currency: 'CHF',
  pointsConversionRate: 0.02,
};
const ids = new SearchIdCodec('secret-shared-by-the-instances');
const findBrand = async (key: string) => (key === brandKeyOf(brand.businessProfileId) ? brand : null);
const makeShopping = (options: Partial<StayShoppingOptions> & { now: () => number; latencyMs: number }) =>
  new StayShopping({ ids, findBrand, ...options });
const codeOf = async (action: Promise<unknown>) =>
  action.then(
    () => 'ok',
    (error: unknown) => (error instanceof ApiError ? error.errorMessage : String(error)),
  );
const body: CreateStaySearchBody = {
  destination: 'VIE',
  checkIn: '2030-06-03',
  checkOut: '2030-06-06',
  adults: 2,
  childrenAges: [],
  productType: 'DP',
  departure: 'GVA',
  mealPlans: [],
  businessProfileId: 'BP-CLUB-DP',
  language: 'fr',
};
const retrieveBody = {
  facets: {},
  sort: { value: 'PRICE' as const, ascending: true },
  page: { pageNumber: 1, pageSize: 20 },
  staticData: { language: 'fr' as const },
};

describe('StayShopping', () => {
  it('keeps a selection the cart can read by id: stay, rate, flight, party, total and brand', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const shopping = makeShopping({ latencyMs: 300, now: () => now });
    const searchId = shopping.createSearch(body, brand);
    await expect(shopping.retrieveProposals(searchId, retrieveBody)).rejects.toThrow(/not ready/);
    now += 300;
    const proposal = (await shopping.retrieveProposals(searchId, retrieveBody)).proposals[0]!;
    const pricingId = await shopping.createPricing({ searchId, proposalId: proposal.id, language: 'fr' });
    const pricing = await shopping.retrievePricing(pricingId);
    const room = pricing.rooms[0]!;
    const rate = room.rates[0]!;
    const created = await shopping.createSelection({ pricingId, roomId: room.roomId, rateId: rate.rateId });
    const selection = (await shopping.getSelection(created.selectionId))!;
    expect(selection).toMatchObject({
      pricingId,
      searchId,
      productType: 'DP',
      brand,
      accommodation: pricing.accommodation,
      checkIn: '2030-06-03',
      checkOut: '2030-06-06',
      nights: 3,
      adults: 2,
      childrenAges: [],
      room: { roomId: room.roomId, name: room.name },
      rate,
      transport: pricing.transport,
    });
    expect(selection.total.currency).toBe('CHF');
    // Both parts are the pricing authority's CHF list prices in minor units (the flight is not converted again).
    expect(pricing.transport!.price.total.currency).toBe('CHF');
    expect(selection.total.amount).toBe(rate.price.total.amount + pricing.transport!.price.total.amount);
    expect(selection.pointsEquivalent).toBe(Math.ceil(selection.total.amount / 100 / 0.02 - 1e-9));
    expect(await shopping.getSelection('nope')).toBeUndefined();
  });

  it('forgets pricings after their quote expires', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const shopping = makeShopping({ latencyMs: 0, now: () => now });
    const searchId = shopping.createSearch({ ...body, productType: 'H', departure: undefined }, brand);
    const proposal = (await shopping.retrieveProposals(searchId, retrieveBody)).proposals[0]!;
    const pricingId = await shopping.createPricing({ searchId, proposalId: proposal.id, language: 'en' });
    now += 29 * 60 * 1000;
    expect((await shopping.retrievePricing(pricingId)).pricingId).toBe(pricingId);
    now += 2 * 60 * 1000;
    await expect(shopping.retrievePricing(pricingId)).rejects.toThrow(/expired/);
  });

  it('continues a package journey on another instance: search, pricing, flight change and selection (issue 17)', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const records = new MemoryShoppingRecords(() => now);
    const one = makeShopping({ latencyMs: 300, now: () => now, records });
    const two = makeShopping({ latencyMs: 300, now: () => now, records });
    const searchId = one.createSearch(body, brand);
    // Readiness is counted from the creation time in the id, whichever instance is asked.
    expect(await codeOf(two.retrieveProposals(searchId, retrieveBody))).toBe('GENERIC_ERROR');
    now += 300;
    const page = await two.retrieveProposals(searchId, retrieveBody);
    expect(page).toEqual(await one.retrieveProposals(searchId, retrieveBody));
    const pricingId = await one.createPricing({ searchId, proposalId: page.proposals[0]!.id, language: 'fr' });
    const alternative = (
      await two.alternativeTransports(pricingId, {
        facets: {},
        sort: { value: 'PRICE', ascending: false },
        page: { pageNumber: 1, pageSize: 5 },
      })
    ).proposals[0]!;
    const updated = await two.updateTransport(pricingId, alternative.id);
    expect((await one.retrievePricing(pricingId)).transport?.id).toBe(alternative.id);
    const room = updated.rooms[0]!;
    const created = await one.createSelection({ pricingId, roomId: room.roomId, rateId: room.rates[0]!.rateId });
    expect((await two.getSelection(created.selectionId))?.transport?.id).toBe(alternative.id);
  });

  it('answers 404 for search ids of another secret, of an unknown brand, or too old', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const one = makeShopping({ latencyMs: 0, now: () => now });
    const searchId = one.createSearch(body, brand);
    const foreign = makeShopping({ latencyMs: 0, now: () => now, ids: new SearchIdCodec('another-secret') });
    expect(await codeOf(foreign.retrieveProposals(searchId, retrieveBody))).toBe('NOT_FOUND');
    const brandGone = makeShopping({ latencyMs: 0, now: () => now, findBrand: async () => null });
    expect(await codeOf(brandGone.retrieveProposals(searchId, retrieveBody))).toBe('NOT_FOUND');
    now += 24 * 60 * 60 * 1000 + 1;
    const later = makeShopping({ latencyMs: 0, now: () => now });
    expect(await codeOf(later.retrieveProposals(searchId, retrieveBody))).toBe('NOT_FOUND');
  });
});
