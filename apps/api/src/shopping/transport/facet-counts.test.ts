import { describe, expect, it } from 'vitest';
import { liveFacetCounts } from './facet-counts';
import type { FacetCheck } from './facets';
import type { FlightOffer } from './offers';

/** Just what the counts read of an offer. */
function offer(outboundStops: number, fare: 0 | 1, carrier: string): FlightOffer {
  const legs = [{ from: { iata: 'MAD' }, to: { iata: 'FCO' } }];
  return {
    outbound: { stops: outboundStops, legs },
    inbound: null,
    fare,
    carrierCodes: [carrier],
  } as unknown as FlightOffer;
}

const offers = [offer(0, 0, 'AZ'), offer(0, 1, 'AZ'), offer(1, 0, 'IB'), offer(1, 1, 'AZ'), offer(2, 0, 'IB')];
const all = {
  outboundStops: [0, 1, 2].map((value) => ({ value, count: 0 })),
  inboundStops: [],
  baggageIncluded: ['CABIN', 'CABIN_CHECKED'].map((value) => ({ value, count: 0 })),
  inclusiveProviders: [
    { value: 'AZ', count: 0, label: 'ITA Airways' },
    { value: 'IB', count: 0, label: 'Iberia' },
  ],
  outboundDepartureLocations: [{ value: 'MAD', count: 0 }],
  outboundArrivalLocations: [{ value: 'FCO', count: 0 }],
  inboundDepartureLocations: [],
  inboundArrivalLocations: [],
  transportType: [{ value: 'ONLY_FLIGHT' as const, count: 0 }],
};
const direct: FacetCheck = { key: 'outboundStops', check: (item) => item.outbound.stops === 0 };
const onIberia: FacetCheck = { key: 'inclusiveProviders', check: (item) => item.carrierCodes.includes('IB') };
const value = (list: { value: unknown; count: number }[], wanted: unknown) =>
  list.find((item) => item.value === wanted)!.count;

describe('live facet counts (disjunctive)', () => {
  it('counts each facet over the offers that pass the other facets, not its own', () => {
    const counts = liveFacetCounts(offers, [direct], all);
    // Stops ignore the stops filter: every option keeps its count so another can be ticked too.
    expect(counts.outboundStops.map((item) => item.count)).toEqual([2, 2, 1]);
    // Other facets count what the direct filter leaves.
    expect(value(counts.inclusiveProviders, 'AZ')).toBe(2);
    expect(value(counts.inclusiveProviders, 'IB')).toBe(0);
    expect(counts.baggageIncluded.map((item) => item.count)).toEqual([1, 1]);
    expect(counts.transportType).toEqual([{ value: 'ONLY_FLIGHT', count: 2 }]);
  });

  it('with two facets active, each counts under the other only; labels and values stay', () => {
    const counts = liveFacetCounts(offers, [direct, onIberia], all);
    expect(counts.outboundStops.map((item) => item.count)).toEqual([0, 1, 1]);
    expect(counts.inclusiveProviders).toEqual([
      { value: 'AZ', count: 2, label: 'ITA Airways' },
      { value: 'IB', count: 0, label: 'Iberia' },
    ]);
    expect(counts.transportType[0]!.count).toBe(0);
  });

  it('counts "direct flights only" as direct both ways under the other facets, whatever the stops choice', () => {
    const roundTrip = (outboundStops: number, inboundStops: number, carrier: string) =>
      ({
        ...offer(outboundStops, 0, carrier),
        inbound: { stops: inboundStops, legs: [{ from: {}, to: {} }] },
      }) as unknown as FlightOffer;
    const trips = [roundTrip(0, 0, 'AZ'), roundTrip(0, 1, 'AZ'), roundTrip(0, 0, 'IB'), roundTrip(1, 0, 'AZ')];
    // Not the outbound direct count (3): a direct outbound with a connecting return is not a direct trip.
    expect(liveFacetCounts(trips, [], all).directOnly).toBe(2);
    // Held by the airline filter; the stops filter (here: one stop out) is what direct-only replaces.
    const oneStop: FacetCheck = { key: 'outboundStops', check: (item) => item.outbound.stops === 1 };
    const onIta: FacetCheck = { key: 'inclusiveProviders', check: (item) => item.carrierCodes.includes('AZ') };
    expect(liveFacetCounts(trips, [oneStop, onIta], all).directOnly).toBe(1);
  });
});
