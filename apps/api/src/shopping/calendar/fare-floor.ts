import type { Airport } from '../../inventory/airports';
import { distanceKm } from '../../inventory/geo';
import { connectionFare, twoStopHubPairs } from '../transport/itineraries';

/**
 * The lowest fare a single flight of `km` can be sold at, in cents: the lowest draw of the generator's demand
 * fare (transport/legs.ts: off-peak, midweek, noise 0.8, the cheaper business model) and, on short routes,
 * below the low-cost promotional tier (inventory/low-cost-fares.ts: 9.99 plus 0.011 per km). A floor, never a
 * price: fare-floor.test.ts checks every generated flight of a sample of routes and days stays above it.
 */
export function flightFareFloorCents(km: number): number {
  if (km > 4_500) return Math.floor(0.8 * (220 + 0.055 * km) * 100) - 1;
  const demand = Math.floor(0.8 * Math.min(14 + 0.045 * km, 48 + 0.072 * km) * 100) - 1;
  const promo = km <= 2_000 ? 899 + Math.floor(1.1 * km) : Infinity;
  return Math.min(demand, promo);
}

const floors = new Map<string, number>();

/**
 * No two-stop itinerary between two airports can cost less than this (adult, cabin only, cents): the
 * lowest floor of three flights over every hub pair the generator may use, with the connection discount.
 * Date-independent, so computed once per airport pair.
 */
export function twoStopFareFloorCents(from: Airport, to: Airport): number {
  const key = `${from.iata}${to.iata}`;
  let floor = floors.get(key);
  if (floor === undefined) {
    floor = Infinity;
    for (const [hub1, hub2] of twoStopHubPairs(from, to)) {
      const legs =
        flightFareFloorCents(distanceKm(from, hub1)) +
        flightFareFloorCents(distanceKm(hub1, hub2)) +
        flightFareFloorCents(distanceKm(hub2, to));
      floor = Math.min(floor, connectionFare(legs) - 1);
    }
    floors.set(key, floor);
  }
  return floor;
}
