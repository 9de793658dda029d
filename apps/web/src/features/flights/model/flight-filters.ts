import type { BaggageOption, FlightFacets } from '@wayfare/contract';
import type { BaggageChoice, FlightFilters } from './flight-view';

/**
 * spec §5: with exactly two chosen options only CABIN_CHECKED is sent; otherwise CABIN_CHECKED is added to
 * the chosen ones (a fare with both bags includes either one).
 */
export function baggageFacet(chosen: readonly BaggageChoice[]): BaggageOption[] {
  const unique = [...new Set(chosen)];
  if (unique.length === 0) return [];
  if (unique.length === 2) return ['CABIN_CHECKED'];
  return [...unique, 'CABIN_CHECKED'];
}

/** spec §5: connection time and trip duration are sent as ranges starting from 0. */
export function rangeFromZero(max: number | null): { min: number; max: number } | undefined {
  return max === null ? undefined : { min: 0, max };
}

const nonEmpty = <T>(values: readonly T[]): T[] | undefined => (values.length > 0 ? [...values] : undefined);

/**
 * The spec §5 mapping from the traveller's filters to the RetrieveProposals facets, in one place:
 * direct-only sets both stops to 0, the baggage rule, ranges from 0, empty filters omitted and
 * transportType always ONLY_FLIGHT.
 */
export function toFlightFacets(filters: FlightFilters): FlightFacets {
  const facets: FlightFacets = {
    // spec §5: direct-only sets both outbound and inbound stops to 0.
    outboundStops: filters.directOnly ? [0] : nonEmpty(filters.outboundStops),
    inboundStops: filters.directOnly ? [0] : nonEmpty(filters.inboundStops),
    baggageIncluded: nonEmpty(baggageFacet(filters.baggage)),
    price:
      filters.price && (filters.price.min !== undefined || filters.price.max !== undefined)
        ? { ...filters.price }
        : undefined,
    outboundDepartureTime: filters.outboundTime ? { ...filters.outboundTime } : undefined,
    inboundDepartureTime: filters.inboundTime ? { ...filters.inboundTime } : undefined,
    connectionTime: rangeFromZero(filters.maxConnection),
    tripDuration: rangeFromZero(filters.maxDuration),
    inclusiveProviders: nonEmpty(filters.airlines),
    outboundDepartureLocations: nonEmpty(filters.outboundDepartureLocations),
    outboundArrivalLocations: nonEmpty(filters.outboundArrivalLocations),
    inboundDepartureLocations: nonEmpty(filters.inboundDepartureLocations),
    inboundArrivalLocations: nonEmpty(filters.inboundArrivalLocations),
    // spec §5: flight search is always limited to ONLY_FLIGHT.
    transportType: 'ONLY_FLIGHT',
  };
  // spec §5: empty filters are omitted (no undefined keys in the body either).
  for (const key of Object.keys(facets) as (keyof FlightFacets)[]) {
    if (facets[key] === undefined) delete facets[key];
  }
  return facets;
}
