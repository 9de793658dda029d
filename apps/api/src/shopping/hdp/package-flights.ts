import type { FlightQuery } from '../transport/flight-query';
import { prepareFlightOffers } from '../transport/offers';
import type { FlightOffer, PreparedFlightOffers } from '../transport/offers';

/** Prepared flights of the last few package routes (a few MB each), so alternatives do not regenerate. */
const MAX_CACHED_ROUTES = 4;
const cache = new Map<string, PreparedFlightOffers>();

const keyOf = (query: FlightQuery) =>
  [
    query.departure,
    query.destination,
    query.outboundDate,
    query.returnDate,
    query.adults,
    query.childrenAges.join('-'),
  ].join('|');

/** Every round trip a package can use for its dates and party (the flight generator's, cached briefly). */
export function packageFlights(query: FlightQuery): PreparedFlightOffers {
  const key = keyOf(query);
  let prepared = cache.get(key);
  if (prepared) {
    cache.delete(key);
  } else {
    prepared = prepareFlightOffers(query);
  }
  cache.set(key, prepared);
  if (cache.size > MAX_CACHED_ROUTES) cache.delete(cache.keys().next().value as string);
  return prepared;
}

/**
 * The flight a package starts with: the cheapest "reasonable" round trip, i.e. no more than one stop
 * each way beyond the best available, and at most half again the quickest travel time.
 */
export function defaultPackageFlight(prepared: PreparedFlightOffers): FlightOffer | null {
  const offers = prepared.sorted.PRICE;
  if (offers.length === 0) return null;
  const fewestStops = Math.min(...offers.map((offer) => offer.outbound.stops + (offer.inbound?.stops ?? 0)));
  const quickest = Math.min(...offers.map((offer) => offer.durationMinutes));
  const reasonable = offers.find(
    (offer) =>
      offer.outbound.stops + (offer.inbound?.stops ?? 0) <= fewestStops + 1 &&
      offer.outbound.stops <= 1 &&
      (offer.inbound?.stops ?? 0) <= 1 &&
      offer.durationMinutes <= quickest * 1.5,
  );
  return reasonable ?? prepared.offers[0] ?? null;
}

export function findPackageFlight(prepared: PreparedFlightOffers, id: string): FlightOffer | undefined {
  return prepared.offers.find((offer) => offer.id === id);
}
