import { LRUCache } from 'lru-cache';
import { generateItineraries } from './itineraries';
import type { Itinerary } from './itineraries';

/** The itineraries of one (origin, destination, date), in generation order and by key. */
export interface RouteItineraries {
  list: readonly Itinerary[];
  byKey: ReadonlyMap<string, Itinerary>;
}

/**
 * Routes remembered: generating one takes 17–264 ms of synchronous CPU (CDG-BKK is the worst), and a round
 * trip needs two. A few hundred itineraries each, so 128 routes stay within a few tens of MB.
 */
export const ROUTE_MEMO_SIZE = 128;

const memo = new LRUCache<string, RouteItineraries>({ max: ROUTE_MEMO_SIZE });

/**
 * generateItineraries, remembered per route and date: it is deterministic, so the search that prepares a
 * query's offers also serves every CreateCart and proposal detail rebuilt from that query's proposal ids
 * (issue 15: 200 concurrent CreateCarts each regenerated both directions and queued on the event loop).
 * Per process and never stale, so instances behind a balancer agree (issue 17). Callers must not mutate.
 */
export function routeItineraries(origin: string, destination: string, date: string): RouteItineraries {
  const key = `${origin}.${destination}.${date}`;
  let found = memo.get(key);
  if (!found) {
    const list = generateItineraries(origin, destination, date);
    found = { list, byKey: new Map(list.map((itinerary) => [itinerary.key, itinerary])) };
    memo.set(key, found);
  }
  return found;
}
