import { describe, expect, it } from 'vitest';
import { parseProposalId } from './flight-query';
import { findFlightOffer, prepareFlightOffers } from './offers';
import { routeGenerations } from './route-itineraries';

// Issue 15 item 12: CreateCart regenerated every itinerary of both directions. Counted by the memo itself
// (vitest runs files without isolation here, so a module mock would not reach an already loaded module).
const generatedDuring = (work: () => void): number => {
  const before = routeGenerations();
  work();
  return routeGenerations() - before;
};

const query = {
  departure: 'CDG',
  destination: 'BKK',
  outboundDate: '2031-02-13',
  returnDate: '2031-02-20',
  adults: 2,
  childrenAges: [4],
};

describe('offers rebuilt from proposal ids reuse the route itineraries', () => {
  it('rebuilds, after the search, the very offer the search priced without generating again', () => {
    const prepared = prepareFlightOffers(query);
    const offers = [prepared.offers[0]!, prepared.offers.at(-1)!, prepared.sorted.PRICE[0]!];
    const rebuilt = generatedDuring(() => {
      for (const offer of offers) {
        const ref = parseProposalId(offer.id)!;
        const again = findFlightOffer(query, ref.outboundKey, ref.inboundKey, ref.fare)!;
        expect(again).toEqual(offer);
        // The same itinerary objects: looked up, not generated again.
        expect(again.outbound).toBe(offer.outbound);
        expect(again.inbound).toBe(offer.inbound);
      }
    });
    expect(rebuilt).toBe(0);
  });

  it('generates a route once for repeated rebuilds of a query no search prepared', () => {
    const seen = { ...query, departure: 'MAD', destination: 'FCO', returnDate: undefined, outboundDate: '2031-03-17' };
    const key = prepareFlightOffers(seen).offers[0]!.outbound.key;
    const unseen = { ...seen, outboundDate: '2031-03-18' };
    expect(generatedDuring(() => findFlightOffer(unseen, key, null, 0))).toBeLessThanOrEqual(1);
    expect(generatedDuring(() => findFlightOffer(unseen, key, null, 1))).toBe(0);
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
