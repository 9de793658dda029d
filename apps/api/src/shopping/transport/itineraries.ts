import { AIRLINES, canConnect } from '../../inventory/airlines';
import type { Airline } from '../../inventory/airlines';
import { findAirport, resolveAirports } from '../../inventory/airports';
import type { Airport } from '../../inventory/airports';
import { distanceKm } from '../../inventory/geo';
import { addDays } from '../../inventory/time-zones';
import { legsBetween } from './legs';
import type { Leg } from './legs';

/** One way from origin to destination: one to three flights (direct, one stop, two stops). */
export interface Itinerary {
  /** Stable within (origin, destination, date): the flight numbers, e.g. `AZ1234.AF1567`. */
  key: string;
  legs: Leg[];
  stops: number;
  /** Door-to-door minutes, connections included. */
  durationMinutes: number;
  connectionMinutes: number[];
  /** Distinct marketing carriers, in flight order. */
  carriers: Airline[];
  /** Adult one-way cabin-only fare in cents; connections are sold below the sum of their flights. */
  fareCents: number;
  lowCost: boolean;
}

const MIN_CONNECTION = 45;
const MAX_ONE_STOP = 80;
const MAX_TWO_STOP = 12;
const CONNECTION_DISCOUNT = 0.82;

/** Airports where carriers connect: every hub of a full-service carrier and every low-cost base. */
const HUBS: readonly Airport[] = [...new Set(AIRLINES.flatMap((airline) => airline.hubs))].map((iata) =>
  findAirport(iata)!,
);

function makeItinerary(legs: Leg[]): Itinerary {
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  const connectionMinutes = legs.slice(1).map((leg, index) => (leg.departureUtc - legs[index]!.arrivalUtc) / 60_000);
  const carriers = [...new Map(legs.map((leg) => [leg.carrier.code, leg.carrier])).values()];
  const legSum = legs.reduce((sum, leg) => sum + leg.fareCents, 0);
  return {
    key: legs.map((leg) => leg.flightNumber).join('.'),
    legs,
    stops: legs.length - 1,
    durationMinutes: (last.arrivalUtc - first.departureUtc) / 60_000,
    connectionMinutes,
    carriers,
    fareCents: legs.length === 1 ? legSum : connectionFare(legSum),
    lowCost: carriers.every((carrier) => carrier.model === 'LOW_COST'),
  };
}

/** The departure date and the next one (overnight connections). */
interface Days {
  date: string;
  next: string;
}

/** Longest sensible layover: short on short trips, longer when flying far. */
const maxConnection = (km: number) => (km > 4_000 ? 600 : 300);

/** Second flights from `hub` that connect with `first` (same day or next), at most `limit`, earliest first. */
function connections(first: Leg, hub: Airport, to: Airport, days: Days, km: number, limit: number): Leg[] {
  const found: Leg[] = [];
  for (const second of [...legsBetween(hub, to, days.date), ...legsBetween(hub, to, days.next)]) {
    const gap = (second.departureUtc - first.arrivalUtc) / 60_000;
    if (gap < MIN_CONNECTION || gap > maxConnection(km) || !canConnect(first.carrier, second.carrier)) continue;
    found.push(second);
    if (found.length >= limit) break;
  }
  return found;
}

function oneStops(from: Airport, to: Airport, days: Days): Itinerary[] {
  const km = distanceKm(from, to);
  const result: Itinerary[] = [];
  for (const hub of HUBS) {
    if (hub.cityCode === from.cityCode || hub.cityCode === to.cityCode) continue;
    if (distanceKm(from, hub) + distanceKm(hub, to) > 1.45 * km + 400) continue;
    for (const first of legsBetween(from, hub, days.date)) {
      for (const second of connections(first, hub, to, days, km, 2)) result.push(makeItinerary([first, second]));
    }
  }
  return result;
}

function twoStops(from: Airport, to: Airport, days: Days): Itinerary[] {
  const km = distanceKm(from, to);
  const result: Itinerary[] = [];
  for (const [hub1, hub2] of twoStopHubPairs(from, to)) {
    for (const first of legsBetween(from, hub1, days.date)) {
      for (const second of connections(first, hub1, hub2, days, km, 1)) {
        for (const third of connections(second, hub2, to, days, km, 1)) {
          if (canConnect(first.carrier, third.carrier)) result.push(makeItinerary([first, second, third]));
        }
      }
    }
  }
  return result;
}

const byDuration = (a: Itinerary, b: Itinerary) => a.durationMinutes - b.durationMinutes || a.key.localeCompare(b.key);

/**
 * Itineraries of one airport pair: direct, the quickest one-stop ones, then the two-stop ones where they are
 * not absurd. `twoStopsWorthIt(best)` is asked with the lowest fare found without them: when it says no (the
 * price calendar's lower bound), the costly two-stop enumeration is skipped and `complete` is false.
 */
function pairItineraries(
  from: Airport,
  to: Airport,
  days: Days,
  twoStopsWorthIt: (lowestFare: number) => boolean,
): { list: Itinerary[]; complete: boolean } {
  const direct = legsBetween(from, to, days.date).map((leg) => makeItinerary([leg]));
  const oneStop = oneStops(from, to, days).sort(byDuration).slice(0, MAX_ONE_STOP);
  const simpler = [...direct, ...oneStop];
  if (!twoStopsWorthIt(Math.min(...simpler.map((itinerary) => itinerary.fareCents)))) {
    return { list: simpler, complete: false };
  }
  const quickest = Math.min(...simpler.map((itinerary) => itinerary.durationMinutes));
  // Two stops only where they are not absurd next to the best simpler option.
  const twoStop = twoStops(from, to, days)
    .filter((itinerary) => !Number.isFinite(quickest) || itinerary.durationMinutes <= quickest * 1.8 + 120)
    .sort(byDuration)
    .slice(0, MAX_TWO_STOP);
  return { list: [...simpler, ...twoStop], complete: true };
}

function routeItineraryList(
  origin: string,
  destination: string,
  date: string,
  twoStopsWorthIt: (from: Airport, to: Airport, lowestFare: number) => boolean,
): { list: Itinerary[]; complete: boolean } {
  const all: Itinerary[] = [];
  let complete = true;
  const days: Days = { date, next: addDays(date, 1) };
  for (const from of resolveAirports(origin)) {
    for (const to of resolveAirports(destination)) {
      if (from.cityCode === to.cityCode) continue;
      const pair = pairItineraries(from, to, days, (lowestFare) => twoStopsWorthIt(from, to, lowestFare));
      all.push(...pair.list);
      complete &&= pair.complete;
    }
  }
  const unique = new Map<string, Itinerary>();
  for (const itinerary of all) if (!unique.has(itinerary.key)) unique.set(itinerary.key, itinerary);
  const list = [...unique.values()].sort(
    (a, b) => a.legs[0]!.departureUtc - b.legs[0]!.departureUtc || a.key.localeCompare(b.key),
  );
  return { list, complete };
}

/**
 * Every itinerary from `origin` to `destination` departing on local `date` (YYYY-MM-DD): direct flights
 * by carriers based at either end, one-stop connections via real hubs, and the quickest two-stop ones.
 * Codes are airport or city codes (ROM covers FCO and CIA). Deterministic: the same arguments always give
 * the same itineraries in the same order (by departure time). Empty for unknown codes.
 */
export function generateItineraries(origin: string, destination: string, date: string): Itinerary[] {
  return routeItineraryList(origin, destination, date, () => true).list;
}

/**
 * The same itineraries without the two-stop ones of an airport pair whose lower bound (`twoStopFloor`: no
 * two-stop itinerary of that pair can cost less) is not below the lowest fare found without them: enough to
 * know the day's lowest fare exactly (the price calendar), for a fraction of the work. `complete` says whether
 * anything was skipped.
 */
export function lowFareItineraries(
  origin: string,
  destination: string,
  date: string,
  twoStopFloor: (from: Airport, to: Airport) => number,
): { list: Itinerary[]; complete: boolean } {
  return routeItineraryList(origin, destination, date, (from, to, lowestFare) => twoStopFloor(from, to) < lowestFare);
}

/** Hub pairs a two-stop itinerary from `from` to `to` may use (the same filters as the generator). */
export function twoStopHubPairs(from: Airport, to: Airport): [Airport, Airport][] {
  const km = distanceKm(from, to);
  const pairs: [Airport, Airport][] = [];
  for (const hub1 of HUBS) {
    if (hub1.cityCode === from.cityCode || hub1.cityCode === to.cityCode) continue;
    const toHub1 = distanceKm(from, hub1);
    if (toHub1 > 0.8 * km + 300) continue;
    for (const hub2 of HUBS) {
      if (hub2 === hub1 || hub2.cityCode === from.cityCode || hub2.cityCode === to.cityCode) continue;
      if (toHub1 + distanceKm(hub1, hub2) + distanceKm(hub2, to) > 1.6 * km + 600) continue;
      pairs.push([hub1, hub2]);
    }
  }
  return pairs;
}

/** Connections are sold below the sum of their flights (the generator's discount). */
export const connectionFare = (legSumCents: number) => Math.round(legSumCents * CONNECTION_DISCOUNT);
