import { describe, expect, it } from 'vitest';
import { StayShopping } from './stay-shopping';
import type { CreateStaySearchBody } from './create-stay-search';
import type { SearchBrand } from './stay-search';
import '../../inventory/airports';

const brand: SearchBrand = {
  domain: 'club.localhost',
  businessProfileId: 'BP-CLUB-DP',
  currency: 'CHF',
  pointsConversionRate: 0.02,
};
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
  it('keeps a selection the cart can read by id: stay, rate, flight, party, total and brand', () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const shopping = new StayShopping({ latencyMs: 300, now: () => now });
    const searchId = shopping.createSearch(body, brand);
    expect(() => shopping.retrieveProposals(searchId, retrieveBody)).toThrow(/not ready/);
    now += 300;
    const proposal = shopping.retrieveProposals(searchId, retrieveBody).proposals[0]!;
    const pricingId = shopping.createPricing({ searchId, proposalId: proposal.id, language: 'fr' });
    const pricing = shopping.retrievePricing(pricingId);
    const room = pricing.rooms[0]!;
    const rate = room.rates[0]!;
    const created = shopping.createSelection({ pricingId, roomId: room.roomId, rateId: rate.rateId });
    const selection = shopping.getSelection(created.selectionId)!;
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
    expect(selection.total.amount).toBeCloseTo(
      rate.price.total.amount + pricing.transport!.price.total.amount * 0.94,
      1,
    );
    expect(selection.pointsEquivalent).toBe(Math.ceil(selection.total.amount / 0.02 - 1e-9));
    expect(shopping.getSelection('nope')).toBeUndefined();
  });

  it('forgets pricings after their quote expires', () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const shopping = new StayShopping({ latencyMs: 0, now: () => now });
    const searchId = shopping.createSearch({ ...body, productType: 'H', departure: undefined }, brand);
    const proposal = shopping.retrieveProposals(searchId, retrieveBody).proposals[0]!;
    const pricingId = shopping.createPricing({ searchId, proposalId: proposal.id, language: 'en' });
    now += 29 * 60 * 1000;
    expect(shopping.retrievePricing(pricingId).pricingId).toBe(pricingId);
    now += 2 * 60 * 1000;
    expect(() => shopping.retrievePricing(pricingId)).toThrow(/expired/);
  });
});
