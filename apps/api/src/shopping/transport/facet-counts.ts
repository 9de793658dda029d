import { FARE_BAGGAGE } from './fares';
import { one } from './facets';
import type { FacetCheck, FlightFacetKey } from './facets';
import type { FlightOffer } from './offers';

type Values = (offer: FlightOffer) => readonly (string | number)[];

/** The facets listed with a count per value; ranges (price, times, durations) keep the whole search's bounds. */
const COUNTED = {
  outboundStops: (offer: FlightOffer) => [offer.outbound.stops],
  inboundStops: (offer) => one(offer.inbound?.stops),
  baggageIncluded: (offer) => [FARE_BAGGAGE[offer.fare]],
  inclusiveProviders: (offer) => offer.carrierCodes,
  outboundDepartureLocations: (offer) => [offer.outbound.legs[0]!.from.iata],
  outboundArrivalLocations: (offer) => [offer.outbound.legs.at(-1)!.to.iata],
  inboundDepartureLocations: (offer) => one(offer.inbound?.legs[0]!.from.iata),
  inboundArrivalLocations: (offer) => one(offer.inbound?.legs.at(-1)!.to.iata),
} satisfies Partial<Record<FlightFacetKey, Values>>;

interface Counted<T> {
  value: T;
  count: number;
  label?: string;
}

/** The whole search's counted facets (filtersMetadata): their values and labels, in their order. */
export type CountedFacets = { [K in keyof typeof COUNTED]-?: Counted<string | number>[] } & {
  transportType: Counted<'ONLY_FLIGHT'>[];
  directOnly?: number;
};

/** The stops facets, which spec §5's direct-only filter sets (both to 0), so its count ignores their choice. */
const STOPS: ReadonlySet<FlightFacetKey> = new Set(['outboundStops', 'inboundStops']);
const isDirect = (offer: FlightOffer) => offer.outbound.stops === 0 && (offer.inbound?.stops ?? 0) === 0;

/**
 * Facet counts for the current selection (issue 19 item 5), the standard disjunctive rule: each facet's values
 * are counted over the offers that pass every OTHER active facet, so a count is what ticking that value would
 * add or keep, and a facet's own choice never zeroes its siblings. One pass: an offer failing no facet counts
 * for all, one failing exactly one facet counts for that facet only, one failing two counts for none.
 */
export function liveFacetCounts<M extends CountedFacets>(
  offers: readonly FlightOffer[],
  checks: readonly FacetCheck[],
  all: M,
): M & { directOnly: number } {
  const passing: FlightOffer[] = [];
  const failingOnly = new Map<FlightFacetKey, FlightOffer[]>();
  // "Direct flights only" counts what ticking it returns: direct both ways, every other facet held.
  let directOnly = 0;
  for (const offer of offers) {
    if (isDirect(offer) && checks.every(({ key, check }) => STOPS.has(key) || check(offer))) directOnly += 1;
    let failed: FlightFacetKey | null = null;
    let failures = 0;
    for (const { key, check } of checks) {
      if (check(offer)) continue;
      failures += 1;
      failed = key;
      if (failures > 1) break;
    }
    if (failures === 0) passing.push(offer);
    else if (failures === 1) {
      const list = failingOnly.get(failed!) ?? [];
      list.push(offer);
      failingOnly.set(failed!, list);
    }
  }
  // Every value of the whole search stays listed (a count of 0 says "nothing with the other filters").
  const result = { ...all, directOnly, transportType: [{ value: 'ONLY_FLIGHT' as const, count: passing.length }] };
  for (const [key, values] of Object.entries(COUNTED) as [keyof typeof COUNTED, Values][]) {
    const tally = new Map<string | number, number>();
    const tallyOf = (offer: FlightOffer) => {
      for (const value of values(offer)) tally.set(value, (tally.get(value) ?? 0) + 1);
    };
    passing.forEach(tallyOf);
    failingOnly.get(key)?.forEach(tallyOf);
    result[key] = all[key].map((item) => ({ ...item, count: tally.get(item.value) ?? 0 }));
  }
  return result;
}
