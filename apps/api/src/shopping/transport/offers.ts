import type { CabinClass } from '@wayfare/contract';
import { localMinuteOfDay } from '../../inventory/time-zones';
import { adultFareCents, FARE_LEVELS, totalCents, travellerPrices } from './fares';
import type { FareLevel, TravellerPrice } from './fares';
import { flightQueryKey, proposalId } from './flight-query';
import type { FlightQuery } from './flight-query';
import type { Itinerary } from './itineraries';
import { routeItineraries } from './route-itineraries';

/**
 * One priced proposal: an outbound (and inbound) itinerary at one fare level. A list shows one level only
 * (facets.ts listedLevel), so each itinerary is one card priced from its cheapest fare family.
 */
export interface FlightOffer {
  id: string;
  outbound: Itinerary;
  inbound: Itinerary | null;
  fare: FareLevel;
  /** The cabin of every segment (the query's; economy by default). */
  cabinClass: CabinClass;
  /** Who travels (shared with the query): the fare families are priced for them too. */
  travellers: Pick<FlightQuery, 'adults' | 'childrenAges'>;
  prices: TravellerPrice[];
  totalCents: number;
  /** Outbound plus inbound minutes (the DURATION sort). */
  durationMinutes: number;
  /** The longer journey (the tripDuration facet). */
  longestJourneyMinutes: number;
  /** The longest layover, 0 for direct flights (the connectionTime facet). */
  longestConnectionMinutes: number;
  departureUtc: number;
  outboundDepartureMinute: number;
  inboundDepartureMinute: number | null;
  carrierCodes: string[];
  /** RECOMMENDED: lower is better. */
  score: number;
}

export type FlightSortKey = 'RECOMMENDED' | 'PRICE' | 'DURATION' | 'DEPARTURE';

export interface PreparedFlightOffers {
  query: FlightQuery;
  queryKey: string;
  /** Every offer, best recommended first. */
  offers: FlightOffer[];
  /** Offers sorted ascending per sort key, computed once so each page only filters. */
  sorted: Record<FlightSortKey, FlightOffer[]>;
}

/**
 * Round trips combine every outbound with every inbound; past this many itinerary pairs the worst-scored are
 * dropped. Each kept pair is offered at both fare levels, so a search holds up to twice this many offers.
 */
export const MAX_OFFERS = 4_000;

/** A sensible trade-off: euros per adult, plus 0.35 per minute travelled and 25 per stop. */
function recommendedScore(adultCents: number, minutes: number, stops: number): number {
  return adultCents / 100 + 0.35 * minutes + 25 * stops;
}

/** Per-itinerary values computed once, not once per combination. */
interface Journey {
  itinerary: Itinerary;
  departureMinute: number;
  longestConnection: number;
  carrierCodes: string[];
}

function journey(itinerary: Itinerary): Journey {
  const first = itinerary.legs[0]!;
  return {
    itinerary,
    departureMinute: localMinuteOfDay(first.departureUtc, first.from.timeZone),
    longestConnection: Math.max(0, ...itinerary.connectionMinutes),
    carrierCodes: itinerary.carriers.map((carrier) => carrier.code),
  };
}

function makeOffer(query: FlightQuery, queryKey: string, out: Journey, back: Journey | null, fare: FareLevel) {
  const outbound = out.itinerary;
  const inbound = back?.itinerary ?? null;
  const cabin = query.cabinClass ?? 'ECONOMY';
  const adultCents = adultFareCents(outbound, fare, cabin) + (inbound ? adultFareCents(inbound, fare, cabin) : 0);
  const prices = travellerPrices(adultCents, query.adults, query.childrenAges);
  const durationMinutes = outbound.durationMinutes + (inbound?.durationMinutes ?? 0);
  const offer: FlightOffer = {
    id: proposalId({ queryKey, outboundKey: outbound.key, inboundKey: inbound?.key ?? null, fare }),
    outbound,
    inbound,
    fare,
    cabinClass: cabin,
    travellers: query,
    prices,
    totalCents: totalCents(prices),
    durationMinutes,
    longestJourneyMinutes: Math.max(outbound.durationMinutes, inbound?.durationMinutes ?? 0),
    longestConnectionMinutes: Math.max(out.longestConnection, back?.longestConnection ?? 0),
    departureUtc: outbound.legs[0]!.departureUtc,
    outboundDepartureMinute: out.departureMinute,
    inboundDepartureMinute: back?.departureMinute ?? null,
    carrierCodes: back ? [...new Set([...out.carrierCodes, ...back.carrierCodes])] : out.carrierCodes,
    score: recommendedScore(adultCents, durationMinutes, outbound.stops + (inbound?.stops ?? 0)),
  };
  return offer;
}

const byId = (a: FlightOffer, b: FlightOffer) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const comparators: Record<FlightSortKey, (a: FlightOffer, b: FlightOffer) => number> = {
  RECOMMENDED: (a, b) => a.score - b.score || byId(a, b),
  PRICE: (a, b) => a.totalCents - b.totalCents || a.durationMinutes - b.durationMinutes || byId(a, b),
  DURATION: (a, b) => a.durationMinutes - b.durationMinutes || a.totalCents - b.totalCents || byId(a, b),
  DEPARTURE: (a, b) => a.departureUtc - b.departureUtc || a.totalCents - b.totalCents || byId(a, b),
};

interface Candidate {
  out: Journey;
  back: Journey | null;
  score: number;
}

/**
 * Every itinerary pair with its score at the cabin-bag fare only (cheap numbers), so just the best MAX_OFFERS
 * pairs become offers: a pair is kept or dropped with both its fare levels, never one without the other.
 */
function candidates(outbounds: Journey[], inbounds: Journey[] | null): Candidate[] {
  const result: Candidate[] = [];
  for (const out of outbounds) {
    const arrival = out.itinerary.legs.at(-1)!.arrivalUtc;
    const outCents = adultFareCents(out.itinerary, 0);
    if (!inbounds) {
      result.push({
        out,
        back: null,
        score: recommendedScore(outCents, out.itinerary.durationMinutes, out.itinerary.stops),
      });
      continue;
    }
    for (const back of inbounds) {
      if (back.itinerary.legs[0]!.departureUtc <= arrival) continue;
      const score = recommendedScore(
        outCents + adultFareCents(back.itinerary, 0),
        out.itinerary.durationMinutes + back.itinerary.durationMinutes,
        out.itinerary.stops + back.itinerary.stops,
      );
      result.push({ out, back, score });
    }
  }
  return result;
}

/**
 * Every flight offer for a query, priced for its travellers and pre-sorted per sort key: the work a
 * search does once when it becomes ready. Deterministic (design.md "Demo data").
 */
export function prepareFlightOffers(query: FlightQuery): PreparedFlightOffers {
  const queryKey = flightQueryKey(query);
  const outbounds = routeItineraries(query.departure, query.destination, query.outboundDate).list.map(journey);
  const inbounds = query.returnDate
    ? routeItineraries(query.destination, query.departure, query.returnDate).list.map(journey)
    : null;
  // Generation order breaks score ties, so the cut is deterministic.
  const kept = candidates(outbounds, inbounds)
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => a.candidate.score - b.candidate.score || a.index - b.index)
    .slice(0, MAX_OFFERS);
  const offers = kept
    .flatMap(({ candidate }) =>
      FARE_LEVELS.map((fare) => makeOffer(query, queryKey, candidate.out, candidate.back, fare)),
    )
    .sort(comparators.RECOMMENDED);
  const sorted = {
    RECOMMENDED: offers,
    PRICE: [...offers].sort(comparators.PRICE),
    DURATION: [...offers].sort(comparators.DURATION),
    DEPARTURE: [...offers].sort(comparators.DEPARTURE),
  };
  return { query, queryKey, offers, sorted };
}

/**
 * One offer rebuilt from its parts without a search (the id carries them): null when the itineraries no
 * longer exist. Used by GetTransportProposalByProposalId and CreateCart; the itineraries come from the route
 * memo the search filled, so this is a lookup by key, not a regeneration.
 */
export function findFlightOffer(
  query: FlightQuery,
  outboundKey: string,
  inboundKey: string | null,
  fare: FareLevel,
): FlightOffer | null {
  const outbound = routeItineraries(query.departure, query.destination, query.outboundDate).byKey.get(outboundKey);
  if (!outbound) return null;
  const key = flightQueryKey(query);
  if (!query.returnDate) return inboundKey === null ? makeOffer(query, key, journey(outbound), null, fare) : null;
  const inbound =
    inboundKey === null
      ? undefined
      : routeItineraries(query.destination, query.departure, query.returnDate).byKey.get(inboundKey);
  if (!inbound || inbound.legs[0]!.departureUtc <= outbound.legs.at(-1)!.arrivalUtc) return null;
  return makeOffer(query, key, journey(outbound), journey(inbound), fare);
}
