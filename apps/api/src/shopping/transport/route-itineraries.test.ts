import type * as Itineraries from './itineraries';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseProposalId } from './flight-query';
import { findFlightOffer, prepareFlightOffers } from './offers';

// Counts the real generator's calls (issue 15 item 12: CreateCart regenerated every itinerary twice).
const generated = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./itineraries', async (importOriginal) => {
  const actual = await importOriginal<typeof Itineraries>();
  const generateItineraries: typeof actual.generateItineraries = (...args) => {
    generated.calls += 1;
    return actual.generateItineraries(...args);
  };
  return { ...actual, generateItineraries };
});

const query = {
  departure: 'CDG',
  destination: 'BKK',
  outboundDate: '2030-06-01',
  returnDate: '2030-06-10',
  adults: 2,
  childrenAges: [4],
};

beforeEach(() => (generated.calls = 0));

describe('offers rebuilt from proposal ids reuse the route itineraries', () => {
  it('rebuilds, after the search, the very offer the search priced without generating again', () => {
    const prepared = prepareFlightOffers(query);
    expect(generated.calls).toBe(2);
    generated.calls = 0;
    for (const offer of [prepared.offers[0]!, prepared.offers.at(-1)!, prepared.sorted.PRICE[0]!]) {
      const ref = parseProposalId(offer.id)!;
      expect(findFlightOffer(query, ref.outboundKey, ref.inboundKey, ref.fare)).toEqual(offer);
    }
    expect(generated.calls).toBe(0);
  });

  it('generates a route once for repeated rebuilds of a query no search prepared', () => {
    const oneWay = {
      ...query,
      departure: 'MAD',
      destination: 'FCO',
      returnDate: undefined,
      outboundDate: '2030-07-01',
    };
    const { outbound } = prepareFlightOffers(oneWay).offers[0]!;
    generated.calls = 0;
    const fresh = { ...oneWay, outboundDate: '2030-07-02' };
    const key = prepareFlightOffers(fresh).offers[0]!.outbound.key;
    generated.calls = 0;
    findFlightOffer({ ...fresh, outboundDate: '2030-07-03' }, key, null, 0);
    findFlightOffer({ ...fresh, outboundDate: '2030-07-03' }, key, null, 1);
    expect(generated.calls).toBe(1);
    expect(findFlightOffer(oneWay, outbound.key, null, 1)?.outbound).toBe(outbound);
    expect(generated.calls).toBe(1);
  });

  it('still answers null for unknown keys and for an inbound on a one-way query', () => {
    const prepared = prepareFlightOffers(query);
    const ref = parseProposalId(prepared.offers[0]!.id)!;
    expect(findFlightOffer(query, 'ZZ1', ref.inboundKey, 0)).toBeNull();
    expect(findFlightOffer(query, ref.outboundKey, 'ZZ2', 0)).toBeNull();
    expect(findFlightOffer(query, ref.outboundKey, null, 0)).toBeNull();
    expect(findFlightOffer({ ...query, returnDate: undefined }, ref.outboundKey, ref.inboundKey, 0)).toBeNull();
  });
});
