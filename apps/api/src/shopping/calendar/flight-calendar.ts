import type { CabinClass } from '@wayfare/contract';
import { addDays } from '../../inventory/time-zones';
import { LruCache } from '../lru-cache';
import { adultFareCents, FARE_LEVELS, travellerPrices } from '../transport/fares';
import type { TravellerPrice } from '../transport/fares';
import { generateItineraries, lowFareItineraries } from '../transport/itineraries';
import type { Itinerary } from '../transport/itineraries';
import { twoStopFareFloorCents } from './fare-floor';

/**
 * What the calendar keeps of one route and day: per itinerary its first departure and last arrival (UTC ms)
 * and its adult one-way fare per fare level, in the generator's order (by departure). A few KB, where the
 * itineraries themselves weigh a few MB, so a window of days for many routes stays in memory.
 */
export interface RouteDay {
  departures: Float64Array;
  arrivals: Float64Array;
  /** fares[level][i]: adult one-way fare of itinerary i at that fare level, inventory cents. */
  fares: Float64Array[];
  /** The day's lowest adult fare over every itinerary and level (exact even when `complete` is false). */
  lowest: number;
  /**
   * False when two-stop itineraries that cannot be the day's cheapest were never generated (fare-floor.ts):
   * enough for one-way, and for a round trip whose cheapest pair is the two cheapest journeys.
   */
  complete: boolean;
}

/** Route-days remembered (about 10 KB each): a 62-day window both ways for a few dozen routes. */
export const ROUTE_DAY_CACHE_SIZE = 4_096;
const routeDays = new LruCache<string, RouteDay>(ROUTE_DAY_CACHE_SIZE);

function summary(itineraries: readonly Itinerary[], complete: boolean, cabin: CabinClass): RouteDay {
  const fares = FARE_LEVELS.map((level) =>
    Float64Array.from(itineraries, (itinerary) => adultFareCents(itinerary, level, cabin)),
  );
  let lowest = Infinity;
  for (const levelFares of fares) for (const fare of levelFares) if (fare < lowest) lowest = fare;
  return {
    departures: Float64Array.from(itineraries, (itinerary) => itinerary.legs[0]!.departureUtc),
    arrivals: Float64Array.from(itineraries, (itinerary) => itinerary.legs.at(-1)!.arrivalUtc),
    fares,
    lowest,
    complete,
  };
}

function summarise(origin: string, destination: string, date: string, full: boolean, cabin: CabinClass): RouteDay {
  if (full) return summary(generateItineraries(origin, destination, date), true, cabin);
  // The floor is an economy fare: a cabin scales every fare alike, so what cannot be cheapest still cannot.
  const low = lowFareItineraries(origin, destination, date, twoStopFareFloorCents);
  return summary(low.list, low.complete, cabin);
}

/** A route-day's cache key; economy keeps the key it had before cabins (issue 19 item 8). */
const dayKey = (origin: string, destination: string, date: string, cabin: CabinClass) =>
  `${origin}.${destination}.${date}${cabin === 'ECONOMY' ? '' : `.${cabin}`}`;

/**
 * The route-day summary from the inventory (the generator a search uses), remembered; `full` asks for every
 * itinerary (a round trip whose cheapest pair is not the two cheapest journeys needs them all).
 */
export function routeDay(
  origin: string,
  destination: string,
  date: string,
  full = false,
  cabin: CabinClass = 'ECONOMY',
): RouteDay {
  const key = dayKey(origin, destination, date, cabin);
  let found = routeDays.get(key);
  if (!found || (full && !found.complete)) {
    found = summarise(origin, destination, date, full, cabin);
    routeDays.set(key, found);
  }
  return found;
}

/** Whether the route-day is summarised already (a cold day costs a generation). */
export const isRouteDayKnown = (
  origin: string,
  destination: string,
  date: string,
  cabin: CabinClass = 'ECONOMY',
): boolean => routeDays.get(dayKey(origin, destination, date, cabin)) !== undefined;

/** Lowest adult fare of a one-way day over every itinerary and fare level, Infinity when nothing flies. */
export function lowestOneWayAdultCents(day: RouteDay): number {
  let lowest = Infinity;
  for (const fares of day.fares) for (const fare of fares) if (fare < lowest) lowest = fare;
  return lowest;
}

/**
 * Lowest adult round-trip fare: an outbound and an inbound at the SAME fare level (a search combines them so),
 * the inbound leaving after the outbound lands (the search's rule). Inbounds come by departure, so a suffix
 * minimum and a binary search give each outbound its cheapest possible return: O(n log n), no combinations.
 */
export function lowestPairAdultCents(out: RouteDay, back: RouteDay): number {
  let lowest = Infinity;
  const count = back.departures.length;
  for (let level = 0; level < out.fares.length; level++) {
    const backFares = back.fares[level]!;
    const suffixMin = new Float64Array(count + 1).fill(Infinity);
    for (let i = count - 1; i >= 0; i--) suffixMin[i] = Math.min(backFares[i]!, suffixMin[i + 1]!);
    const outFares = out.fares[level]!;
    for (let i = 0; i < outFares.length; i++) {
      const landed = out.arrivals[i]!;
      let low = 0;
      let high = count;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (back.departures[mid]! <= landed) low = mid + 1;
        else high = mid;
      }
      const total = outFares[i]! + suffixMin[low]!;
      if (total < lowest) lowest = total;
    }
  }
  return lowest;
}

/**
 * Lowest adult round-trip fare of a departure day and a return day. A pair that costs the two days' lowest
 * fares is the cheapest possible; otherwise a skipped itinerary might pair better, so both days are
 * summarised in full first.
 */
export function lowestRoundTripAdultCents(
  origin: string,
  destination: string,
  date: string,
  returnDate: string,
  cabin: CabinClass = 'ECONOMY',
) {
  const out = routeDay(origin, destination, date, false, cabin);
  const back = routeDay(destination, origin, returnDate, false, cabin);
  const lowest = lowestPairAdultCents(out, back);
  if (lowest === out.lowest + back.lowest || (out.complete && back.complete)) return lowest;
  return lowestPairAdultCents(
    routeDay(origin, destination, date, true, cabin),
    routeDay(destination, origin, returnDate, true, cabin),
  );
}

export interface FlightCalendarQuery {
  departure: string;
  destination: string;
  from: string;
  days: number;
  /** Round trip returning `nights` days after each departure; undefined for one-way. */
  nights?: number | undefined;
  adults: number;
  childrenAges: readonly number[];
  /** The cabin a search would ask for (issue 19 item 8); economy when absent. */
  cabinClass?: CabinClass | undefined;
}

/**
 * Per day of the window, the traveller prices of the cheapest offer a search for that day lists (the fares'
 * traveller split is monotonic in the adult fare, so the cheapest adult fare makes the cheapest total), or null
 * when nothing flies. Cold days are generated one per macrotask, so a long window never blocks other requests.
 */
export async function lowestFlightPrices(query: FlightCalendarQuery): Promise<(TravellerPrice[] | null)[]> {
  const key = windowKey(query);
  const known = windows.get(key);
  if (known) return known;
  const result: (TravellerPrice[] | null)[] = [];
  const cabin = query.cabinClass ?? 'ECONOMY';
  for (let offset = 0; offset < query.days; offset++) {
    const date = addDays(query.from, offset);
    const returnDate = query.nights === undefined ? null : addDays(date, query.nights);
    const cold =
      !isRouteDayKnown(query.departure, query.destination, date, cabin) ||
      (returnDate !== null && !isRouteDayKnown(query.destination, query.departure, returnDate, cabin));
    if (cold) await new Promise((resolve) => setImmediate(resolve));
    const adultCents =
      returnDate === null
        ? lowestOneWayAdultCents(routeDay(query.departure, query.destination, date, false, cabin))
        : lowestRoundTripAdultCents(query.departure, query.destination, date, returnDate, cabin);
    result.push(Number.isFinite(adultCents) ? travellerPrices(adultCents, query.adults, query.childrenAges) : null);
  }
  windows.set(key, result);
  return result;
}

/** Whole windows answered, so a busy route's calendar is a lookup (callers must not mutate the arrays). */
const windows = new LruCache<string, (TravellerPrice[] | null)[]>(1_024);
const windowKey = (query: FlightCalendarQuery) =>
  [
    query.departure,
    query.destination,
    query.from,
    query.days,
    query.nights ?? 'x',
    query.adults,
    [...query.childrenAges].sort((a, b) => a - b).join('-'),
    query.cabinClass ?? 'ECONOMY',
  ].join('.');
