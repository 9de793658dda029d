import { describe, expect, it } from 'vitest';
import { baggageFacet, rangeFromZero, toFlightFacets } from './flight-filters';
import { EMPTY_FILTERS } from './flight-view';
import type { FlightFilters } from './flight-view';

const filters = (overrides: Partial<FlightFilters>): FlightFilters => ({ ...EMPTY_FILTERS, ...overrides });

describe('spec §5 flight filter mapping', () => {
  it('direct-only sets both outbound and inbound stops to 0', () => {
    const facets = toFlightFacets(filters({ directOnly: true, outboundStops: [1, 2], inboundStops: [1] }));
    expect(facets.outboundStops).toEqual([0]);
    expect(facets.inboundStops).toEqual([0]);
  });

  it('sends chosen stops as they are without direct-only', () => {
    expect(toFlightFacets(filters({ outboundStops: [1] })).outboundStops).toEqual([1]);
    expect(toFlightFacets(filters({ outboundStops: [1] })).inboundStops).toBeUndefined();
  });

  it('exactly two baggage options send only CABIN_CHECKED', () => {
    expect(baggageFacet(['CABIN', 'CHECKED'])).toEqual(['CABIN_CHECKED']);
    expect(toFlightFacets(filters({ baggage: ['CHECKED', 'CABIN'] })).baggageIncluded).toEqual(['CABIN_CHECKED']);
  });

  it('otherwise CABIN_CHECKED is added to the chosen option', () => {
    expect(baggageFacet(['CABIN'])).toEqual(['CABIN', 'CABIN_CHECKED']);
    expect(baggageFacet(['CHECKED'])).toEqual(['CHECKED', 'CABIN_CHECKED']);
    // A repeated choice is still one option.
    expect(baggageFacet(['CABIN', 'CABIN'])).toEqual(['CABIN', 'CABIN_CHECKED']);
  });

  it('no baggage choice sends no baggage facet', () => {
    expect(baggageFacet([])).toEqual([]);
    expect(toFlightFacets(filters({ baggage: [] }))).not.toHaveProperty('baggageIncluded');
  });

  it('omits empty filters: no filters send only transportType', () => {
    expect(toFlightFacets(EMPTY_FILTERS)).toEqual({ transportType: 'ONLY_FLIGHT' });
    expect(Object.values(toFlightFacets(EMPTY_FILTERS))).not.toContain(undefined);
    expect(toFlightFacets(filters({ price: {} }))).not.toHaveProperty('price');
  });

  it('sends connection time and trip duration as ranges from 0', () => {
    expect(rangeFromZero(90)).toEqual({ min: 0, max: 90 });
    expect(rangeFromZero(null)).toBeUndefined();
    const facets = toFlightFacets(filters({ maxConnection: 120, maxDuration: 300 }));
    expect(facets.connectionTime).toEqual({ min: 0, max: 120 });
    expect(facets.tripDuration).toEqual({ min: 0, max: 300 });
  });

  it('always limits the search to transportType ONLY_FLIGHT', () => {
    expect(toFlightFacets(EMPTY_FILTERS).transportType).toBe('ONLY_FLIGHT');
    expect(toFlightFacets(filters({ directOnly: true, airlines: ['AZ'] })).transportType).toBe('ONLY_FLIGHT');
  });

  it('passes airlines, times, price and locations through', () => {
    const facets = toFlightFacets(
      filters({
        airlines: ['AZ', 'IB'],
        outboundTime: { from: 360, to: 720 },
        inboundTime: { from: 0, to: 600 },
        price: { max: 500 },
        outboundDepartureLocations: ['MAD'],
        inboundArrivalLocations: ['MAD'],
      }),
    );
    expect(facets).toEqual({
      inclusiveProviders: ['AZ', 'IB'],
      outboundDepartureTime: { from: 360, to: 720 },
      inboundDepartureTime: { from: 0, to: 600 },
      price: { max: 500 },
      outboundDepartureLocations: ['MAD'],
      inboundArrivalLocations: ['MAD'],
      transportType: 'ONLY_FLIGHT',
    });
  });
});
